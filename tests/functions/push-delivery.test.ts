// Web push (issue 40, item 3): who gets which push, on which devices, and when not. The
// handlers run here against the Firestore emulator and send through the real FCM v1 adapter
// to a loopback FCM of this file's own (so other files' pushes never mix in); the last test
// goes the whole way through the emulator's triggers to the loopback npm test starts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { FcmV1Sender } from '../../functions/src/services/push/fcm-v1-sender';
import { pushNotice, type PushNotice } from '../../functions/src/services/push-delivery';
import { handleNoticeCreated } from '../../functions/src/triggers/on-notice-created';
import {
  handleMessageCreated,
  messageMailId,
} from '../../functions/src/triggers/on-message-created';
import { EMULATOR_ENV } from '../../scripts/lib/emulators';
import {
  fcmLoopbackClient,
  startFcmLoopback,
  type FcmLoopback,
} from '../../scripts/lib/fcm-loopback';
import { quietLog, runBookingTrigger, seedBooking } from './booking-fixtures';
import { adminDb, newId, waitFor } from './helpers';

let loopback: FcmLoopback;
let fcm: ReturnType<typeof fcmLoopbackClient>;
let deps: { db: typeof adminDb; sender: FcmV1Sender; log: typeof quietLog };

beforeAll(async () => {
  loopback = await startFcmLoopback({ port: 0 });
  fcm = fcmLoopbackClient(loopback.url);
  deps = {
    db: adminDb,
    log: quietLog,
    sender: new FcmV1Sender({
      projectId: 'demo-spinbook',
      baseUrl: loopback.url,
      appOrigin: 'http://localhost:5000',
      accessToken: async () => 'test-token',
      sleep: async () => undefined,
    }),
  };
});
afterAll(() => loopback.stop());
beforeEach(() => fcm.clear());

/** A person with devices; each device's token is returned. */
async function personWithDevices(
  count: number,
  prefix = 'P',
): Promise<{ uid: string; tokens: string[] }> {
  const uid = newId(prefix);
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const token = `tok-${newId('T')}`;
    tokens.push(token);
    await adminDb.doc(`users/${uid}/devices/device${i}abcdef`).set({
      token,
      label: `Phone ${i}`,
      createdAt: new Date(),
      lastSeenAt: new Date(Date.now() - i * 1000),
      openChatId: null,
    });
  }
  return { uid, tokens };
}

const notice = (type: string, bookingId = 'bk1'): PushNotice => ({
  type,
  title: `Title of ${type}`,
  body: `Body of ${type}`,
  link: `/bookings/${bookingId}`,
  bookingId,
});

const sentTokens = async () => (await fcm.messages()).map((m) => m.token).sort();

describe('each kind reaches the right devices', () => {
  it('a new request reaches every device of the DJ, and nobody else', async () => {
    const dj = await personWithDevices(2, 'Dj');
    await personWithDevices(1, 'Cl');
    const outcome = await handleNoticeCreated(
      dj.uid,
      'bk1_pending_dj',
      { ...notice('booking_requested'), createdAt: new Date(), readAt: null },
      deps,
      new Date(),
    );
    expect(outcome).toEqual({ kind: 'pushed', sent: 2, dead: 0, failed: 0 });
    expect(await sentTokens()).toEqual([...dj.tokens].sort());
  });

  it.each([
    'booking_accepted',
    'booking_declined',
    'booking_expired',
    'booking_cancelled',
    'payout_sent',
  ])('%s reaches the person the notice is for', async (type) => {
    const person = await personWithDevices(1);
    await handleNoticeCreated(person.uid, `n-${type}`, notice(type), deps, new Date());
    expect(await sentTokens()).toEqual(person.tokens);
  });

  it("an admin's notice no preference covers is not pushed", async () => {
    const admin = await personWithDevices(1, 'Ad');
    const outcome = await handleNoticeCreated(
      admin.uid,
      'p1',
      notice('problem_reported'),
      deps,
      new Date(),
    );
    expect(outcome).toEqual({ kind: 'not-pushed', reason: 'no-kind' });
    expect(await fcm.messages()).toEqual([]);
  });

  it('a message reaches the other party, but not the device that shows that chat', async () => {
    const dj = await personWithDevices(2, 'Dj');
    const client = await personWithDevices(1, 'Cl');
    const bookingId = newId('Bk');
    await adminDb.doc(`bookings/${bookingId}`).set({
      clientUid: client.uid,
      djOwnerUid: dj.uid,
      clientName: 'Jordan Lee',
      djName: 'Marcus Reid',
      status: 'confirmed',
    });
    // The DJ's first device has this conversation open right now.
    await adminDb.doc(`users/${dj.uid}/devices/device0abcdef`).update({
      openChatId: bookingId,
      lastSeenAt: FieldValue.serverTimestamp(),
    });
    const message = { senderUid: client.uid, receiverUid: dj.uid, content: 'Can you play Prince?' };
    const mail = { auth: { getUser: async () => ({ email: 'dj@example.test' }) }, origin: '' };
    const outcome = await handleMessageCreated(
      bookingId,
      'm1',
      message,
      { ...deps, ...mail },
      new Date(),
    );
    expect(outcome).toMatchObject({ kind: 'pushed', sent: 1 });
    const [sent] = await fcm.messages();
    expect(sent?.token).toBe(dj.tokens[1]);
    expect(sent?.message).toMatchObject({
      notification: { title: 'New message from Jordan Lee', body: 'Can you play Prince?' },
      data: { kind: 'messages', type: 'new_message', bookingId, tag: `chat-${bookingId}` },
    });

    // Not from someone outside the booking, nor to someone else.
    const forged = { senderUid: 'intruder', receiverUid: dj.uid, content: 'Hi' };
    expect(
      await handleMessageCreated(bookingId, 'm2', forged, { ...deps, ...mail }, new Date()),
    ).toBeNull();

    // A chat open but last seen 3 minutes ago (the app was killed): pushed there again.
    await adminDb.doc(`users/${dj.uid}/devices/device0abcdef`).update({
      lastSeenAt: new Date(Date.now() - 3 * 60 * 1000),
    });
    await fcm.clear();
    await handleMessageCreated(bookingId, 'm3', message, { ...deps, ...mail }, new Date());
    expect(await sentTokens()).toEqual([...dj.tokens].sort());
    // One e-mail for the hour, however many messages.
    const mailDoc = await adminDb.doc(`mail/${messageMailId(bookingId, dj.uid, new Date())}`).get();
    expect(mailDoc.exists).toBe(true);
  });
});

describe('the payload', () => {
  it("is FCM's web shape: notification, string data with the badge, and an absolute link", async () => {
    const dj = await personWithDevices(1, 'Dj');
    await adminDb.doc(`users/${dj.uid}/notifications/message_x`).set({
      type: 'new_message',
      readAt: null,
    });
    await pushNotice(deps, dj.uid, `${dj.uid}__n1`, notice('booking_requested', 'bkA'), new Date());
    const [sent] = await fcm.messages();
    expect(sent?.message).toEqual({
      token: dj.tokens[0],
      notification: { title: 'Title of booking_requested', body: 'Body of booking_requested' },
      data: {
        kind: 'requests',
        type: 'booking_requested',
        bookingId: 'bkA',
        link: '/bookings/bkA',
        tag: `${dj.uid}__n1`,
        badge: '1',
      },
      webpush: expect.objectContaining({
        notification: expect.objectContaining({ tag: `${dj.uid}__n1` }),
        fcm_options: { link: 'http://localhost:5000/bookings/bkA' },
      }),
    });
  });
});

describe('preferences and quiet hours', () => {
  const settings = (uid: string, data: Record<string, unknown>) =>
    adminDb.doc(`users/${uid}/settings/notifications`).set(data);
  const ON = { requests: true, bookingUpdates: true, messages: true, payouts: true };

  it('a kind switched off for push is not pushed', async () => {
    const dj = await personWithDevices(1, 'Dj');
    await settings(dj.uid, { push: { ...ON, requests: false }, email: ON, quietHours: null });
    const outcome = await pushNotice(
      deps,
      dj.uid,
      `${dj.uid}__a`,
      notice('booking_requested'),
      new Date(),
    );
    expect(outcome).toEqual({ kind: 'not-pushed', reason: 'preference' });
    await pushNotice(deps, dj.uid, `${dj.uid}__b`, notice('payout_sent'), new Date());
    expect(await fcm.messages()).toHaveLength(1);
  });

  it('nothing is pushed in quiet hours, in the person’s zone, and it is after them', async () => {
    const dj = await personWithDevices(1, 'Dj');
    const quietHours = { start: '22:00', end: '07:00', timeZone: 'America/Chicago' };
    await settings(dj.uid, { push: ON, email: ON, quietHours });
    const night = new Date('2026-12-08T05:00:00Z'); // 23:00 in Chicago
    expect(
      await pushNotice(deps, dj.uid, `${dj.uid}__q1`, notice('booking_requested'), night),
    ).toEqual({
      kind: 'not-pushed',
      reason: 'quiet-hours',
    });
    const morning = new Date('2026-12-08T14:00:00Z'); // 08:00 in Chicago
    expect(
      await pushNotice(deps, dj.uid, `${dj.uid}__q2`, notice('booking_requested'), morning),
    ).toMatchObject({
      kind: 'pushed',
      sent: 1,
    });
  });

  it('e-mails of a kind switched off are not queued; the bell still gets the notice', async () => {
    const bookingId = newId('Bk');
    const clientUid = newId('Cl');
    await settings(clientUid, {
      push: ON,
      email: { ...ON, bookingUpdates: false },
      quietHours: null,
    });
    const base = {
      clientUid,
      djOwnerUid: newId('Dj'),
      djName: 'Marcus Reid',
      clientName: 'Jordan Lee',
      eventDate: '2031-06-20',
    };
    await runBookingTrigger(
      bookingId,
      { ...base, status: 'pending' },
      { ...base, status: 'confirmed' },
    );
    const id = `${bookingId}_confirmed_client`;
    expect((await adminDb.doc(`users/${clientUid}/notifications/${id}`).get()).exists).toBe(true);
    expect((await adminDb.doc(`mail/${id}`).get()).exists).toBe(false);
  });
});

describe('what FCM answers', () => {
  it('a token FCM calls UNREGISTERED is deleted; the other device stays', async () => {
    const dj = await personWithDevices(2, 'Dj');
    await fcm.markDead(dj.tokens[0]!);
    const outcome = await pushNotice(
      deps,
      dj.uid,
      `${dj.uid}__d`,
      notice('booking_requested'),
      new Date(),
    );
    expect(outcome).toEqual({ kind: 'pushed', sent: 1, dead: 1, failed: 0 });
    const left = await adminDb.collection(`users/${dj.uid}/devices`).get();
    expect(left.docs.map((d) => d.get('token'))).toEqual([dj.tokens[1]]);
  });

  it('429 and 503 are retried with backoff until the push goes', async () => {
    const dj = await personWithDevices(1, 'Dj');
    await fcm.fault({ token: dj.tokens[0], status: 429, times: 1, retryAfterSeconds: 1 });
    await fcm.fault({ token: dj.tokens[0], status: 503, times: 1 });
    const outcome = await pushNotice(
      deps,
      dj.uid,
      `${dj.uid}__r`,
      notice('payout_sent'),
      new Date(),
    );
    expect(outcome).toEqual({ kind: 'pushed', sent: 1, dead: 0, failed: 0 });
    const attempts = (await fcm.attempts()).filter((a) => a.token === dj.tokens[0]);
    expect(attempts.map((a) => a.status)).toEqual([429, 503, 200]);
  });

  it('a retried trigger pushes nothing twice', async () => {
    const dj = await personWithDevices(2, 'Dj');
    const data = { ...notice('booking_requested'), createdAt: new Date(), readAt: null };
    await handleNoticeCreated(dj.uid, 'twice', data, deps, new Date());
    const again = await handleNoticeCreated(dj.uid, 'twice', data, deps, new Date());
    expect(again).toEqual({ kind: 'not-pushed', reason: 'duplicate' });
    expect(await fcm.messages()).toHaveLength(2);
  });
});

describe('through the triggers', () => {
  it("a booking request reaches the DJ's phone through the loopback npm test starts", async () => {
    const shared = fcmLoopbackClient(process.env.FCM_LOOPBACK_URL ?? EMULATOR_ENV.FCM_LOOPBACK_URL);
    const dj = await personWithDevices(1, 'Dj');
    await adminDb
      .doc(`djs/${dj.uid}`)
      .set({ ownerUid: dj.uid, name: 'Matrix DJ', status: 'verified' });
    await seedBooking({ status: 'pending', parties: { djId: dj.uid } });
    const sent = await waitFor(async () => {
      const [message] = await shared.messages(dj.tokens[0]);
      return message;
    });
    expect(sent?.message).toMatchObject({
      notification: { title: 'New booking request' },
      data: { kind: 'requests', type: 'booking_requested' },
    });
  });
});
