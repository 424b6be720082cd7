// The DJ's unavailable days on their profile: djs/{djId}.bookedDates, .blockedDates and
// .blockedWeekdays, a copy of djAvailability/{djId}'s public summary (the booked dates, written
// with every confirmed booking's change by writeBookedDates in booking-effects.ts, and the
// blocked days, written by availability-blocks.ts). Discovery's "Free on my date" reads djs
// documents only, so it needs the days there.
//
// The calendar stays the authority (and the bookings behind it): this copy is a read model
// that follows it within about a second (the onAvailabilityWritten trigger), or is taken in
// the same transaction when a profile is created. It is written only by functions (the rules
// refuse every client write to djs), so nobody can forge it, and a stale copy only lists or
// hides a DJ for a moment: booking an unavailable day is refused against the calendar anyway.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { publicAvailabilityOf, type PublicAvailability } from '../../../src/domain/availability';

/** The public summary a djAvailability document holds, as the profile carries it. */
export function availabilitySummary(snap: DocumentSnapshot): PublicAvailability {
  return publicAvailabilityOf(snap.exists ? snap.data() : undefined);
}

const sameList = (stored: unknown, list: readonly (string | number)[]): boolean =>
  Array.isArray(stored) &&
  stored.length === list.length &&
  stored.every((item, i) => item === list[i]);

/** Whether the profile already carries exactly `summary`. */
const isCopyOf = (dj: DocumentSnapshot, summary: PublicAvailability): boolean =>
  sameList(dj.get('bookedDates'), summary.bookedDates) &&
  sameList(dj.get('blockedDates'), summary.blockedDates) &&
  sameList(dj.get('blockedWeekdays'), summary.blockedWeekdays);

export type MirrorOutcome = 'updated' | 'unchanged' | 'no-profile';

/**
 * Copies djAvailability/{djId}'s summary onto djs/{djId}, reading both in one transaction, so
 * triggers delivered late, twice or out of order all leave the current days. Never creates
 * a profile (a DJ without one keeps their calendar for when they apply again).
 */
export async function mirrorBookedDates(db: Firestore, djId: string): Promise<MirrorOutcome> {
  const djRef = db.collection('djs').doc(djId);
  const availabilityRef = db.collection('djAvailability').doc(djId);
  // Most writes find the copy already right (a profile created with the days, the seed writing
  // both): two plain reads settle those without a transaction. Seen equal here, any later
  // change of the calendar has its own trigger, so returning is safe.
  const [djNow, availabilityNow] = await Promise.all([djRef.get(), availabilityRef.get()]);
  if (!djNow.exists) return 'no-profile';
  if (isCopyOf(djNow, availabilitySummary(availabilityNow))) return 'unchanged';
  return db.runTransaction(async (tx) => {
    const [dj, availability] = await Promise.all([tx.get(djRef), tx.get(availabilityRef)]);
    if (!dj.exists) return 'no-profile';
    const summary = availabilitySummary(availability);
    if (isCopyOf(dj, summary)) return 'unchanged';
    tx.update(djRef, { ...summary });
    return 'updated';
  });
}
