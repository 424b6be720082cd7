/**
 * Push latency (issue 40): from a client's booking request to the push for it leaving the
 * server for the DJ's phone. Jordan Lee (client@, a web SDK client in Node signed in to the Auth
 * emulator) requests Marcus Reid (dj@) through `createPayment`, as the booking form does; in the
 * demo project the booking is pending at once, the booking trigger writes the DJ's bell notice,
 * and the notice trigger sends the push to the loopback FCM, which records when it received it.
 * A sample is that time minus the moment the callable was called (one clock: the loopback runs
 * in the bench's emulator script on this machine). Target: p95 ≤ 2 s.
 *
 * The DJ gets a device of the bench's own for the run (a token nobody else has), deleted after.
 * Each request is for its own date about 13 months ahead, so none is refused as taken, and each is
 * cancelled by the client once its push has arrived, which frees the date and keeps the DJ's
 * dashboard as the seed made it. The server allows 3 booking requests per client an hour
 * (rateLimits/{uid}.payment_create): the harness deletes that field before each request,
 * outside the timed window, a bench step and not a product change (as the chat bench does).
 */
import { FieldValue, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { Auth as AdminAuth } from 'firebase-admin/auth';
import { httpsCallable } from 'firebase/functions';
import { EMULATOR_ENV } from '../../scripts/lib/emulators';
import { fcmLoopbackClient } from '../../scripts/lib/fcm-loopback';
import { createClient } from './client';
import { CHAT_CLIENT_EMAIL, CHAT_DJ_EMAIL } from './config';
import type { PushLatency } from './types';
import { progress, sleep, summarize } from './util';

export const PUSH_TARGET_P95_MS = 2000;
const SAMPLE_TIMEOUT_MS = 30_000;
const DEVICE_ID = 'benchPushDevice';
/** Untimed first requests: the emulator starts the triggers' workers on the first ones. */
const WARMUP = 2;

/**
 * The n-th request's date: one a day from 400 days ahead, past every date the seed books and
 * within the 2 years a request may look ahead.
 */
const dateOf = (n: number): string =>
  new Date(Date.now() + (400 + n) * 86_400_000).toISOString().slice(0, 10);

export async function measurePushLatency(
  admin: { db: AdminFirestore; auth: AdminAuth },
  samples: number,
): Promise<PushLatency> {
  const fcm = fcmLoopbackClient(process.env.FCM_LOOPBACK_URL ?? EMULATOR_ENV.FCM_LOOPBACK_URL);
  const djUid = (await admin.auth.getUserByEmail(CHAT_DJ_EMAIL)).uid;
  const token = `bench-push-${Date.now()}`;
  const device = admin.db.doc(`users/${djUid}/devices/${DEVICE_ID}`);
  await device.set({
    token,
    label: 'Bench phone',
    createdAt: new Date(),
    lastSeenAt: new Date(),
    openChatId: null,
  });
  const client = await createClient(CHAT_CLIENT_EMAIL);
  const createPayment = httpsCallable<Record<string, unknown>, { bookingId: string }>(
    client.functions,
    'createPayment',
  );
  const cancel = httpsCallable(client.functions, 'transitionBooking');
  const ms: number[] = [];
  try {
    for (let i = 0; i < WARMUP + samples; i += 1) {
      await admin.db
        .doc(`rateLimits/${client.uid}`)
        .set({ payment_create: FieldValue.delete() }, { merge: true });
      const startedAt = Date.now();
      const { data } = await createPayment({
        djId: djUid,
        eventDate: dateOf(i),
        startTime: '20:00',
        durationHours: 3,
        venue: 'Bench Hall, Austin',
        guestCount: 80,
      });
      // This request's push, by its booking: the cancellation of the one before is pushed to
      // the DJ too, and may arrive meanwhile.
      let arrived: string | null = null;
      const deadline = Date.now() + SAMPLE_TIMEOUT_MS;
      while (arrived === null && Date.now() < deadline) {
        const push = (await fcm.messages(token)).find(
          (m) =>
            (m.message.data as Record<string, string> | undefined)?.bookingId === data.bookingId &&
            (m.message.data as Record<string, string> | undefined)?.type === 'booking_requested',
        );
        if (push) arrived = push.receivedAt;
        else await sleep(20);
      }
      if (arrived === null) throw new Error(`No push for request ${i + 1} within 30 s`);
      if (i >= WARMUP) ms.push(Date.parse(arrived) - startedAt);
      await cancel({ bookingId: data.bookingId, action: 'cancel' });
      if (i >= WARMUP && (i + 1 - WARMUP) % 5 === 0)
        progress(`  push latency: ${i + 1 - WARMUP}/${samples}`);
    }
  } finally {
    await device.delete();
    await client.close();
  }
  const latency = summarize(ms);
  return {
    samples,
    warmup: WARMUP,
    path: 'createPayment (demo) → booking trigger → notice trigger → loopback FCM',
    latency,
    target: PUSH_TARGET_P95_MS,
    meets: latency.p95 <= PUSH_TARGET_P95_MS,
  };
}
