// Security rules for bookings/{bookingId}/messages/{messageId}: only the `sendMessage`
// callable writes messages (moderation and the rate limit cannot live in rules), the
// two parties and admins read them, the receiver marks read; and the collection-group
// query for a user's unread messages across bookings.
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  limitToLast,
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
import { describe, expect, it } from 'vitest';
import { canMessage } from '../../src/domain/booking-states';
import { bookingId, newMessage, PAST, sentMessage, world } from './fixtures';
import {
  BOOKING_STATUSES,
  describeMatrix,
  expectOutcome,
  PERSONAS,
  setupRulesEnv,
  uidOf,
  type BookingStatus,
  type Matrix,
  type Persona,
  type SignedInPersona,
} from './helpers';

/** Where the conversation is open (the domain's canMessage), the DJ has replied too. */
const REPLIED: readonly BookingStatus[] = BOOKING_STATUSES.filter(canMessage);

// The world, with every seeded message in the exact shape `sendMessage` writes:
// m1 (client1 → dj1, unread) on a booking of each status; m2 (dj1 → client1,
// unread) and m3 (dj1 → client1, read) where the DJ replied; and m1 (dj2 → client2)
// on the other pair's booking.
const rules = setupRulesEnv(() => {
  const docs = world();
  for (const status of BOOKING_STATUSES) {
    const id = bookingId(status);
    docs[`bookings/${id}/messages/m1`] = sentMessage(id);
    if (REPLIED.includes(status)) {
      docs[`bookings/${id}/messages/m2`] = sentMessage(id, fromDj());
      docs[`bookings/${id}/messages/m3`] = sentMessage(id, { ...fromDj(), readAt: PAST });
    }
  }
  docs['bookings/booking-other/messages/m1'] = sentMessage('booking-other', {
    senderUid: 'dj2',
    receiverUid: 'client2',
  });
  return docs;
});

function fromDj(): DocumentData {
  return { senderUid: 'dj1', receiverUid: 'client1', content: 'Sure, until 2am works.' };
}

const messages = (db: Firestore, status: BookingStatus = 'confirmed') =>
  collection(db, 'bookings', bookingId(status), 'messages');
/** The seeded message m1: from client1 to dj1, unread. */
const m1 = (db: Firestore, status: BookingStatus = 'confirmed') => doc(messages(db, status), 'm1');
const newMessageRef = (db: Firestore, status: BookingStatus = 'confirmed') =>
  doc(messages(db, status));

/** The chat screen's query: the latest messages of one booking, oldest first. */
const conversation = (db: Firestore, status: BookingStatus = 'confirmed') =>
  getDocs(query(messages(db, status), orderBy('createdAt'), limitToLast(50)));

/** Who a persona would address: a client writes to the DJ, everyone else to the client. */
const counterpartOf = (persona: Persona): string =>
  persona === 'client' || persona === 'otherClient' || persona === 'signedOut' ? 'dj1' : 'client1';

/** A well-formed message from `persona`, exactly as `sendMessage` would store it, but written directly. */
const directMessage = (
  persona: Persona,
  status: BookingStatus = 'confirmed',
  overrides: DocumentData = {},
): DocumentData =>
  sentMessage(bookingId(status), {
    senderUid: uidOf(persona),
    receiverUid: counterpartOf(persona),
    createdAt: serverTimestamp(),
    ...overrides,
  });

function readNow(): DocumentData {
  return { readAt: serverTimestamp() };
}

const markRead = (db: Firestore, status: BookingStatus = 'confirmed') =>
  updateDoc(m1(db, status), readNow());

/** The app's unread query: collectionGroup('messages') where receiverUid == uid and readAt == null. */
const unreadFor = (db: Firestore, uid: string) =>
  getDocs(
    query(
      collectionGroup(db, 'messages'),
      where('receiverUid', '==', uid),
      where('readAt', '==', null),
      limit(100),
    ),
  );

const READERS = ['client', 'djOwner', 'admin'] as const;
const OUTSIDERS = ['signedOut', 'otherClient', 'otherDj'] as const;

// Target: the conversation on bookings/booking-confirmed (client1 ↔ dj1).
// List: the chat screen's query (ordered by createdAt, the last 50).
// Create: a well-formed message in sendMessage's shape, written directly.
// Update: marking m1 (client1 → dj1) as read.
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  client: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  otherClient: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  djOwner: { get: 'allow', list: 'allow', create: 'deny', update: 'allow', delete: 'deny' },
  otherDj: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

describeMatrix('bookings/{bookingId}/messages/{messageId}', rules, MATRIX, {
  get: (db) => getDoc(m1(db)),
  list: (db) => conversation(db),
  create: (db, persona) => setDoc(newMessageRef(db), directMessage(persona)),
  update: (db) => markRead(db),
  delete: (db) => deleteDoc(m1(db)),
});

describe.each(BOOKING_STATUSES)('messages on a booking in status %s', (status) => {
  it.each(READERS)('%s can read the history', async (persona) => {
    const db = rules.as(persona);
    await expectOutcome('allow', conversation(db, status));
    await expectOutcome('allow', getDoc(m1(db, status)));
  });

  it.each(OUTSIDERS)('an outsider (%s) cannot read, write or delete', async (persona) => {
    const db = rules.as(persona);
    await expectOutcome('deny', conversation(db, status));
    await expectOutcome('deny', getDocs(messages(db, status)));
    await expectOutcome('deny', getDoc(m1(db, status)));
    await expectOutcome('deny', setDoc(newMessageRef(db, status), directMessage(persona, status)));
    await expectOutcome('deny', markRead(db, status));
    await expectOutcome('deny', deleteDoc(m1(db, status)));
  });

  it.each(PERSONAS)('%s cannot create a message directly', async (persona) => {
    const db = rules.as(persona);
    await expectOutcome('deny', setDoc(newMessageRef(db, status), directMessage(persona, status)));
  });

  it('the receiver can mark a message read', async () => {
    await expectOutcome('allow', markRead(rules.as('djOwner'), status));
  });

  it.each(READERS)('%s cannot delete a message', async (persona) => {
    await expectOutcome('deny', deleteDoc(m1(rules.as(persona), status)));
  });
});

describe('messages: nobody writes them but sendMessage', () => {
  const WRITERS: SignedInPersona[] = ['client', 'djOwner', 'admin'];
  const ATTEMPTS: [string, (persona: Persona) => DocumentData][] = [
    ['well-formed (sendMessage’s shape)', (persona) => directMessage(persona)],
    ['in the app’s former shape (no bookingId)', (p) => newMessage(uidOf(p), counterpartOf(p))],
    ['with a forged senderUid', (p) => directMessage(p, 'confirmed', { senderUid: 'dj2' })],
    ['with a forged receiverUid', (p) => directMessage(p, 'confirmed', { receiverUid: 'client2' })],
    ['with a back-dated createdAt', (p) => directMessage(p, 'confirmed', { createdAt: PAST })],
    ['already read', (p) => directMessage(p, 'confirmed', { readAt: serverTimestamp() })],
    [
      'off-platform content',
      (p) => directMessage(p, 'confirmed', { content: 'Call me: +351 912 345 678' }),
    ],
  ];

  describe.each(WRITERS)('as %s', (persona) => {
    it.each(ATTEMPTS)('refuses a message %s', async (_label, data) => {
      await expectOutcome('deny', setDoc(newMessageRef(rules.as(persona)), data(persona)));
    });

    it.each(['pending', 'cancelled', 'confirmed'] as const)(
      'refuses a well-formed message on a %s booking',
      async (status) => {
        const db = rules.as(persona);
        await expectOutcome(
          'deny',
          setDoc(newMessageRef(db, status), directMessage(persona, status)),
        );
      },
    );

    it('refuses a message with a chosen id (as the outbox would use)', async () => {
      const db = rules.as(persona);
      await expectOutcome(
        'deny',
        setDoc(doc(messages(db), 'outbox-id-00000000AA'), directMessage(persona)),
      );
    });
  });

  it('refuses a message on a booking that does not exist', async () => {
    const db = rules.as('client');
    await expectOutcome(
      'deny',
      setDoc(doc(collection(db, 'bookings', 'no-such-booking', 'messages')), {
        ...directMessage('client'),
        bookingId: 'no-such-booking',
      }),
    );
  });

  it('refuses a sender overwriting an existing message with setDoc', async () => {
    const db = rules.as('client');
    await expectOutcome(
      'deny',
      setDoc(m1(db), sentMessage(bookingId('confirmed'), { content: 'Edited' })),
    );
  });
});

describe('messages: read receipts', () => {
  const RECEIVER_ATTACKS: [string, DocumentData][] = [
    ['change the content', { content: 'You owe me money' }],
    ['change the content while marking read', { content: 'Edited', readAt: serverTimestamp() }],
    ['set readAt to a client date', { readAt: Timestamp.fromDate(new Date()) }],
    ['set readAt to a past date', { readAt: PAST }],
    ['change the sender', { senderUid: 'dj1', readAt: serverTimestamp() }],
    ['redirect the message', { receiverUid: 'client2' }],
    ['move the message to another booking', { bookingId: 'booking-other' }],
    ['add a field while marking read', { readAt: serverTimestamp(), pinned: true }],
  ];

  it.each(RECEIVER_ATTACKS)('the receiver cannot %s', async (_label, change) => {
    await expectOutcome('deny', updateDoc(m1(rules.as('djOwner')), change));
  });

  it('the sender cannot set readAt', async () => {
    await expectOutcome('deny', markRead(rules.as('client')));
  });

  it('the sender cannot edit their message', async () => {
    await expectOutcome('deny', updateDoc(m1(rules.as('client')), { content: 'Edited' }));
  });

  it('readAt is set once: a read message cannot be marked again or unread', async () => {
    const db = rules.as('djOwner');
    await expectOutcome('allow', markRead(db));
    await expectOutcome('deny', markRead(db));
    await expectOutcome('deny', updateDoc(m1(db), { readAt: null }));
  });

  it('a message already read when seeded stays read', async () => {
    const db = rules.as('client');
    const m3 = doc(messages(db), 'm3');
    await expectOutcome('deny', updateDoc(m3, { readAt: serverTimestamp() }));
    await expectOutcome('deny', updateDoc(m3, { readAt: null }));
  });

  it('the DJ’s reply is marked read by the client, not by the DJ', async () => {
    await expectOutcome('deny', updateDoc(doc(messages(rules.as('djOwner')), 'm2'), readNow()));
    await expectOutcome('allow', updateDoc(doc(messages(rules.as('client')), 'm2'), readNow()));
  });

  // The chat marks every unread message on screen read in one batch
  // (markMessagesRead). Each update reads the booking to check the party; the
  // repeated get of one document must not exhaust a batch's access-call limit.
  it('the receiver marks a whole page read in one batch', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `page${String(i).padStart(2, '0')}`);
    const booking = bookingId('confirmed');
    await rules.seedDocs(
      Object.fromEntries(
        ids.map((id) => [`bookings/${booking}/messages/${id}`, sentMessage(booking)]),
      ),
    );
    const db = rules.as('djOwner');
    const batch = writeBatch(db);
    for (const id of ids) batch.update(doc(messages(db), id), readNow());
    await expectOutcome('allow', batch.commit());
  });

  it('an admin cannot mark a message read for the receiver', async () => {
    await expectOutcome('deny', markRead(rules.as('admin')));
  });

  it('a receiverUid alone is not enough: the receiver must be a party of the booking', async () => {
    // A message naming dj1 as receiver on a booking between client2 and dj2
    // (sendMessage never writes one; the rules must not trust the field).
    await rules.seedDocs({
      'bookings/booking-other/messages/stray': sentMessage('booking-other', {
        senderUid: 'client2',
        receiverUid: 'dj1',
      }),
    });
    const stray = doc(rules.as('djOwner'), 'bookings', 'booking-other', 'messages', 'stray');
    await expectOutcome('deny', updateDoc(stray, readNow()));
  });
});

describe('messages: the unread query across bookings (collection group)', () => {
  it('the DJ lists their unread messages across bookings', async () => {
    const snapshot = await unreadFor(rules.as('djOwner'), 'dj1');
    // m1 on the booking of each status: client1 → dj1, unread.
    expect(snapshot.size).toBe(BOOKING_STATUSES.length);
    expect(snapshot.docs.every((d) => d.get('receiverUid') === 'dj1')).toBe(true);
  });

  it('the client lists their unread messages across bookings (read ones excluded)', async () => {
    const snapshot = await unreadFor(rules.as('client'), 'client1');
    expect(snapshot.docs.map((d) => d.ref.path).sort()).toEqual(
      REPLIED.map((status) => `bookings/${bookingId(status)}/messages/m2`).sort(),
    );
  });

  it.each(['otherClient', 'otherDj', 'admin'] as const)(
    '%s can run the query for themselves (and sees none of this pair’s messages)',
    async (persona) => {
      const snapshot = await unreadFor(rules.as(persona), uidOf(persona));
      expect(
        snapshot.docs.every(
          (d) =>
            d.get('receiverUid') === uidOf(persona) &&
            !d.ref.path.startsWith(`bookings/${bookingId('confirmed')}/`),
        ),
      ).toBe(true);
    },
  );

  it('the receiverUid filter alone is enough', async () => {
    await expectOutcome(
      'allow',
      getDocs(
        query(
          collectionGroup(rules.as('client'), 'messages'),
          where('receiverUid', '==', 'client1'),
        ),
      ),
    );
  });

  // Rules are OR-ed, so the recursive match also answers a query on one
  // booking's messages: constrained to the caller as receiver, it is allowed,
  // and on someone else's booking it can only come back empty.
  it.each(['otherClient', 'otherDj'] as const)(
    '%s querying another pair’s booking for messages to themselves gets nothing',
    async (persona) => {
      const snapshot = await getDocs(
        query(messages(rules.as(persona)), where('receiverUid', '==', uidOf(persona))),
      );
      expect(snapshot.empty).toBe(true);
    },
  );

  it('signed out, the query is refused', async () => {
    await expectOutcome('deny', unreadFor(rules.as('signedOut'), 'anonymous'));
  });

  it.each([
    ['client', 'dj1'],
    ['djOwner', 'client1'],
    ['otherClient', 'client1'],
    ['otherDj', 'dj1'],
    ['admin', 'dj1'],
  ] as const)('%s cannot list the unread messages of %s', async (persona, uid) => {
    await expectOutcome('deny', unreadFor(rules.as(persona), uid));
  });

  it.each(PERSONAS)('%s cannot run an unfiltered collection-group query', async (persona) => {
    const group = collectionGroup(rules.as(persona), 'messages');
    await expectOutcome('deny', getDocs(group));
    await expectOutcome('deny', getDocs(query(group, limit(100))));
    await expectOutcome('deny', getDocs(query(group, where('readAt', '==', null))));
  });

  it.each(['client', 'djOwner'] as const)(
    '%s cannot list the messages they sent',
    async (persona) => {
      const group = collectionGroup(rules.as(persona), 'messages');
      const uid = uidOf(persona);
      await expectOutcome('deny', getDocs(query(group, where('senderUid', '==', uid))));
      await expectOutcome(
        'deny',
        getDocs(query(group, where('senderUid', '==', uid), where('readAt', '==', null))),
      );
    },
  );

  it('a query that also covers someone else (receiverUid in [self, other]) is refused', async () => {
    const group = collectionGroup(rules.as('client'), 'messages');
    await expectOutcome(
      'deny',
      getDocs(query(group, where('receiverUid', 'in', ['client1', 'dj1']))),
    );
  });

  it('the collection-group rule grants no get by path, nor any write', async () => {
    // dj1 is the receiver of `stray` but no party of booking-other: reading it by
    // path needs the party rule, which the recursive match does not relax.
    await rules.seedDocs({
      'bookings/booking-other/messages/stray': sentMessage('booking-other', {
        senderUid: 'client2',
        receiverUid: 'dj1',
      }),
    });
    const db = rules.as('djOwner');
    await expectOutcome('deny', getDoc(doc(db, 'bookings', 'booking-other', 'messages', 'stray')));
    await expectOutcome('deny', setDoc(doc(db, 'messages', 'x'), directMessage('djOwner')));
    await expectOutcome(
      'deny',
      setDoc(doc(db, 'users', 'dj1', 'messages', 'x'), directMessage('djOwner')),
    );
  });

  it('contactMessages is another collection id: a receiverUid query there is refused', async () => {
    await expectOutcome(
      'deny',
      getDocs(
        query(
          collectionGroup(rules.as('client'), 'contactMessages'),
          where('receiverUid', '==', 'client1'),
        ),
      ),
    );
  });
});
