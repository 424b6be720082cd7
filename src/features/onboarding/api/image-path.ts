import { profileImagePath } from '../../../domain';

/**
 * Where a DJ's images go: dj-profiles/{uid}/profile-{timestamp}.{ext} (and
 * cover-…), built by the domain helper storage.rules mirrors. A new
 * timestamp per upload means an upload never overwrites another (the rules
 * refuse overwrites too). The extension comes from the checked content
 * type, not from the file name the user chose.
 */
export type DjImageKind = 'profile' | 'cover';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Served through the CDN for an hour, as the spec asks. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=3600';

export function djImagePath(
  uid: string,
  kind: DjImageKind,
  contentType: string,
  timestamp: number,
): string {
  const ext = EXTENSIONS[contentType.toLowerCase()];
  if (!ext) throw new Error(`Not an accepted image type: ${contentType}`);
  return profileImagePath(uid, kind, timestamp, ext);
}
