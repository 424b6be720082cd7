// Security rules for users/{uid}/notifications/{id}: written by the onBookingWritten trigger
// and the sendMessage callable; the owner reads them and marks one read, once.
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
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { it } from 'vitest';
import { PAST, world } from './fixtures';
import { describeMatrix, expectOutcome, setupRulesEnv, type Matrix } from './helpers';

const rules = setupRulesEnv(world);

const n1 = (db: Firestore) => doc(db, 'users', 'client1', 'notifications', 'n1');
const NONE = { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' } as const;

// Target: client1's notification n1. List: the bell's newest-first query on client1's.
// Update: marking it read.
const MATRIX: Matrix = {
  signedOut: NONE,
  client: { get: 'allow', list: 'allow', create: 'deny', update: 'allow', delete: 'deny' },
  otherClient: NONE,
  djOwner: NONE,
  otherDj: NONE,
  admin: NONE,
};

describeMatrix('users/{uid}/notifications/{id}', rules, MATRIX, {
  get: (db) => getDoc(n1(db)),
  list: (db) =>
    getDocs(
      query(collection(db, 'users', 'client1', 'notifications'), orderBy('createdAt', 'desc')),
    ),
  create: (db) =>
    setDoc(doc(db, 'users', 'client1', 'notifications', 'forged'), {
      type: 'booking_accepted',
      title: 'Free money',
      body: 'Click here',
      link: 'https://evil.example',
      createdAt: serverTimestamp(),
      readAt: null,
    }),
  update: (db) => updateDoc(n1(db), { readAt: serverTimestamp() }),
  delete: (db) => deleteDoc(n1(db)),
});

it('the owner cannot rewrite a notification, back-date the read, or mark it read twice', async () => {
  const db = rules.as('client');
  await expectOutcome('deny', updateDoc(n1(db), { title: 'Changed' }));
  await expectOutcome('deny', updateDoc(n1(db), { readAt: PAST }));
  await expectOutcome('allow', updateDoc(n1(db), { readAt: serverTimestamp() }));
  await expectOutcome('deny', updateDoc(n1(db), { readAt: serverTimestamp() }));
});

// sendMessage keeps one "new message" notification per conversation for the
// receiver (users/{uid}/notifications/message_{bookingId}) and resets readAt to
// null when it reuses a read one; the owner's single read then applies again.
it('a new_message notification: only its owner reads it and marks it read, once per reset', async () => {
  const path = 'users/dj1/notifications/message_booking-confirmed';
  const notification = {
    type: 'new_message',
    title: 'New message from User client1',
    body: 'Hi! Can you play until 2am?',
    link: '/messages?booking=booking-confirmed',
    bookingId: 'booking-confirmed',
    createdAt: PAST,
    readAt: null,
  };
  await rules.seedDocs({ [path]: notification });
  const ref = (db: Firestore) => doc(db, path);

  // The sender is the other party of the booking, not the notification's owner.
  await expectOutcome('deny', getDoc(ref(rules.as('client'))));
  await expectOutcome('deny', updateDoc(ref(rules.as('client')), { readAt: serverTimestamp() }));
  await expectOutcome('deny', setDoc(ref(rules.as('client')), { ...notification, body: 'Forged' }));

  const owner = rules.as('djOwner');
  await expectOutcome('allow', getDoc(ref(owner)));
  await expectOutcome('deny', updateDoc(ref(owner), { body: 'Edited', readAt: serverTimestamp() }));
  await expectOutcome('allow', updateDoc(ref(owner), { readAt: serverTimestamp() }));
  await expectOutcome('deny', updateDoc(ref(owner), { readAt: serverTimestamp() }));

  await rules.seedDocs({ [path]: { ...notification, body: 'Another message', readAt: null } });
  await expectOutcome('allow', updateDoc(ref(owner), { readAt: serverTimestamp() }));
  await expectOutcome('deny', deleteDoc(ref(owner)));
});

// Opening the bell's list marks every unread notification it shows read in one batch
// (decision 0042). Each write of the batch is checked on its own, and one refused write
// refuses them all: the batch can do nothing a single owner's update could not.
it('opening the list: the owner marks several read in one batch, and only that', async () => {
  const note = (id: string, readAt: unknown = null) => ({
    type: 'booking_requested',
    title: `Notice ${id}`,
    body: 'Someone would like to book you on Jun 1, 2030.',
    link: '/bookings?booking=b1',
    bookingId: 'b1',
    createdAt: PAST,
    readAt,
  });
  await rules.seedDocs({
    'users/client1/notifications/a': note('a'),
    'users/client1/notifications/b': note('b'),
    'users/client1/notifications/read': note('read', PAST),
    'users/client2/notifications/theirs': note('theirs'),
  });
  const markAll = (db: Firestore, paths: string[], extra: Record<string, unknown> = {}) => {
    const batch = writeBatch(db);
    for (const path of paths) batch.update(doc(db, path), { readAt: serverTimestamp(), ...extra });
    return batch.commit();
  };
  const mine = ['users/client1/notifications/a', 'users/client1/notifications/b'];
  const owner = rules.as('client');

  // Refused whole: one already read, someone else's, another field, or not the owner at all.
  await expectOutcome('deny', markAll(owner, [...mine, 'users/client1/notifications/read']));
  await expectOutcome('deny', markAll(owner, [...mine, 'users/client2/notifications/theirs']));
  await expectOutcome('deny', markAll(owner, mine, { title: 'Changed' }));
  await expectOutcome('deny', markAll(rules.as('admin'), mine));
  await expectOutcome('deny', markAll(rules.as('djOwner'), mine));
  // Nothing of those landed: both are still unread, so the owner's own batch goes through.
  await expectOutcome('allow', markAll(owner, mine));
  // And once only.
  await expectOutcome('deny', markAll(owner, mine));
});
