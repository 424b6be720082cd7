import { isValidDocId } from './ids';

/**
 * Where a booking is opened (issue 38, item 10; decision 0046): its own page, for both
 * parties. Here rather than in the app because the notices the server writes link to it
 * (booking-notifications.ts), and the functions import only src/domain.
 */
export function bookingPath(bookingId: string): string {
  return `/bookings/${encodeURIComponent(bookingId)}`;
}

/**
 * The booking's conversation, as chat-notice.ts's chatLink (its test holds them equal). Not
 * imported from there: that module is in every page's first load (announcements.ts reads it),
 * and a lazy page importing chatLink keeps it in the entry too (+60 bytes, / at its budget).
 */
export function bookingChatPath(bookingId: string): string {
  return `/messages?booking=${encodeURIComponent(bookingId)}`;
}

/** The list's address that notices and e-mails sent before the booking page carried. */
const LEGACY_LINK = /^\/bookings\?booking=([^&#]*)$/;

/**
 * The booking id of an address in the old form '/bookings?booking=<id>', or null. Notices
 * already stored, and e-mails already sent, keep that form: both still open the booking.
 */
export function legacyBookingLinkId(link: string): string | null {
  const id = LEGACY_LINK.exec(link)?.[1];
  return id !== undefined && isValidDocId(id) ? id : null;
}
