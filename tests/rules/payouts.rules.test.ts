// Security rules for payouts/{bookingId} and payoutAccounts/{uid} (decision 0027): what the
// platform owes a DJ for one booking, and the DJ's Stripe account as Stripe last described
// it. Read by the DJ they concern and by admins; written by Cloud Functions only, so every
// client write is refused, an admin's included.
import {
  collection,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  sum,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PAYOUT_ACCOUNT_STATES } from '../../src/domain/payout-account-state';
import { revenueMonthOf } from '../../src/domain/payout-earnings';
import { PAYOUT_STATUSES, type PayoutStatus } from '../../src/domain/payouts';
import {
  earningsTotalsQueries,
  loadEarningsTotals,
  sumsOf,
} from '../../src/features/payouts/api/earnings-totals-query';
import { bookingId, PAST, payoutAccountDoc, payoutDoc, userDoc, world } from './fixtures';
import {
  describeMatrix,
  emailOf,
  expectOutcome,
  setupRulesEnv,
  uidOf,
  type Matrix,
  type Persona,
} from './helpers';

/** client1's confirmed booking with dj1: dj1's payout, scheduled. */
const CONFIRMED = bookingId('confirmed');
/** client2's completed booking with dj2: dj2's payout, paid. */
const OTHER = 'booking-other';
/** A booking of client1 with dj1 whose payout is in `status` (one per status). */
const payoutIn = (status: PayoutStatus): string => `booking-with-${status}-payout`;
/** The month the seeded payouts count in for revenue. */
const MONTH = revenueMonthOf(PAST.toDate());
/** admin2's token still says admin; grantRole has since mirrored 'client' (decision 0007). */
const DEMOTED = 'admin2';

const rules = setupRulesEnv(() => {
  const docs: Record<string, DocumentData> = {
    ...world(),
    [`users/${DEMOTED}`]: userDoc(DEMOTED, { role: 'client' }),
    [`payouts/${CONFIRMED}`]: payoutDoc(CONFIRMED, 'scheduled'),
    [`payouts/${OTHER}`]: payoutDoc(OTHER, 'paid', {
      djId: 'dj2',
      djOwnerUid: 'dj2',
      clientUid: 'client2',
      clientName: 'User client2',
    }),
    'payoutAccounts/dj1': payoutAccountDoc('dj1', 'setting_up'),
    'payoutAccounts/dj2': payoutAccountDoc('dj2', 'action_needed'),
  };
  for (const status of PAYOUT_STATUSES) {
    docs[`payouts/${payoutIn(status)}`] = payoutDoc(payoutIn(status), status);
  }
  return docs;
});

const NO_WRITES = { create: 'deny', update: 'deny', delete: 'deny' } as const;
const NO_ACCESS = { get: 'deny', list: 'deny', ...NO_WRITES } as const;

const payouts = (db: Firestore) => collection(db, 'payouts');

/** The DJ's Earnings list, one page (index: djOwnerUid, eventDate desc). */
const earnings = (db: Firestore, uid: string): Query =>
  query(payouts(db), where('djOwnerUid', '==', uid), orderBy('eventDate', 'desc'), limit(20));

/** The admin's revenue of a month: the platform's revenue and Stripe's fees, summed. */
const revenueOf = (db: Firestore, month: string) =>
  getAggregateFromServer(query(payouts(db), where('month', '==', month)), {
    revenueCents: sum('platformRevenueCents'),
    stripeFeeCents: sum('stripeFeeCents'),
  });

// ---- payouts/{bookingId} ------------------------------------------------------

// Target: payouts/booking-confirmed (dj1's, for client1's booking).
// List: the Earnings query aimed at dj1 (DJs, signed out), the payouts of client1's
// bookings (clients), every payout (admins). Create: a payout owed to the caller for a
// booking that has none yet.
const PAYOUTS: Matrix = {
  signedOut: NO_ACCESS,
  client: NO_ACCESS,
  otherClient: NO_ACCESS,
  djOwner: { get: 'allow', list: 'allow', ...NO_WRITES },
  otherDj: NO_ACCESS,
  admin: { get: 'allow', list: 'allow', ...NO_WRITES },
};

function payoutsQuery(db: Firestore, persona: Persona): Query {
  if (persona === 'admin') return payouts(db);
  if (persona === 'client' || persona === 'otherClient') {
    return query(payouts(db), where('clientUid', '==', 'client1'));
  }
  return earnings(db, 'dj1');
}

describeMatrix('payouts/{bookingId}', rules, PAYOUTS, {
  get: (db) => getDoc(doc(db, 'payouts', CONFIRMED)),
  list: (db, persona) => getDocs(payoutsQuery(db, persona)),
  create: (db, persona) =>
    setDoc(doc(db, 'payouts', bookingId('pending')), {
      ...payoutDoc(bookingId('pending'), 'scheduled', { djOwnerUid: uidOf(persona) }),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  update: (db) =>
    updateDoc(doc(db, 'payouts', CONFIRMED), {
      amountCents: 1_000_000,
      updatedAt: serverTimestamp(),
    }),
  delete: (db) => deleteDoc(doc(db, 'payouts', CONFIRMED)),
});

describe('payouts: lists', () => {
  it.each([
    ['djOwner', 'dj1'],
    ['otherDj', 'dj2'],
  ] as const)('%s lists their own earnings (djOwnerUid == %s)', async (persona, uid) => {
    await expectOutcome('allow', getDocs(earnings(rules.as(persona), uid)));
  });

  it('a DJ counts their own payouts', async () => {
    const db = rules.as('djOwner');
    await expectOutcome(
      'allow',
      getCountFromServer(query(payouts(db), where('djOwnerUid', '==', 'dj1'))),
    );
  });

  const REFUSED: [string, Persona, (db: Firestore) => Query][] = [
    ['a DJ lists every payout', 'djOwner', (db) => payouts(db)],
    [
      'a DJ lists payouts by status',
      'djOwner',
      (db) => query(payouts(db), where('status', '==', 'scheduled')),
    ],
    [
      'a DJ lists by djId (only djOwnerUid is checked)',
      'otherDj',
      (db) => query(payouts(db), where('djId', '==', 'dj2')),
    ],
    [
      "a DJ lists their own and another DJ's at once",
      'djOwner',
      (db) => query(payouts(db), where('djOwnerUid', 'in', ['dj1', 'dj2'])),
    ],
    ["a DJ lists another DJ's earnings", 'otherDj', (db) => earnings(db, 'dj1')],
    [
      'the client lists the payouts of their bookings',
      'client',
      (db) => query(payouts(db), where('clientUid', '==', 'client1')),
    ],
    ['a signed-out visitor lists a DJ’s earnings', 'signedOut', (db) => earnings(db, 'dj1')],
  ];

  it.each(REFUSED)('%s: denied', async (_label, persona, build) => {
    await expectOutcome('deny', getDocs(build(rules.as(persona))));
  });

  // The admin screens' and the scheduler's queries (the scheduler runs with the Admin SDK,
  // which rules do not see; here they show that only admins may run them from a browser).
  const ADMIN_QUERIES: [string, (db: Firestore) => Query][] = [
    [
      'the due payouts (status in scheduled/failed, dueAt <= now, oldest first)',
      (db) =>
        query(
          payouts(db),
          where('status', 'in', ['scheduled', 'failed']),
          where('dueAt', '<=', Timestamp.now()),
          orderBy('dueAt'),
          limit(100),
        ),
    ],
    [
      'the failed transfers, newest first',
      (db) => query(payouts(db), where('status', '==', 'failed'), orderBy('updatedAt', 'desc')),
    ],
    [
      'the open problems, newest first',
      (db) =>
        query(payouts(db), where('problem.status', '==', 'open'), orderBy('updatedAt', 'desc')),
    ],
  ];

  it.each(ADMIN_QUERIES)('an admin lists %s', async (_label, build) => {
    await expectOutcome('allow', getDocs(build(rules.as('admin'))));
  });

  it.each(ADMIN_QUERIES)('a DJ cannot list %s', async (_label, build) => {
    await expectOutcome('deny', getDocs(build(rules.as('djOwner'))));
  });

  it('an admin sums a month’s revenue and Stripe fees', async () => {
    await expectOutcome('allow', revenueOf(rules.as('admin'), MONTH));
  });

  it.each(['djOwner', 'client', 'signedOut'] as const)(
    '%s cannot sum a month’s revenue',
    async (persona) => {
      await expectOutcome('deny', revenueOf(rules.as(persona), MONTH));
    },
  );
});

// The Earnings tab's totals: three sum() aggregations, each constrained to the DJ's uid
// (src/features/payouts/api/earnings-totals-query.ts, the very queries the tab runs).
describe('payouts: the Earnings totals', () => {
  /** When dj1's seeded paid payout was transferred: "this month" is its month. */
  const PAID_AT = payoutDoc(payoutIn('paid'), 'paid').paidAt ?? PAST.toDate();
  const QUERIES = ['pending', 'transferred', 'transferredThisMonth'] as const;

  it.each(QUERIES)('the DJ sums their own (%s)', async (name) => {
    const db = rules.as('djOwner');
    await expectOutcome('allow', sumsOf(earningsTotalsQueries(db, 'dj1', PAID_AT)[name]));
  });

  it.each(QUERIES)('another DJ cannot sum them (%s)', async (name) => {
    const db = rules.as('otherDj');
    await expectOutcome('deny', sumsOf(earningsTotalsQueries(db, 'dj1', PAID_AT)[name]));
  });

  it.each(QUERIES)('a signed-out visitor cannot sum them (%s)', async (name) => {
    const db = rules.as('signedOut');
    await expectOutcome('deny', sumsOf(earningsTotalsQueries(db, 'dj1', PAID_AT)[name]));
  });

  it('cover every payout of the DJ, as earningsTotals() defines them', async () => {
    const net = payoutDoc(CONFIRMED, 'scheduled').netCents;
    const db = rules.as('djOwner');
    // Owed: the confirmed booking's, scheduled, held and failed. Paid: the paid one in
    // full, the reversed one taken back in full. The seeded transfers were in PAID_AT's month.
    expect(await loadEarningsTotals(db, 'dj1', PAID_AT)).toEqual({
      pendingCents: 4 * net,
      paidThisMonthCents: net,
      paidAllTimeCents: net,
    });
    const nextMonth = new Date(Date.UTC(PAID_AT.getUTCFullYear(), PAID_AT.getUTCMonth() + 1, 1));
    expect((await loadEarningsTotals(db, 'dj1', nextMonth)).paidThisMonthCents).toBe(0);
  });
});

describe('payouts: reading one', () => {
  it('the booking’s DJ reads that no payout exists yet; nobody else but admins', async () => {
    // booking-pending is client1's request to dj1: accepting it creates the payout.
    const pending = bookingId('pending');
    for (const [persona, outcome] of [
      ['djOwner', 'allow'],
      ['admin', 'allow'],
      ['client', 'deny'],
      ['otherDj', 'deny'],
      ['signedOut', 'deny'],
    ] as const) {
      await expectOutcome(outcome, getDoc(doc(rules.as(persona), 'payouts', pending)));
    }
  });

  it('a payout of a booking that does not exist is nobody’s but an admin’s to read', async () => {
    await expectOutcome('deny', getDoc(doc(rules.as('djOwner'), 'payouts', 'no-such-booking')));
    await expectOutcome('allow', getDoc(doc(rules.as('admin'), 'payouts', 'no-such-booking')));
  });

  it('a DJ whose role claim changed still reads what they are owed', async () => {
    // Ownership, not the `dj` claim: a suspended or deleted profile is still owed its money.
    const db = rules.withToken('dj1', { role: 'client', email: emailOf('dj1') });
    await expectOutcome('allow', getDoc(doc(db, 'payouts', CONFIRMED)));
    await expectOutcome('allow', getDocs(earnings(db, 'dj1')));
  });
});

describe.each(PAYOUT_STATUSES)('a payout in status %s', (status) => {
  const id = payoutIn(status);
  const ref = (persona: Persona) => doc(rules.as(persona), 'payouts', id);

  it.each([
    ['djOwner', 'allow'],
    ['admin', 'allow'],
    ['client', 'deny'],
    ['otherClient', 'deny'],
    ['otherDj', 'deny'],
    ['signedOut', 'deny'],
  ] as const)('get as %s → %s', async (persona, outcome) => {
    await expectOutcome(outcome, getDoc(ref(persona)));
  });

  // What each party would like to change: the DJ their money and its timing, the client
  // the problem hold, an admin a release or a retry that skips the functions.
  const CHANGES: [string, DocumentData][] = [
    ...PAYOUT_STATUSES.filter((to) => to !== status).map((to): [string, DocumentData] => [
      `move it to ${to}`,
      { status: to },
    ]),
    ['raise what is owed', { amountCents: 1_000_000 }],
    ['make it due now', { dueAt: serverTimestamp() }],
    ['record a transfer', { transferId: 'tr_forged', paidAt: serverTimestamp() }],
    [
      'report a problem directly',
      {
        problem: {
          details: 'Never showed up.',
          reportedAt: serverTimestamp(),
          status: 'open',
          resolvedBy: null,
          resolvedAt: null,
        },
      },
    ],
    ['clear the problem', { problem: null }],
    ['change who is paid', { djId: 'dj2', djOwnerUid: 'dj2' }],
    ['change the revenue figures', { platformRevenueCents: 0, stripeFeeCents: 0 }],
  ];

  describe.each(['djOwner', 'client', 'admin'] as const)('as %s', (persona) => {
    it.each(CHANGES)('cannot %s', async (_label, change) => {
      await expectOutcome(
        'deny',
        updateDoc(ref(persona), { ...change, updatedAt: serverTimestamp() }),
      );
    });

    it('cannot set it with merge', async () => {
      await expectOutcome(
        'deny',
        setDoc(ref(persona), { status: 'paid', amountCents: 1 }, { merge: true }),
      );
    });

    it('cannot replace it', async () => {
      await expectOutcome(
        'deny',
        setDoc(ref(persona), { ...payoutDoc(id, status), updatedAt: serverTimestamp() }),
      );
    });

    it('cannot delete it', async () => {
      await expectOutcome('deny', deleteDoc(ref(persona)));
    });
  });
});

// ---- payoutAccounts/{uid} -------------------------------------------------------

/** The admin's "accounts that need action" (index: state, updatedAt desc). */
const needsAction = (db: Firestore): Query =>
  query(
    collection(db, 'payoutAccounts'),
    where('state', '==', 'action_needed'),
    orderBy('updatedAt', 'desc'),
  );

// Target: payoutAccounts/dj1 (setting up). List: the accounts that need action.
// Create: the caller's own account, ready (dj1's is removed first).
const ACCOUNTS: Matrix = {
  signedOut: NO_ACCESS,
  client: NO_ACCESS,
  otherClient: NO_ACCESS,
  djOwner: { get: 'allow', list: 'deny', ...NO_WRITES },
  otherDj: NO_ACCESS,
  admin: { get: 'allow', list: 'allow', ...NO_WRITES },
};

describeMatrix('payoutAccounts/{uid}', rules, ACCOUNTS, {
  get: (db) => getDoc(doc(db, 'payoutAccounts', 'dj1')),
  list: (db) => getDocs(needsAction(db)),
  create: async (db, persona) => {
    const uid = uidOf(persona);
    await rules.withoutRules((adminDb) => deleteDoc(doc(adminDb, 'payoutAccounts', uid)));
    return setDoc(doc(db, 'payoutAccounts', uid), {
      ...payoutAccountDoc(uid, 'ready'),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  },
  update: (db) =>
    updateDoc(doc(db, 'payoutAccounts', 'dj1'), {
      state: 'ready',
      transfersActive: true,
      updatedAt: serverTimestamp(),
    }),
  delete: (db) => deleteDoc(doc(db, 'payoutAccounts', 'dj1')),
});

describe('payoutAccounts: reads', () => {
  it('a DJ reads their account before it exists (the Payouts tab offers set-up)', async () => {
    const db = rules.withToken('dj3', { role: 'dj', email: emailOf('dj3') });
    await expectOutcome('allow', getDoc(doc(db, 'payoutAccounts', 'dj3')));
    await expectOutcome('deny', getDoc(doc(rules.as('otherDj'), 'payoutAccounts', 'dj3')));
  });

  it('a DJ reads only their own', async () => {
    await expectOutcome('allow', getDoc(doc(rules.as('otherDj'), 'payoutAccounts', 'dj2')));
    await expectOutcome('deny', getDoc(doc(rules.as('otherDj'), 'payoutAccounts', 'dj1')));
  });

  it('a DJ cannot list the accounts, not even by their own state', async () => {
    const db = rules.as('otherDj');
    await expectOutcome('deny', getDocs(collection(db, 'payoutAccounts')));
    await expectOutcome('deny', getDocs(needsAction(db)));
  });
});

// 'none' is the absence of a record (covered by the create cells above).
describe.each(PAYOUT_ACCOUNT_STATES.filter((state) => state !== 'none'))(
  'a payout account in state %s',
  (state) => {
    const CHANGES: [string, DocumentData][] = [
      ...PAYOUT_ACCOUNT_STATES.filter((to) => to !== state).map((to): [string, DocumentData] => [
        `move it to ${to}`,
        { state: to },
      ]),
      ['switch transfers on', { transfersActive: true, payoutsEnabled: true }],
      ['point it at another Stripe account', { accountId: 'acct_attacker' }],
      ['clear what Stripe asks for', { currentlyDue: [], disabledReason: null }],
      ['make an old Connect event apply again', { lastEventCreated: 0 }],
    ];

    describe.each(['djOwner', 'otherDj', 'admin'] as const)('as %s', (persona) => {
      const ref = () => doc(rules.as(persona), 'payoutAccounts', 'dj1');
      const seed = () => rules.seedDocs({ 'payoutAccounts/dj1': payoutAccountDoc('dj1', state) });

      it.each(CHANGES)('cannot %s', async (_label, change) => {
        await seed();
        await expectOutcome('deny', updateDoc(ref(), { ...change, updatedAt: serverTimestamp() }));
      });

      it('cannot set it with merge', async () => {
        await seed();
        await expectOutcome(
          'deny',
          setDoc(ref(), { state: 'ready', transfersActive: true }, { merge: true }),
        );
      });

      it('cannot delete it', async () => {
        await seed();
        await expectOutcome('deny', deleteDoc(ref()));
      });
    });
  },
);

// ---- both: a demoted admin ------------------------------------------------------

describe('payouts and payout accounts: a demoted admin', () => {
  const READS: [string, (db: Firestore) => Promise<unknown>][] = [
    ['a payout', (db) => getDoc(doc(db, 'payouts', CONFIRMED))],
    ['every payout', (db) => getDocs(payouts(db))],
    ['a month’s revenue', (db) => revenueOf(db, MONTH)],
    ['a payout account', (db) => getDoc(doc(db, 'payoutAccounts', 'dj1'))],
    ['the accounts that need action', (db) => getDocs(needsAction(db))],
  ];

  it.each(READS)('whose token still says admin cannot read %s', async (_label, read) => {
    await expectOutcome(
      'deny',
      read(rules.withToken(DEMOTED, { role: 'admin', email: emailOf(DEMOTED) })),
    );
  });
});
