import { assertNever } from '../../../domain/assert-never';
import {
  bookingStatusDisplay,
  DECLINE_DIALOG,
  DECLINE_REASON_MAX_LENGTH,
  declinePromptText,
  declineReasonHelp,
  otherDjsLink,
} from '../../../domain/booking-decline';
import type { StatusColor } from '../../../domain/booking-states';
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
 * status's own label (bookingStatusDisplay, shared with the payment and booking pages).
 */
export function bookingStatusView(booking: Pick<Booking, 'status' | 'cancellation'>): {
  label: string;
  color: StatusColor;
} {
  return bookingStatusDisplay(booking);
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

/** "Find DJs free on Dec 12, 2026" for the client (otherDjsLink); the DJ gets none. */
export function findDjsView(
  booking: Pick<Booking, 'status' | 'cancellation' | 'eventDate'>,
  viewer: Viewer,
  now: Date,
): { label: string; href: string } | null {
  switch (viewer) {
    case 'dj':
      return null;
    case 'client':
      return otherDjsLink(booking, now);
    default:
      return assertNever(viewer, 'booking viewer');
  }
}
