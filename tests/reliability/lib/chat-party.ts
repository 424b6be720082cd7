// One side of a booking chat, as the app runs it, for the chat scenarios: the product's
// outbox (src/features/messages/model/outbox.ts) sending through the product's send mapping
// (sendVia/outcomeOf) to the sendMessage callable, the chat screen's listener (createdAt
// order, limitToLast of whole pages) and its read receipts (unreadFor + the same batched
// write as ChatPanel). It records what this person's screen saw: first delivery times,
// repeated deliveries, per-sender order in every snapshot, send attempts and outcomes.
import { randomBytes } from 'node:crypto';
import {
  collection,
  collectionGroup,
  doc,
  getDocs,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { CHAT_PAGE_SIZE, messageNotificationId, newMessageId } from '../../../src/domain/chat';
import { sendVia } from '../../../src/features/messages/api/outbox-instance';
import {
  writeMessageNotificationRead,
  writeReadReceipts,
} from '../../../src/features/messages/api/read-receipts';
import {
  parseMessage,
  unreadFor,
  type ChatMessage,
} from '../../../src/features/messages/model/chat-view';
import {
  Outbox,
  type OutboxDeps,
  type OutboxEntry,
} from '../../../src/features/messages/model/outbox';
import { callableErrorCode } from '../../../src/lib/firebase/callable-error';
import {
  newPerson,
  newVerifiedDj,
  randomId,
  signedInApp,
  type Endpoints,
  type Person,
  type SignedInApp,
} from './people';

/** localStorage as the outbox uses it, in memory (the app's instance passes window.localStorage). */
export function memoryStorage(): NonNullable<OutboxDeps['storage']> {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** What one message is, by the id its sender's outbox chose. */
export interface Sent {
  id: string;
  senderUid: string;
  seq: number;
  bookingId: string;
}

/** A confirmed booking between a new client and a new DJ (what a conversation needs). */
export async function newConversation(
  admin: Parameters<typeof newPerson>[0],
  label: string,
): Promise<{ bookingId: string; client: Person; dj: Person }> {
  const [client, dj] = await Promise.all([
    newPerson(admin, 'client', `${label} client`),
    newVerifiedDj(admin, `${label} dj`),
  ]);
  const bookingId = randomId(20);
  const now = new Date();
  await admin.db.doc(`bookings/${bookingId}`).set({
    clientUid: client.uid,
    clientName: client.name,
    djId: dj.uid,
    djOwnerUid: dj.uid,
    djName: dj.name,
    eventDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    eventType: 'Wedding',
    venue: 'Reliability Hall',
    status: 'confirmed',
    createdAt: now,
    updatedAt: now,
  });
  return { bookingId, client, dj };
}

export class ChatParty {
  readonly outbox: Outbox;
  /** First time this screen showed each message (epoch ms). */
  readonly firstSeen = new Map<string, number>();
  /** Ids the listener reported as added more than once (a repeated delivery). */
  readonly repeated: string[] = [];
  /** Per-sender order broken in a snapshot: `sender #a before #b`. */
  readonly orderViolations: string[] = [];
  /** The last snapshot, in the chat's order. */
  latest: ChatMessage[] = [];
  latestFromCache = true;
  /** The first send attempt of each own message, and when the server acknowledged it. */
  readonly sendStarted = new Map<string, number>();
  readonly acked = new Map<string, number>();
  /** Every attempt's answer: sent, retry:<code>, refused:<code>. */
  readonly answers: string[] = [];
  readonly sent: Sent[] = [];
  readonly receiptErrors: string[] = [];
  /**
   * Receipt writes refused as permission-denied. readAt is set once (rules); when a write
   * reached the server but its answer was lost (the restart cuts connections), the SDK sends
   * it again and the rules refuse the repeat. Not a problem in itself: the audit checks the
   * stored state (everything read, no badge, notification read), which such a write left
   * right, and a receipt that never landed fails those checks.
   */
  readonly receiptRepeatsRefused: string[] = [];
  readonly listenerErrors: string[] = [];
  /** Each failed sendMessage call, as `code: message`. */
  readonly lastErrors: string[] = [];
  /** Messages the outbox marked failed (refused, or given up on), as `#seq reason`. */
  readonly failures: string[] = [];
  receiptBatches = 0;
  notificationReads = 0;
  private readonly seqOf: Map<string, Sent>;
  private readonly marking = new Set<string>();
  private notificationUnread = false;
  private markingNotification = false;
  private readonly unsubscribe: Unsubscribe[] = [];

  private constructor(
    readonly person: Person,
    readonly app: SignedInApp,
    readonly bookingId: string,
    /** What the chat has loaded: whole pages of CHAT_PAGE_SIZE, as "Load earlier" adds them. */
    readonly max: number,
    registry: Map<string, Sent>,
  ) {
    this.seqOf = registry;
    const call = httpsCallable(app.functions, 'sendMessage');
    // The code of the last failed call, for the figures (the outbox only sees its outcome).
    let lastCode = '';
    const productSend = sendVia((input) =>
      call(input).catch((e: unknown) => {
        lastCode = (callableErrorCode(e) ?? 'unknown').replace(/^functions\//, '');
        const message = (e as { message?: unknown }).message;
        if (typeof message === 'string') this.lastErrors.push(`${lastCode}: ${message}`);
        throw e;
      }),
    );
    this.outbox = new Outbox(person.uid, {
      storage: memoryStorage(),
      send: async (entry: OutboxEntry) => {
        if (!this.sendStarted.has(entry.id)) this.sendStarted.set(entry.id, Date.now());
        const outcome = await productSend(entry).catch((e: unknown) => {
          this.answers.push(`threw:${callableErrorCode(e) ?? 'unknown'}`);
          throw e;
        });
        if (outcome.kind === 'sent') {
          this.acked.set(entry.id, Date.now());
          this.answers.push('sent');
        } else if (outcome.kind === 'refused') {
          this.answers.push(`refused:${outcome.reason ?? lastCode}`);
        } else this.answers.push(`retry:${lastCode}`);
        return outcome;
      },
      newId: () => newMessageId((n) => new Uint8Array(randomBytes(n))),
      now: () => Date.now(),
      isOnline: () => true,
      schedule: (fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
    });
    this.outbox.onRefused((entry) => {
      const seq = this.seqOf.get(entry.id)?.seq ?? '?';
      this.failures.push(`#${seq} ${entry.refusal ?? 'gave up'}`);
    });
  }

  /**
   * Signs in and opens the conversation: the chat listener, read receipts while it is "on
   * screen", and the conversation's notification. `expected` is how many messages the chat
   * will hold, so the listener covers them as the chat does after "Load earlier messages".
   */
  static async open(
    person: Person,
    bookingId: string,
    expected: number,
    registry: Map<string, Sent>,
    via: Endpoints = {},
  ): Promise<ChatParty> {
    const app = await signedInApp(person, via);
    const max = CHAT_PAGE_SIZE * Math.max(1, Math.ceil(expected / CHAT_PAGE_SIZE));
    const party = new ChatParty(person, app, bookingId, max, registry);
    party.listen();
    return party;
  }

  /** Types a message: the outbox queues it and sends it when its turn comes. */
  enqueue(seq: number, text: string): Sent {
    const entry = this.outbox.enqueue(this.bookingId, text);
    const sent = { id: entry.id, senderUid: this.person.uid, seq, bookingId: this.bookingId };
    this.sent.push(sent);
    this.seqOf.set(entry.id, sent);
    return sent;
  }

  private listen(): void {
    const q = query(
      collection(this.app.db, 'bookings', this.bookingId, 'messages'),
      orderBy('createdAt', 'asc'),
      limitToLast(this.max),
    );
    this.unsubscribe.push(
      onSnapshot(
        q,
        { includeMetadataChanges: true },
        (snap) => {
          const now = Date.now();
          for (const change of snap.docChanges()) {
            if (change.type !== 'added') continue;
            if (this.firstSeen.has(change.doc.id)) this.repeated.push(change.doc.id);
            else this.firstSeen.set(change.doc.id, now);
          }
          this.latest = snap.docs.map((d) => parseMessage(d.id, d.data()));
          this.latestFromCache = snap.metadata.fromCache;
          this.checkOrder();
          // As ChatPanel: the listener has them, so their local echoes go.
          this.outbox.confirm(new Set(this.latest.map((m) => m.id)));
          this.markRead();
        },
        (error) => this.listenerErrors.push(`messages: ${error.code}`),
      ),
    );
    this.unsubscribe.push(
      onSnapshot(
        doc(
          this.app.db,
          'users',
          this.person.uid,
          'notifications',
          messageNotificationId(this.bookingId),
        ),
        (snap) => {
          // As useMessageNotificationUnread: a pending "read" write counts as read.
          this.notificationUnread =
            snap.exists() && snap.get('readAt', { serverTimestamps: 'estimate' }) === null;
          this.markRead();
        },
        (error) => this.listenerErrors.push(`notification: ${error.code}`),
      ),
    );
  }

  private checkOrder(): void {
    const last = new Map<string, number>();
    for (const m of this.latest) {
      const sent = this.seqOf.get(m.id);
      if (!sent) continue;
      const before = last.get(sent.senderUid);
      if (before !== undefined && before >= sent.seq) {
        this.orderViolations.push(`${sent.senderUid.slice(0, 6)} #${before} before #${sent.seq}`);
      }
      last.set(sent.senderUid, sent.seq);
    }
  }

  /** ChatPanel's markRead: unread messages to me not already being marked, in one batch. */
  private markRead(): void {
    const ids = unreadFor(this.latest, this.person.uid).filter((id) => !this.marking.has(id));
    if (ids.length > 0) {
      ids.forEach((id) => this.marking.add(id));
      this.receiptBatches += 1;
      writeReadReceipts(this.app.db, this.bookingId, ids).catch((e: unknown) => {
        ids.forEach((id) => this.marking.delete(id));
        this.receiptFailed('messages', e);
      });
    }
    if (this.notificationUnread && !this.markingNotification) {
      this.markingNotification = true;
      this.notificationReads += 1;
      writeMessageNotificationRead(this.app.db, this.person.uid, this.bookingId)
        .catch((e: unknown) => this.receiptFailed('notification', e))
        .finally(() => {
          this.markingNotification = false;
        });
    }
  }

  private receiptFailed(what: string, error: unknown): void {
    const code = (error as { code?: string }).code ?? String(error);
    (code === 'permission-denied' ? this.receiptRepeatsRefused : this.receiptErrors).push(
      `${what}: ${code}`,
    );
  }

  /** Own messages still in the outbox that are not on the server (queued, sending, failed). */
  pending(): OutboxEntry[] {
    return this.outbox.list().filter((e) => e.state !== 'sent');
  }

  /** The unread badge's query (collection group, through the rules): my unread messages. */
  async unreadCount(): Promise<number> {
    const snap = await getDocs(
      query(
        collectionGroup(this.app.db, 'messages'),
        where('receiverUid', '==', this.person.uid),
        where('readAt', '==', null),
      ),
    );
    return snap.docs.filter((d) => d.ref.parent.parent?.id === this.bookingId).length;
  }

  async close(): Promise<void> {
    this.unsubscribe.forEach((u) => u());
    await this.app.close();
  }
}

/** A stored message as the Admin SDK reads it. */
export interface StoredMessage {
  id: string;
  senderUid: string;
  receiverUid: string;
  content: string;
  createdAt: number;
  readAt: number | null;
}

export async function storedMessages(
  db: AdminFirestore,
  bookingId: string,
): Promise<StoredMessage[]> {
  const snap = await db.collection(`bookings/${bookingId}/messages`).orderBy('createdAt').get();
  const ms = (v: unknown): number | null =>
    v && typeof (v as { toMillis?: unknown }).toMillis === 'function'
      ? (v as { toMillis: () => number }).toMillis()
      : null;
  return snap.docs.map((d) => ({
    id: d.id,
    senderUid: String(d.get('senderUid')),
    receiverUid: String(d.get('receiverUid')),
    content: String(d.get('content')),
    createdAt: ms(d.get('createdAt')) ?? 0,
    readAt: ms(d.get('readAt')),
  }));
}

/** The p-th percentile (0–100) of `values`, nearest rank; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** What the chat scenarios check across their conversations, after everything settled. */
export interface ChatAudit {
  sent: number;
  acknowledged: number;
  /**
   * Not acknowledged, but stored and on the sender's screen: the send reached the server, its
   * answer was lost, and the listener's copy took the message out of the outbox before a
   * retry (which would have been answered duplicate). Delivered, not lost.
   */
  confirmedByListener: number;
  /** Receipt writes refused because they had already been applied (see ChatParty). */
  receiptRepeatsRefused: number;
  /** Sent but missing from the store or from either party's screen (each message once). */
  lost: string[];
  /** Extra stored copies plus repeated deliveries to a screen. */
  duplicated: string[];
  /** Per-sender order broken on a screen or in the store (createdAt order). */
  orderViolations: string[];
  /** Receipt problems: unread left, readAt before createdAt, read without being seen … */
  receiptProblems: string[];
  /** Receiver's first sight minus the sender's first attempt, ms. */
  latencies: number[];
  answers: string[];
  /** Messages the outbox marked failed, as `booking #seq reason`. */
  failures: string[];
}

/** One conversation: its booking and its two parties. */
export interface ChatPair {
  bookingId: string;
  parties: [ChatParty, ChatParty];
}

/** Reads the stored state and both screens of every conversation and compares them. */
export async function auditChats(
  db: AdminFirestore,
  pairs: readonly ChatPair[],
  textOf: (sent: Sent) => string,
): Promise<ChatAudit> {
  const audit: ChatAudit = {
    sent: 0,
    acknowledged: 0,
    confirmedByListener: 0,
    receiptRepeatsRefused: 0,
    lost: [],
    duplicated: [],
    orderViolations: [],
    receiptProblems: [],
    latencies: [],
    answers: [],
    failures: [],
  };
  for (const { bookingId, parties } of pairs) {
    const stored = await storedMessages(db, bookingId);
    const byId = new Map(stored.map((m) => [m.id, m]));
    const contentCount = new Map<string, number>();
    for (const m of stored) contentCount.set(m.content, (contentCount.get(m.content) ?? 0) + 1);
    for (const party of parties) {
      const other = party === parties[0] ? parties[1] : parties[0];
      audit.answers.push(...party.answers);
      audit.failures.push(...party.failures.map((f) => `${bookingId} ${f}`));
      audit.orderViolations.push(...party.orderViolations.map((v) => `${bookingId} screen: ${v}`));
      audit.duplicated.push(...party.repeated.map((id) => `${bookingId}/${id} shown twice`));
      audit.receiptProblems.push(...party.receiptErrors.map((e) => `${bookingId} ${e}`));
      audit.receiptRepeatsRefused += party.receiptRepeatsRefused.length;
      for (const s of party.sent) {
        audit.sent += 1;
        if (party.acked.has(s.id)) audit.acknowledged += 1;
        else if (byId.has(s.id) && party.firstSeen.has(s.id)) audit.confirmedByListener += 1;
        const where = [];
        if (!byId.has(s.id)) where.push('store');
        if (!party.firstSeen.has(s.id)) where.push('sender screen');
        if (!other.firstSeen.has(s.id)) where.push('receiver screen');
        if (where.length > 0) audit.lost.push(`${bookingId} #${s.seq}: not in ${where.join(', ')}`);
        const copies = contentCount.get(textOf(s)) ?? 0;
        if (copies > 1) audit.duplicated.push(`${bookingId} #${s.seq} stored ${copies} times`);
        const started = party.sendStarted.get(s.id);
        const seen = other.firstSeen.get(s.id);
        if (started !== undefined && seen !== undefined) audit.latencies.push(seen - started);
      }
      // The store, in the chat's order: each sender's messages in the order they were typed.
      const seqs = stored
        .filter((m) => m.senderUid === party.person.uid)
        .map((m) => party.sent.find((s) => s.id === m.id)?.seq ?? -1);
      for (let i = 1; i < seqs.length; i++) {
        if ((seqs[i] as number) <= (seqs[i - 1] as number)) {
          audit.orderViolations.push(`${bookingId} store: #${seqs[i - 1]} before #${seqs[i]}`);
        }
      }
      // Read receipts: everything addressed to this party is read, by what its screen showed.
      for (const m of stored.filter((x) => x.receiverUid === party.person.uid)) {
        if (m.readAt === null) audit.receiptProblems.push(`${bookingId}/${m.id} unread`);
        else if (m.readAt < m.createdAt) {
          audit.receiptProblems.push(`${bookingId}/${m.id} read before it was written`);
        }
        if (m.readAt !== null && !party.firstSeen.has(m.id)) {
          audit.receiptProblems.push(`${bookingId}/${m.id} read but never shown to its receiver`);
        }
      }
      // The sender's screen shows "Read" under each of its messages the store has as read.
      for (const m of stored.filter((x) => x.senderUid === party.person.uid && x.readAt !== null)) {
        const shown = party.latest.find((x) => x.id === m.id);
        if (!shown?.readAt)
          audit.receiptProblems.push(`${bookingId}/${m.id} read, sender not told`);
      }
      const unread = await party.unreadCount();
      if (unread > 0) audit.receiptProblems.push(`${bookingId}: unread badge ${unread} left`);
      const notification = await db
        .doc(`users/${party.person.uid}/notifications/${messageNotificationId(bookingId)}`)
        .get();
      if (notification.exists && notification.get('readAt') === null) {
        audit.receiptProblems.push(`${bookingId}: notification still unread`);
      }
    }
  }
  return audit;
}

/** Everything sent is acknowledged, on both screens and read: the chats have settled. */
export function settled(pairs: readonly ChatPair[]): boolean {
  return pairs.every(({ parties }) =>
    parties.every((party) => {
      const other = party === parties[0] ? parties[1] : parties[0];
      return (
        party.pending().length === 0 &&
        party.sent.every((s) => party.firstSeen.has(s.id) && other.firstSeen.has(s.id)) &&
        unreadFor(party.latest, party.person.uid).length === 0 &&
        party.latest.every((m) => m.senderUid !== party.person.uid || m.readAt !== null) &&
        !party.latestFromCache
      );
    }),
  );
}

export function ms(value: number): string {
  return Number.isNaN(value) ? '–' : `${Math.round(value)} ms`;
}
