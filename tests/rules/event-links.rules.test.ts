// Security rules for events/{eventId}/links/{linkId}: visible exactly when the event is;
// added only by the addEventLink callable; removed by the event's owner (admins may remove).
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { EVENT_LINK_TYPES } from '../../src/domain/events';
import { FIELD_LIMITS } from '../../src/domain/limits';
import { URL_MAX_LENGTH } from '../../src/domain/url';
import { newLink, world } from './fixtures';
import {
  describeMatrix,
  expectOutcome,
  setupRulesEnv,
  type Matrix,
  type Operations,
} from './helpers';

const rules = setupRulesEnv(world);

const links = (db: Firestore, eventId: string) => collection(db, 'events', eventId, 'links');

/** Create, update and delete are the same in both matrices: the owner is dj1 in both. */
const WRITES = {
  signedOut: { create: 'deny', update: 'deny', delete: 'deny' },
  client: { create: 'deny', update: 'deny', delete: 'deny' },
  otherClient: { create: 'deny', update: 'deny', delete: 'deny' },
  djOwner: { create: 'deny', update: 'deny', delete: 'allow' },
  otherDj: { create: 'deny', update: 'deny', delete: 'deny' },
  admin: { create: 'deny', update: 'deny', delete: 'allow' },
} as const;

// Target: link1 of events/event-published (owned by dj1). List: the event's links.
const PUBLISHED_MATRIX: Matrix = {
  signedOut: { get: 'allow', list: 'allow', ...WRITES.signedOut },
  client: { get: 'allow', list: 'allow', ...WRITES.client },
  otherClient: { get: 'allow', list: 'allow', ...WRITES.otherClient },
  djOwner: { get: 'allow', list: 'allow', ...WRITES.djOwner },
  otherDj: { get: 'allow', list: 'allow', ...WRITES.otherDj },
  admin: { get: 'allow', list: 'allow', ...WRITES.admin },
};

// Target: link1 of events/event-draft (owned by dj1).
const DRAFT_MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', ...WRITES.signedOut },
  client: { get: 'deny', list: 'deny', ...WRITES.client },
  otherClient: { get: 'deny', list: 'deny', ...WRITES.otherClient },
  djOwner: { get: 'allow', list: 'allow', ...WRITES.djOwner },
  otherDj: { get: 'deny', list: 'deny', ...WRITES.otherDj },
  admin: { get: 'allow', list: 'allow', ...WRITES.admin },
};

function operationsOn(eventId: string): Operations {
  return {
    get: (db) => getDoc(doc(links(db, eventId), 'link1')),
    list: (db) => getDocs(links(db, eventId)),
    create: (db) => setDoc(doc(links(db, eventId)), newLink()),
    update: (db) =>
      updateDoc(doc(links(db, eventId), 'link1'), { url: 'https://phishing.test/tickets' }),
    delete: (db) => deleteDoc(doc(links(db, eventId), 'link1')),
  };
}

describeMatrix(
  'events/{eventId}/links published event',
  rules,
  PUBLISHED_MATRIX,
  operationsOn('event-published'),
);
describeMatrix(
  'events/{eventId}/links draft event',
  rules,
  DRAFT_MATRIX,
  operationsOn('event-draft'),
);

describe('event links: no direct client writes (the addEventLink callable adds them)', () => {
  const add = (data: DocumentData, persona: 'djOwner' | 'otherDj' = 'djOwner') =>
    setDoc(doc(links(rules.as(persona), 'event-published')), data);

  // Links the old rules accepted: refused now, because the URL is parsed on the server
  // (credentials and schemes the rules' pattern let through), the title moderated and the
  // adding counted.
  const ONCE_VALID: [string, DocumentData][] = [
    ...EVENT_LINK_TYPES.map((linkType): [string, DocumentData] => [
      `type ${linkType}`,
      { linkType },
    ]),
    [
      'an http URL at the limit',
      { url: `http://x.test/${'a'.repeat(URL_MAX_LENGTH - 'http://x.test/'.length)}` },
    ],
    ['a title at the limit', { title: 't'.repeat(FIELD_LIMITS.title) }],
    ['a URL with credentials', { url: 'https://www.paypal.com@evil.example/login' }],
  ];

  it.each(ONCE_VALID)('refuses the owner adding %s', async (_label, change) => {
    await expectOutcome('deny', add(newLink(change)));
  });

  it("refuses another DJ adding a link to dj1's event", async () => {
    await expectOutcome('deny', add(newLink(), 'otherDj'));
  });

  it('nobody edits a link, not even the owner (remove and add instead)', async () => {
    await expectOutcome(
      'deny',
      updateDoc(doc(links(rules.as('djOwner'), 'event-published'), 'link1'), {
        title: 'Tickets (new)',
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('control: the owner still reads and deletes the event’s links', async () => {
    const db = rules.as('djOwner');
    await expectOutcome('allow', getDocs(links(db, 'event-published')));
    await expectOutcome('allow', deleteDoc(doc(links(db, 'event-published'), 'link1')));
  });
});
