import { object, string } from 'yup';
import { failedNotice, INVALID_INPUT, type Notice } from './messages';
import {
  isAppImagePath,
  parseStorageDownloadUrl,
  type StorageDownloadUrl,
} from './storage-download-url';

export { parseStorageDownloadUrl, type StorageDownloadUrl } from './storage-download-url';

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
export const UPLOAD_FAILED = failedNotice('Upload Failed', 'upload image');

/** The notice for a file that may not be uploaded, or null. Takes the File's `type` and `size`. */
export function imageUploadProblem(file: { type: string; size: number }): Notice | null {
  if (!IMAGE_CONTENT_TYPES.has(file.type.toLowerCase())) return INVALID_FILE_TYPE;
  if (!(file.size < IMAGE_MAX_BYTES)) return FILE_TOO_LARGE;
  return null;
}

/** A DJ's two images. */
export type DjImageKind = 'profile' | 'cover';
export const DJ_IMAGE_KINDS: readonly DjImageKind[] = ['profile', 'cover'];

/** The stored file's extension comes from the checked content type, never from the file name. */
const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Where a DJ's images live in Cloud Storage (storage.rules matches the same shape). */
export function profileImagePath(
  uid: string,
  kind: DjImageKind,
  timestamp: number,
  extension: string,
): string {
  return `dj-profiles/${uid}/${kind}-${timestamp}.${extension.toLowerCase()}`;
}

/**
 * dj-profiles/{uid}/profile-{timestamp}.{ext} (and cover-…). A new timestamp per upload means
 * an upload never overwrites another (the rules refuse overwrites too).
 */
export function djImagePath(
  uid: string,
  kind: DjImageKind,
  contentType: string,
  timestamp: number,
): string {
  const ext = IMAGE_EXTENSIONS[contentType.toLowerCase()];
  if (!ext) throw new Error(`Not an accepted image type: ${contentType}`);
  return profileImagePath(uid, kind, timestamp, ext);
}

/**
 * Uploads are counted on the server (the spec's image_upload limit, 10 an hour): before each
 * upload the app asks the grantImageUpload callable for a path, and storage.rules accept a
 * new file only at a path granted to its owner in the last UPLOAD_GRANT_TTL_MS
 * (uploadGrants/{uid}, which only functions write). Long enough for a 5 MB upload on a slow
 * phone connection, short enough that an unused grant soon stops counting.
 */
export const UPLOAD_GRANT_TTL_MS = 15 * 60 * 1000;

export interface GrantImageUploadRequest {
  kind: DjImageKind;
  /** The file's content type, one of IMAGE_CONTENT_TYPES. */
  contentType: string;
}
export interface GrantImageUploadResult {
  /** The Storage path to upload to. */
  path: string;
  /** Epoch ms after which Storage refuses an upload to `path`. */
  expiresAt: number;
}
/** grantImageUpload's input: the kind of image and the type the Storage rules will check. */
export const grantImageUploadSchema = object({
  kind: string()
    .typeError(INVALID_INPUT)
    .oneOf(DJ_IMAGE_KINDS, INVALID_INPUT)
    .required(INVALID_INPUT),
  contentType: string()
    .typeError(INVALID_FILE_TYPE.description)
    .oneOf([...IMAGE_CONTENT_TYPES], INVALID_FILE_TYPE.description)
    .required(INVALID_FILE_TYPE.description),
});

/** Refused by grantImageUpload: the account is neither a DJ nor a DJ applicant. */
export const UPLOAD_NOT_ALLOWED: Notice = {
  title: 'Upload Failed',
  description: 'Only DJs and DJ applicants can upload profile images.',
};

const STORAGE_HOSTS: ReadonlySet<string> = new Set([
  'firebasestorage.googleapis.com',
  'storage.googleapis.com',
]);
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Where every DJ's uploads live (profileImagePath); one folder per DJ below it. */
const DJ_IMAGE_ROOT = 'dj-profiles/';

/**
 * Refused for a photo or cover address the platform does not serve (decision 0037). The
 * form has no box to type an address in, so the way out is another upload (or removing it).
 */
export const INVALID_IMAGE_URL = 'Please upload the image again.';

/** A Storage download URL on Storage's own host (or a loopback one, if allowed), taken apart. */
function storedImageObject(url: string, allowLoopback: boolean): StorageDownloadUrl | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.host.replace(/:\d+$/, '');
  const hostOk =
    (parsed.protocol === 'https:' && STORAGE_HOSTS.has(parsed.hostname)) ||
    (allowLoopback && LOOPBACK_HOSTS.has(host));
  return hostOk ? parseStorageDownloadUrl(url) : null;
}

/**
 * What a DJ's photo or cover address may look like (decision 0037), the check the shared
 * form schema runs on the client and the server alike: one of the app's own images
 * (`/seed/…`, `/images/…`: the seed's pictures and the fallbacks, served by the site itself),
 * or a download URL of a DJ upload. Any other address (another host, a look-alike path,
 * `javascript:`) is refused. Whose folder and which bucket only the server can tell:
 * it also asks isAllowedProfileImageUrl. Loopback URLs pass here (the emulators' uploads);
 * the server takes them only where the emulators run.
 */
export function isDjImageAddress(url: string): boolean {
  if (isAppImagePath(url)) return true;
  const stored = storedImageObject(url, true);
  return stored !== null && stored.path.startsWith(DJ_IMAGE_ROOT);
}

/**
 * Whether `url` may be stored as a DJ's photo or cover: a download URL of a
 * file in that DJ's own `dj-profiles/{uid}/` folder of the project's own
 * bucket (no hot-linking, no one else's files, no look-alike path in another
 * bucket whose content its owner could swap after approval), or one of the
 * app's own root-relative images (`/seed/…`, `/images/…`). Loopback hosts
 * count only where the emulators run.
 */
export function isAllowedProfileImageUrl(
  url: string,
  uid: string,
  options: { allowLoopback: boolean; bucket: string },
): boolean {
  return isOwnStoredImageUrl(url, [`${DJ_IMAGE_ROOT}${uid}/`], options);
}

/**
 * The photo shown beside a person's review: an image the platform stores in that person's
 * own folder (decision 0032). The submitReview callable and the review migration both ask.
 */
export function isOwnReviewerPhoto(
  url: unknown,
  uid: string,
  options: { allowLoopback: boolean; bucket: string },
): url is string {
  return typeof url === 'string' && isOwnStoredImageUrl(url, [`${DJ_IMAGE_ROOT}${uid}/`], options);
}

/**
 * Whether `url` is an image the platform stores: one of the app's own root-relative images,
 * or a download URL of a file under one of `folders` in the project's own bucket.
 */
export function isOwnStoredImageUrl(
  url: string,
  folders: readonly string[],
  options: { allowLoopback: boolean; bucket: string },
): boolean {
  if (isAppImagePath(url)) return true;
  const download = storedImageObject(url, options.allowLoopback);
  return (
    download !== null &&
    options.bucket !== '' &&
    download.bucket === options.bucket &&
    folders.some((folder) => download.path.startsWith(folder))
  );
}
