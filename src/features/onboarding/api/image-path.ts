export type { DjImageKind } from '../../../domain';

/** Served through the CDN for an hour, as the spec asks. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=3600';
