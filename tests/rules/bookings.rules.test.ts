// Security rules for bookings/{bookingId}: read by the two parties and admins;
// created and moved through the lifecycle by Cloud Functions only.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { type BookingActor } from '../../src/domain/booking-states';
import { TRANSITIONS } from '../../src/domain/booking-transitions';
import { bookingDoc, bookingId, world } from './fixtures';
import {
  BOOKING_STATUSES,
  describeMatrix,
  expectOutcome,
  uidOf,
  setupRulesEnv,
  type Matrix,
  type Persona,
} from './helpers';

const rules = setupRulesEnv(world);

const NO_WRITES = { create: 'deny', update: 'deny', delete: 'deny' } as const;

// Target: bookings/booking-confirmed (client1 with dj1).
// List: the app's "my bookings" query, aimed at client1 (clients, signed out) or dj1 (DJs).
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', ...NO_WRITES },
  client: { get: 'allow', list: 'allow', ...NO_WRITES },
  otherClient: { get: 'deny', list: 'deny', ...NO_WRITES },
  djOwner: { get: 'allow', list: 'allow', ...NO_WRITES },
  otherDj: { get: 'deny', list: 'deny', ...NO_WRITES },
  admin: { get: 'allow', list: 'allow', ...NO_WRITES },
};

function partiesQuery(db: Firestore, persona: Persona): Query {
  const bookings = collection(db, 'bookings');
  if (persona === 'admin') return bookings;
  if (persona === 'djOwner' || persona === 'otherDj') {
    return query(bookings, where('djOwnerUid', '==', 'dj1'));
  }
  return query(bookings, where('clientUid', '==', 'client1'));
}

const CONFIRMED = bookingId('confirmed');

describeMatrix('bookings/{bookingId}', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'bookings', CONFIRMED)),
  list: (db, persona) => getDocs(partiesQuery(db, persona)),
  // What a client would write for itself if it could (functions create bookings).
  create: (db, persona) =>
    setDoc(
      doc(db, 'bookings', 'new-booking'),
      bookingDoc('pending', { clientUid: uidOf(persona), createdAt: serverTimestamp() }),
    ),
  update: (db) =>
    updateDoc(doc(db, 'bookings', CONFIRMED), {
      status: 'completed',
      updatedAt: serverTimestamp(),
    }),
  delete: (db) => deleteDoc(doc(db, 'bookings', CONFIRMED)),
});

describe('bookings/{bookingId}: lists', () => {
  it.each([
    ['client', 'clientUid'],
    ['otherClient', 'clientUid'],
    ['djOwner', 'djOwnerUid'],
    ['otherDj', 'djOwnerUid'],
  ] as const)('%s can list their own bookings (where %s == own uid)', async (persona, field) => {
    const db = rules.as(persona);
    await expectOutcome(
      'allow',
      getDocs(query(collection(db, 'bookings'), where(field, '==', uidOf(persona)))),
    );
  });

  it.each(['signedOut', 'client', 'djOwner'] as const)(
    '%s cannot list all bookings',
    async (persona) => {
      await expectOutcome('deny', getDocs(collection(rules.as(persona), 'bookings')));
    },
  );

  it('a client cannot list bookings by status', async () => {
    const db = rules.as('client');
    await expectOutcome(
      'deny',
      getDocs(query(collection(db, 'bookings'), where('status', '==', 'confirmed'))),
    );
  });

  it('a DJ cannot list bookings by djId (only by djOwnerUid, which is checked)', async () => {
    const db = rules.as('otherDj');
    await expectOutcome(
      'deny',
      getDocs(query(collection(db, 'bookings'), where('djId', '==', 'dj1'))),
    );
  });
});

describe.each(BOOKING_STATUSES)('bookings/{bookingId} in status %s', (status) => {
  const id = bookingId(status);

  it.each([
    ['client', 'allow'],
    ['djOwner', 'allow'],
    ['admin', 'allow'],
    ['otherClient', 'deny'],
    ['otherDj', 'deny'],
    ['signedOut', 'deny'],
  ] as const)('get as %s → %s', async (persona, outcome) => {
    await expectOutcome(outcome, getDoc(doc(rules.as(persona), 'bookings', id)));
  });

  const CHANGES: [string, DocumentData][] = [
    ...BOOKING_STATUSES.filter((to) => to !== status).map((to): [string, DocumentData] => [
      `move it to ${to}`,
      { status: to },
    ]),
    ['lower totalCostCents', { totalCostCents: 100 }],
    ['set a negative totalCostCents', { totalCostCents: -60000 }],
    ['set a fractional totalCostCents', { totalCostCents: 599.99 }],
    ['change the DJ', { djId: 'dj2', djOwnerUid: 'dj2' }],
    // Agreed at booking; neither party moves it alone (decision 0045).
    ['move the start time', { startTime: '03:00' }],
    ['mark the payment captured', { payment: { status: 'captured' } }],
    ['add a field', { paid: true }],
    // The DJ's reason is written by transitionBooking only, after its moderation (decision 0040).
    ['write a decline reason', { 'cancellation.declineReason': 'Call me on 512 555 0147' }],
    [
      'point the client elsewhere',
      { cancellation: { by: 'dj', reason: 'declined', searchPlace: { label: 'Elsewhere' } } },
    ],
  ];

  describe.each(['client', 'djOwner', 'admin'] as const)('as %s', (persona) => {
    it.each(CHANGES)('cannot %s', async (_label, change) => {
      await expectOutcome(
        'deny',
        updateDoc(doc(rules.as(persona), 'bookings', id), {
          ...change,
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('cannot delete it', async () => {
      await expectOutcome('deny', deleteDoc(doc(rules.as(persona), 'bookings', id)));
    });
  });

  it('a client cannot create a booking directly in this status', async () => {
    await expectOutcome(
      'deny',
      setDoc(
        doc(rules.as('client'), 'bookings', `forged-${status}`),
        bookingDoc(status, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      ),
    );
  });
});

// Every row of the domain's lifecycle table, attempted from the browser by each
// actor it names. All rows are server-only today; a row a client may apply
// directly would expect `allow` here and fail until the rules grant it.
const PERSONA_OF_ACTOR: Record<Exclude<BookingActor, 'system'>, Persona> = {
  client: 'client',
  dj: 'djOwner',
  admin: 'admin',
};

describe.each(TRANSITIONS.map((t) => [`${t.action}: ${t.from} → ${t.to}`, t] as const))(
  'lifecycle transition %s',
  (_title, transition) => {
    // A system transition (webhook, scheduler) must not be reachable by any persona either.
    const actors = transition.actors.flatMap((actor) =>
      actor === 'system' ? (['client', 'djOwner', 'admin'] as const) : [PERSONA_OF_ACTOR[actor]],
    );
    it.each([...new Set(actors)])(
      `as %s → ${transition.serverOnly ? 'deny' : 'allow'}`,
      async (persona) => {
        await expectOutcome(
          transition.serverOnly ? 'deny' : 'allow',
          updateDoc(doc(rules.as(persona), 'bookings', bookingId(transition.from)), {
            status: transition.to,
            updatedAt: serverTimestamp(),
          }),
        );
      },
    );
  },
);
