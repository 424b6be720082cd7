// Security rules for users/{uid}/devices/{deviceId}: the browsers and installed apps that get a
// person's pushes (issue 40). Only the owner reads, writes and deletes them; the server (Admin
// SDK) sends to them and removes dead ones.
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { omit, PAST, world } from './fixtures';
import { describeMatrix, expectOutcome, setupRulesEnv, type Matrix } from './helpers';

const DEVICE = 'device0aaaa1111';
const CHAT = 'AbCdEfGhIjKlMnOpQrSt';

/** A device as the server stored it a while ago. */
const storedDevice = (overrides: DocumentData = {}): DocumentData => ({
  token: 'fcm-token-1',
  label: 'Chrome on Android',
  createdAt: PAST,
  lastSeenAt: PAST,
  openChatId: null,
  ...overrides,
});

/** Exactly what the app writes when push is turned on (turn-on-push.ts). */
const newDevice = (overrides: DocumentData = {}): DocumentData => ({
  token: 'demo-device0bbbb2222',
  label: 'Chrome on Linux',
  createdAt: serverTimestamp(),
  lastSeenAt: serverTimestamp(),
  openChatId: null,
  ...overrides,
});

const rules = setupRulesEnv(() => ({
  ...world(),
  [`users/client1/devices/${DEVICE}`]: storedDevice(),
  'users/client2/devices/theirs0001': storedDevice({ label: 'Safari on iPhone' }),
}));

const mine = (db: Firestore, id = DEVICE) => doc(db, 'users', 'client1', 'devices', id);
const owner = () => rules.as('client');
const NONE = { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' } as const;

// Target: client1's device. List: the account page's newest-first page of client1's devices.
// Update: a chat opened on the device (what the open app writes every minute).
const MATRIX: Matrix = {
  signedOut: NONE,
  client: { get: 'allow', list: 'allow', create: 'allow', update: 'allow', delete: 'allow' },
  otherClient: NONE,
  djOwner: NONE,
  otherDj: NONE,
  // An admin has no business with anyone's push tokens.
  admin: NONE,
};

describeMatrix('users/{uid}/devices/{deviceId}', rules, MATRIX, {
  get: (db) => getDoc(mine(db)),
  list: (db) =>
    getDocs(
      query(
        collection(db, 'users', 'client1', 'devices'),
        orderBy('lastSeenAt', 'desc'),
        limit(20),
      ),
    ),
  create: (db) => setDoc(mine(db, 'device0bbbb2222'), newDevice()),
  update: (db) => updateDoc(mine(db), { openChatId: CHAT, lastSeenAt: serverTimestamp() }),
  delete: (db) => deleteDoc(mine(db)),
});

describe('devices: create', () => {
  it('takes a device id of 8 to 64 letters, digits, _ and -, and nothing else', async () => {
    for (const id of ['abcd_-12', 'x'.repeat(64), 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6']) {
      await expectOutcome('allow', setDoc(mine(owner(), id), newDevice()));
    }
    for (const id of ['short12', 'x'.repeat(65), 'has.dot1', 'has space', 'émoji123']) {
      await expectOutcome('deny', setDoc(mine(owner(), id), newDevice()));
    }
  });

  it.each<[string, DocumentData]>([
    ['no token', omit(newDevice(), 'token')],
    ['an empty token', newDevice({ token: '' })],
    ['a token over 4096 characters', newDevice({ token: 't'.repeat(4097) })],
    ['a token that is not text', newDevice({ token: 42 })],
    ['no label', omit(newDevice(), 'label')],
    ['a blank label', newDevice({ label: '   ' })],
    ['a label over 80 characters', newDevice({ label: 'L'.repeat(81) })],
    ['no openChatId', omit(newDevice(), 'openChatId')],
    ['an openChatId that is no booking id', newDevice({ openChatId: 'booking/../x' })],
    ['an openChatId over 40 characters', newDevice({ openChatId: 'a'.repeat(41) })],
    ['an openChatId that is a number', newDevice({ openChatId: 7 })],
    ['a back-dated createdAt', newDevice({ createdAt: PAST })],
    ['a back-dated lastSeenAt', newDevice({ lastSeenAt: PAST })],
    ['no createdAt', omit(newDevice(), 'createdAt')],
    ['a field of its own', newDevice({ ownerUid: 'client1' })],
  ])('refuses a device with %s', async (_, data) => {
    await expectOutcome('deny', setDoc(mine(owner(), 'device0bbbb2222'), data));
  });

  it('accepts the longest token and label the rules allow, and a booking as openChatId', async () => {
    await expectOutcome(
      'allow',
      setDoc(
        mine(owner(), 'device0bbbb2222'),
        newDevice({ token: 't'.repeat(4096), label: 'L'.repeat(80), openChatId: CHAT }),
      ),
    );
  });

  it('nobody puts a device under another person, to receive their pushes', async () => {
    for (const persona of ['otherClient', 'djOwner', 'admin'] as const) {
      await expectOutcome(
        'deny',
        setDoc(
          doc(rules.as(persona), 'users', 'client1', 'devices', `intruder${persona}`),
          newDevice(),
        ),
      );
    }
  });
});

describe('devices: update', () => {
  const update = (data: DocumentData) => updateDoc(mine(owner()), data);

  it('a rotated token, dated now, is taken', async () => {
    await expectOutcome('allow', update({ token: 'fcm-token-2', lastSeenAt: serverTimestamp() }));
  });

  it('every write dates the device now: not left as it was, not back-dated', async () => {
    await expectOutcome('deny', update({ openChatId: CHAT }));
    await expectOutcome('deny', update({ openChatId: CHAT, lastSeenAt: PAST }));
  });

  it('createdAt never changes: not by an update, not by writing the device again', async () => {
    await expectOutcome(
      'deny',
      update({ createdAt: serverTimestamp(), lastSeenAt: serverTimestamp() }),
    );
    await expectOutcome('deny', setDoc(mine(owner()), newDevice()));
  });

  it('the shape holds on update too', async () => {
    await expectOutcome('deny', update({ token: '', lastSeenAt: serverTimestamp() }));
    await expectOutcome('deny', update({ openChatId: 'x-y', lastSeenAt: serverTimestamp() }));
    await expectOutcome('deny', update({ extra: true, lastSeenAt: serverTimestamp() }));
  });

  it('the chat closes: openChatId back to null', async () => {
    await rules.seedDocs({
      [`users/client1/devices/${DEVICE}`]: storedDevice({ openChatId: CHAT }),
    });
    await expectOutcome('allow', update({ openChatId: null, lastSeenAt: serverTimestamp() }));
  });
});

describe('devices: reading', () => {
  it('the owner lists only their own; nobody lists every person’s devices', async () => {
    await expectOutcome('deny', getDocs(collection(owner(), 'users', 'client2', 'devices')));
    await expectOutcome('deny', getDocs(collectionGroup(owner(), 'devices')));
    await expectOutcome('deny', getDocs(collectionGroup(rules.as('admin'), 'devices')));
  });

  it('another person cannot turn a device off', async () => {
    await expectOutcome(
      'deny',
      deleteDoc(doc(owner(), 'users', 'client2', 'devices', 'theirs0001')),
    );
  });
});
