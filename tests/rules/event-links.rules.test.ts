// Security rules for events/{eventId}/links/{linkId}: visible exactly when the
// event is; added and removed by the event's owner (admins may remove).
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
import { newLink, PAST, world } from './fixtures';
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
  djOwner: { create: 'allow', update: 'deny', delete: 'allow' },
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

describe('event links: shape', () => {
  const add = (data: DocumentData) =>
    setDoc(doc(links(rules.as('djOwner'), 'event-published')), data);

  it.each(['eventbrite', 'youtube', 'instagram', 'tiktok', 'flyer', 'website'])(
    'accepts linkType %s',
    async (linkType) => {
      await expectOutcome('allow', add(newLink({ linkType })));
    },
  );

  it('accepts a link without a title', async () => {
    const data = newLink();
    delete data.title;
    await expectOutcome('allow', add(data));
  });

  it('accepts an http URL of exactly 2048 characters', async () => {
    const url = `http://x.test/${'a'.repeat(2048 - 'http://x.test/'.length)}`;
    await expectOutcome('allow', add(newLink({ url })));
  });

  const INVALID: [string, DocumentData][] = [
    ['an unknown linkType', { linkType: 'myspace' }],
    ['a javascript: URL', { url: 'javascript:alert(document.cookie)' }],
    ['a data: URL', { url: 'data:text/html,<script>alert(1)</script>' }],
    ['a scheme-relative URL', { url: '//evil.test/x' }],
    ['a bare https://', { url: 'https://' }],
    ['a URL over 2048 characters', { url: `https://x.test/${'a'.repeat(2048)}` }],
    ['a URL that is not a string', { url: { href: 'https://x.test' } }],
    ['a 201-character title', { title: 't'.repeat(201) }],
    ['a title that is not a string', { title: 7 }],
    ['a client date as createdAt', { createdAt: new Date() }],
    ['a back-dated createdAt', { createdAt: PAST }],
    ['an extra field', { clicks: 0 }],
  ];

  it.each(INVALID)('refuses %s', async (_label, change) => {
    await expectOutcome('deny', add(newLink(change)));
  });

  it.each(['linkType', 'url', 'createdAt'])('refuses a link without %s', async (field) => {
    const data = newLink();
    delete data[field];
    await expectOutcome('deny', add(data));
  });

  it('refuses a link on an event that does not exist', async () => {
    await expectOutcome(
      'deny',
      setDoc(doc(links(rules.as('djOwner'), 'no-such-event')), newLink()),
    );
  });

  it("refuses another DJ adding a link to dj1's event", async () => {
    await expectOutcome(
      'deny',
      setDoc(doc(links(rules.as('otherDj'), 'event-published')), newLink()),
    );
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
});
