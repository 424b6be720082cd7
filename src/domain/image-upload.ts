import type { Notice } from './messages';

/**
 * Profile photo and cover uploads (operations-side spec, section 5): an image
 * under 5 MB. SVG is refused although it is an image type: an SVG served from
 * Storage can carry script. storage.rules must enforce the same limits.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]);

export const INVALID_FILE_TYPE: Notice = {
  title: 'Invalid File Type',
  description: 'Please select an image file (JPG, PNG, GIF, etc.)',
};
export const FILE_TOO_LARGE: Notice = {
  title: 'File Too Large',
  description: 'Please select an image smaller than 5MB',
};
export const UPLOAD_FAILED: Notice = {
  title: 'Upload Failed',
  description: 'Failed to upload image. Please try again.',
};

/** The notice for a file that may not be uploaded, or null. Takes the File's `type` and `size`. */
export function imageUploadProblem(file: { type: string; size: number }): Notice | null {
  if (!IMAGE_CONTENT_TYPES.has(file.type.toLowerCase())) return INVALID_FILE_TYPE;
  if (!(file.size < IMAGE_MAX_BYTES)) return FILE_TOO_LARGE;
  return null;
}

/** Where a DJ's images live in Cloud Storage (storage.rules matches the same shape). */
export function profileImagePath(
  uid: string,
  kind: 'profile' | 'cover',
  timestamp: number,
  extension: string,
): string {
  return `dj-profiles/${uid}/${kind}-${timestamp}.${extension.toLowerCase()}`;
}

const STORAGE_HOSTS: ReadonlySet<string> = new Set([
  'firebasestorage.googleapis.com',
  'storage.googleapis.com',
]);
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether `url` may be stored as a DJ's photo or cover: a download URL of a
 * file in that DJ's own `dj-profiles/{uid}/` folder (no hot-linking, no one
 * else's files), or one of the app's own root-relative images (`/seed/…`,
 * `/images/…`). Loopback hosts count only where the emulators run.
 */
export function isAllowedProfileImageUrl(
  url: string,
  uid: string,
  options: { allowLoopback: boolean },
): boolean {
  if (/^\/(seed|images)\/[A-Za-z0-9._/-]+$/.test(url) && !url.includes('..')) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.host.replace(/:\d+$/, '');
  const hostOk =
    (parsed.protocol === 'https:' && STORAGE_HOSTS.has(parsed.hostname)) ||
    (options.allowLoopback && LOOPBACK_HOSTS.has(host));
  if (!hostOk) return false;
  // Download URLs name the object URL-encoded after /o/: /v0/b/{bucket}/o/dj-profiles%2F{uid}%2F…
  const match = /\/o\/([^/?#]+)$/.exec(parsed.pathname);
  if (!match?.[1]) return false;
  let objectPath: string;
  try {
    objectPath = decodeURIComponent(match[1]);
  } catch {
    return false;
  }
  return objectPath.startsWith(`dj-profiles/${uid}/`) && !objectPath.includes('..');
}
