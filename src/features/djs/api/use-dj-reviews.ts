import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { isValidDjId } from '../../../domain';

export interface DjReview {
  /** The booking id (one review per booking). */
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

// Module-level converter (engineering guide, convention 2), never built during render.
const reviewConverter: FirestoreDataConverter<DjReview> = {
  toFirestore: (): DocumentData => {
    throw new Error('Reviews are created by the bookings feature, not the profile page');
  },
  fromFirestore: (snap: QueryDocumentSnapshot, options?: SnapshotOptions): DjReview => {
    // A review written a moment ago has no server time yet: use the estimate.
    const data = snap.data({ ...options, serverTimestamps: 'estimate' });
    return {
      id: snap.id,
      rating: toRating(data.rating),
      comment: typeof data.comment === 'string' ? data.comment : '',
      authorName: text(data.authorName),
      authorPhotoUrl: text(data.authorPhotoUrl),
      createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : null,
    };
  },
};

export type DjReviewsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; reviews: DjReview[] };

/**
 * djs/{djId}/reviews, newest first, limit 50, live. A failed listener is
 * started again once after a short pause; a second failure is final
 * ('Failed to load reviews'). onSnapshot rather than reactfire's
 * useFirestoreCollection, which rethrows errors during render (see use-dj.ts).
 */
export function useDjReviews(djId: string): DjReviewsState {
  const firestore = useFirestore();
  const valid = isValidDjId(djId);
  const [result, setResult] = useState<{ djId: string; state: DjReviewsState } | null>(null);

  useEffect(() => {
    if (!valid) return undefined;
    const reviewsQuery = query(
      collection(firestore, 'djs', djId, 'reviews').withConverter(reviewConverter),
      orderBy('createdAt', 'desc'),
      limit(REVIEWS_LIMIT),
    );
    let unsubscribe: (() => void) | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const listen = (attempt: number) => {
      unsubscribe = onSnapshot(reviewsQuery, {
        next: (snapshot) =>
          setResult({
            djId,
            state: { status: 'ready', reviews: snapshot.docs.map((d) => d.data()) },
          }),
        error: () => {
          if (attempt === 0) {
            retryTimer = setTimeout(() => listen(1), REVIEWS_RETRY_DELAY_MS);
          } else {
            setResult({ djId, state: { status: 'error' } });
          }
        },
      });
    };
    listen(0);
    return () => {
      clearTimeout(retryTimer);
      unsubscribe?.();
    };
  }, [firestore, djId, valid]);

  if (!valid) return { status: 'error' };
  return result && result.djId === djId ? result.state : { status: 'loading' };
}
