/**
 * Firebase Storage download URLs, apart from the upload schemas (image-upload.ts builds
 * yup schemas at module scope): the DJ card and the profile header read these on every
 * public page, which must not pay for yup before they are interactive.
 */
/** A Firebase Storage download URL, taken apart. */
export interface StorageDownloadUrl {
  /** `https://firebasestorage.googleapis.com/v0/b/{bucket}/o/` (or the emulator's). */
  base: string;
  /** The bucket the object is in: a URL of someone else's bucket passes every other check. */
  bucket: string;
  /** The object path, decoded. */
  path: string;
}

/**
 * `…/v0/b/{bucket}/o/{encoded path}?alt=media&token=…` → its base and object path; null
 * for any other URL (the seed's `/seed/…` images, other hosts' URL shapes).
 */
export function parseStorageDownloadUrl(url: string): StorageDownloadUrl | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const match = /^(\/v0\/b\/([^/]+)\/o\/)([^/]+)$/.exec(parsed.pathname);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  let path: string;
  try {
    path = decodeURIComponent(match[3]);
  } catch {
    return null;
  }
  if (path.includes('..')) return null;
  return { base: `${parsed.origin}${match[1]}`, bucket: match[2], path };
}

/** One of the app's own root-relative images (`/seed/…`, `/images/…`), with no way out of them. */
export function isAppImagePath(url: string): boolean {
  return /^\/(seed|images)\/[A-Za-z0-9._/-]+$/.test(url) && !url.includes('..');
}

/** A project's default Storage bucket, where nothing names another. */
export const defaultStorageBucket = (projectId: string): string =>
  projectId === '' ? '' : `${projectId}.appspot.com`;
