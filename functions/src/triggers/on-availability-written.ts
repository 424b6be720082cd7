// Keeps djs/{djId}.bookedDates equal to djAvailability/{djId}.bookedDates, the calendar the
// profile shows, so discovery's "Free on my date" filter (which reads djs only) sees the same
// dates. The calendar is the authority; see services/dj-booked-dates.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { mirrorBookedDates, type MirrorOutcome } from '../services/dj-booked-dates';

export function handleAvailabilityWritten(db: Firestore, djId: string): Promise<MirrorOutcome> {
  return mirrorBookedDates(db, djId);
}
