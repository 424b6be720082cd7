import type { BookingStatus } from './booking-states';

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

/**
 * Whether a notification tells its recipient what they did themselves: the DJ's own accept or
 * decline ('You accepted …'). Their toast said it already, so the bell does not announce it
 * (docs/accessibility.md, "Live announcements").
 */
export function echoesOwnAction(notificationId: string, type: string | null): boolean {
  return (
    notificationId.endsWith('_dj') && (type === 'booking_accepted' || type === 'booking_declined')
  );
}

export interface BookingSnapshot {
  status: BookingStatus;
  djName: string;
  clientName: string;
  eventDate: string;
  /** cancellation.reason, when cancelled. */
  reason?: string | null;
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

/** Notices for a change from `before` (null: just created) to `after`; none if the status did not change. */
export function bookingNotices(
  before: BookingSnapshot | null,
  after: BookingSnapshot,
  bookingId: string,
): BookingNotice[] {
  if (before?.status === after.status) return [];
  const link = `/bookings?booking=${bookingId}`;
  const on = `on ${after.eventDate}`;
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
    case 'confirmed':
      return both(
        'booking_accepted',
        'Booking accepted',
        `${after.djName} accepted your booking ${on}. You can message them now.`,
        `You accepted ${after.clientName}'s booking ${on}.`,
        link,
      );
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
      // An abandoned or failed checkout never reached the DJ: nobody to tell.
      if (before === null || before.status === 'awaiting_payment') return [];
      if (after.reason === 'declined' || after.reason === 'auto_declined') {
        return both(
          'booking_declined',
          'Booking declined',
          `${after.djName} can't take your booking ${on}. Your card was not charged.`,
          `You declined ${after.clientName}'s request ${on}.`,
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
