// Security rules for events/{eventId}: public when published; created, edited
// and deleted by their owner (admins may delete).
import {
  collection,
  deleteDoc,
  deleteField,
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
import { eventSearchTokens } from '../../src/domain/events';
import { EVENT_DAY, newEvent, PAST, world } from './fixtures';
import {
  describeMatrix,
  expectOutcome,
  PERSONAS,
  uidOf,
  setupRulesEnv,
  type Matrix,
  type Operations,
} from './helpers';

const rules = setupRulesEnv(world);

const event = (db: Firestore, id: string) => doc(db, 'events', id);
const newEventRef = (db: Firestore) => doc(collection(db, 'events'));

/** Create, update and delete are the same in both matrices. */
const WRITES = {
  signedOut: { create: 'deny', update: 'deny', delete: 'deny' },
  client: { create: 'allow', update: 'deny', delete: 'deny' },
  otherClient: { create: 'allow', update: 'deny', delete: 'deny' },
  djOwner: { create: 'allow', update: 'allow', delete: 'allow' },
  otherDj: { create: 'allow', update: 'deny', delete: 'deny' },
  admin: { create: 'allow', update: 'deny', delete: 'allow' },
} as const;

// Target: events/event-published (owned by dj1). List: the public events query.
// Create: each persona creates its own draft event (ownerUid = own uid, no djId).
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

describe('events: create', () => {
  const create = (data: DocumentData, persona: 'client' | 'djOwner' | 'otherDj' = 'djOwner') =>
    setDoc(newEventRef(rules.as(persona)), data);

  const VALID: [string, DocumentData][] = [
    ['the DJ linking their own profile', { djId: 'dj1' }],
    ['a published event', { status: 'published' }],
    ['an archived event', { status: 'archived' }],
    ['a past event', { eventType: 'past' }],
    ['a recurring event', { eventType: 'recurring' }],
    ['no date', { eventDate: null }],
    ['a 200-character title', { title: 't'.repeat(200) }],
    ['a 2000-character description', { description: 'd'.repeat(2000) }],
    ['200-character venue and location', { venue: 'v'.repeat(200), location: 'l'.repeat(200) }],
    [
      'the search tokens the app computes',
      { searchTokens: eventSearchTokens({ title: 'Warehouse Night', location: 'Lisbon' }) },
    ],
    ['no search tokens', { searchTokens: [] }],
    ['100 search tokens', { searchTokens: Array.from({ length: 100 }, (_, i) => `t${i}`) }],
  ];

  it.each(VALID)('accepts %s', async (_label, change) => {
    await expectOutcome('allow', create(newEvent('dj1', change)));
  });

  it.each(['description', 'eventDate', 'venue', 'location'])(
    'accepts an event without %s',
    async (field) => {
      const data = newEvent('dj1');
      delete data[field];
      await expectOutcome('allow', create(data));
    },
  );

  const INVALID: [string, DocumentData][] = [
    ['an empty title', { title: '' }],
    ['a whitespace-only title', { title: '   \n' }],
    ['a 201-character title', { title: 't'.repeat(201) }],
    ['a title that is not a string', { title: 42 }],
    ['a 2001-character description', { description: 'd'.repeat(2001) }],
    ['a description that is not a string', { description: ['a'] }],
    ['a date given as a string', { eventDate: '2027-03-14' }],
    ['a date given as a number', { eventDate: EVENT_DAY.toMillis() }],
    ['a 201-character venue', { venue: 'v'.repeat(201) }],
    ['a 201-character location', { location: 'l'.repeat(201) }],
    ['an unknown eventType', { eventType: 'festival' }],
    ['an unknown status', { status: 'cancelled' }],
    ['a client date as createdAt', { createdAt: new Date() }],
    ['a back-dated updatedAt', { updatedAt: PAST }],
    ['an extra field', { featured: true }],
    ['a null djId', { djId: null }],
    ['101 search tokens', { searchTokens: Array.from({ length: 101 }, (_, i) => `t${i}`) }],
    ['search tokens that are not a list', { searchTokens: 'warehouse night' }],
    ['null search tokens', { searchTokens: null }],
  ];

  it.each(INVALID)('refuses %s', async (_label, change) => {
    await expectOutcome('deny', create(newEvent('dj1', change)));
  });

  it.each(['ownerUid', 'title', 'eventType', 'status', 'createdAt', 'updatedAt'])(
    'refuses an event without %s',
    async (field) => {
      const data = newEvent('dj1');
      delete data[field];
      await expectOutcome('deny', create(data));
    },
  );

  it('refuses an event owned by someone else', async () => {
    await expectOutcome('deny', create(newEvent('dj1'), 'otherDj'));
  });

  it("refuses linking the event to someone else's DJ profile", async () => {
    await expectOutcome('deny', create(newEvent('dj2', { djId: 'dj1' }), 'otherDj'));
  });

  it('refuses linking the event to another existing profile the owner does not own', async () => {
    await expectOutcome('deny', create(newEvent('dj1', { djId: 'dj2' })));
  });

  it('refuses a djId when the owner has no DJ profile', async () => {
    await expectOutcome('deny', create(newEvent('client1', { djId: 'client1' }), 'client'));
  });

  it('lets a DJ whose profile is still pending link it', async () => {
    await expectOutcome('allow', create(newEvent('dj2', { djId: 'dj2' }), 'otherDj'));
  });
});

describe('events: update', () => {
  const edit = (change: DocumentData, persona: 'djOwner' | 'otherDj' | 'otherClient' = 'djOwner') =>
    updateDoc(event(rules.as(persona), 'event-draft'), change);
  const fresh = { updatedAt: serverTimestamp() };

  const VALID: [string, DocumentData][] = [
    ['publish it', { status: 'published' }],
    ['archive it', { status: 'archived', eventType: 'past' }],
    ['move the date', { eventDate: EVENT_DAY }],
    ['clear the date', { eventDate: null }],
    ['remove the description', { description: deleteField() }],
    ['unlink the DJ profile', { djId: deleteField() }],
    ['rename it with new search tokens', { title: 'Secret Rave', searchTokens: ['se', 'sec'] }],
    ['drop the search tokens', { searchTokens: deleteField() }],
  ];

  it.each(VALID)('the owner can %s', async (_label, change) => {
    await expectOutcome('allow', edit({ ...change, ...fresh }));
  });

  const HIJACKS: [string, DocumentData, 'djOwner' | 'otherDj' | 'otherClient'][] = [
    ["update another DJ's event", { title: 'Mine now', ...fresh }, 'otherDj'],
    ['take the event over (ownerUid)', { ownerUid: 'dj2', ...fresh }, 'otherDj'],
    ['take the event over as a client', { ownerUid: 'client2', ...fresh }, 'otherClient'],
    ['give the event away (ownerUid)', { ownerUid: 'dj2', ...fresh }, 'djOwner'],
    ['rewrite createdAt', { createdAt: serverTimestamp(), ...fresh }, 'djOwner'],
    ["point djId at someone else's profile", { djId: 'dj2', ...fresh }, 'djOwner'],
    ['empty the title', { title: '', ...fresh }, 'djOwner'],
    ['remove the title', { title: deleteField(), ...fresh }, 'djOwner'],
    ['use an unknown status', { status: 'featured', ...fresh }, 'djOwner'],
    ['add an extra field', { promoted: true, ...fresh }, 'djOwner'],
    [
      'store an oversized search token list',
      { searchTokens: Array.from({ length: 101 }, (_, i) => `t${i}`), ...fresh },
      'djOwner',
    ],
    ["change another DJ's search tokens", { searchTokens: ['spam'], ...fresh }, 'otherDj'],
    ['skip updatedAt', { title: 'Renamed' }, 'djOwner'],
    ['send a client date as updatedAt', { title: 'Renamed', updatedAt: new Date() }, 'djOwner'],
  ];

  it.each(HIJACKS)('refuses to %s', async (_label, change, persona) => {
    await expectOutcome('deny', edit(change, persona));
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
