/**
 * Chat latency: Jordan Lee (client@) and Marcus Reid (dj@), each a web SDK
 * client in Node, signed in to the Auth emulator, as the two parties of their
 * seeded confirmed booking. Each listens to the booking's messages exactly
 * as the chat panel does (orderBy createdAt, limitToLast CHAT_PAGE_SIZE).
 * They take turns sending; a sample is the time from the sender calling the
 * `sendMessage` callable (the app's payload: bookingId, a client-chosen
 * 20-character messageId from newMessageId, content) until the receiver's
 * listener has that message.
 *
 * Baseline, interleaved with the chat samples so both see the same load: a
 * bare web SDK write by one party that the other party's listener receives.
 * Messages cannot be written by clients (rules), so the write goes where the
 * rules let a signed-in user create a document another user can list: a link
 * (events/{eventId}/links) of a published event the sender owns. Create and
 * list are both rules-checked with a get() of the parent document, like the
 * messages listener's party check.
 *
 * The server allows 10 messages per sender per sliding 60 s (rateLimits/{uid}
 * field chat_message). Before every send the harness deletes that field with
 * the Admin SDK, outside the timed window: a bench step, not a product change.
 */
import { FieldValue, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { Auth as AdminAuth } from 'firebase-admin/auth';
import {
  collection,
  doc,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  type Query,
} from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import {
  CHAT_PAGE_SIZE,
  CHAT_RATE_LIMIT_KEY,
  MESSAGE_SEND_KEY,
  newMessageId,
} from '../../src/domain/chat';
import { createClient, type Client } from './client';
import { CHAT_CLIENT_EMAIL, CHAT_DJ_EMAIL } from './config';
import type { ChatLatency } from './types';
import { progress, sleep, summarize, withTimeout } from './util';

const SAMPLE_TIMEOUT_MS = 30_000;
const WARMUP = 5;

/** Resolves waiters by document id when a listener reports the document as added. */
class Arrivals {
  private readonly waiters = new Map<string, (at: number) => void>();
  private readonly early = new Map<string, number>();

  expect(id: string): Promise<number> {
    const at = this.early.get(id);
    if (at !== undefined) return Promise.resolve(at);
    return new Promise((resolve) => this.waiters.set(id, resolve));
  }

  arrived(id: string, at: number): void {
    const waiter = this.waiters.get(id);
    if (waiter) {
      this.waiters.delete(id);
      waiter(at);
    } else this.early.set(id, at);
  }
}

/** Listens until the first server snapshot; afterwards reports every added document. */
function listen(q: Query, arrivals: Arrivals, what: string): Promise<() => void> {
  return withTimeout(
    new Promise<() => void>((resolve, reject) => {
      let ready = false;
      const unsubscribe = onSnapshot(
        q,
        { includeMetadataChanges: true },
        (snap) => {
          const at = performance.now();
          if (ready) {
            for (const change of snap.docChanges()) {
              if (change.type === 'added') arrivals.arrived(change.doc.id, at);
            }
          }
          if (!ready && !snap.metadata.fromCache) {
            ready = true;
            resolve(unsubscribe);
          }
        },
        reject,
      );
    }),
    SAMPLE_TIMEOUT_MS,
    `listener ${what}`,
  );
}

async function findBooking(db: AdminFirestore, clientUid: string, djUid: string): Promise<string> {
  const snap = await db
    .collection('bookings')
    .where('clientUid', '==', clientUid)
    .where('djOwnerUid', '==', djUid)
    .where('status', '==', 'confirmed')
    .get();
  for (const booking of snap.docs) {
    const messages = await booking.ref.collection('messages').limit(1).get();
    if (!messages.empty) return booking.id;
  }
  throw new Error('No confirmed Jordan Lee / Marcus Reid booking with a chat in the seed');
}

async function createBaselineEvent(db: AdminFirestore, ownerUid: string): Promise<string> {
  const ref = db.collection('events').doc();
  const now = new Date();
  await ref.set({
    ownerUid,
    title: 'Benchmark baseline (emulator only)',
    eventType: 'upcoming',
    status: 'published',
    createdAt: now,
    updatedAt: now,
  });
  return ref.id;
}

interface Party {
  client: Client;
  uid: string;
  eventId: string;
  chat: Arrivals;
  bare: Arrivals;
}

export async function measureChatLatency(
  admin: { db: AdminFirestore; auth: AdminAuth },
  messages: number,
): Promise<ChatLatency> {
  const jordanUid = (await admin.auth.getUserByEmail(CHAT_CLIENT_EMAIL)).uid;
  const marcusUid = (await admin.auth.getUserByEmail(CHAT_DJ_EMAIL)).uid;
  const bookingId = await findBooking(admin.db, jordanUid, marcusUid);
  progress(`  booking ${bookingId} (Jordan Lee ↔ Marcus Reid, confirmed)`);

  const parties: Party[] = [];
  const unsubscribes: (() => void)[] = [];
  try {
    for (const [email, uid] of [
      [CHAT_CLIENT_EMAIL, jordanUid],
      [CHAT_DJ_EMAIL, marcusUid],
    ] as const) {
      const client = await createClient(email);
      if (client.uid !== uid) throw new Error(`${email} signed in as ${client.uid}, not ${uid}`);
      parties.push({
        client,
        uid,
        eventId: await createBaselineEvent(admin.db, uid),
        chat: new Arrivals(),
        bare: new Arrivals(),
      });
    }
    for (const [self, other] of [
      [parties[0]!, parties[1]!],
      [parties[1]!, parties[0]!],
    ] as const) {
      const db = self.client.db;
      unsubscribes.push(
        await listen(
          query(
            collection(db, 'bookings', bookingId, 'messages'),
            orderBy('createdAt', 'asc'),
            limitToLast(CHAT_PAGE_SIZE),
          ),
          self.chat,
          'messages',
        ),
        await listen(
          query(
            collection(db, 'events', other.eventId, 'links'),
            orderBy('createdAt', 'asc'),
            limitToLast(CHAT_PAGE_SIZE),
          ),
          self.bare,
          'links',
        ),
      );
    }

    const callable: number[] = [];
    const callableAck: number[] = [];
    const bare: number[] = [];
    const bareAck: number[] = [];
    const total = WARMUP + messages;
    for (let i = 0; i < total; i++) {
      const sender = parties[i % 2]!;
      const receiver = parties[(i + 1) % 2]!;
      const counted = i >= WARMUP;

      // Bare write → other client's listener.
      const linkRef = doc(collection(sender.client.db, 'events', sender.eventId, 'links'));
      const bareSeen = receiver.bare.expect(linkRef.id);
      const b0 = performance.now();
      const bareAcked = setDoc(linkRef, {
        linkType: 'website',
        url: `https://example.com/bench/${i}`,
        title: `Bench ${i}`,
        createdAt: serverTimestamp(),
      }).then(() => performance.now());
      const [bSeen, bAck] = await withTimeout(
        Promise.all([bareSeen, bareAcked]),
        SAMPLE_TIMEOUT_MS,
        `baseline write ${i}`,
      );

      // Harness step (untimed): clear the sender's chat limiter.
      await admin.db
        .collection('rateLimits')
        .doc(sender.uid)
        .set(
          { [CHAT_RATE_LIMIT_KEY]: FieldValue.delete(), [MESSAGE_SEND_KEY]: FieldValue.delete() },
          { merge: true },
        );
      await sleep(20);

      // sendMessage → other client's messages listener.
      const messageId = newMessageId((n) => crypto.getRandomValues(new Uint8Array(n)));
      const chatSeen = receiver.chat.expect(messageId);
      const send = httpsCallable(sender.client.functions, 'sendMessage');
      const c0 = performance.now();
      const chatAcked = send({
        bookingId,
        messageId,
        content: `Bench ping ${i}: looking forward to the event.`,
      }).then(() => performance.now());
      const [cSeen, cAck] = await withTimeout(
        Promise.all([chatSeen, chatAcked]),
        SAMPLE_TIMEOUT_MS,
        `sendMessage ${i}`,
      );

      if (counted) {
        bare.push(bSeen - b0);
        bareAck.push(bAck - b0);
        callable.push(cSeen - c0);
        callableAck.push(cAck - c0);
      }
      if ((i + 1) % 20 === 0 || i + 1 === total) {
        progress(`  chat ${Math.max(0, i + 1 - WARMUP)}/${messages} (+${WARMUP} warm-up)`);
      }
      await sleep(20);
    }

    const callableSummary = summarize(callable);
    const bareSummary = summarize(bare);
    return {
      bookingId,
      messages,
      warmup: WARMUP,
      senders: 'Jordan Lee and Marcus Reid take turns; the other one is the receiver',
      limiter:
        'rateLimits/{senderUid}.chat_message and .message_send deleted with the Admin SDK before every send ' +
        '(untimed harness step; the server limit is 10 per 60 s per sender)',
      baselineMethod:
        'web SDK setDoc by the sender into events/{eventId}/links of a published event the ' +
        "sender owns (rules-checked create); the receiver's onSnapshot on that subcollection " +
        '(orderBy createdAt, limitToLast 50; rules-checked list)',
      callable: callableSummary,
      callableAck: summarize(callableAck),
      bare: bareSummary,
      bareAck: summarize(bareAck),
      ratioP50: Math.round((callableSummary.p50 / bareSummary.p50) * 100) / 100,
      ratioP95: Math.round((callableSummary.p95 / bareSummary.p95) * 100) / 100,
    };
  } finally {
    unsubscribes.forEach((u) => u());
    await Promise.all(parties.map((p) => p.client.close()));
  }
}
