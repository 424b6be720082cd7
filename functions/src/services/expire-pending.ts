// The scheduled expiry of unanswered requests: finds the `pending` bookings that are more than
// 5 days old or can no longer be accepted (their event start, 00:00 UTC of the date, has
// passed: the same rule accept applies), and has the lifecycle expire each one (reason
// 'expired', the table's system `expire` row, hold released). Card authorisations do not last
// much longer than 5 days, and a request that cannot be accepted must not keep a hold.
import { lastPassedDate, PENDING_MAX_AGE_MS } from '../../../src/domain/booking-record';
import { expireRequestIfDue, type LifecycleDeps } from './booking-lifecycle';

/** Per query and run; the job runs again soon, and the rest are picked up then. */
export const EXPIRY_BATCH = 200;

/** Expires every due request (up to EXPIRY_BATCH per query) and returns how many it expired. */
export async function expirePendingBookings(deps: LifecycleDeps, now: Date): Promise<number> {
  const pending = deps.db.collection('bookings').where('status', '==', 'pending');
  // Two queries (Firestore has no OR across a range on two fields with a composite index
  // each); indexes: (status, createdAt) and (status, eventDate) in firestore.indexes.json.
  const [old, late] = await Promise.all([
    pending
      .where('createdAt', '<', new Date(now.getTime() - PENDING_MAX_AGE_MS))
      .limit(EXPIRY_BATCH)
      .get(),
    pending.where('eventDate', '<=', lastPassedDate(now)).limit(EXPIRY_BATCH).get(),
  ]);
  const ids = [...new Set([...old.docs, ...late.docs].map((d) => d.id))];

  let expired = 0;
  for (const id of ids) {
    try {
      // The lifecycle re-reads the booking in its transaction: the DJ may accept, or the
      // client cancel, meanwhile.
      if (await expireRequestIfDue(deps, id, now)) expired += 1;
    } catch (error) {
      // One bad document must not stop the others; the next run tries it again.
      (deps.log ?? console).error('expirePendingBookings: failed', id, error);
    }
  }
  return expired;
}
