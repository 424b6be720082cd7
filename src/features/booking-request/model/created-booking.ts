import { isBookingStatus, type BookingStatus } from '../../../domain';

/** What the booking page shows of bookings/{id} after Confirm (docs/data-model.md). */
export interface CreatedBooking {
  id: string;
  status: BookingStatus;
  /** 'demo' when no card was asked for. */
  paymentProvider: string | null;
  djName: string;
  eventDate: string;
  totalCostCents: number;
}

export function parseCreatedBooking(
  id: string,
  data: Record<string, unknown>,
): CreatedBooking | null {
  if (!isBookingStatus(data.status)) return null;
  const payment =
    typeof data.payment === 'object' && data.payment !== null
      ? (data.payment as Record<string, unknown>)
      : {};
  return {
    id,
    status: data.status,
    paymentProvider: typeof payment.provider === 'string' ? payment.provider : null,
    djName: typeof data.djName === 'string' ? data.djName : '',
    eventDate: typeof data.eventDate === 'string' ? data.eventDate : '',
    totalCostCents:
      typeof data.totalCostCents === 'number' && Number.isFinite(data.totalCostCents)
        ? data.totalCostCents
        : 0,
  };
}
