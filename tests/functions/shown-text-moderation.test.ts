// What readers are shown is what is moderated (decision 0030): contact details written as
// character references, look-alike staff names, and updateDisplayName's reasons. The
// callables are called directly (not through the Functions emulator) against the Firestore
// emulator; Auth is a stand-in where a handler only writes a name to it.
import { randomBytes } from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { sendMessageHandler } from '../../functions/src/callable/send-message';
import { saveEventHandler } from '../../functions/src/callable/save-event';
import { submitDjApplicationHandler } from '../../functions/src/callable/submit-dj-application';
import { reviewAuthorName } from '../../functions/src/callable/submit-review';
import { updateDisplayNameHandler } from '../../functions/src/callable/update-display-name';
import { updateDjProfileHandler } from '../../functions/src/callable/update-dj-profile';
import { enforceSignUpDisplayName } from '../../functions/src/services/sign-up-display-name';
import { newMessageId } from '../../src/domain/chat';
import { MESSAGE_GUIDELINES } from '../../src/domain/message-validation';
import { OFF_PLATFORM_REFUSED } from '../../src/domain/off-platform-text';
import { DISPLAY_NAME_REFUSALS } from '../../src/domain/profile-schema';
import { RESERVED_NAME } from '../../src/domain/reserved-names';
import { ANONYMOUS_REVIEWER } from '../../src/domain/review-schema';
import { bioToPlainText } from '../../src/domain/sanitize';
import { FALLBACK_DISPLAY_NAME } from '../../src/domain/sign-up-name';
import { refusal } from './callable-refusal';
import { adminAuth, adminDb, djApplication, newId } from './helpers';

const NOW = new Date('2031-05-01T12:00:00Z');
const authOf = (uid: string) => ({ uid, token: { email: `${uid}@example.test` } });
const authStub = { updateUser: async () => ({}) } as unknown as Auth;

/** `text` as decimal references, one per character: `&#52;&#49;&#53;…`. */
const decimal = (text: string) => [...text].map((ch) => `&#${ch.codePointAt(0) ?? 0};`).join('');

/** Contact details a reader is shown once the references are decoded. */
const HIDDEN = {
  'a phone number as decimal references': decimal('415 555 0123'),
  'an e-mail address with decimal references': 'jane&#64;gmail&#46;com',
  'an e-mail address with hex references': 'jane&#x40;gmail&#x2E;com',
  'an e-mail address with named references': 'jane&commat;gmail&period;com',
  'an e-mail address escaped twice': 'jane&amp;#64;gmail&amp;#46;com',
};
const HIDDEN_CASES = Object.entries(HIDDEN);

/** A Cyrillic і (U+0456) in "Spinbook": NFKC leaves it, the confusable skeleton does not. */
const LOOKALIKE = 'Sp\u0456nbook Support';

const apply = (uid: string, data: Record<string, unknown>) =>
  submitDjApplicationHandler(
    { data, auth: authOf(uid) },
    { auth: adminAuth, db: adminDb, now: () => NOW },
  );
const editProfile = (uid: string, data: Record<string, unknown>) =>
  updateDjProfileHandler({ data, auth: authOf(uid) }, { db: adminDb, now: () => NOW });
const rename = (uid: string, displayName: unknown) =>
  updateDisplayNameHandler(
    { data: { displayName }, auth: authOf(uid) },
    { auth: authStub, db: adminDb, now: () => NOW },
  );
const profileOf = async (uid: string) => (await adminDb.doc(`djs/${uid}`).get()).data();

describe('contact details written as character references (decision 0030)', () => {
  it.each(HIDDEN_CASES)('a bio with %s is refused, and no profile is written', async (_, text) => {
    const uid = newId('Eb');
    expect(await refusal(apply(uid, djApplication({ bio: `<p>Bookings: ${text}</p>` })))).toEqual({
      code: 'invalid-argument',
      message: `${OFF_PLATFORM_REFUSED} Found in: Bio.`,
      details: expect.objectContaining({ title: 'Message Guidelines' }) as unknown,
    });
    expect(await profileOf(uid)).toBeUndefined();
  });

  it('a bio edit and a DJ name with references are refused; a bio with an ampersand is shown as typed', async () => {
    const uid = newId('Ee');
    expect(await apply(uid, djApplication({ bio: '<p>Drum & bass, R&amp;B</p>' }))).toMatchObject({
      djId: uid,
    });
    // Stored as plain text (decision 0037): the characters the DJ meant, shown as text.
    const stored = (await profileOf(uid))?.bio as string;
    expect(stored).toBe('Drum & bass, R&B');
    expect(bioToPlainText(stored)).toBe('Drum & bass, R&B');
    for (const [data, field] of [
      [
        djApplication({ bio: `<p>${HIDDEN['an e-mail address with named references']}</p>` }),
        'Bio',
      ],
      [
        djApplication({ name: `DJ ${HIDDEN['an e-mail address with decimal references']}` }),
        'DJ / Artist Name',
      ],
    ] as const) {
      expect(await refusal(editProfile(uid, data))).toMatchObject({
        code: 'invalid-argument',
        message: `${OFF_PLATFORM_REFUSED} Found in: ${field}.`,
      });
    }
    expect((await profileOf(uid))?.bio).toBe(stored);
  });

  it.each(HIDDEN_CASES)('an event title with %s is refused', async (_, text) => {
    const uid = newId('Ev');
    const save = (title: string) =>
      saveEventHandler(
        { data: { title, eventType: 'upcoming', status: 'published' }, auth: authOf(uid) },
        { db: adminDb, now: () => NOW },
      );
    expect(await refusal(save(`Party, ${text}`))).toMatchObject({
      code: 'invalid-argument',
      message: OFF_PLATFORM_REFUSED,
    });
    expect(await refusal(save('Drum & bass night'))).toBe('ok');
  });

  it.each(HIDDEN_CASES)('a chat message with %s is refused', async (_, text) => {
    const booking = { id: newId('Bk'), clientUid: newId('Cl'), djUid: newId('Dj') };
    await adminDb.doc(`bookings/${booking.id}`).set({
      clientUid: booking.clientUid,
      clientName: 'Casey Client',
      djId: booking.djUid,
      djOwnerUid: booking.djUid,
      djName: 'Matrix DJ',
      eventDate: '2031-06-20',
      status: 'confirmed',
      updatedAt: new Date(0),
    });
    const send = (content: string) =>
      sendMessageHandler(
        {
          data: {
            bookingId: booking.id,
            messageId: newMessageId((n) => new Uint8Array(randomBytes(n))),
            content,
          },
          auth: authOf(booking.clientUid),
          rawRequest: { headers: { 'user-agent': 'vitest' } },
        },
        { db: adminDb, now: () => NOW },
      );
    expect(await refusal(send(`Reach me: ${text}`))).toMatchObject({
      code: 'invalid-argument',
      message: MESSAGE_GUIDELINES.description,
    });
    expect(await refusal(send('Drum & bass after 11?'))).toBe('ok');
  });

  it.each(HIDDEN_CASES)('a display name with %s is refused, saying why', async (_, text) => {
    expect(await refusal(rename(newId('Ed'), text))).toMatchObject({
      code: 'invalid-argument',
      message: DISPLAY_NAME_REFUSALS.contactDetails,
    });
  });
});

describe('look-alike staff names (decision 0030)', () => {
  it('updateDisplayName refuses a look-alike as reserved and keeps the old name', async () => {
    const uid = newId('Lk');
    await rename(uid, 'Casey Client');
    expect(await refusal(rename(uid, LOOKALIKE))).toEqual({
      code: 'invalid-argument',
      message: RESERVED_NAME,
      details: {
        title: 'Update Failed',
        problems: [{ path: 'displayName', message: RESERVED_NAME }],
      },
    });
    expect((await adminDb.doc(`users/${uid}`).get()).get('displayName')).toBe('Casey Client');
  });

  it.each(['Дмитрий Соколов', 'José Núñez', 'Zoë Ólafsdóttir'])(
    'updateDisplayName accepts the ordinary name %j',
    async (name) => {
      expect(await rename(newId('Ln'), name)).toMatchObject({ displayName: name });
    },
  );

  it('a DJ application and a profile edit refuse a look-alike DJ name', async () => {
    const uid = newId('Lj');
    expect(await refusal(apply(uid, djApplication({ name: LOOKALIKE })))).toEqual({
      code: 'invalid-argument',
      message: RESERVED_NAME,
      details: { title: 'Validation Error', problems: [{ path: 'name', message: RESERVED_NAME }] },
    });
    expect(await profileOf(uid)).toBeUndefined();
    expect(await apply(uid, djApplication({ name: 'DJ Дмитрий' }))).toMatchObject({ djId: uid });
    expect(await refusal(editProfile(uid, djApplication({ name: LOOKALIKE })))).toMatchObject({
      code: 'invalid-argument',
      message: RESERVED_NAME,
    });
    expect((await profileOf(uid))?.name).toBe('DJ Дмитрий');
  });

  it.each(['Spinbook Support', LOOKALIKE, 'Trust & Safety'])(
    'the sign-up name %j is replaced before anyone sees it',
    async (name) => {
      const uid = newId('Su');
      const updated: unknown[] = [];
      const auth = {
        updateUser: async (_uid: string, u: unknown) => {
          updated.push(u);
          return {} as UserRecord;
        },
      };
      await adminDb.doc(`users/${uid}`).set({ displayName: name });
      expect(
        await enforceSignUpDisplayName(uid, { displayName: name }, { auth, db: adminDb }),
      ).toBe(FALLBACK_DISPLAY_NAME);
      expect((await adminDb.doc(`users/${uid}`).get()).get('displayName')).toBe(
        FALLBACK_DISPLAY_NAME,
      );
      expect(updated).toEqual([{ displayName: FALLBACK_DISPLAY_NAME }]);
    },
  );

  it('an ordinary sign-up name is kept', async () => {
    const auth = { updateUser: async () => ({}) as never };
    for (const name of ['Дмитрий Соколов', 'José Núñez']) {
      expect(
        await enforceSignUpDisplayName(newId('Sk'), { displayName: name }, { auth, db: adminDb }),
      ).toBeNull();
    }
  });

  it('a review is never signed with a look-alike name', () => {
    expect(reviewAuthorName(LOOKALIKE)).toBe(ANONYMOUS_REVIEWER);
    expect(reviewAuthorName('Дмитрий Соколов')).toBe('Дмитрий Соколов');
  });
});

describe('updateDisplayName says why it refused (decision 0030)', () => {
  it.each([
    ['too long', 'n'.repeat(101), 'Please enter a name of at most 100 characters.'],
    ['empty', '   ', 'Please enter a name.'],
    ['not text', { first: 'Casey' }, 'Please enter your name as text.'],
    ['reserved', 'Spinbook Support', 'This name is reserved. Please choose another.'],
    [
      'contact details',
      'Casey, call me on 415 555 0123',
      'A name cannot contain contact details: no phone number, e-mail address or messaging app.',
    ],
  ])('%s', async (_, displayName, message) => {
    const uid = newId('Wy');
    const answer = await refusal(rename(uid, displayName));
    expect(answer).toMatchObject({ code: 'invalid-argument', message });
    expect(answer).toMatchObject({ details: { title: 'Update Failed' } });
    // A refused name costs nothing (the quota counts only names that pass).
    expect((await adminDb.doc(`rateLimits/${uid}`).get()).exists).toBe(false);
  });
});
