import { isBookingActor, type BookingActor, type BookingStatus } from './booking-states';
import { TRANSITIONS } from './booking-transitions';
import { formatStartTime, isStartTime } from './event-start-time';
import { bookingPath } from './booking-links';
import { formatIsoDate } from './format';

/**
 * Which in-app notifications (and e-mails) a booking's status change sends,
 * and their texts. Pure: the onBookingWritten trigger calls it with the
 * booking before and after a write; the bell lists what it produced.
 */
export type NotificationRecipient = 'client' | 'dj';

export type BookingNotificationType =
  | 'booking_requested'
  | 'booking_accepted'
  | 'booking_declined'
  | 'booking_expired'
  | 'booking_cancelled'
  | 'booking_completed';

export interface BookingNotice {
  recipient: NotificationRecipient;
  type: BookingNotificationType;
  title: string;
  body: string;
  /** Where clicking it goes. */
  link: string;
}

/**
 * users/{uid}/notifications/{id} of a booking notice: one per booking, status and recipient,
 * so a trigger delivered twice writes the same document again.
 */
export function bookingNoticeId(
  bookingId: string,
  status: BookingStatus,
  recipient: NotificationRecipient,
): string {
  return `${bookingId}_${status}_${recipient}`;
}

export interface BookingSnapshot {
  status: BookingStatus;
  djName: string;
  clientName: string;
  eventDate: string;
  /** 'HH:MM' at the venue; none on bookings made before it was asked for (decision 0045). */
  startTime?: string | null;
  /** cancellation.reason, when cancelled. */
  reason?: string | null;
  /** cancellation.by, when cancelled: who cancelled (client, dj, admin or system). */
  cancelledBy?: string | null;
  /** cancellation.declineReason: the DJ's own words when they declined (decision 0040). */
  declineReason?: string | null;
}

/**
 * Who moved the booking into `after.status`. A cancellation records it (cancellation.by);
 * any other change has a single actor in the lifecycle table (the DJ accepts and completes,
 * the system confirms a payment), which also covers a booking written straight into its
 * status (the seed's). Null when it cannot be told.
 */
export function actorOfChange(
  before: BookingSnapshot | null,
  after: BookingSnapshot,
): BookingActor | null {
  if (after.status === 'cancelled' && isBookingActor(after.cancelledBy)) return after.cancelledBy;
  const actors = new Set(
    TRANSITIONS.filter(
      (t) => t.to === after.status && (before === null || t.from === before.status),
    ).flatMap((t) => t.actors),
  );
  return actors.size === 1 ? ([...actors][0] ?? null) : null;
}

/**
 * 'on May 1, 2031 at 7:00 PM': people read dates, not 'YYYY-MM-DD' (issue 38, item 9), and the
 * DJ needs to know when to arrive (item 10). A booking without a start time says only its day:
 * "at Start time not given" would be noise in a sentence.
 */
function onDay(eventDate: string, startTime: string | null | undefined): string {
  const day = formatIsoDate(eventDate) || eventDate;
  const on = day ? `on ${day}` : 'on the requested date';
  return isStartTime(startTime) ? `${on} at ${formatStartTime(startTime)}` : on;
}

const both = (
  type: BookingNotificationType,
  title: string,
  forClient: string,
  forDj: string,
  link: string,
): BookingNotice[] => [
  { recipient: 'client', type, title, body: forClient, link },
  { recipient: 'dj', type, title, body: forDj, link },
];

/**
 * Notices for a change from `before` (null: just created) to `after`; none if the status did
 * not change. Never one to the person who made the change: their screen confirmed it, and a
 * "You accepted …" in their own bell only counted as unread (decision 0042). The other party
 * hears it; both do when the platform or an admin made it.
 */
export function bookingNotices(
  before: BookingSnapshot | null,
  after: BookingSnapshot,
  bookingId: string,
): BookingNotice[] {
  if (before?.status === after.status) return [];
  const actor = actorOfChange(before, after);
  return noticesFor(before, after, bookingId).filter((n) => n.recipient !== actor);
}

function noticesFor(
  before: BookingSnapshot | null,
  after: BookingSnapshot,
  bookingId: string,
): BookingNotice[] {
  const link = bookingPath(bookingId);
  const on = onDay(after.eventDate, after.startTime);
  switch (after.status) {
    case 'awaiting_payment':
      return [];
    case 'pending':
      return [
        {
          recipient: 'dj',
          type: 'booking_requested',
          title: 'New booking request',
          body: `${after.clientName} would like to book you ${on}.`,
          link,
        },
      ];
    // Only the DJ accepts: the client hears it.
    case 'confirmed':
      return [
        {
          recipient: 'client',
          type: 'booking_accepted',
          title: 'Booking accepted',
          body: `${after.djName} accepted your booking ${on}. You can message them now.`,
          link,
        },
      ];
    case 'completed':
      return [
        {
          recipient: 'client',
          type: 'booking_completed',
          title: 'How was your event?',
          body: `Your booking with ${after.djName} is complete. Leave a review to help others.`,
          link,
        },
      ];
    case 'cancelled': {
      // The card was authorised for a date the DJ had just confirmed for someone else: the
      // request never reached the DJ, but the client paid and must hear why it is closed.
      if (before?.status === 'awaiting_payment' && after.reason === 'auto_declined') {
        return [
          {
            recipient: 'client',
            type: 'booking_declined',
            title: 'Booking request closed',
            body: `${after.djName} was booked ${on} while you were paying, so your request was closed. The hold on your card was released: you were not charged.`,
            link,
          },
        ];
      }
      // An abandoned or failed checkout never reached the DJ: nobody to tell.
      if (before === null || before.status === 'awaiting_payment') return [];
      // The DJ declined, or accepted another request that day: the client hears it.
      if (after.reason === 'declined' || after.reason === 'auto_declined') {
        return [
          {
            recipient: 'client',
            type: 'booking_declined',
            title: 'Booking declined',
            body: `${after.djName} can't take your booking ${on}. Your card was not charged.${
              after.reason === 'declined' && after.declineReason
                ? ` Their reason: “${after.declineReason}”`
                : ''
            }`,
            link,
          },
        ];
      }
      if (after.reason === 'dj_suspended' && before?.status === 'confirmed') {
        // Decision 0052: a confirmed booking of a suspended DJ, cancelled before its date. The
        // client was charged: they hear why, that it is all refunded, and where to look.
        return both(
          'booking_cancelled',
          'Your booking was cancelled',
          `${after.djName} can no longer play your event ${on}: their profile was suspended by Spinbook. You get a full refund. Your booking page shows DJs free that day.`,
          `Your booking with ${after.clientName} ${on} was cancelled because your DJ profile is suspended. The client is refunded in full.`,
          link,
        );
      }
      if (after.reason === 'dj_suspended' || after.reason === 'dj_deleted') {
        // The platform closed the request for the DJ: the client must hear it, and why.
        return both(
          'booking_declined',
          'Booking request closed',
          `${after.djName} is no longer available on Spinbook, so your request ${on} was closed. Your card was not charged.`,
          after.reason === 'dj_suspended'
            ? `${after.clientName}'s request ${on} was closed because your DJ profile is suspended.`
            : `${after.clientName}'s request ${on} was closed because you deleted your DJ profile.`,
          link,
        );
      }
      if (after.reason === 'dj_cancelled') {
        // Decision 0050: the client hears it at once, with the DJ's words and the refund;
        // the booking page offers DJs free that day.
        return [
          {
            recipient: 'client',
            type: 'booking_cancelled',
            title: 'Your DJ cancelled',
            body: `${after.djName} cancelled your booking ${on}. You get a full refund.${
              after.declineReason ? ` Their reason: “${after.declineReason}”` : ''
            } Your booking page shows DJs free that day.`,
            link,
          },
        ];
      }
      if (after.reason === 'expired') {
        return both(
          'booking_expired',
          'Booking request expired',
          `${after.djName} did not answer in time; your card was not charged.`,
          `${after.clientName}'s request ${on} expired without an answer.`,
          link,
        );
      }
      return both(
        'booking_cancelled',
        'Booking cancelled',
        `Your booking with ${after.djName} ${on} was cancelled.`,
        `The booking with ${after.clientName} ${on} was cancelled.`,
        link,
      );
    }
  }
}
