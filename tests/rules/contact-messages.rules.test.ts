// Security rules for contactMessages/{id}: the public contact form writes,
// admins read and delete.
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
import { newContactMessage, PAST, world } from './fixtures';
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
// Create: the form as each persona sends it (with their uid when signed in).
const MATRIX: Matrix = {
  signedOut: { ...READ_DELETE_DENIED, create: 'allow' },
  client: { ...READ_DELETE_DENIED, create: 'allow' },
  otherClient: { ...READ_DELETE_DENIED, create: 'allow' },
  djOwner: { ...READ_DELETE_DENIED, create: 'allow' },
  otherDj: { ...READ_DELETE_DENIED, create: 'allow' },
  admin: { get: 'allow', list: 'allow', create: 'allow', update: 'deny', delete: 'allow' },
};

describeMatrix('contactMessages/{id}', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'contactMessages', 'contact1')),
  list: (db) => getDocs(query(collection(db, 'contactMessages'), orderBy('createdAt', 'desc'))),
  create: (db, persona) =>
    setDoc(doc(collection(db, 'contactMessages')), newContactMessage(persona)),
  update: (db) => updateDoc(doc(db, 'contactMessages', 'contact1'), { subject: 'Handled' }),
  delete: (db) => deleteDoc(doc(db, 'contactMessages', 'contact1')),
});

describe('contactMessages: shape', () => {
  const send = (data: DocumentData, persona: Persona = 'signedOut') =>
    setDoc(doc(collection(rules.as(persona), 'contactMessages')), data);

  const VALID: [string, DocumentData][] = [
    ['100-character names', { firstName: 'f'.repeat(100), lastName: 'l'.repeat(100) }],
    ['a 200-character subject', { subject: 's'.repeat(200) }],
    ['a 2000-character message', { message: 'm'.repeat(2000) }],
    [
      'a 320-character e-mail',
      { email: `${'a'.repeat(320 - '@example.test'.length)}@example.test` },
    ],
    ['a plus-addressed e-mail', { email: 'ana+spinbook@mail.example.test' }],
  ];

  it.each(VALID)('accepts %s', async (_label, change) => {
    await expectOutcome('allow', send(newContactMessage('signedOut', change)));
  });

  const INVALID: [string, DocumentData][] = [
    ['the honeypot field filled in', { website: 'http://spam.test' }],
    ['an empty honeypot field', { website: '' }],
    ['an empty first name', { firstName: '' }],
    ['a whitespace-only first name', { firstName: '   ' }],
    ['a whitespace-only last name', { lastName: '\t' }],
    ['a whitespace-only subject', { subject: ' \n ' }],
    ['a whitespace-only message', { message: '     ' }],
    ['a 101-character first name', { firstName: 'f'.repeat(101) }],
    ['a 101-character last name', { lastName: 'l'.repeat(101) }],
    ['a first name that is not a string', { firstName: 1 }],
    ['an e-mail without @', { email: 'ana.example.test' }],
    ['an e-mail without a dot in the domain', { email: 'ana@localhost' }],
    ['an e-mail with spaces', { email: 'ana silva@example.test' }],
    [
      'a 321-character e-mail',
      { email: `${'a'.repeat(321 - '@example.test'.length)}@example.test` },
    ],
    ['an empty subject', { subject: '' }],
    ['a 201-character subject', { subject: 's'.repeat(201) }],
    ['an empty message', { message: '' }],
    ['a 2001-character message', { message: 'm'.repeat(2001) }],
    ['a client date as createdAt', { createdAt: new Date() }],
    ['a back-dated createdAt', { createdAt: PAST }],
    ['a status field', { status: 'resolved' }],
    ['a prototype-pollution key', { __proto__x: 'x', constructor: 'x' }],
    ['a message that is a map', { message: { text: 'hi' } }],
    ['a 1 MB message', { message: 'm'.repeat(1_000_000) }],
  ];

  it.each(INVALID)('refuses %s', async (_label, change) => {
    await expectOutcome('deny', send(newContactMessage('signedOut', change)));
  });

  it.each(['firstName', 'lastName', 'email', 'subject', 'message', 'createdAt'])(
    'refuses a message without %s',
    async (field) => {
      const data = newContactMessage('signedOut');
      delete data[field];
      await expectOutcome('deny', send(data));
    },
  );

  it('refuses a signed-out message that carries a uid', async () => {
    await expectOutcome('deny', send(newContactMessage('signedOut', { uid: 'client1' })));
  });

  it("refuses a signed-in message in someone else's uid", async () => {
    await expectOutcome('deny', send(newContactMessage('client', { uid: 'client2' }), 'client'));
  });

  it.each(PERSONAS.filter((p) => p !== 'signedOut'))(
    'lets %s send without a uid too',
    async (persona) => {
      await expectOutcome('allow', send(newContactMessage('signedOut'), persona));
    },
  );
});
