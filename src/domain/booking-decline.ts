// A DJ's "no" to a booking request (issue 38, item 6; decision 0040): the optional reason
// they give, how a declined request reads, and the way the client is sent on to other DJs.
// The lifecycle table is unchanged: a decline is still pending → cancelled, and "Declined" is
// read from bookings/{id}.cancellation.reason, not stored as a status of its own.
import { assertNever } from './assert-never';
import {
  earliestBookableDate,
  type CancellationReason,
  type DeclineSearchPlace,
} from './booking-record';
import { BOOKING_STATUS_DISPLAY, type BookingStatus, type StatusColor } from './booking-states';
import {
  DEFAULT_FILTERS,
  filtersToSearchParams,
  roundNear,
  type DiscoverFilters,
} from './discovery';
import { formatIsoDate, parseIsoDate } from './format';
import { isValidLatLng, type LatLng } from './geo';
import { INVALID_INPUT, type Notice } from './messages';
import { isOffPlatformRefusal, OFF_PLATFORM_NOTICE, offPlatformSafe } from './off-platform-text';
import { sanitizeText } from './sanitize';
import { optionalText } from './schema-fields';
import { validateInput } from './validate';

// ---- The reason ---------------------------------------------------------------------------

/** A short note, not a letter: long enough for "fully booked that weekend, sorry" and why. */
export const DECLINE_REASON_MAX_LENGTH = 500;

/**
 * The reason as the dialog and the callable check it: trimmed and angle brackets removed
 * (like every free text), at most DECLINE_REASON_MAX_LENGTH, and the chat's off-platform check,
 * since the client reads it: a decline must not become the way to hand over a phone number.
 */
export const declineReasonSchema = optionalText(DECLINE_REASON_MAX_LENGTH).test(offPlatformSafe());

export type DeclineReasonCheck =
  { ok: true; reason: string | null } | { ok: false; notice: Notice };

/**
 * `value` as it will be stored (null: no reason), or why it is refused. Only a string or
 * nothing is a reason: yup would otherwise turn 42 or true into text.
 */
export function checkDeclineReason(value: unknown): DeclineReasonCheck {
  if (value === undefined) return { ok: true, reason: null };
  if (typeof value !== 'string') {
    return { ok: false, notice: { title: 'Validation Error', description: INVALID_INPUT } };
  }
  const result = validateInput(declineReasonSchema, value);
  if (result.ok) return { ok: true, reason: result.value ? result.value : null };
  if (isOffPlatformRefusal(result.problems)) return { ok: false, notice: OFF_PLATFORM_NOTICE };
  return {
    ok: false,
    notice: {
      title: 'Validation Error',
      description: result.problems[0]?.message ?? INVALID_INPUT,
    },
  };
}

// ---- The confirmation ----------------------------------------------------------------------

/** The DJ's Decline asks first (the spec has no text for it; these mirror its cancel prompt). */
export const DECLINE_PROMPT = 'Are you sure you want to decline this request?';
export const DECLINE_DIALOG = {
  title: 'Decline this request?',
  confirmLabel: 'Decline request',
  /** Not "Cancel": on a booking that reads as cancelling it. */
  dismissLabel: 'Keep request',
  reasonLabel: 'Reason (optional)',
} as const;

/** What the prompt says happens: "… Priya Shah is told, the hold on their card released …". */
export function declinePromptText(clientName: string, eventDate: string): string {
  return (
    `${DECLINE_PROMPT} ${clientName} is told at once, the hold on their card is released and ` +
    `they are shown other DJs free on ${formatIsoDate(eventDate)}. This cannot be undone.`
  );
}

/** Under the reason field: who reads it, and the rule it is checked against. */
export function declineReasonHelp(clientName: string): string {
  return `${clientName} will see this. Keep contact details out: they are not allowed.`;
}

// ---- How a declined request reads -----------------------------------------------------------

/**
 * Whether a cancellation is the DJ's "no": their Decline, or their accepting another request
 * for the same date. A request the platform closed (the DJ suspended or gone), one that
 * expired, and the client's own cancellation are not declines.
 */
export function isDeclinedByDj(reason: CancellationReason | null): boolean {
  switch (reason) {
    case 'declined':
    case 'auto_declined':
      return true;
    case 'cancelled':
    case 'expired':
    case 'payment_expired':
    case 'payment_abandoned':
    case 'checkout_failed':
    case 'dj_suspended':
    case 'dj_deleted':
    case 'dj_cancelled':
    case null:
      return false;
    default:
      return assertNever(reason, 'cancellation reason');
  }
}

/** The status chip of a declined request, for both parties. */
export const DECLINED_STATUS_DISPLAY: Readonly<{ label: string; color: StatusColor }> = {
  label: 'Declined',
  color: 'error',
};

/**
 * A booking's status chip, for both parties and on every screen that shows one (My Bookings,
 * the payment result page, the booking page's progress): "Declined" for a request the DJ said
 * no to, else the status's own label. A decline is stored as `cancelled` with the reason
 * `declined` (or `auto_declined`), so this reads the reason.
 */
export function bookingStatusDisplay(booking: {
  status: BookingStatus;
  cancellation: { reason: CancellationReason | null } | null;
}): { label: string; color: StatusColor } {
  return booking.status === 'cancelled' && isDeclinedByDj(booking.cancellation?.reason ?? null)
    ? DECLINED_STATUS_DISPLAY
    : BOOKING_STATUS_DISPLAY[booking.status];
}

/**
 * Whether the client of a request that ended this way is pointed to other DJs: it ended
 * without a DJ and not by their choice (declined, the DJ gone or cancelling, or unanswered). A checkout
 * they left, or a booking they cancelled, gets no suggestion.
 */
export function suggestsOtherDjs(reason: CancellationReason | null): boolean {
  switch (reason) {
    case 'declined':
    case 'auto_declined':
    case 'expired':
    case 'dj_suspended':
    case 'dj_deleted':
    case 'dj_cancelled':
      return true;
    case 'cancelled':
    case 'payment_expired':
    case 'payment_abandoned':
    case 'checkout_failed':
    case null:
      return false;
    default:
      return assertNever(reason, 'cancellation reason');
  }
}

// ---- Other DJs free that day ----------------------------------------------------------------

/** Longest place label kept (the profile's location limit). */
export const SEARCH_PLACE_LABEL_MAX = 200;

function nearOf(value: unknown): LatLng | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  const point = { lat, lng };
  return isValidLatLng(point) ? roundNear(point) : null;
}

/** A stored searchPlace read back, or null for anything else. */
export function parseSearchPlace(value: unknown): DeclineSearchPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const { label, near } = value as { label?: unknown; near?: unknown };
  if (typeof label !== 'string') return null;
  const text = sanitizeText(label).slice(0, SEARCH_PLACE_LABEL_MAX);
  return text ? { label: text, near: nearOf(near) } : null;
}

/**
 * The search place a DJ profile gives, or null. Only a verified profile is public: the area of
 * one that is not (pending, suspended) must not reach a client through a booking.
 */
export function searchPlaceOfProfile(profile: {
  status?: unknown;
  location?: unknown;
  base?: unknown;
}): DeclineSearchPlace | null {
  if (profile.status !== 'verified') return null;
  return parseSearchPlace({ label: profile.location, near: profile.base });
}

/**
 * The link to discovery for the same date: near the place when it is on the map (distance
 * order), else by the location's first part ('Austin' of 'Austin, TX', which finds every DJ
 * whose location has a word starting so), else by date alone.
 */
export function findDjsFreeOn(
  eventDate: string,
  place: DeclineSearchPlace | null,
): { label: string; href: string } | null {
  if (!parseIsoDate(eventDate)) return null;
  const filters: DiscoverFilters = place?.near
    ? {
        ...DEFAULT_FILTERS,
        date: eventDate,
        near: place.near,
        place: place.label,
        sort: 'distance',
      }
    : { ...DEFAULT_FILTERS, date: eventDate, location: place?.label.split(',')[0]?.trim() ?? '' };
  return {
    label: `Find DJs free on ${formatIsoDate(eventDate)}`,
    href: `/discover?${filtersToSearchParams(filters).toString()}`,
  };
}

/**
 * "Find DJs free on Dec 12, 2026" for the client of a request that ended without a DJ and not
 * by their choice, while that date can still be booked (createPayment takes dates from
 * earliestBookableDate on); null otherwise. Only ever shown to the client: it is they who
 * need another DJ.
 */
export function otherDjsLink(
  booking: {
    status: BookingStatus;
    eventDate: string;
    cancellation: {
      reason: CancellationReason | null;
      searchPlace: DeclineSearchPlace | null;
    } | null;
  },
  now: Date,
): { label: string; href: string } | null {
  const c = booking.cancellation;
  if (booking.status !== 'cancelled' || !suggestsOtherDjs(c?.reason ?? null)) return null;
  if (booking.eventDate < earliestBookableDate(now)) return null;
  return findDjsFreeOn(booking.eventDate, c?.searchPlace ?? null);
}
