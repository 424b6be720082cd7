// Security rules for events/{eventId}: public when published; created and edited only by
// the saveEvent callable (no client writes); deleted by their owner (admins may delete).
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  EVENT_SEARCH_TOKENS_MAX,
  EVENT_STATUSES,
  EVENT_TYPES,
  eventSearchTokens,
} from '../../src/domain/events';
import { FIELD_LIMITS } from '../../src/domain/limits';
import { newEvent, world } from './fixtures';
import {
  describeMatrix,
  expectOutcome,
  PERSONAS,
  uidOf,
  setupRulesEnv,
  type Matrix,
  type Operations,
  type SignedInPersona,
} from './helpers';

const rules = setupRulesEnv(world);

const event = (db: Firestore, id: string) => doc(db, 'events', id);
const newEventRef = (db: Firestore) => doc(collection(db, 'events'));

/** Create, update and delete are the same in both matrices: only deletes are left to clients. */
const WRITES = {
  signedOut: { create: 'deny', update: 'deny', delete: 'deny' },
  client: { create: 'deny', update: 'deny', delete: 'deny' },
  otherClient: { create: 'deny', update: 'deny', delete: 'deny' },
  djOwner: { create: 'deny', update: 'deny', delete: 'allow' },
  otherDj: { create: 'deny', update: 'deny', delete: 'deny' },
  admin: { create: 'deny', update: 'deny', delete: 'allow' },
} as const;

// Target: events/event-published (owned by dj1). List: the public events query.
// Create: each persona tries its own draft event (ownerUid = own uid, no djId).
const PUBLISHED_MATRIX: Matrix = {
  signedOut: { get: 'allow', list: 'allow', ...WRITES.signedOut },
  client: { get: 'allow', list: 'allow', ...WRITES.client },
  otherClient: { get: 'allow', list: 'allow', ...WRITES.otherClient },
  djOwner: { get: 'allow', list: 'allow', ...WRITES.djOwner },
  otherDj: { get: 'allow', list: 'allow', ...WRITES.otherDj },
  admin: { get: 'allow', list: 'allow', ...WRITES.admin },
};

// Target: events/event-draft (owned by dj1). List: the "my events" query for dj1.
const DRAFT_MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', ...WRITES.signedOut },
  client: { get: 'deny', list: 'deny', ...WRITES.client },
  otherClient: { get: 'deny', list: 'deny', ...WRITES.otherClient },
  djOwner: { get: 'allow', list: 'allow', ...WRITES.djOwner },
  otherDj: { get: 'deny', list: 'deny', ...WRITES.otherDj },
  admin: { get: 'allow', list: 'allow', ...WRITES.admin },
};

function operationsOn(id: string, list: Operations['list']): Operations {
  return {
    get: (db) => getDoc(event(db, id)),
    list,
    create: (db, persona) => setDoc(newEventRef(db), newEvent(uidOf(persona))),
    update: (db) => updateDoc(event(db, id), { title: 'Renamed', updatedAt: serverTimestamp() }),
    delete: (db) => deleteDoc(event(db, id)),
  };
}

describeMatrix(
  'events/{eventId} published',
  rules,
  PUBLISHED_MATRIX,
  operationsOn('event-published', (db) =>
    getDocs(query(collection(db, 'events'), where('status', '==', 'published'))),
  ),
);

describeMatrix(
  'events/{eventId} draft',
  rules,
  DRAFT_MATRIX,
  operationsOn('event-draft', (db) =>
    getDocs(query(collection(db, 'events'), where('ownerUid', '==', 'dj1'))),
  ),
);

describe('events: lists', () => {
  it.each(PERSONAS.filter((p) => p !== 'signedOut'))(
    '%s can list their own events',
    async (persona) => {
      const db = rules.as(persona);
      await expectOutcome(
        'allow',
        getDocs(query(collection(db, 'events'), where('ownerUid', '==', uidOf(persona)))),
      );
    },
  );

  it.each(['signedOut', 'client', 'otherDj'] as const)(
    '%s cannot list drafts or the whole collection',
    async (persona) => {
      const db = rules.as(persona);
      await expectOutcome('deny', getDocs(collection(db, 'events')));
      await expectOutcome(
        'deny',
        getDocs(query(collection(db, 'events'), where('status', '==', 'draft'))),
      );
    },
  );
});

describe('events: no direct client writes (the saveEvent callable writes them)', () => {
  const create = (data: DocumentData, persona: SignedInPersona = 'djOwner') =>
    setDoc(newEventRef(rules.as(persona)), data);
  const edit = (change: DocumentData, persona: SignedInPersona = 'djOwner') =>
    updateDoc(event(rules.as(persona), 'event-draft'), { ...change, updatedAt: serverTimestamp() });

  // Documents the old rules accepted, at the domain's limits: refused now whoever writes them,
  // because the off-platform check, the quota and the search tokens live in the callable.
  const ONCE_VALID: [string, DocumentData][] = [
    ['a plain draft', {}],
    ['the DJ linking their own profile', { djId: 'dj1' }],
    ...EVENT_STATUSES.map((status): [string, DocumentData] => [`status ${status}`, { status }]),
    ...EVENT_TYPES.map((eventType): [string, DocumentData] => [`type ${eventType}`, { eventType }]),
    [
      'every text at its limit',
      {
        title: 't'.repeat(FIELD_LIMITS.title),
        description: 'd'.repeat(FIELD_LIMITS.description),
        venue: 'v'.repeat(FIELD_LIMITS.venue),
        location: 'l'.repeat(FIELD_LIMITS.location),
      },
    ],
    [
      'the search tokens the app computes',
      { searchTokens: eventSearchTokens({ title: 'Warehouse Night', location: 'Lisbon' }) },
    ],
    ['a phone number in the description', { description: 'Tickets: call me on 512 555 0100' }],
  ];

  it.each(ONCE_VALID)('refuses the owner creating %s', async (_label, change) => {
    await expectOutcome('deny', create(newEvent('dj1', change)));
  });

  it.each(PERSONAS.filter((p): p is SignedInPersona => p !== 'signedOut'))(
    'refuses %s creating their own event',
    async (persona) => {
      await expectOutcome('deny', create(newEvent(uidOf(persona)), persona));
    },
  );

  it.each(ONCE_VALID)('refuses the owner updating to %s', async (_label, change) => {
    await expectOutcome('deny', edit(change));
  });

  it('refuses an oversized search token list, by update as by create', async () => {
    const tokens = Array.from({ length: EVENT_SEARCH_TOKENS_MAX + 1 }, (_, i) => `t${i}`);
    await expectOutcome('deny', edit({ searchTokens: tokens }));
    await expectOutcome('deny', create(newEvent('dj1', { searchTokens: tokens })));
  });

  it('control: the owner still reads and deletes their event, and the data itself is storable', async () => {
    const db = rules.as('djOwner');
    await expectOutcome('allow', getDoc(event(db, 'event-draft')));
    await rules.withoutRules((admin) => setDoc(doc(admin, 'events', 'event-x'), newEvent('dj1')));
    await expectOutcome('allow', deleteDoc(event(db, 'event-x')));
  });
});

describe('events: the queries the events page runs', () => {
  const NOW = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));
  const events = (db: Firestore) => collection(db, 'events');
  const published = () => where('status', '==', 'published');

  it.each(['signedOut', 'client', 'otherDj'] as const)(
    '%s can run the public queries and their counts',
    async (persona) => {
      const db = rules.as(persona);
      const queries = [
        query(
          events(db),
          published(),
          where('eventDate', '>', NOW),
          orderBy('eventDate'),
          limit(12),
        ),
        query(events(db), published(), where('eventDate', '==', null), limit(12)),
        query(
          events(db),
          published(),
          where('eventDate', '<=', NOW),
          orderBy('eventDate', 'desc'),
          limit(12),
        ),
        query(
          events(db),
          published(),
          where('eventType', '==', 'upcoming'),
          where('searchTokens', 'array-contains', 'sunset'),
          where('eventDate', '>', NOW),
          orderBy('eventDate'),
          limit(12),
        ),
      ];
      for (const q of queries) {
        await expectOutcome('allow', getDocs(q));
        await expectOutcome('allow', getCountFromServer(q));
      }
    },
  );

  it('a signed-in user can run "My events" (own events of every status, newest first)', async () => {
    const db = rules.as('djOwner');
    const mine = query(
      events(db),
      where('ownerUid', '==', 'dj1'),
      orderBy('createdAt', 'desc'),
      limit(12),
    );
    await expectOutcome('allow', getDocs(mine));
    await expectOutcome('allow', getCountFromServer(mine));
  });

  it("nobody reads someone else's events through the My events query", async () => {
    const db = rules.as('otherDj');
    await expectOutcome(
      'deny',
      getDocs(query(events(db), where('ownerUid', '==', 'dj1'), orderBy('createdAt', 'desc'))),
    );
  });
});

describe('events: deleting an event with its links (one batch, links first)', () => {
  const deleteWithLinks = (db: Firestore, eventId: string) => {
    const batch = writeBatch(db);
    batch.delete(doc(db, 'events', eventId, 'links', 'link1'));
    batch.delete(event(db, eventId));
    return batch.commit();
  };

  it.each(['event-published', 'event-draft'])('the owner can delete %s', async (id) => {
    await expectOutcome('allow', deleteWithLinks(rules.as('djOwner'), id));
  });

  it('an admin can delete any event', async () => {
    await expectOutcome('allow', deleteWithLinks(rules.as('admin'), 'event-published'));
  });

  it.each(['signedOut', 'client', 'otherDj'] as const)(
    "%s cannot delete someone else's event or its links",
    async (persona) => {
      await expectOutcome('deny', deleteWithLinks(rules.as(persona), 'event-published'));
      await expectOutcome(
        'deny',
        deleteDoc(doc(rules.as(persona), 'events', 'event-published', 'links', 'link1')),
      );
    },
  );
});
