// Security rules for contactMessages/{id}: only the sendContactMessage callable writes
// (the public contact form, limited per address); admins read and delete.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { CONTACT_HONEYPOT_FIELD } from '../../src/domain/contact-schema';
import { FIELD_LIMITS } from '../../src/domain/limits';
import { newContactMessage, world } from './fixtures';
import {
  describeMatrix,
  expectOutcome,
  PERSONAS,
  setupRulesEnv,
  type Matrix,
  type Persona,
} from './helpers';

const rules = setupRulesEnv(world);

const READ_DELETE_DENIED = { get: 'deny', list: 'deny', update: 'deny', delete: 'deny' } as const;

// Target: contactMessages/contact1. List: the admin inbox, newest first.
// Create: the form as each persona used to send it (with their uid when signed in): refused.
const MATRIX: Matrix = {
  signedOut: { ...READ_DELETE_DENIED, create: 'deny' },
  client: { ...READ_DELETE_DENIED, create: 'deny' },
  otherClient: { ...READ_DELETE_DENIED, create: 'deny' },
  djOwner: { ...READ_DELETE_DENIED, create: 'deny' },
  otherDj: { ...READ_DELETE_DENIED, create: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'allow' },
};

describeMatrix('contactMessages/{id}', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'contactMessages', 'contact1')),
  list: (db) => getDocs(query(collection(db, 'contactMessages'), orderBy('createdAt', 'desc'))),
  create: (db, persona) =>
    setDoc(doc(collection(db, 'contactMessages')), newContactMessage(persona)),
  update: (db) => updateDoc(doc(db, 'contactMessages', 'contact1'), { subject: 'Handled' }),
  delete: (db) => deleteDoc(doc(db, 'contactMessages', 'contact1')),
});

describe('contactMessages: no direct client writes (the sendContactMessage callable writes them)', () => {
  const send = (data: DocumentData, persona: Persona = 'signedOut') =>
    setDoc(doc(collection(rules.as(persona), 'contactMessages')), data);

  // Messages the old rules accepted: refused now, because nothing in the rules can count how
  // often one address writes (signed-out senders could write without limit).
  const ONCE_VALID: [string, DocumentData][] = [
    ['the plain form', {}],
    [
      'every field at its limit',
      {
        firstName: 'f'.repeat(FIELD_LIMITS.name),
        lastName: 'l'.repeat(FIELD_LIMITS.name),
        subject: 's'.repeat(FIELD_LIMITS.title),
        message: 'm'.repeat(FIELD_LIMITS.description),
        email: `${'a'.repeat(FIELD_LIMITS.contactEmail - '@example.test'.length)}@example.test`,
      },
    ],
    ['the honeypot field filled in', { [CONTACT_HONEYPOT_FIELD]: 'http://spam.test' }],
  ];

  it.each(ONCE_VALID)('refuses a signed-out sender writing %s', async (_label, change) => {
    await expectOutcome('deny', send(newContactMessage('signedOut', change)));
  });

  it.each(PERSONAS.filter((p) => p !== 'signedOut'))(
    'refuses %s writing with their own uid or without one',
    async (persona) => {
      await expectOutcome('deny', send(newContactMessage(persona), persona));
      await expectOutcome('deny', send(newContactMessage('signedOut'), persona));
    },
  );

  it('control: an admin reads the inbox and deletes a message', async () => {
    const db = rules.as('admin');
    await expectOutcome('allow', getDoc(doc(db, 'contactMessages', 'contact1')));
    await expectOutcome('allow', deleteDoc(doc(db, 'contactMessages', 'contact1')));
  });
});
