// Security rules for djAvailability/{djId}: booked dates are public (the
// profile calendar), and only functions maintain them.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { world } from './fixtures';
import { describeMatrix, setupRulesEnv, type Matrix } from './helpers';

const rules = setupRulesEnv(world);

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
