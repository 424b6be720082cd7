// When a booking's status changes, tell the people involved: an in-app notification in
// users/{uid}/notifications (the bell) and an e-mail queued in `mail` in the format of the
// "Trigger Email from Firestore" extension, which sends it once installed in production.
// The e-mail only when its recipient wants e-mails of that kind (notification-preferences.ts);
// the push follows from the notice (on-notice-created.ts).
// Ids are derived from the booking, the status and the recipient, so a trigger delivered
// twice writes the same documents again instead of notifying twice. The person who made the
// change gets neither (bookingNotices leaves them out, decision 0042).
import type { Auth } from 'firebase-admin/auth';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  bookingNoticeId,
  bookingNotices,
  type BookingNotice,
  type BookingSnapshot,
} from '../../../src/domain/booking-notifications';
import { isBookingStatus } from '../../../src/domain/booking-states';
import { kindOfNoticeType, preferencesOf } from '../../../src/domain/notification-preferences';
import { expiryFields } from '../../../src/domain/retention';

function snapshotOf(data: DocumentData | undefined): BookingSnapshot | null {
  if (!data || !isBookingStatus(data.status)) return null;
  const cancellation = data.cancellation as
    { reason?: unknown; by?: unknown; declineReason?: unknown } | undefined;
  return {
    status: data.status,
    djName: String(data.djName ?? 'Your DJ'),
    clientName: String(data.clientName ?? 'A client'),
    eventDate: String(data.eventDate ?? ''),
    // Checked by bookingNotices (isStartTime): a booking without one says only its day.
    startTime: typeof data.startTime === 'string' ? data.startTime : null,
    reason: typeof cancellation?.reason === 'string' ? cancellation.reason : null,
    cancelledBy: typeof cancellation?.by === 'string' ? cancellation.by : null,
    declineReason:
      typeof cancellation?.declineReason === 'string' ? cancellation.declineReason : null,
  };
}

async function emailOf(auth: Auth, uid: string): Promise<string | null> {
  try {
    return (await auth.getUser(uid)).email ?? null;
  } catch {
    return null;
  }
}

/** Whether `uid` wants e-mails of this notice's kind (users/{uid}/settings/notifications). */
async function wantsEmail(db: Firestore, uid: string, notice: BookingNotice): Promise<boolean> {
  const kind = kindOfNoticeType(notice.type);
  if (!kind) return true;
  const settings = await db
    .collection('users')
    .doc(uid)
    .collection('settings')
    .doc('notifications')
    .get();
  return preferencesOf(settings.data()).email[kind];
}

function mailText(notice: BookingNotice, origin: string): string {
  return `${notice.body}\n\nOpen Spinbook: ${origin}${notice.link}`;
}

export async function handleBookingWritten(
  bookingId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  deps: { db: Firestore; auth: Auth; origin: string; now?: () => Date },
): Promise<number> {
  const next = snapshotOf(after);
  if (!next || !after) return 0;
  const notices = bookingNotices(snapshotOf(before), next, bookingId);
  if (notices.length === 0) return 0;
  const now = (deps.now ?? (() => new Date()))();
  const batch = deps.db.batch();
  for (const notice of notices) {
    const uid = String(notice.recipient === 'client' ? after.clientUid : after.djOwnerUid);
    if (!uid) continue;
    const id = bookingNoticeId(bookingId, next.status, notice.recipient);
    batch.set(deps.db.collection('users').doc(uid).collection('notifications').doc(id), {
      type: notice.type,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      bookingId,
      createdAt: now,
      readAt: null,
    });
    const to = (await wantsEmail(deps.db, uid, notice)) ? await emailOf(deps.auth, uid) : null;
    if (to) {
      batch.set(deps.db.collection('mail').doc(id), {
        to,
        message: {
          subject: `Spinbook: ${notice.title}`,
          text: mailText(notice, deps.origin),
        },
        createdAt: now,
        ...expiryFields('mail', now),
      });
    }
  }
  await batch.commit();
  return notices.length;
}
