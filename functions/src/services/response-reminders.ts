// The DJ's reminders before an unanswered request expires (issue 40, item 4): 24 h and 4 h
// before its deadline (src/domain/response-deadline.ts, the rule expiry uses). A step of the one
// scheduler (process-scheduler.ts), with its clock injected. Each reminder is a bell notice whose
// id is derived from the booking and the reminder, created in a transaction that first checks
// it is not there: a run repeated, or two runs at once, remind once. The notice trigger pushes
// it (push-delivery.ts); the e-mail is queued beside it when the DJ wants e-mails of requests.
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { bookingPath } from '../../../src/domain/booking-links';
import { PENDING_MAX_AGE_MS, utcDate } from '../../../src/domain/booking-record';
import { formatIsoDate } from '../../../src/domain/format';
import { preferencesOf } from '../../../src/domain/notification-preferences';
import {
  dueResponseReminder,
  REMINDER_LOOKAHEAD_MS,
  responseDeadlineOf,
  responseReminderId,
  responseReminderNotice,
} from '../../../src/domain/response-deadline';
import { expiryFields } from '../../../src/domain/retention';
import type { Logger } from './logger';

/** Per query and run; the job runs every 10 minutes and picks up the rest. */
export const REMINDER_BATCH = 200;

export interface ReminderDeps {
  db: Firestore;
  auth?: { getUser(uid: string): Promise<{ email?: string }> };
  log?: Logger;
  /** The app's address for the e-mail's link ('' leaves the path alone). */
  origin?: string;
}

const dateOf = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : null;

/**
 * The pending requests whose deadline falls within the next 24 hours: made more than 4 days
 * ago, or for an event starting within a day. Indexes (status, createdAt) and (status,
 * eventDate), as the expiry's queries.
 */
async function requestsNearDeadline(db: Firestore, now: Date): Promise<DocumentSnapshot[]> {
  const pending = db.collection('bookings').where('status', '==', 'pending');
  const [byAge, byDate] = await Promise.all([
    pending
      .where(
        'createdAt',
        '<=',
        new Date(now.getTime() - (PENDING_MAX_AGE_MS - REMINDER_LOOKAHEAD_MS)),
      )
      .limit(REMINDER_BATCH)
      .get(),
    pending
      .where('eventDate', '<=', utcDate(new Date(now.getTime() + REMINDER_LOOKAHEAD_MS)))
      .limit(REMINDER_BATCH)
      .get(),
  ]);
  const seen = new Map<string, DocumentSnapshot>();
  for (const doc of [...byAge.docs, ...byDate.docs]) seen.set(doc.id, doc);
  return [...seen.values()];
}

async function emailOf(deps: ReminderDeps, uid: string): Promise<string | null> {
  if (!deps.auth) return null;
  try {
    return (await deps.auth.getUser(uid)).email ?? null;
  } catch {
    return null;
  }
}

/** Reminds one request's DJ if a reminder is due and not yet sent; returns whether it did. */
async function remindOne(deps: ReminderDeps, found: DocumentSnapshot, now: Date): Promise<boolean> {
  const djUid: unknown = found.get('djOwnerUid');
  if (typeof djUid !== 'string' || djUid === '') return false;
  const { db } = deps;
  const user = db.collection('users').doc(djUid);
  const [settings, email] = await Promise.all([
    user.collection('settings').doc('notifications').get(),
    emailOf(deps, djUid),
  ]);
  const wantsEmail = preferencesOf(settings.data()).email.requests;
  return db.runTransaction(async (tx) => {
    // Read again: the DJ may have answered since the query.
    const booking = await tx.get(found.ref);
    if (booking.get('status') !== 'pending') return false;
    const requestedAt = dateOf(booking.get('createdAt'));
    const eventDate = String(booking.get('eventDate') ?? '');
    const deadline = responseDeadlineOf(requestedAt, eventDate);
    const reminder = deadline ? dueResponseReminder(deadline, requestedAt, now) : null;
    if (!reminder) return false;
    const id = responseReminderId(booking.id, reminder.key);
    const noticeRef = user.collection('notifications').doc(id);
    if ((await tx.get(noticeRef)).exists) return false;
    const notice = responseReminderNotice(
      String(booking.get('clientName') ?? ''),
      formatIsoDate(eventDate) || eventDate,
      reminder,
    );
    const link = bookingPath(booking.id);
    tx.create(noticeRef, { ...notice, link, bookingId: booking.id, createdAt: now, readAt: null });
    if (wantsEmail && email) {
      tx.set(db.collection('mail').doc(id), {
        to: email,
        message: {
          subject: `Spinbook: ${notice.title}`,
          text: `${notice.body}\n\nOpen Spinbook: ${deps.origin ?? ''}${link}`,
        },
        createdAt: now,
        ...expiryFields('mail', now),
      });
    }
    return true;
  });
}

/** Sends every reminder due at `now`; returns how many it sent. */
export async function remindPendingRequests(deps: ReminderDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const request of await requestsNearDeadline(deps.db, now)) {
    try {
      if (await remindOne(deps, request, now)) sent += 1;
    } catch (error) {
      // One bad document must not stop the others; the next run tries it again.
      (deps.log ?? console).error('remindPendingRequests: failed', request.id, error);
    }
  }
  return sent;
}
