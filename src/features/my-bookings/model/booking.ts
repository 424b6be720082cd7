import { BOOKING_EVENT_TYPES, type BookingEventType } from '../../../domain/booking-schema';
import { isCancellationReason, type CancellationReason } from '../../../domain/booking-record';
import { isBookingStatus, type BookingStatus } from '../../../domain/booking-states';
import { toDate } from '../../../lib/firestore-values';

export interface BookingCancellation {
  by: string;
  reason: CancellationReason | null;
  refundPercent: number | null;
  refundCents: number | null;
}

/** What My Bookings reads of a bookings/{id} document. */
export interface Booking {
  id: string;
  clientUid: string;
  clientName: string;
  djId: string;
  djOwnerUid: string;
  djName: string;
  eventDate: string;
  durationHours: number;
  eventType: BookingEventType;
  venue: string;
  guestCount: number;
  totalCostCents: number;
  status: BookingStatus;
  cancellation: BookingCancellation | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const optNum = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

const isEventType = (v: unknown): v is BookingEventType =>
  typeof v === 'string' && (BOOKING_EVENT_TYPES as readonly string[]).includes(v);

function parseCancellation(v: unknown): BookingCancellation | null {
  if (typeof v !== 'object' || v === null) return null;
  const c = v as Record<string, unknown>;
  return {
    by: str(c.by),
    reason: isCancellationReason(c.reason) ? c.reason : null,
    refundPercent: optNum(c.refundPercent),
    refundCents: optNum(c.refundCents),
  };
}

/**
 * A booking document as the list shows it. Functions write these, so the
 * shape is known; a missing or mistyped field still gets a safe default
 * rather than breaking the whole list.
 */
export function parseBooking(id: string, data: Record<string, unknown>): Booking {
  return {
    id,
    clientUid: str(data.clientUid),
    clientName: str(data.clientName),
    djId: str(data.djId),
    djOwnerUid: str(data.djOwnerUid),
    djName: str(data.djName),
    eventDate: str(data.eventDate),
    durationHours: num(data.durationHours),
    eventType: isEventType(data.eventType) ? data.eventType : 'other',
    venue: str(data.venue),
    guestCount: num(data.guestCount),
    totalCostCents: num(data.totalCostCents),
    // An unknown status is shown as the most harmless one: no actions follow from it.
    status: isBookingStatus(data.status) ? data.status : 'cancelled',
    cancellation: parseCancellation(data.cancellation),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}
