// saveEvent and addEventLink, called directly (not through the Functions emulator) against
// the Firestore emulator: moderation with controls, owner-only, the djId rule, server-side
// search tokens, URL checks, and the spec's `default` limit (20 an hour per account).
import { collection, doc, getDocs, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addEventLinkHandler } from '../../functions/src/callable/add-event-link';
import { saveEventHandler } from '../../functions/src/callable/save-event';
import {
  EVENT_DJ_NOT_YOURS,
  EVENT_DJ_PROFILE_MISSING,
  EVENT_NOT_YOURS,
  eventSchema,
  toEventLinkWrite,
  toEventWrite,
  toSaveEventInput,
  type AddEventLinkResult,
  type SaveEventResult,
} from '../../src/domain/event-schema';
import {
  EVENT_SEARCH_TOKEN_MAX,
  EVENT_SEARCH_TOKENS_MAX,
  eventSearchTokens,
} from '../../src/domain/events';
import { FIELD_LIMITS } from '../../src/domain/limits';
import { NOT_AUTHENTICATED, TOO_MANY_ATTEMPTS } from '../../src/domain/messages';
import { OFF_PLATFORM_NOTICE } from '../../src/domain/off-platform-text';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import { INVALID_URL } from '../../src/domain/url';
import { refusal } from './callable-refusal';
import { EVENT_DATE_TOO_FAR } from '../../src/domain/event-dates';
import { validateOrThrow } from '../../src/domain/validate';
import { adminDb, newId, newPerson } from './helpers';

const NOW = new Date('2031-03-01T12:00:00Z');

const EVENT = {
  title: 'Warehouse Night',
  description: 'Techno until sunrise.',
  eventDate: '2031-04-01T20:00:00.000Z',
  venue: 'Armazém 16',
  location: 'Lisbon',
  eventType: 'upcoming',
  status: 'published',
};

const authOf = (uid: string | null) => (uid ? { uid, token: { role: 'client' } } : undefined);

function save(uid: string | null, data: Record<string, unknown>): Promise<SaveEventResult> {
  return saveEventHandler({ data, auth: authOf(uid) }, { db: adminDb, now: () => NOW });
}

function addLink(uid: string | null, data: Record<string, unknown>) {
  return addEventLinkHandler({ data, auth: authOf(uid) }, { db: adminDb, now: () => NOW });
}

async function eventData(id: string) {
  return (await adminDb.doc(`events/${id}`).get()).data();
}

async function defaultAttempts(uid: string): Promise<number> {
  const log = (await adminDb.doc(`rateLimits/${uid}`).get()).get('default') as
    { attempts: number[] } | undefined;
  return log?.attempts.length ?? 0;
}

describe('saveEvent', () => {
  it('creates an event owned by the caller, with server times and server search tokens', async () => {
    const uid = newId('Ev');
    const { eventId, created } = await save(uid, EVENT);
    expect(created).toBe(true);
    const data = await eventData(eventId);
    expect(data).toMatchObject({
      ownerUid: uid,
      title: EVENT.title,
      status: 'published',
      searchTokens: eventSearchTokens({
        title: EVENT.title,
        venue: EVENT.venue,
        location: 'Lisbon',
      }),
    });
    expect(data?.eventDate.toDate().toISOString()).toBe(EVENT.eventDate);
    expect(data?.createdAt.toDate()).toEqual(NOW);
    expect(data).not.toHaveProperty('djId');
  });

  it('bounds the search tokens however long the texts are', async () => {
    const uid = newId('Ev');
    const words = (prefix: string) =>
      Array.from({ length: 40 }, (_, i) => `${prefix}${'x'.repeat(30)}${i}`).join(' ');
    const { eventId } = await save(uid, {
      ...EVENT,
      title: words('t').slice(0, FIELD_LIMITS.title),
      venue: words('v').slice(0, FIELD_LIMITS.venue),
      location: words('l').slice(0, FIELD_LIMITS.location),
    });
    const tokens = (await eventData(eventId))?.searchTokens as string[];
    expect(tokens.length).toBeLessThanOrEqual(EVENT_SEARCH_TOKENS_MAX);
    expect(tokens.every((t) => t.length <= EVENT_SEARCH_TOKEN_MAX)).toBe(true);
  });

  it('refuses client-sent search tokens, owner or times (unknown fields)', async () => {
    const uid = newId('Ev');
    for (const extra of [
      { searchTokens: ['spam'] },
      { ownerUid: newId('Ot') },
      { createdAt: '2020-01-01T00:00:00.000Z' },
    ]) {
      expect(await refusal(save(uid, { ...EVENT, ...extra }))).toMatchObject({
        code: 'invalid-argument',
      });
    }
  });

  it.each([
    ['title', 'Rave - tickets on WhatsApp'],
    ['description', 'Tickets: call me on 512 555 0100'],
    ['venue', 'email me at host@example.com'],
  ])('refuses off-platform contact in the %s with the spec’s notice', async (field, text) => {
    const uid = newId('Ev');
    expect(await refusal(save(uid, { ...EVENT, [field]: text }))).toMatchObject({
      code: 'invalid-argument',
      message: OFF_PLATFORM_NOTICE.description,
      details: { title: OFF_PLATFORM_NOTICE.title },
    });
    // Refused input is not counted against the quota.
    expect(await defaultAttempts(uid)).toBe(0);
    // Control: the same caller, plain text.
    expect(await refusal(save(uid, { ...EVENT, [field]: 'Rooftop 21' }))).toBe('ok');
  });

  it('refuses a date more than 2 years ahead; control: 23 months ahead', async () => {
    const uid = newId('Ev');
    for (const eventDate of ['9999-12-31T20:00:00.000Z', '2033-03-02T00:00:00.000Z']) {
      expect(await refusal(save(uid, { ...EVENT, eventDate }))).toMatchObject({
        code: 'invalid-argument',
        message: EVENT_DATE_TOO_FAR,
      });
    }
    // NOW is 2031-03-01.
    expect(await refusal(save(uid, { ...EVENT, eventDate: '2033-02-01T20:00:00.000Z' }))).toBe(
      'ok',
    );
  });

  it('refuses a signed-out caller', async () => {
    expect(await refusal(save(null, EVENT))).toMatchObject({
      code: 'unauthenticated',
      message: NOT_AUTHENTICATED,
    });
  });

  it('lets only the owner update, and unlinks the DJ when djId is left out', async () => {
    const owner = newId('Ev');
    await adminDb.doc(`djs/${owner}`).set({ ownerUid: owner, name: 'DJ', status: 'verified' });
    const { eventId } = await save(owner, { ...EVENT, djId: owner });
    expect((await eventData(eventId))?.djId).toBe(owner);

    const stranger = newId('St');
    expect(await refusal(save(stranger, { ...EVENT, eventId, title: 'Mine now' }))).toMatchObject({
      code: 'permission-denied',
      message: EVENT_NOT_YOURS,
    });
    expect((await eventData(eventId))?.title).toBe(EVENT.title);

    const updated = await save(owner, { ...EVENT, eventId, title: 'Secret Rave' });
    expect(updated).toEqual({ eventId, created: false });
    const data = await eventData(eventId);
    expect(data).toMatchObject({ title: 'Secret Rave', ownerUid: owner });
    expect(data).not.toHaveProperty('djId');
    expect(data?.searchTokens).toContain('secret');
  });

  it("refuses naming someone else's DJ profile, or one's own that does not exist", async () => {
    const uid = newId('Ev');
    const other = newId('Dj');
    await adminDb.doc(`djs/${other}`).set({ ownerUid: other, name: 'DJ', status: 'verified' });
    expect(await refusal(save(uid, { ...EVENT, djId: other }))).toMatchObject({
      code: 'permission-denied',
      message: EVENT_DJ_NOT_YOURS,
    });
    expect(await refusal(save(uid, { ...EVENT, djId: uid }))).toMatchObject({
      code: 'failed-precondition',
      message: EVENT_DJ_PROFILE_MISSING,
    });
  });

  it(`refuses the ${RATE_LIMITS.default.maxAttempts + 1}st write in an hour`, async () => {
    const uid = newId('Ev');
    for (let i = 0; i < RATE_LIMITS.default.maxAttempts; i++) {
      expect(await refusal(save(uid, { ...EVENT, title: `Night ${i}` }))).toBe('ok');
    }
    expect(await refusal(save(uid, EVENT))).toMatchObject({
      code: 'resource-exhausted',
      message: TOO_MANY_ATTEMPTS,
    });
    const mine = await adminDb.collection('events').where('ownerUid', '==', uid).count().get();
    expect(mine.data().count).toBe(RATE_LIMITS.default.maxAttempts);
    // Control: another account is not affected.
    expect(await refusal(save(newId('Ev'), EVENT))).toBe('ok');
  });
});

describe('addEventLink', () => {
  async function ownEvent() {
    const owner = newId('Ev');
    const { eventId } = await save(owner, EVENT);
    return { owner, eventId };
  }
  const linksOf = async (eventId: string) =>
    (await adminDb.collection(`events/${eventId}/links`).get()).docs.map((d) => d.data());

  it('adds the owner’s link with the server’s time', async () => {
    const { owner, eventId } = await ownEvent();
    const { linkId } = await addLink(owner, {
      eventId,
      linkType: 'eventbrite',
      url: 'https://www.eventbrite.com/e/warehouse-night-123',
      title: 'Tickets',
    });
    const link = (await adminDb.doc(`events/${eventId}/links/${linkId}`).get()).data();
    expect(link).toMatchObject({ linkType: 'eventbrite', title: 'Tickets' });
    expect(link?.createdAt.toDate()).toEqual(NOW);
  });

  it.each([
    ['credentials', 'https://www.paypal.com@evil.example/login'],
    ['a user and password', 'https://user:pass@tickets.example/e/1'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://files.example/flyer.png'],
  ])('refuses a URL with %s', async (_label, url) => {
    const { owner, eventId } = await ownEvent();
    expect(await refusal(addLink(owner, { eventId, linkType: 'website', url }))).toMatchObject({
      code: 'invalid-argument',
      message: INVALID_URL,
    });
    expect(await linksOf(eventId)).toEqual([]);
    // Control: the same host without credentials.
    expect(
      await refusal(addLink(owner, { eventId, linkType: 'website', url: 'https://evil.example/' })),
    ).toBe('ok');
  });

  it('refuses off-platform contact in the title; control: a plain title', async () => {
    const { owner, eventId } = await ownEvent();
    const link = { eventId, linkType: 'website', url: 'https://example.com/e' };
    expect(await refusal(addLink(owner, { ...link, title: 'DM me on Telegram' }))).toMatchObject({
      code: 'invalid-argument',
      message: OFF_PLATFORM_NOTICE.description,
    });
    expect(await refusal(addLink(owner, { ...link, title: 'Event page' }))).toBe('ok');
  });

  it("refuses adding a link to someone else's event", async () => {
    const { eventId } = await ownEvent();
    expect(
      await refusal(
        addLink(newId('St'), { eventId, linkType: 'website', url: 'https://example.com/' }),
      ),
    ).toMatchObject({ code: 'permission-denied', message: EVENT_NOT_YOURS });
    expect(await linksOf(eventId)).toEqual([]);
  });

  it('shares the account’s default limit with saveEvent', async () => {
    const { owner, eventId } = await ownEvent(); // 1 attempt
    const link = { eventId, linkType: 'website', url: 'https://example.com/' };
    for (let i = 1; i < RATE_LIMITS.default.maxAttempts; i++) {
      expect(await refusal(addLink(owner, link))).toBe('ok');
    }
    expect(await refusal(addLink(owner, link))).toMatchObject({ code: 'resource-exhausted' });
    expect(await linksOf(eventId)).toHaveLength(RATE_LIMITS.default.maxAttempts - 1);
  });
});

describe('the event form’s path through the Functions emulator', () => {
  it('creates, links and edits through the callables; the SDK may only delete', async () => {
    const person = await newPerson('eventer');
    try {
      // What EventFormDialog sends: the validated form → toEventWrite → toSaveEventInput.
      const values = validateOrThrow(eventSchema, {
        title: 'Warehouse Night',
        // Through the emulator the server's own clock decides: next year is inside the bound.
        eventDate: `${new Date().getFullYear() + 1}-04-01T20:00`,
        venue: 'Armazém 16',
        location: 'Lisbon',
        eventType: 'upcoming',
        status: 'published',
      });
      const { eventId } = await person.call<SaveEventResult>(
        'saveEvent',
        toSaveEventInput(toEventWrite(values)),
      );
      const { linkId } = await person.call<AddEventLinkResult>('addEventLink', {
        eventId,
        ...toEventLinkWrite({ linkType: 'eventbrite', url: 'https://www.eventbrite.com/e/1' }),
      });
      await person.call('saveEvent', toSaveEventInput(toEventWrite(values), eventId));
      expect((await eventData(eventId))?.ownerUid).toBe(person.user.uid);

      // A direct write is refused by the rules; the owner's delete (links first) is not.
      await expect(
        setDoc(doc(person.db, 'events', eventId, 'links', `${linkId}X`), {
          ...toEventLinkWrite({ linkType: 'website', url: 'https://example.com/' }),
          createdAt: serverTimestamp(),
        }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      const links = await getDocs(collection(person.db, 'events', eventId, 'links'));
      expect(links.size).toBe(1);
      const batch = writeBatch(person.db);
      links.docs.forEach((link) => batch.delete(link.ref));
      batch.delete(doc(person.db, 'events', eventId));
      await batch.commit();
      expect(await eventData(eventId)).toBeUndefined();
    } finally {
      await person.close();
    }
  });
});
