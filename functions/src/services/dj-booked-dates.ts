// The DJ's booked dates on their profile: djs/{djId}.bookedDates, a copy of
// djAvailability/{djId}.bookedDates (the calendar's view, written with every confirmed
// booking's change by writeBookedDates in booking-effects.ts). Discovery's "Free on my date"
// reads djs documents only, so it needs the dates there.
//
// The calendar stays the authority (and the bookings behind it): this copy is a read model
// that follows it within about a second (the onAvailabilityWritten trigger), or is taken in
// the same transaction when a profile is created. It is written only by functions (the rules
// refuse every client write to djs), so nobody can forge it, and a stale copy only lists or
// hides a DJ for a moment: booking a taken date is refused against the bookings anyway.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { parseIsoDate } from '../../../src/domain/format';

/** Real 'YYYY-MM-DD' dates from a stored value, once each, sorted; [] for anything else. */
export function bookedDatesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const dates = value.filter((d): d is string => typeof d === 'string' && parseIsoDate(d) !== null);
  return [...new Set(dates)].sort();
}

/** The dates a djAvailability document holds ([] when it does not exist). */
export function availabilityDates(snap: DocumentSnapshot): string[] {
  return snap.exists ? bookedDatesOf(snap.get('bookedDates')) : [];
}

/** Whether the stored value is exactly `dates` (same order). */
const isCopyOf = (stored: unknown, dates: readonly string[]): boolean =>
  Array.isArray(stored) &&
  stored.length === dates.length &&
  stored.every((date, i) => date === dates[i]);

export type MirrorOutcome = 'updated' | 'unchanged' | 'no-profile';

/**
 * Copies djAvailability/{djId}'s dates onto djs/{djId}, reading both in one transaction, so
 * triggers delivered late, twice or out of order all leave the current dates. Never creates
 * a profile (a DJ without one keeps their calendar for when they apply again).
 */
export async function mirrorBookedDates(db: Firestore, djId: string): Promise<MirrorOutcome> {
  const djRef = db.collection('djs').doc(djId);
  const availabilityRef = db.collection('djAvailability').doc(djId);
  // Most writes find the copy already right (a profile created with the dates, the seed writing
  // both): two plain reads settle those without a transaction. Seen equal here, any later
  // change of the calendar has its own trigger, so returning is safe.
  const [djNow, availabilityNow] = await Promise.all([djRef.get(), availabilityRef.get()]);
  if (!djNow.exists) return 'no-profile';
  if (isCopyOf(djNow.get('bookedDates'), availabilityDates(availabilityNow))) return 'unchanged';
  return db.runTransaction(async (tx) => {
    const [dj, availability] = await Promise.all([tx.get(djRef), tx.get(availabilityRef)]);
    if (!dj.exists) return 'no-profile';
    const dates = availabilityDates(availability);
    if (isCopyOf(dj.get('bookedDates'), dates)) return 'unchanged';
    tx.update(djRef, { bookedDates: dates });
    return 'updated';
  });
}
