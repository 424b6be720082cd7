// The webhook storm's Connect part: DJs set up payouts (two clicks at once), then Stripe
// changes their accounts several times (onboarding, a review that switches transfers off,
// requirements due) while `account.updated` and `capability.updated` for every change, and a
// `payout.paid`, arrive over HTTP at the Connect endpoint: each delivered several times, at
// once and out of order (copies of older events after newer ones), with forged deliveries
// (wrong secret, edited body, no signature) of an event newer than any genuine one.
//
// Stripe's events come after the change they describe, with `created` in its second: each
// change here gets its own second, and its events are sent after it. The DJs' accounts all
// run at once. The last changes come in bursts: the older events' copies are sent, the
// account changes while they are being handled, and every copy of the new events follows at
// once. Before that, one delivery at a time per account: the Firestore emulator settles two
// transactions on one document by a lock timeout of about 2 s (production Firestore in
// milliseconds), and with 12 deliveries in flight on 3 accounts a steady stream starved one
// past transact's 30 s budget (a 500, which Stripe would retry).
//
// Must hold: every genuine delivery 200, every forged one 400 with nothing written; each
// event id recorded once in stripeEvents; each payoutAccounts document ends as the loopback
// account is at the end (state, transfers, payouts, requirements), at the newest event's
// `created`; one Express account per DJ; one notification per payout.paid event.
import { payoutAccountState } from '../../../src/domain/payout-account-state';
import {
  READY_ACCOUNT,
  type LoopbackAccountPatch,
  type StripeLoopback,
} from '../../functions/stripe-loopback';
import { tally, type ScenarioContext } from './harness';
import { randomId } from './people';
import { djSettingUpPayouts, type LoopbackStripe, type StripeDj } from './payout-stripe';

/** Onboarding sent, Stripe still checking: transfers pending. */
const CHECKING: LoopbackAccountPatch = {
  detailsSubmitted: true,
  payoutsEnabled: false,
  transfersCapability: 'pending',
  currentlyDue: [],
  disabledReason: null,
};
/** A review switched transfers off until the DJ sends an ID. */
const UNDER_REVIEW: LoopbackAccountPatch = {
  detailsSubmitted: true,
  payoutsEnabled: false,
  transfersCapability: 'inactive',
  currentlyDue: ['individual.verification.document'],
  disabledReason: 'requirements.past_due',
};
/** Ready, with a requirement due later (transfers still run). */
const DUE_SOON: LoopbackAccountPatch = {
  ...READY_ACCOUNT,
  currentlyDue: ['individual.id_number'],
};
const CHANGES: readonly LoopbackAccountPatch[] = [CHECKING, READY_ACCOUNT, UNDER_REVIEW, DUE_SOON];
/** How the DJs' accounts end: ready, under review, or still being checked. */
const FINAL: readonly LoopbackAccountPatch[] = [READY_ACCOUNT, UNDER_REVIEW, CHECKING];

export interface ConnectStormSize {
  djs: number;
  /** Account changes per DJ, the last one its final state. */
  changes: number;
  /** Deliveries of each genuine event. */
  copies: number;
  /** How many of the last changes arrive as a burst (everything at once). */
  bursts: number;
}

export interface ConnectEnv extends LoopbackStripe {
  /** The Connect endpoint (handleStripeConnectWebhook over HTTP). */
  url: string;
  secret: string;
}

type Delivery = { eventId: string; payload: string; signature: string | null; label: string };
type Task = { kind: 'change'; patch: LoopbackAccountPatch } | ({ kind: 'deliver' } & Delivery);
/**
 * Tasks started in order without waiting (a change is applied where it stands, so the
 * deliveries sent before it are handled after it), then all awaited.
 */
type Wave = Task[];

interface Plan {
  /** Per DJ, the waves one after the other. */
  waves: Map<StripeDj, Wave[]>;
  genuine: Map<string, { type: string; djId: string }>;
  forged: string[];
  /** The newest genuine event's `created`, per account. */
  newest: Map<string, number>;
}

function connectEvent(type: string, account: string, created: number, object: object) {
  const id = `evt_${randomId(24)}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-08-27.basil',
    type,
    account,
    created,
    livemode: false,
    data: { object },
  });
  return { id, payload };
}

/** Three forged deliveries of an event newer than any genuine one: applied, it would stick. */
function forgeries(
  sign: (payload: string, secret?: string) => string,
  dj: StripeDj,
  created: number,
) {
  const { id, payload } = connectEvent('account.updated', dj.accountId, created, {
    id: dj.accountId,
    object: 'account',
  });
  const forged = (label: string, body: string, signature: string | null): Task => ({
    kind: 'deliver',
    eventId: id,
    payload: body,
    signature,
    label,
  });
  return {
    id,
    tasks: [
      forged('wrong secret', payload, sign(payload, 'whsec_not_the_connect_secret')),
      forged('no signature', payload, null),
      forged('edited body', payload.replace('"livemode":false', '"livemode":true'), sign(payload)),
    ],
  };
}

/**
 * Per DJ: change k, then its events. A change before the bursts is followed by its events one
 * at a time, then the change before's capability.updated for the first time and the other
 * copies of its events (older after newer). A burst sends those, makes the change while they
 * are handled, and sends every copy of its own events, all at once.
 */
function plan(env: ConnectEnv, djs: readonly StripeDj[], size: ConnectStormSize): Plan {
  const sign = (payload: string, secret = env.secret) =>
    env.stripe.webhooks.generateTestHeaderString({ payload, secret });
  const base = Math.floor(Date.now() / 1000);
  const out: Plan = { waves: new Map(), genuine: new Map(), forged: [], newest: new Map() };
  djs.forEach((dj, d) => {
    const genuine = (type: string, created: number, object: object): Task => {
      const e = connectEvent(type, dj.accountId, created, object);
      out.genuine.set(e.id, { type, djId: dj.djId });
      return {
        kind: 'deliver',
        eventId: e.id,
        payload: e.payload,
        signature: sign(e.payload),
        label: 'genuine',
      };
    };
    const copies = (tasks: Task[], n: number) =>
      tasks.flatMap((t) => Array.from({ length: n }, () => ({ ...t })));
    const waves: Wave[] = [];
    let before: Task[] = [];
    let late: Task | null = null;
    for (let k = 0; k < size.changes; k++) {
      const last = k === size.changes - 1;
      const patch = last
        ? (FINAL[d % FINAL.length] as LoopbackAccountPatch)
        : (CHANGES[(d + k) % CHANGES.length] as LoopbackAccountPatch);
      const created = base + 10 * k;
      out.newest.set(dj.accountId, created);
      const events = [
        genuine('account.updated', created, { id: dj.accountId, object: 'account' }),
        genuine('capability.updated', created, {
          id: 'transfers',
          object: 'capability',
          account: dj.accountId,
          status: patch.transfersCapability,
        }),
      ];
      if (k === 1) {
        events.push(
          genuine('payout.paid', created, {
            id: `po_${randomId(14)}`,
            object: 'payout',
            amount: 42_500 + d,
          }),
        );
      }
      const change: Task = { kind: 'change', patch };
      const extra = copies(before, size.copies - 1);
      if (k >= size.changes - size.bursts) {
        waves.push([...(late ? [late] : []), ...extra, change, ...copies(events, size.copies)]);
        late = null;
      } else {
        // This change's capability.updated arrives first after the next change's events.
        const [accountUpdated, capabilityUpdated, ...rest] = events as [Task, Task, ...Task[]];
        waves.push(
          [change],
          [accountUpdated],
          ...rest.map((e) => [e]),
          ...(late ? [[late]] : []),
          ...extra.map((e) => [e]),
        );
        late = capabilityUpdated;
      }
      before = events;
    }
    if (late) waves.push([late]);
    const forged = forgeries(sign, dj, base + 10 * size.changes + 500);
    out.forged.push(forged.id);
    // Between the changes, and one in the last burst.
    forged.tasks.forEach((t, i) => {
      const at = Math.round(((i + 1) * (waves.length - 1)) / forged.tasks.length);
      waves[at]?.push(t);
    });
    out.waves.set(dj, waves);
  });
  return out;
}

/** Median and slowest of some latencies, as `p50 120 ms, max 900 ms`. */
function percentiles(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${sorted[Math.floor(sorted.length / 2)] ?? 0} ms, max ${sorted.at(-1) ?? 0} ms`;
}

/** What payoutAccounts/{uid} must say about the loopback account as it is now. */
function expectedFields(loopback: StripeLoopback, accountId: string) {
  const a = loopback.accounts.get(accountId);
  if (!a) throw new Error(`no loopback account ${accountId}`);
  const transfersCapability = a.capabilities.transfers ?? null;
  return {
    state: payoutAccountState({
      detailsSubmitted: a.details_submitted,
      transfersCapability,
      currentlyDue: a.requirements.currently_due,
      disabledReason: a.requirements.disabled_reason,
      deauthorized: false,
    }),
    transfersActive: transfersCapability === 'active',
    payoutsEnabled: a.payouts_enabled,
    detailsSubmitted: a.details_submitted,
    currentlyDue: a.requirements.currently_due,
    disabledReason: a.requirements.disabled_reason,
  };
}

export async function connectStorm(
  ctx: ScenarioContext,
  env: ConnectEnv,
  size: ConnectStormSize,
  now: Date,
): Promise<void> {
  const f = ctx.figures;
  const djs = await Promise.all(
    Array.from({ length: size.djs }, () => djSettingUpPayouts(ctx, env, now)),
  );
  const creates = env.loopback.effects.filter((r) => r.path === '/v1/accounts');
  ctx.check(
    'Connect: one Express account per DJ, however many clicks',
    djs.every((dj) => creates.filter((r) => r.form['metadata[uid]'] === dj.djId).length === 1),
    `${creates.length} accounts for ${djs.length} DJs, 2 clicks each`,
  );

  const { waves, genuine, forged, newest } = plan(env, djs, size);
  const deliver = async (task: Delivery) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (task.signature !== null) headers['stripe-signature'] = task.signature;
    const sent = Date.now();
    const res = await fetch(env.url, { method: 'POST', headers, body: task.payload });
    const body = (await res.json()) as { outcome?: string };
    return { task, status: res.status, outcome: body.outcome ?? '', ms: Date.now() - sent };
  };
  const started = Date.now();
  // The DJs' accounts all at once; each one's waves in turn.
  const perDj = await Promise.all(
    [...waves].map(async ([dj, list]) => {
      const answers = [];
      for (const wave of list) {
        const sent = wave.map((task) => {
          if (task.kind === 'deliver') return deliver(task);
          env.loopback.setAccount(dj.accountId, task.patch);
          return null;
        });
        for (const answer of await Promise.all(sent)) if (answer) answers.push(answer);
      }
      return answers;
    }),
  );
  const delivered = perDj.flat();
  const seconds = (Date.now() - started) / 1000;
  const real = delivered.filter((a) => a.task.label === 'genuine');
  const fake = delivered.filter((a) => a.task.label !== 'genuine');
  f.requests += delivered.length;
  f.successes += real.filter((a) => a.status === 200).length;
  f.refusals += fake.filter((a) => a.status === 400).length;
  const dropped = real.filter((a) => a.outcome === 'duplicate').length;
  f.notes.push(
    `Connect: ${delivered.length} deliveries of ${genuine.size} events (${size.changes} changes × 2 + 1 payout.paid per account, ${size.copies}× each, the last ${size.bursts} changes in bursts) for ${djs.length} accounts in ${seconds.toFixed(1)} s`,
    `Connect genuine: ${tally(real.map((a) => `${a.status} ${a.outcome}`))}; ${dropped} duplicates dropped; ${percentiles(real.map((a) => a.ms))}`,
    `Connect forged: ${tally(fake.map((a) => `${a.status} ${a.task.label}`))}`,
  );
  ctx.check(
    'Connect: every genuine delivery acknowledged with 200',
    real.every((a) => a.status === 200),
    tally(real.map((a) => String(a.status))),
  );
  ctx.check(
    'Connect: every forged delivery refused with 400',
    fake.every((a) => a.status === 400),
    tally(fake.map((a) => `${a.status} ${a.task.label}`)),
  );

  const ids = [...genuine.keys()];
  const recorded = await Promise.all(
    [...ids, ...forged].map((id) => ctx.db.doc(`stripeEvents/${id}`).get()),
  );
  const genuineRecorded = recorded.slice(0, ids.length).filter((s) => s.exists).length;
  const forgedRecorded = recorded.slice(ids.length).filter((s) => s.exists).length;
  f.lost += ids.length - genuineRecorded;
  ctx.check(
    'Connect: every event id recorded once, no forged one',
    genuineRecorded === ids.length && forgedRecorded === 0,
    `${genuineRecorded}/${ids.length} genuine, ${forgedRecorded} forged`,
  );

  const wrong: string[] = [];
  for (const dj of djs) {
    const stored = (await ctx.db.doc(`payoutAccounts/${dj.djId}`).get()).data() ?? {};
    const want = {
      ...expectedFields(env.loopback, dj.accountId),
      lastEventCreated: newest.get(dj.accountId),
    };
    const off = Object.entries(want).filter(
      ([k, v]) => JSON.stringify(stored[k]) !== JSON.stringify(v),
    );
    if (off.length > 0) {
      wrong.push(
        `${dj.djId}: ${off.map(([k, v]) => `${k} ${JSON.stringify(stored[k])} ≠ ${JSON.stringify(v)}`).join(', ')}`,
      );
    }
  }
  f.lost += wrong.length;
  ctx.check(
    "Connect: each payout account ends as Stripe's account is, at the newest event",
    wrong.length === 0,
    wrong.slice(0, 3).join('; ') ||
      tally(djs.map((dj) => expectedFields(env.loopback, dj.accountId).state)),
  );

  const paidEvents = ids.filter((id) => genuine.get(id)?.type === 'payout.paid');
  const notices = await Promise.all(
    paidEvents.map((id) =>
      ctx.db.doc(`users/${genuine.get(id)?.djId}/notifications/stripe_${id}`).get(),
    ),
  );
  ctx.check(
    'Connect: one notification per payout.paid event',
    notices.every((n) => n.exists),
    `${notices.filter((n) => n.exists).length}/${paidEvents.length}`,
  );
}
