// Security rules for djAvailability/{djId}: booked and blocked days are public (the
// profile calendar), and only functions maintain them.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { PAST, world } from './fixtures';
import { describeMatrix, setupRulesEnv, type Matrix } from './helpers';

// The world, with two of dj1's blocks (issue 41): one the DJ made, one their calendar's.
const rules = setupRulesEnv(() => ({
  ...world(),
  'djAvailability/dj1/blocks/block1': {
    span: { kind: 'dates', from: '2030-06-10', to: '2030-06-12' },
    note: 'Sister’s wedding',
    source: 'manual',
    createdAt: PAST,
  },
  'djAvailability/dj1/blocks/imported1': {
    span: { kind: 'dates', from: '2030-06-20', to: '2030-06-20' },
    note: '',
    source: 'calendar',
    createdAt: PAST,
  },
}));

const READ_ONLY = {
  get: 'allow',
  list: 'allow',
  create: 'deny',
  update: 'deny',
  delete: 'deny',
} as const;

const MATRIX: Matrix = {
  signedOut: READ_ONLY,
  client: READ_ONLY,
  otherClient: READ_ONLY,
  djOwner: READ_ONLY,
  otherDj: READ_ONLY,
  admin: READ_ONLY,
};

describeMatrix('djAvailability/{djId}', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'djAvailability', 'dj1')),
  list: (db) => getDocs(collection(db, 'djAvailability')),
  // Even the DJ may not mark dates: they follow confirmed bookings.
  create: (db) => setDoc(doc(db, 'djAvailability', 'dj2'), { bookedDates: ['2030-01-01'] }),
  update: (db) => updateDoc(doc(db, 'djAvailability', 'dj1'), { bookedDates: [] }),
  delete: (db) => deleteDoc(doc(db, 'djAvailability', 'dj1')),
});

// djAvailability/{djId}/blocks/{blockId} (issue 41): the DJ's blocked days with their private
// notes. Only the DJ reads them; nobody writes them from a browser, the DJ included:
// blockDays checks each against the DJ's confirmed bookings in a transaction with the public
// summary, and only the calendar import (functions) writes the imported ones.
const NONE = { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' } as const;
const OWNER_READS = {
  get: 'allow',
  list: 'allow',
  create: 'deny',
  update: 'deny',
  delete: 'deny',
} as const;

const BLOCKS_MATRIX: Matrix = {
  signedOut: NONE,
  client: NONE,
  otherClient: NONE,
  djOwner: OWNER_READS,
  otherDj: NONE,
  // An admin has no need of a DJ's reasons for a day off.
  admin: NONE,
};

const aBlock = {
  span: { kind: 'dates', from: '2030-07-01', to: '2030-07-01' },
  note: '',
  source: 'manual',
  createdAt: PAST,
};

describeMatrix('djAvailability/{djId}/blocks/{blockId}', rules, BLOCKS_MATRIX, {
  get: (db) => getDoc(doc(db, 'djAvailability', 'dj1', 'blocks', 'block1')),
  list: (db) => getDocs(collection(db, 'djAvailability', 'dj1', 'blocks')),
  create: (db) => setDoc(doc(db, 'djAvailability', 'dj1', 'blocks', 'block2'), aBlock),
  update: (db) =>
    updateDoc(doc(db, 'djAvailability', 'dj1', 'blocks', 'imported1'), { source: 'manual' }),
  delete: (db) => deleteDoc(doc(db, 'djAvailability', 'dj1', 'blocks', 'imported1')),
});
