import {
  average,
  collection,
  count,
  getAggregate,
  query,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firebase/firestore-lite';

export interface PlatformFigures {
  verifiedDjs: number;
  /** Whole dollars an hour, or null when no DJ is verified yet. */
  averageRateDollars: number | null;
  upcomingEvents: number;
}

/**
 * The marketing figures as live aggregations (two index scans, no documents
 * downloaded), instead of the earlier app's static numbers. Both queries are
 * served by existing indexes: djs (status, rateDollars) and events (status,
 * eventDate). Bookings are private, so "events booked" is not counted here.
 */
export async function getPlatformFigures(now: Date = new Date()): Promise<PlatformFigures> {
  const [djs, events] = await Promise.all([
    getAggregate(query(collection(firestoreLite, 'djs'), where('status', '==', 'verified')), {
      verified: count(),
      averageRate: average('rateDollars'),
    }),
    getAggregate(
      query(
        collection(firestoreLite, 'events'),
        where('status', '==', 'published'),
        where('eventDate', '>', Timestamp.fromDate(now)),
      ),
      { upcoming: count() },
    ),
  ]);
  const { verified, averageRate } = djs.data();
  return {
    verifiedDjs: verified,
    averageRateDollars: averageRate === null ? null : Math.round(averageRate),
    upcomingEvents: events.data().upcoming,
  };
}
