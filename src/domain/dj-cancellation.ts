// A DJ cancels a booking they had confirmed (issue 39, decision 0050). The client is never the
// one at fault: they get everything back, the date is freed, and they are sent on to DJs free
// that day. The DJ must say why (the client reads it, checked like a decline's reason), and
// admins see every such cancellation: a third one within 12 months flags the DJ for review.
import {
  checkDeclineReason,
  DECLINE_REASON_MAX_LENGTH,
  type DeclineReasonCheck,
} from './booking-decline';
import { canStillAccept, DAY_MS } from './booking-record';
import { formatIsoDate } from './format';
import { formatDollars } from './money';

/** How many of the DJ's cancellations, within the window, flag their profile for review. */
export const DJ_CANCELLATION_REVIEW_COUNT = 3;
export const DJ_CANCELLATION_WINDOW_MS = 365 * DAY_MS;

/** The refusal of a DJ's cancellation without a reason, on the server and in the dialog. */
export const DJ_CANCEL_REASON_REQUIRED =
  'Tell the client why you are cancelling: they will read it.';

/**
 * Whether the DJ may still cancel: until the event date begins (00:00 UTC), as long as they
 * could still have accepted it. After that the gig is played or missed, which is a problem the
 * client reports (and an admin settles), not a cancellation.
 */
export function canDjCancel(eventDate: string, now: Date): boolean {
  return canStillAccept(eventDate, now);
}

/** What the DJ is told, by the server and on the disabled button, once cancelling has closed. */
export const DJ_CANCEL_CLOSED =
  'This booking can no longer be cancelled: its event date has begun (00:00 UTC). Contact Spinbook support if you cannot play it.';

/** The refusal of a reason sent by anyone but the DJ cancelling, or with another action. */
export const REASON_NOT_TAKEN =
  'A reason can only be given when the DJ declines a request or cancels a booking.';

export const DJ_CANCEL_DIALOG = {
  title: 'Cancel this booking?',
  confirmLabel: 'Cancel booking',
  dismissLabel: 'Keep booking',
  reasonLabel: 'Reason (required)',
} as const;

/** What the DJ's prompt says happens, with the refund in dollars. */
export function djCancelPromptText(clientName: string, eventDate: string, totalCents: number) {
  const who = clientName || 'The client';
  return (
    `${who} gets a full refund (${formatDollars(totalCents, { decimals: 2 })}), is told at once with your reason, ` +
    `and is shown other DJs free on ${formatIsoDate(eventDate)}. You are not paid for this ` +
    `booking. Admins see every cancellation: a third within 12 months puts your profile ` +
    `under review. This cannot be undone.`
  );
}

export function djCancelReasonHelp(clientName: string): string {
  return `${clientName || 'The client'} will see this. Keep contact details out: they are not allowed.`;
}

export { DECLINE_REASON_MAX_LENGTH as DJ_CANCEL_REASON_MAX_LENGTH };

/** The DJ's reason as it will be stored, or why it is refused: required, else a decline's. */
export function checkDjCancelReason(value: unknown): DeclineReasonCheck {
  const checked = checkDeclineReason(value);
  if (checked.ok && checked.reason === null) {
    return {
      ok: false,
      notice: { title: 'Validation Error', description: DJ_CANCEL_REASON_REQUIRED },
    };
  }
  return checked;
}

/** How many of a DJ's cancellations their record keeps (the window's count is what matters). */
export const DJ_CANCELLATION_RECORD_MAX = 20;

/**
 * A DJ's cancellations still counted at `latest.at` (within the window), with `latest` added,
 * and whether that many flag the profile for review.
 */
export function countedCancellations<T extends { at: Date }>(
  earlier: readonly T[],
  latest: T,
): { kept: T[]; flagged: boolean } {
  const since = latest.at.getTime() - DJ_CANCELLATION_WINDOW_MS;
  const kept = [...earlier.filter((c) => c.at.getTime() > since), latest];
  return {
    kept: kept.slice(-DJ_CANCELLATION_RECORD_MAX),
    flagged: kept.length >= DJ_CANCELLATION_REVIEW_COUNT,
  };
}
