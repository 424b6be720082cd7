// Security rules for bookings/{bookingId}/messages/{messageId}: the two
// parties of a booking talk once it is confirmed; the receiver marks read.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { canMessage } from '../../src/domain/booking-states';
import { bookingId, messageDoc, newMessage, PAST, world } from './fixtures';
import {
  BOOKING_STATUSES,
  describeMatrix,
  expectOutcome,
  uidOf,
  setupRulesEnv,
  type BookingStatus,
  type Matrix,
  type Persona,
} from './helpers';

const rules = setupRulesEnv(world);

const messages = (db: Firestore, status: BookingStatus = 'confirmed') =>
  collection(db, 'bookings', bookingId(status), 'messages');
/** The seeded message m1: from client1 to dj1, unread. */
const m1 = (db: Firestore, status: BookingStatus = 'confirmed') => doc(messages(db, status), 'm1');
const newMessageRef = (db: Firestore, status: BookingStatus = 'confirmed') =>
  doc(messages(db, status));

/** Who a persona would address: a client writes to the DJ, everyone else to the client. */
const counterpartOf = (persona: Persona): string =>
  persona === 'client' || persona === 'otherClient' || persona === 'signedOut' ? 'dj1' : 'client1';

const markRead = (db: Firestore, status: BookingStatus = 'confirmed') =>
  updateDoc(m1(db, status), { readAt: serverTimestamp() });

// Target: the conversation on bookings/booking-confirmed (client1 ↔ dj1).
// List: the conversation query the chat screen runs (ordered by createdAt).
// Update: marking m1 (client1 → dj1) as read.
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  client: { get: 'allow', list: 'allow', create: 'allow', update: 'deny', delete: 'deny' },
  otherClient: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  djOwner: { get: 'allow', list: 'allow', create: 'allow', update: 'allow', delete: 'deny' },
  otherDj: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

describeMatrix('bookings/{bookingId}/messages/{messageId}', rules, MATRIX, {
  get: (db) => getDoc(m1(db)),
  list: (db) => getDocs(query(messages(db), orderBy('createdAt'))),
  create: (db, persona) =>
    setDoc(newMessageRef(db), newMessage(uidOf(persona), counterpartOf(persona))),
  update: (db) => markRead(db),
  delete: (db) => deleteDoc(m1(db)),
});

describe.each(BOOKING_STATUSES)('messages on a booking in status %s', (status) => {
  // The domain decides when a conversation is open; the rules must agree.
  const open = canMessage(status);

  it(`the client ${open ? 'can' : 'cannot'} send`, async () => {
    await expectOutcome(
      open ? 'allow' : 'deny',
      setDoc(newMessageRef(rules.as('client'), status), newMessage('client1', 'dj1')),
    );
  });

  it(`the DJ ${open ? 'can' : 'cannot'} send`, async () => {
    await expectOutcome(
      open ? 'allow' : 'deny',
      setDoc(newMessageRef(rules.as('djOwner'), status), newMessage('dj1', 'client1')),
    );
  });

  it('both parties and admins can still read the history', async () => {
    for (const persona of ['client', 'djOwner', 'admin'] as const) {
      const db = rules.as(persona);
      await expectOutcome('allow', getDocs(query(messages(db, status), orderBy('createdAt'))));
      await expectOutcome('allow', getDoc(m1(db, status)));
    }
  });

  it.each(['otherClient', 'otherDj', 'signedOut'] as const)(
    'a third party (%s) cannot read the conversation',
    async (persona) => {
      const db = rules.as(persona);
      await expectOutcome('deny', getDocs(messages(db, status)));
      await expectOutcome('deny', getDoc(m1(db, status)));
    },
  );

  it('the receiver can mark a message read', async () => {
    await expectOutcome('allow', markRead(rules.as('djOwner'), status));
  });
});

describe('messages: spoofing and shape', () => {
  const send = (data: DocumentData, persona: Persona = 'client') =>
    setDoc(newMessageRef(rules.as(persona)), data);

  it('accepts content of exactly 1000 characters', async () => {
    await expectOutcome('allow', send(newMessage('client1', 'dj1', { content: 'x'.repeat(1000) })));
  });

  it('counts surrounding whitespace towards the 1000-character cap', async () => {
    await expectOutcome(
      'deny',
      send(newMessage('client1', 'dj1', { content: `  ${'x'.repeat(1000)}\n` })),
    );
    await expectOutcome(
      'allow',
      send(newMessage('client1', 'dj1', { content: `  ${'x'.repeat(996)}\n` })),
    );
  });

  const ATTACKS: [string, DocumentData][] = [
    ["the other party's senderUid", newMessage('dj1', 'client1')],
    ['a receiverUid of a third person', newMessage('client1', 'client2')],
    ['a receiverUid of an admin', newMessage('client1', 'admin1')],
    ['itself as the receiver', newMessage('client1', 'client1')],
    ['empty content', newMessage('client1', 'dj1', { content: '' })],
    ['whitespace-only content', newMessage('client1', 'dj1', { content: ' \n\t ' })],
    ['1001 characters', newMessage('client1', 'dj1', { content: 'x'.repeat(1001) })],
    ['content that is not a string', newMessage('client1', 'dj1', { content: 42 })],
    ['type image', newMessage('client1', 'dj1', { type: 'image' })],
    [
      'an attachment URL',
      newMessage('client1', 'dj1', { attachmentUrl: 'https://evil.test/x.exe' }),
    ],
    ['readAt already set', newMessage('client1', 'dj1', { readAt: serverTimestamp() })],
    ['a client date as createdAt', newMessage('client1', 'dj1', { createdAt: new Date() })],
    ['a back-dated createdAt', newMessage('client1', 'dj1', { createdAt: PAST })],
    ['an extra field', newMessage('client1', 'dj1', { priority: 'high' })],
  ];

  it.each(ATTACKS)('refuses a message with %s', async (_label, data) => {
    await expectOutcome('deny', send(data));
  });

  it.each(['senderUid', 'receiverUid', 'content', 'type', 'attachmentUrl', 'createdAt', 'readAt'])(
    'refuses a message without %s',
    async (field) => {
      const data = newMessage('client1', 'dj1');
      delete data[field];
      await expectOutcome('deny', send(data));
    },
  );

  it('refuses a message on a booking that does not exist', async () => {
    const db = rules.as('client');
    await expectOutcome(
      'deny',
      setDoc(
        doc(collection(db, 'bookings', 'no-such-booking', 'messages')),
        newMessage('client1', 'dj1'),
      ),
    );
  });

  it('refuses a party of another booking writing into this one', async () => {
    await expectOutcome('deny', send(newMessage('client2', 'dj1'), 'otherClient'));
    await expectOutcome('deny', send(newMessage('dj2', 'client1'), 'otherDj'));
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
    await rules.seedDocs({
      [`bookings/${bookingId('confirmed')}/messages/m1`]: messageDoc({ readAt: PAST }),
    });
    await expectOutcome('deny', markRead(rules.as('djOwner')));
    await expectOutcome('deny', updateDoc(m1(rules.as('djOwner')), { readAt: null }));
  });

  it('an admin cannot mark a message read for the receiver', async () => {
    await expectOutcome('deny', markRead(rules.as('admin')));
  });
});
