// An emulator restart during a chat (issue 11): conversations are under way through the
// app's own path (outbox → sendMessage, the chat listener, read receipts) when Auth,
// Firestore and Functions stop (exporting their data) and start again from it. Messages
// typed before, during and after the outage must all arrive exactly once on both screens, in
// the order typed, with nobody pressing Retry: the outbox holds them and retries until the
// server is back (src/features/messages/model/outbox.ts), and the message id it chose makes a
// retry of a send that did reach the server a no-op (sendMessage answers duplicate). The
// parties talk to Firestore and Functions through relays that are cut for the outage, so
// replies in flight are lost too (lib/outage-proxy.ts says why the cut comes first).
import { getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { EMULATOR_ENV } from '../../../scripts/lib/emulators';
import { eventually, pool, sleep, tally, type Scenario, type Size } from '../lib/harness';
import { outageProxy } from '../lib/outage-proxy';
import { recordChatAudit } from '../lib/chat-checks';
import {
  auditChats,
  ChatParty,
  ms,
  newConversation,
  percentile,
  settled,
  type ChatPair,
  type Sent,
} from '../lib/chat-party';
import { PASSWORD } from '../lib/people';

const CONVERSATIONS: Record<Size, number> = { ci: 3, full: 10 };
/** Per sender, before the restart and from the moment it begins (within 10 per minute). */
const BEFORE = 3;
const DURING: Record<Size, number> = { ci: 3, full: 5 };
/** From cutting the clients off to stopping the emulators: in-flight calls finish. */
const DRAIN_MS = 3000;
/** Time between two messages of one sender while the restart runs. */
const TYPING_GAP_MS = 1500;
/** Sign-ins after the restart, per party, when the Auth emulator's answer is lost. */
const SIGN_IN_TRIES = 3;

const textOf = (party: ChatParty, seq: number) =>
  `Restart message ${seq} from the ${party.person.role === 'dj' ? 'DJ' : 'client'}, chat ${party.bookingId}`;

export const scenario: Scenario = {
  id: 'chat-restart',
  title: 'Chat across an emulator restart',
  describe: (size) =>
    `${CONVERSATIONS[size]} conversations × 2 parties: ${BEFORE} messages each, then ` +
    `${DURING[size]} more typed every ${TYPING_GAP_MS / 1000} s while Auth, Firestore and ` +
    'Functions restart (data exported and imported); outbox retries only, no manual Retry',
  async run(ctx) {
    const f = ctx.figures;
    const during = DURING[ctx.size];
    const registry = new Map<string, Sent>();
    const conversations = await pool(
      Array.from({ length: CONVERSATIONS[ctx.size] }, (_, i) => i),
      3,
      (i) => newConversation(ctx, `Restart ${i + 1}`),
    );
    // The parties reach Firestore and Functions through relays the restart cuts (see
    // lib/outage-proxy.ts for why); the scenario's own Admin SDK reads go straight.
    const [fsHost, fsPort] = EMULATOR_ENV.FIRESTORE_EMULATOR_HOST.split(':');
    const fnOrigin = new URL(EMULATOR_ENV.FUNCTIONS_EMULATOR_ORIGIN);
    const relays = [
      await outageProxy(fsHost ?? '127.0.0.1', Number(fsPort)),
      await outageProxy(fnOrigin.hostname, Number(fnOrigin.port)),
    ] as const;
    const via = { firestorePort: relays[0].port, functionsPort: relays[1].port };
    const pairs: ChatPair[] = await pool(conversations, 3, async (c) => ({
      bookingId: c.bookingId,
      parties: [
        await ChatParty.open(c.client, c.bookingId, BEFORE + during, registry, via),
        await ChatParty.open(c.dj, c.bookingId, BEFORE + during, registry, via),
      ] as [ChatParty, ChatParty],
    }));
    const parties = pairs.flatMap((p) => p.parties);
    const texts = new Map<string, string>();
    const type = (party: ChatParty, seq: number): Sent => {
      const text = textOf(party, seq);
      const sent = party.enqueue(seq, text);
      texts.set(sent.id, text);
      return sent;
    };
    try {
      const live = await eventually(
        async () => (parties.every((p) => !p.latestFromCache) ? true : undefined),
        30_000,
      );
      if (!ctx.check('every chat listener is live', live === true)) return;

      for (const party of parties) {
        for (let seq = 1; seq <= BEFORE; seq++) {
          type(party, seq);
        }
      }
      const before = await eventually(
        async () => (settled(pairs) ? true : undefined),
        120_000,
        250,
      );
      ctx.check('the chats settle before the restart', before === true);

      // Typing goes on through the restart: each sender types its next messages at a steady
      // pace, starting just before the emulators stop.
      let restartStarted = 0;
      let restartEnded = 0;
      const typedDuringOutage: string[] = [];
      let signInRetries = 0;
      const typing = Promise.all(
        parties.map(async (party, i) => {
          await sleep((i % 4) * 100);
          for (let k = 1; k <= during; k++) {
            const sent = type(party, BEFORE + k);
            if (restartStarted > 0 && restartEnded === 0) typedDuringOutage.push(sent.id);
            await sleep(TYPING_GAP_MS);
          }
        }),
      );
      await sleep(300);
      const inFlightAtStop = parties.reduce((n, p) => n + p.pending().length, 0);
      restartStarted = Date.now();
      ctx.log(`restarting the emulators with ${inFlightAtStop} messages queued or sending…`);
      // Every party's SDK warns about each failed reconnect while the server is away.
      setLogLevel('error');
      relays.forEach((r) => r.cut());
      // Calls already inside a function finish their transaction before the stop.
      await sleep(DRAIN_MS);
      await ctx.emulators.restart();
      // The Auth emulator's import sets every account's validSince to the import time, so each
      // session from before the restart now counts as revoked for the callables' revocation
      // check (issue 19), and every queued send would be refused as unauthenticated. A real
      // project never resets it. The parties sign in again, as the app makes a person do after
      // a revoked session, before their connections come back. A sign-in the freshly imported
      // Auth emulator does not answer in time (auth/network-request-failed: run 19, on a slow
      // machine) is what a person meets as "check your connection" and tries again; the chats
      // under test are the outbox's, not the sign-in form's.
      await Promise.all(
        parties.map(async (p) => {
          for (let attempt = 1; ; attempt++) {
            try {
              await signInWithEmailAndPassword(getAuth(p.app.app), p.person.email, PASSWORD);
              return;
            } catch (error) {
              const code = (error as { code?: unknown }).code;
              if (code !== 'auth/network-request-failed' || attempt === SIGN_IN_TRIES) throw error;
              signInRetries += 1;
              await sleep(2000);
            }
          }
        }),
      );
      relays.forEach((r) => r.restore());
      restartEnded = Date.now();
      await typing;
      ctx.log(
        `emulators back after ${((restartEnded - restartStarted) / 1000).toFixed(1)} s; ` +
          `${typedDuringOutage.length} messages typed while they were down`,
      );

      const after = await eventually(async () => (settled(pairs) ? true : undefined), 240_000, 250);
      const settledAt = Date.now();
      ctx.check('the chats settle after the restart, with no manual Retry', after === true);

      const audit = await auditChats(ctx.db, pairs, (s) => texts.get(s.id) ?? '');
      recordChatAudit(ctx, audit, {
        acknowledged:
          'every message taken by the server (acknowledged, or confirmed by the listener when the answer was lost), none refused or failed',
        exactlyOnce: 'no queued message lost, none stored or shown twice',
        order: 'per-sender order preserved across the restart',
        receipts: 'read receipts consistent after the restart',
      });
      const retries = audit.answers.filter((a) => a.startsWith('retry')).length;
      ctx.check(
        'the outage was felt (some sends retried) and ridden out',
        retries > 0 || inFlightAtStop + typedDuringOutage.length === 0,
        `${retries} retried attempts`,
      );

      f.notes.push(
        `outage (clients cut off, emulators stopped, exported, started, imported) ` +
          `${((restartEnded - restartStarted) / 1000).toFixed(1)} s; ${relays[0].dropped + relays[1].dropped} connections dropped; ` +
          `${inFlightAtStop} queued or sending when it began, ${typedDuringOutage.length} typed while down; ` +
          `${signInRetries} sign-ins after it sent again (network-request-failed)`,
        `attempts ${audit.answers.length} (${tally(audit.answers)})`,
        `last message delivered ${((settledAt - restartEnded) / 1000).toFixed(1)} s after the emulators were back; ` +
          `send → shown to the other party p50 ${ms(percentile(audit.latencies, 50))}, ` +
          `max ${ms(percentile(audit.latencies, 100))}`,
      );
    } finally {
      setLogLevel('info');
      await Promise.all(parties.map((p) => p.close()));
      await Promise.all(relays.map((r) => r.close()));
    }
  },
};
