// Keeps a DJ's averageRating and totalReviews equal to their reviews. Reviews are written by
// clients (rules check the completed booking) and deleted by admins; ratings are never
// computed in a browser. Recomputed from an aggregation rather than incremented, so a
// trigger delivered twice (Cloud Functions delivers at least once) cannot count twice.
import { AggregateField, type Firestore } from 'firebase-admin/firestore';

export async function recomputeDjRating(db: Firestore, djId: string): Promise<void> {
  const djRef = db.collection('djs').doc(djId);
  const reviews = djRef.collection('reviews');
  await db.runTransaction(async (tx) => {
    const [dj, totals] = await Promise.all([
      tx.get(djRef),
      tx.get(
        reviews.aggregate({
          count: AggregateField.count(),
          average: AggregateField.average('rating'),
        }),
      ),
    ]);
    // The profile was deleted (its reviews go with it): nothing to keep in step.
    if (!dj.exists) return;
    const { count, average } = totals.data();
    tx.update(djRef, { totalReviews: count, averageRating: count > 0 ? (average ?? 0) : 0 });
  });
}
