// Hostile logic, payouts (issue 23, decision 0027; invariant 9): the DJ's money records are
// the server's. payouts/{bookingId} is read by its DJ and admins only and written through the
// web SDK by nobody, not even its DJ; payoutAccounts/{uid} likewise, so no DJ marks themselves
// ready to be paid or points their payouts at another Stripe account. A DJ accepts (and the
// client's card is charged) only with a payout account that can receive transfers, and only
// DJs set up payouts or open the Stripe dashboard. The problem reports, the admins' tools and
// the race between them and the payout job are in logic-attacks-payout-{problems,race}.ts.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { EMULATOR_ENV, PROJECT_ID } from '../../../scripts/lib/emulators';
import { readyDemoPayoutAccount } from '../../../src/domain/payout-record';
import type { ScenarioContext } from './harness';
import { refusedCall, succeeded, type LogicKit, type Verdict } from './logic-attacks-kit';
import { book, isoDate, sdkOutcome, seedBooking, transition, withApp } from './logic-attacks-world';
import { call, newPeople, newVerifiedDj, randomId, type CallOutcome, type Person } from './people';

/** One web SDK operation as `person` (the security rules apply), answering as a CallOutcome. */
export const asSdk = <T>(person: Person, op: (db: Firestore) => Promise<T>) =>
  withApp(person, (app) => sdkOutcome(() => op(app.db)));

/** getDoc: the document's data, or null when it does not exist. */
export const readDoc = (person: Person, path: string) =>
  asSdk(person, async (db) => (await getDoc(doc(db, path))).data() ?? null);

/** getDocs of a collection, or of its documents whose `field` is `value`: how many came. */
const listDocs = (person: Person, name: string, field?: string, value?: string) =>
  asSdk(person, async (db) => {
    const all = collection(db, name);
    return (await getDocs(field ? query(all, where(field, '==', value)) : all)).size;
  });

/** A verified DJ who never set up payouts (newVerifiedDj gives every DJ a ready account). */
export async function djWithoutPayouts(ctx: ScenarioContext, label: string): Promise<Person> {
  const dj = await newVerifiedDj(ctx, label);
  await ctx.db.doc(`payoutAccounts/${dj.uid}`).delete();
  return dj;
}

/** A request `client` made for `dj` (createPayment, demo), and its id. */
export async function requested(client: Person, dj: Person, eventDate: string): Promise<string> {
  const made = await book(client, dj.uid, eventDate);
  if (!made.bookingId) throw new Error(`createPayment refused: ${JSON.stringify(made.outcome)}`);
  return made.bookingId;
}

/** The accept succeeded and the server scheduled the DJ's payout. */
export async function acceptedAndScheduled(
  ctx: ScenarioContext,
  dj: Person,
  bookingId: string,
): Promise<Verdict> {
  const answer = await transition(dj, bookingId, 'accept');
  if (!answer.ok) return succeeded(answer, 'accept: ');
  const payout = await ctx.db.doc(`payouts/${bookingId}`).get();
  return payout.get('status') === 'scheduled'
    ? { refused: false }
    : { refused: true, detail: `accepted, payout ${String(payout.get('status') ?? 'absent')}` };
}

/** An accept that must be refused, leaving the request pending and no payout planned. */
async function acceptRefused(
  ctx: ScenarioContext,
  dj: Person,
  bookingId: string,
): Promise<Verdict> {
  const verdict = refusedCall(await transition(dj, bookingId, 'accept'));
  const [booking, payout] = await Promise.all([
    ctx.db.doc(`bookings/${bookingId}`).get(),
    ctx.db.doc(`payouts/${bookingId}`).get(),
  ]);
  const status = String(booking.get('status'));
  return status !== 'pending' || payout.exists
    ? { refused: false, detail: `${verdict.detail}; booking ${status}, payout ${payout.exists}` }
    : verdict;
}

/** A control's verdict: answered ok, and `check` holds for what came back. */
export function answeredWith(
  outcome: CallOutcome,
  check: (result: unknown) => boolean,
  what: string,
): Verdict {
  if (!outcome.ok) return succeeded(outcome, `${what}: `);
  return check(outcome.result)
    ? { refused: false }
    : { refused: true, detail: `${what}: ${JSON.stringify(outcome.result).slice(0, 120)}` };
}

export const field = (result: unknown, name: string): unknown =>
  (result as Record<string, unknown> | null)?.[name];

/** Reads and writes of payouts and payoutAccounts through the web SDK. */
export async function payoutRecordsAreTheServers(
  ctx: ScenarioContext,
  kit: LogicKit,
  admin: Person,
  round: number,
): Promise<void> {
  const [dj, rival] = await Promise.all([
    newVerifiedDj(ctx, `Paid DJ ${round}`),
    newVerifiedDj(ctx, `Rival DJ ${round}`),
  ]);
  const [client, stranger] = await newPeople(ctx, 'client', `Payee ${round}-`, 2);
  if (!client || !stranger) throw new Error('no clients');
  const bookingId = await kit.setup(() => requested(client, dj, isoDate(300 + round)));
  await kit.control(9, `round ${round}: the DJ accepts; the server schedules the payout`, () =>
    acceptedAndScheduled(ctx, dj, bookingId),
  );
  const request = await kit.setup(() =>
    seedBooking(ctx, client, dj, 'pending', isoDate(301 + round)),
  );
  const payout = `payouts/${bookingId}`;
  const account = `payoutAccounts/${dj.uid}`;

  await kit.control(9, `round ${round}: the DJ reads and lists their payouts`, async () => {
    const one = answeredWith(
      await readDoc(dj, payout),
      (r) => field(r, 'status') === 'scheduled',
      'get',
    );
    if (one.refused) return one;
    return answeredWith(
      await listDocs(dj, 'payouts', 'djOwnerUid', dj.uid),
      (n) => n === 1,
      'list',
    );
  });
  await kit.control(9, `round ${round}: the DJ reads their payout account`, async () =>
    answeredWith(await readDoc(dj, account), (r) => field(r, 'transfersActive') === true, 'get'),
  );
  await kit.control(
    9,
    `round ${round}: an admin reads and lists payouts and accounts`,
    async () => {
      const reads = [
        answeredWith(
          await readDoc(admin, payout),
          (r) => field(r, 'djOwnerUid') === dj.uid,
          'payout',
        ),
        answeredWith(await readDoc(admin, account), (r) => r !== null, 'account'),
        answeredWith(await listDocs(admin, 'payouts'), (n) => Number(n) >= 1, 'list payouts'),
        answeredWith(
          await listDocs(admin, 'payoutAccounts'),
          (n) => Number(n) >= 2,
          'list accounts',
        ),
      ];
      return reads.find((r) => r.refused) ?? { refused: false };
    },
  );

  const refusedSdk = (name: string, attempt: () => Promise<CallOutcome>) =>
    kit.attack(9, `round ${round}: ${name}`, async () => refusedCall(await attempt()));
  // Reads: what the platform keeps and which Stripe account is paid are the DJ's and admins'.
  await refusedSdk('the booking’s client reads its payout (SDK)', () => readDoc(client, payout));
  await refusedSdk('another client reads the payout (SDK)', () => readDoc(stranger, payout));
  await refusedSdk('another DJ reads the payout (SDK)', () => readDoc(rival, payout));
  await refusedSdk('another DJ lists the DJ’s payouts (SDK)', () =>
    listDocs(rival, 'payouts', 'djOwnerUid', dj.uid),
  );
  await refusedSdk('a client lists every payout (SDK)', () => listDocs(client, 'payouts'));
  await refusedSdk('another DJ reads the DJ’s payout account (SDK)', () => readDoc(rival, account));
  await refusedSdk('the client reads the DJ’s payout account (SDK)', () =>
    readDoc(client, account),
  );
  await refusedSdk('a DJ lists every payout account (SDK)', () =>
    listDocs(rival, 'payoutAccounts'),
  );

  // Writes: nobody, not even the DJ or an admin, writes a money record through the rules.
  const write = asSdk<void>;
  await refusedSdk('the DJ marks their payout paid (SDK)', () =>
    write(dj, (db) => updateDoc(doc(db, payout), { status: 'paid', transferId: 'tr_forged' })),
  );
  await refusedSdk('the DJ raises their payout’s amountCents (SDK)', () =>
    write(dj, (db) => updateDoc(doc(db, payout), { amountCents: 999_999 })),
  );
  await refusedSdk('the DJ deletes their payout (SDK)', () =>
    write(dj, (db) => deleteDoc(doc(db, payout))),
  );
  await refusedSdk('the DJ writes a payout for a request they have not accepted (SDK)', () =>
    write(dj, (db) =>
      setDoc(doc(db, 'payouts', request), {
        bookingId: request,
        djId: dj.uid,
        djOwnerUid: dj.uid,
        amountCents: 42_500,
        status: 'scheduled',
        dueAt: new Date(),
      }),
    ),
  );
  await refusedSdk('another DJ takes over the payout (SDK)', () =>
    write(rival, (db) => updateDoc(doc(db, payout), { djId: rival.uid, djOwnerUid: rival.uid })),
  );
  await refusedSdk('the client holds the payout without reporting (SDK)', () =>
    write(client, (db) => updateDoc(doc(db, payout), { status: 'held' })),
  );
  await refusedSdk('an admin voids the payout by hand (SDK)', () =>
    write(admin, (db) => updateDoc(doc(db, payout), { status: 'void', amountCents: 0 })),
  );
  await refusedSdk('the DJ points their payout account at another Stripe account (SDK)', () =>
    write(dj, (db) => updateDoc(doc(db, account), { accountId: `acct_${randomId(16)}` })),
  );
  await refusedSdk('another DJ overwrites the DJ’s payout account with theirs (SDK)', () =>
    write(rival, (db) =>
      setDoc(doc(db, account), {
        ...readyDemoPayoutAccount(dj.uid, new Date()),
        accountId: `demo_acct_${rival.uid}`,
      }),
    ),
  );
}

const CONNECT_WEBHOOK = `${EMULATOR_ENV.FUNCTIONS_EMULATOR_ORIGIN}/${PROJECT_ID}/us-central1/stripeConnectWebhook`;

/**
 * A Connect account.updated for `uid`'s demo account, with a made-up signature, posted to
 * the Connect webhook as anyone on the internet could: refused if answered 4xx.
 */
async function forgedAccountEvent(uid: string): Promise<Verdict> {
  const account = `demo_acct_${uid}`;
  const body = JSON.stringify({
    id: `evt_${randomId(24)}`,
    object: 'event',
    type: 'account.updated',
    account,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: account,
        object: 'account',
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { transfers: 'active' },
        requirements: { currently_due: [], disabled_reason: null },
      },
    },
  });
  const res = await fetch(CONNECT_WEBHOOK, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    },
    body,
  });
  const detail = `${res.status} ${(await res.text()).slice(0, 100)}`;
  return { refused: res.status >= 400 && res.status < 500, detail };
}

/** Accepting needs a payout account that can receive transfers; only DJs set one up. */
export async function onlyPayableDjsAccept(
  ctx: ScenarioContext,
  kit: LogicKit,
  admin: Person,
  round: number,
): Promise<void> {
  const dj = await djWithoutPayouts(ctx, `Unpaid DJ ${round}`);
  const [client, other, later, outsider] = await newPeople(ctx, 'client', `Unpaid ${round}-`, 4);
  if (!client || !other || !later || !outsider) throw new Error('no clients');
  const first = await kit.setup(() => requested(client, dj, isoDate(320 + round)));
  const account = `payoutAccounts/${dj.uid}`;
  const attack = (name: string, run: () => Promise<Verdict>) =>
    kit.attack(9, `round ${round}: ${name}`, run);

  await attack('the DJ accepts without a payout account', () => acceptRefused(ctx, dj, first));
  await attack('the DJ opens the Stripe dashboard without a payout account', async () =>
    refusedCall(await call('openPayoutDashboard', {}, dj)),
  );
  await attack('the DJ creates their own ready payout account (SDK)', async () =>
    refusedCall(
      await asSdk(dj, (db) => setDoc(doc(db, account), readyDemoPayoutAccount(dj.uid, new Date()))),
    ),
  );
  await attack('a forged Connect account.updated marks the DJ ready (HTTP)', () =>
    forgedAccountEvent(dj.uid),
  );
  await attack('the DJ accepts after those forgeries', () => acceptRefused(ctx, dj, first));
  // Setting up payouts and the Stripe dashboard are the DJ's: nobody else gets an account.
  for (const [who, person] of [
    ['a client', outsider],
    ['an admin (no dj claim)', admin],
    ['a signed-out caller', null],
  ] as const) {
    for (const name of ['setupPayouts', 'openPayoutDashboard']) {
      await attack(`${who} calls ${name}`, async () => refusedCall(await call(name, {}, person)));
    }
  }

  await kit.control(9, `round ${round}: the DJ sets up payouts (demo: ready at once)`, async () =>
    answeredWith(await call('setupPayouts', {}, dj), (r) => field(r, 'state') === 'ready', 'setup'),
  );
  await kit.control(9, `round ${round}: with payouts set up, the DJ accepts`, () =>
    acceptedAndScheduled(ctx, dj, first),
  );

  // The DJ removes Spinbook's access in Stripe: the Connect webhook marks the account
  // disconnected (as applyAccountEvent writes it), and accepting stops until a new account.
  const second = await kit.setup(async () => {
    await ctx.db.doc(account).update({
      state: 'disconnected',
      transfersActive: false,
      updatedAt: new Date(),
    });
    return requested(other, dj, isoDate(321 + round));
  });
  await attack('the disconnected DJ accepts another request', () => acceptRefused(ctx, dj, second));
  await attack('the disconnected DJ turns transfers back on (SDK)', async () =>
    refusedCall(
      await asSdk(dj, (db) =>
        updateDoc(doc(db, account), { state: 'ready', transfersActive: true }),
      ),
    ),
  );
  await kit.control(9, `round ${round}: the DJ sets up payouts again and accepts`, async () => {
    const setup = answeredWith(
      await call('setupPayouts', {}, dj),
      (r) => field(r, 'state') === 'ready',
      'setup',
    );
    return setup.refused ? setup : acceptedAndScheduled(ctx, dj, second);
  });
  await kit.control(9, `round ${round}: a new request is accepted too`, async () =>
    acceptedAndScheduled(ctx, dj, await requested(later, dj, isoDate(322 + round))),
  );
}
