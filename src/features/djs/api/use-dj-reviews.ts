import { isValidDjId } from '../../../domain';
import { isAppImagePath, parseStorageDownloadUrl } from '../../../domain/storage-download-url';
import { toDate } from '../../../lib/firestore-values';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';

export interface DjReview {
  /** The review's own id (never the booking's: decision 0032). */
  id: string;
  /** 1–5 */
  rating: number;
  comment: string;
  /** null: shown as 'Anonymous'. */
  authorName: string | null;
  authorPhotoUrl: string | null;
  createdAt: Date | null;
}

/** Spec: newest first, at most 50. */
export const REVIEWS_LIMIT = 50;
/** Spec: a failed read is retried once; this long after the failure. */
export const REVIEWS_RETRY_DELAY_MS = 1000;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

function toRating(v: unknown): number {
  const n = typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : 0;
  return Math.min(5, Math.max(0, n));
}

/**
 * Only a photo the platform stores (a Storage download URL, or one of the app's own images):
 * reviews written before decision 0032 may carry the address given at sign-up, which could
 * be a tracking pixel. The content security policy refuses other hosts too.
 */
function storedPhoto(v: unknown): string | null {
  const url = text(v);
  if (url === null) return null;
  return isAppImagePath(url) || parseStorageDownloadUrl(url) !== null ? url : null;
}

/** A review as the page shows it (the server renders with the same parser). */
export function parseReview(id: string, data: Record<string, unknown>): DjReview {
  return {
    id,
    rating: toRating(data.rating),
    comment: typeof data.comment === 'string' ? data.comment : '',
    authorName: text(data.authorName),
    authorPhotoUrl: storedPhoto(data.authorPhotoUrl),
    createdAt: toDate(data.createdAt),
  };
}

// A review written a moment ago has no server time yet: its estimate shows.
const reviewConverter = readOnlyConverter(parseReview);

/** The page seed of a DJ's reviews (the first REVIEWS_LIMIT, newest first). */
export const reviewsSeedName = (djId: string): string => `djs/${djId}/reviews`;

/**
 * djs/{djId}/reviews, newest first, at most REVIEWS_LIMIT, live. A failed
 * read is tried again once after REVIEWS_RETRY_DELAY_MS; a second failure is
 * final ('Failed to load reviews').
 */
/** `listen` false opens no listener (a server-rendered page shows its seed meanwhile). */
export function useDjReviews(djId: string, listen = true): LiveQuery<DjReview> {
  return useLiveQuery(
    listen && isValidDjId(djId) ? `djs/${djId}/reviews` : null,
    (db, _limit, { collection, limit, orderBy, query }) =>
      query(
        collection(db, 'djs', djId, 'reviews').withConverter(reviewConverter),
        orderBy('createdAt', 'desc'),
        limit(REVIEWS_LIMIT),
      ),
    {
      serverTimestamps: 'estimate',
      retryAfterMs: REVIEWS_RETRY_DELAY_MS,
      label: 'Reviews',
      seed: reviewsSeedName(djId),
    },
  );
}
