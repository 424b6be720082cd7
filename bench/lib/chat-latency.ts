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
 * Since issue 19 the only such write a client may still make is the receiver
 * marking a message read (updateDoc of readAt, once, rules-checked with the
 * same party get()): after each chat sample the receiver marks that message
 * read, and the sender's messages listener sees the change. Events, links and
 * every other shared document are written by callables now.
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
  updateDoc,
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

/**
 * Listens until the first server snapshot; afterwards reports every added document to
 * `arrivals`, and every document the server confirms as read to `reads`.
 */
function listen(q: Query, arrivals: Arrivals, reads: Arrivals, what: string): Promise<() => void> {
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
              else if (
                change.type === 'modified' &&
                change.doc.get('readAt') != null &&
                !change.doc.metadata.hasPendingWrites
              ) {
                reads.arrived(change.doc.id, at);
              }
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

interface Party {
  client: Client;
  uid: string;
  chat: Arrivals;
  /** The other party's read marks, as this party's listener sees them. */
  reads: Arrivals;
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
        chat: new Arrivals(),
        reads: new Arrivals(),
      });
    }
    for (const self of parties) {
      unsubscribes.push(
        await listen(
          query(
            collection(self.client.db, 'bookings', bookingId, 'messages'),
            orderBy('createdAt', 'asc'),
            limitToLast(CHAT_PAGE_SIZE),
          ),
          self.chat,
          self.reads,
          'messages',
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

      // Bare write → other client's listener: the receiver marks the message read.
      const bareSeen = sender.reads.expect(messageId);
      const b0 = performance.now();
      const bareAcked = updateDoc(
        doc(receiver.client.db, 'bookings', bookingId, 'messages', messageId),
        { readAt: serverTimestamp() },
      ).then(() => performance.now());
      const [bSeen, bAck] = await withTimeout(
        Promise.all([bareSeen, bareAcked]),
        SAMPLE_TIMEOUT_MS,
        `read mark ${i}`,
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
        'web SDK updateDoc by the receiver marking the new message read (readAt, the one ' +
        "client write to the chat the rules allow); the sender's messages onSnapshot " +
        '(orderBy createdAt, limitToLast 50; rules-checked list) sees it',
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
