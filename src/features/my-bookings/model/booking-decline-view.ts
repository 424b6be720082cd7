import { assertNever } from '../../../domain/assert-never';
import {
  DECLINE_DIALOG,
  DECLINE_REASON_MAX_LENGTH,
  DECLINED_STATUS_DISPLAY,
  declinePromptText,
  declineReasonHelp,
  findDjsFreeOn,
  isDeclinedByDj,
  suggestsOtherDjs,
} from '../../../domain/booking-decline';
import { earliestBookableDate } from '../../../domain/booking-record';
import { BOOKING_STATUS_DISPLAY, type StatusColor } from '../../../domain/booking-states';
import type { Booking } from './booking';

/**
 * What a card shows of a DJ's decline (decision 0040): the status both parties see, the DJ's
 * reason, and the client's way on to other DJs. Pure, like the rest of the card's view; its
 * parts are joined into the card by booking-view.ts.
 */
type Viewer = 'client' | 'dj';

/** The optional text a confirmation asks for (the decline's reason). */
export interface ConfirmationReasonField {
  label: string;
  helperText: string;
  maxLength: number;
}

/** The decline's prompt: what happens, and the reason field. */
export function declineConfirmation(clientName: string, eventDate: string) {
  return {
    title: DECLINE_DIALOG.title,
    message: declinePromptText(clientName, eventDate),
    confirmLabel: DECLINE_DIALOG.confirmLabel,
    dismissLabel: DECLINE_DIALOG.dismissLabel,
    reason: {
      label: DECLINE_DIALOG.reasonLabel,
      helperText: declineReasonHelp(clientName),
      maxLength: DECLINE_REASON_MAX_LENGTH,
    } satisfies ConfirmationReasonField,
  };
}

/**
 * The status chip: "Declined" for a request the DJ said no to, for both parties, else the
 * status's own label. A decline is stored as `cancelled` with cancellation.reason `declined`
 * (or `auto_declined`), so the table stays as it is and this reads the reason.
 */
export function bookingStatusView(booking: Pick<Booking, 'status' | 'cancellation'>): {
  label: string;
  color: StatusColor;
} {
  switch (booking.status) {
    case 'cancelled':
      return isDeclinedByDj(booking.cancellation?.reason ?? null)
        ? DECLINED_STATUS_DISPLAY
        : BOOKING_STATUS_DISPLAY.cancelled;
    case 'awaiting_payment':
    case 'pending':
    case 'confirmed':
    case 'completed':
      return BOOKING_STATUS_DISPLAY[booking.status];
    default:
      return assertNever(booking.status, 'booking status');
  }
}

/** The DJ's reason, as plain text under a heading worded for the viewer. */
export interface DeclineReasonView {
  heading: string;
  text: string;
}

export function declineReasonView(
  booking: Pick<Booking, 'status' | 'cancellation' | 'djName'>,
  viewer: Viewer,
): DeclineReasonView | null {
  const c = booking.cancellation;
  if (booking.status !== 'cancelled' || c?.reason !== 'declined' || c.declineReason === null) {
    return null;
  }
  switch (viewer) {
    case 'client':
      return { heading: `${booking.djName || 'The DJ'}’s reason`, text: c.declineReason };
    case 'dj':
      return { heading: 'Your reason', text: c.declineReason };
    default:
      return assertNever(viewer, 'booking viewer');
  }
}

/**
 * "Find DJs free on Dec 12, 2026" for the client of a request that ended without a DJ, while
 * that date can still be booked (createPayment takes dates from earliestBookableDate on). The
 * DJ gets none: it is the client who needs another DJ.
 */
export function findDjsView(
  booking: Pick<Booking, 'status' | 'cancellation' | 'eventDate'>,
  viewer: Viewer,
  now: Date,
): { label: string; href: string } | null {
  switch (viewer) {
    case 'dj':
      return null;
    case 'client': {
      const c = booking.cancellation;
      if (booking.status !== 'cancelled' || !suggestsOtherDjs(c?.reason ?? null)) return null;
      if (booking.eventDate < earliestBookableDate(now)) return null;
      return findDjsFreeOn(booking.eventDate, c?.searchPlace ?? null);
    }
    default:
      return assertNever(viewer, 'booking viewer');
  }
}
