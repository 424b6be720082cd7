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
import {
  DJ_CANCEL_DIALOG,
  DJ_CANCEL_REASON_MAX_LENGTH,
  DJ_CANCEL_REASON_REQUIRED,
  djCancelPromptText,
  djCancelReasonHelp,
} from '../../../domain/dj-cancellation';
import type { Booking } from './booking';

/**
 * What a card shows of a DJ's decline (decision 0040): the status both parties see, the DJ's
 * reason, and the client's way on to other DJs. Pure, like the rest of the card's view; its
 * parts are joined into the card by booking-view.ts.
 */
type Viewer = 'client' | 'dj';

/** The text a confirmation asks for: the decline's reason, or the DJ's cancellation's. */
export interface ConfirmationReasonField {
  label: string;
  helperText: string;
  maxLength: number;
  /** Refused empty with this text (the DJ's cancellation), where a decline's is optional. */
  requiredText?: string;
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

/** The DJ's cancellation of a confirmed booking: the full refund, and a reason they must give. */
export function djCancelConfirmation(clientName: string, eventDate: string, totalCents: number) {
  return {
    title: DJ_CANCEL_DIALOG.title,
    message: djCancelPromptText(clientName, eventDate, totalCents),
    confirmLabel: DJ_CANCEL_DIALOG.confirmLabel,
    dismissLabel: DJ_CANCEL_DIALOG.dismissLabel,
    reason: {
      label: DJ_CANCEL_DIALOG.reasonLabel,
      helperText: djCancelReasonHelp(clientName),
      maxLength: DJ_CANCEL_REASON_MAX_LENGTH,
      requiredText: DJ_CANCEL_REASON_REQUIRED,
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
  const djsWords = c?.reason === 'declined' || c?.reason === 'dj_cancelled';
  if (booking.status !== 'cancelled' || !djsWords || c.declineReason === null) return null;
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
