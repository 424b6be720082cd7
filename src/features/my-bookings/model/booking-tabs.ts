// The list's tabs (All, Pending, Confirmed, Completed) and the counts each shows.
import { assertNever } from '../../../domain/assert-never';
import { BOOKING_LIST_TABS, type BookingStatus } from '../../../domain/booking-states';

export type BookingTabKey = 'all' | BookingStatus;

export interface BookingCounts {
  all: number;
  pending: number;
  confirmed: number;
  completed: number;
}

export interface BookingTabView {
  key: BookingTabKey;
  status: BookingStatus | null;
  label: string;
  /** null while the counts load or after they failed. */
  count: number | null;
}

/** The domain's tabs (All, Pending, Confirmed, Completed) with their counts. */
export function bookingTabs(counts: BookingCounts | null): BookingTabView[] {
  return BOOKING_LIST_TABS.map((tab) => {
    const key: BookingTabKey = tab.status ?? 'all';
    const count = counts ? countFor(counts, tab.status) : null;
    return { key, status: tab.status, label: tab.label, count };
  });
}

function countFor(counts: BookingCounts, status: BookingStatus | null): number | null {
  switch (status) {
    case null:
      return counts.all;
    case 'pending':
      return counts.pending;
    case 'confirmed':
      return counts.confirmed;
    case 'completed':
      return counts.completed;
    case 'awaiting_payment':
    case 'cancelled':
      return null;
    default:
      return assertNever(status, 'booking status');
  }
}
