import { assertNever } from '../../../domain/assert-never';
import { formatDollars, isCents } from '../../../domain/money';
import { payoutSplitOfBooking } from '../../../domain/payouts';
import { DJ_SHARE_BASIS_POINTS } from '../../../domain/pricing';
import type { Booking } from './booking';
import type { BookingViewer } from './booking-viewer';

/**
 * What a booking card says about the request itself beyond date, venue and guests
 * (issue 38, decision 0039): the client's special requests, for both parties, and the DJ's
 * take-home next to what the client pays, for the DJ only. Pure, as the rest of the card
 * (engineering guide, convention 5).
 */

/** Longer than this many characters, or lines, and the card shows the start with "Show more". */
export const SPECIAL_REQUESTS_PREVIEW_CHARS = 280;
export const SPECIAL_REQUESTS_PREVIEW_LINES = 4;

export interface SpecialRequestsView {
  /** The whole text as stored: plain text, shown as text (never as HTML), line breaks kept. */
  text: string;
  /** The start of a long text, ending in '…', shown until "Show more"; null when short. */
  preview: string | null;
}

/**
 * The start of `text` when it is long: its first lines, cut to the character limit at the
 * last space in the limit's second half (so no word is split), and an ellipsis. Characters
 * are counted as code points, so a character outside the BMP (most emoji) is never cut in two.
 */
function previewOf(text: string): string | null {
  const lines = text.split('\n');
  const chars = Array.from(text);
  if (
    lines.length <= SPECIAL_REQUESTS_PREVIEW_LINES &&
    chars.length <= SPECIAL_REQUESTS_PREVIEW_CHARS
  ) {
    return null;
  }
  let head = lines.slice(0, SPECIAL_REQUESTS_PREVIEW_LINES).join('\n');
  const headChars = Array.from(head);
  if (headChars.length > SPECIAL_REQUESTS_PREVIEW_CHARS) {
    head = headChars.slice(0, SPECIAL_REQUESTS_PREVIEW_CHARS).join('');
    const lastSpace = head.search(/\s\S*$/);
    if (lastSpace > head.length / 2) head = head.slice(0, lastSpace);
  }
  return `${head.trimEnd()}…`;
}

/**
 * The client's special requests as both parties see them, in every status (they are part of
 * what was asked for), or null when there are none.
 */
export function specialRequestsView(
  booking: Pick<Booking, 'specialRequests'>,
): SpecialRequestsView | null {
  const text = booking.specialRequests.trim();
  return text === '' ? null : { text, preview: previewOf(text) };
}

/** The DJ's share of their fee, in percent (85), from the one split in src/domain. */
export const DJ_SHARE_PERCENT = DJ_SHARE_BASIS_POINTS / 100;

const dollars = (amountCents: number): string => formatDollars(amountCents, { decimals: 2 });

type TakeHomeFields = Pick<
  Booking,
  | 'status'
  | 'baseCostCents'
  | 'equipmentFeeCents'
  | 'platformFeeCents'
  | 'totalCostCents'
  | 'refundedCents'
  | 'problem'
>;

/**
 * "Client pays $551.25 · You receive $446.25 (85% of your $525.00 fee)", for the DJ, on a
 * request and on a booking that is going ahead or took place; null for the client, who is
 * never shown the platform's commission.
 *
 * Null too where the sentence would not be true: a cancelled booking or an unfinished checkout
 * (nothing is paid; the card's note says what happened), a booking with money refunded or a
 * problem resolved by a refund (the Earnings page shows what the DJ is actually paid), and
 * price fields that are missing or do not add up to the total (shown as nothing rather than
 * as a wrong amount).
 */
export function takeHomeText(booking: TakeHomeFields, viewer: BookingViewer): string | null {
  switch (viewer) {
    case 'client':
      return null;
    case 'dj':
      break;
    default:
      return assertNever(viewer, 'booking viewer');
  }
  switch (booking.status) {
    case 'pending':
    case 'confirmed':
    case 'completed':
      break;
    case 'awaiting_payment':
    case 'cancelled':
      return null;
    default:
      return assertNever(booking.status, 'booking status');
  }
  if (booking.refundedCents > 0 || booking.problem?.status === 'refunded') return null;
  const parts = [booking.baseCostCents, booking.equipmentFeeCents, booking.platformFeeCents];
  if (!parts.every(isCents) || booking.baseCostCents === 0) return null;
  const split = payoutSplitOfBooking(booking);
  if (split.totalCents !== booking.totalCostCents) return null;
  return (
    `Client pays ${dollars(split.totalCents)} · ` +
    `You receive ${dollars(split.netCents)} (${DJ_SHARE_PERCENT}% of your ${dollars(split.grossCents)} fee)`
  );
}
