// What the server answers a person whose booking request it refuses, where the words are the
// server's alone (no screen shows them before the refusal). Kept apart from booking-record.ts,
// which the public profile page loads: only the process table (booking-process.ts, loaded by
// signed-in screens) and the functions need them.

/** A booking id that does not exist, as only an admin (who may read every booking) learns. */
export const BOOKING_NOT_FOUND = 'Booking not found.';

/** Someone else's booking, or one that does not exist, for anyone but an admin (decision 0032). */
export const NOT_YOUR_BOOKING = 'You can only change your own bookings.';

/** What a DJ accepting a request for a date they are already booked on is told. */
export const DATE_TAKEN = 'You are already booked on that date.';

/** What a DJ whose profile is not verified (pending, rejected, suspended) is told on accept. */
export const DJ_NOT_VERIFIED =
  'Your DJ profile is not verified, so you cannot accept bookings. Contact Spinbook support.';

/** What completing a booking before its event date is answered. */
export const COMPLETE_TOO_EARLY = 'A booking can be completed on or after the event date.';
