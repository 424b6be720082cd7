// sendMessage and reportBlockedMessage, called directly (not through the Functions emulator)
// against the Firestore emulator, with an injected clock where the chat limiter matters.
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  ONLY_BLOCKED_MESSAGES,
  reportBlockedMessageHandler,
} from '../../functions/src/callable/report-blocked-message';
import {
  sendMessageHandler,
  type SendMessageResult,
} from '../../functions/src/callable/send-message';
import type { BookingStatus } from '../../src/domain/booking-states';
import {
  CHAT_NOT_OPEN,
  CHAT_RATE_LIMIT_KEY,
  chatLink,
  MESSAGE_ID_TAKEN,
  messageNotificationId,
  newMessageId,
  NOT_A_PARTY,
} from '../../src/domain/chat';
import {
  INVALID_MESSAGE,
  MESSAGE_GUIDELINES,
  MESSAGE_RATE_LIMITED,
} from '../../src/domain/message-validation';
import { NOT_AUTHENTICATED } from '../../src/domain/messages';
import { OFF_PLATFORM_PATTERNS, type OffPlatformPatternId } from '../../src/domain/moderation';
import { adminDb, newId, securityEventsFor } from './helpers';
import { refusal, type Refusal } from './callable-refusal';

const T0 = new Date('2031-06-01T12:00:00Z');

const messageId = () => newMessageId((n) => new Uint8Array(randomBytes(n)));

interface Booking {
  id: string;
  clientUid: string;
  djUid: string;
}

/** The fields of a booking the chat reads, in the shape of docs/data-model.md. */
async function seedBooking(status: BookingStatus): Promise<Booking> {
  const booking = { id: newId('Bk'), clientUid: newId('Cl'), djUid: newId('Dj') };
  await adminDb.doc(`bookings/${booking.id}`).set({
    clientUid: booking.clientUid,
    clientName: 'Casey Client',
    djId: booking.djUid,
    djOwnerUid: booking.djUid,
    djName: 'Matrix DJ',
    eventDate: '2031-06-20',
    status,
    updatedAt: new Date(0),
  });
  return booking;
}

interface SendOptions {
  id?: string;
  now?: Date;
  data?: Record<string, unknown>;
}

function send(
  booking: Booking,
  uid: string | null,
  content: string,
  options: SendOptions = {},
): Promise<SendMessageResult> {
  const now = options.now;
  return sendMessageHandler(
    {
      data: {
        bookingId: booking.id,
        messageId: options.id ?? messageId(),
        content,
        ...options.data,
      },
      auth: uid ? { uid, token: { email: `${uid}@example.test` } } : undefined,
      rawRequest: { headers: { 'user-agent': 'vitest' } },
    },
    { db: adminDb, ...(now ? { now: () => now } : {}) },
  );
}

function report(booking: Booking, uid: string, content: string, now?: Date) {
  return reportBlockedMessageHandler(
    { data: { bookingId: booking.id, content }, auth: { uid, token: {} } },
    { db: adminDb, ...(now ? { now: () => now } : {}) },
  );
}

async function messagesOf(bookingId: string): Promise<Record<string, unknown>[]> {
  const snap = await adminDb.collection(`bookings/${bookingId}/messages`).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}

async function bookingData(id: string): Promise<Record<string, unknown>> {
  return (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
}

function notificationRef(uid: string, bookingId: string) {
  return adminDb.doc(`users/${uid}/notifications/${messageNotificationId(bookingId)}`);
}

async function chatLog(uid: string): Promise<unknown> {
  return (await adminDb.doc(`rateLimits/${uid}`).get()).get(CHAT_RATE_LIMIT_KEY);
}

// ---------------------------------------------------------------------------------------

describe('sendMessage: who may write, and when', () => {
  it('refuses a signed-out caller', async () => {
    const booking = await seedBooking('confirmed');
    expect(await refusal(send(booking, null, 'Hello'))).toMatchObject({
      code: 'unauthenticated',
      message: NOT_AUTHENTICATED,
    });
    expect(await messagesOf(booking.id)).toEqual([]);
  });

  it('refuses an outsider, writes nothing and records the attempt', async () => {
    const booking = await seedBooking('confirmed');
    const before = await bookingData(booking.id);
    const outsider = newId('St');
    expect(await refusal(send(booking, outsider, 'Hello'))).toEqual({
      code: 'permission-denied',
      message: NOT_A_PARTY,
      details: { reason: 'not-a-party' },
    });
    expect(await messagesOf(booking.id)).toEqual([]);
    expect(await bookingData(booking.id)).toEqual(before);
    expect(await chatLog(outsider)).toBeUndefined();
    expect(await securityEventsFor(outsider, 'unauthorized_access')).toEqual([
      expect.objectContaining({ details: { action: 'sendMessage', bookingId: booking.id } }),
    ]);
  });

  it('applies the spec message_send quota: the 51st message in an hour is refused', async () => {
    const booking = await seedBooking('confirmed');
    // 7 s apart: never 10 in a minute, so only the hourly quota can refuse.
    const at = (i: number) => new Date(T0.getTime() + i * 7_000);
    for (let i = 0; i < 50; i += 1) {
      await send(booking, booking.clientUid, `Planning note ${i}`, { now: at(i) });
    }
    expect(
      await refusal(send(booking, booking.clientUid, 'One more', { now: at(50) })),
    ).toMatchObject({ code: 'resource-exhausted', details: { reason: 'rate-limit' } });
    // Control: the other party has their own quota.
    await expect(send(booking, booking.djUid, 'Got it', { now: at(50) })).resolves.toBeDefined();
  });

  it('refuses a booking that does not exist like an outsider, recording nothing', async () => {
    const missing = { id: newId('Bk'), clientUid: newId('Cl'), djUid: newId('Dj') };
    expect(await refusal(send(missing, missing.clientUid, 'Hello'))).toMatchObject({
      code: 'permission-denied',
      message: NOT_A_PARTY,
      details: { reason: 'not-a-party' },
    });
    // Made-up ids must not fill the log (an outsider of a real booking is recorded, above).
    expect(await securityEventsFor(missing.clientUid, 'unauthorized_access')).toEqual([]);
  });

  it.each(['awaiting_payment', 'pending', 'cancelled'] as const)(
    'refuses a %s booking',
    async (status) => {
      const booking = await seedBooking(status);
      for (const uid of [booking.clientUid, booking.djUid]) {
        expect(await refusal(send(booking, uid, 'Hello'))).toEqual({
          code: 'failed-precondition',
          message: CHAT_NOT_OPEN,
          details: { reason: 'not-open' },
        });
      }
      expect(await messagesOf(booking.id)).toEqual([]);
      expect(await chatLog(booking.clientUid)).toBeUndefined();
    },
  );

  it.each(['confirmed', 'completed'] as const)(
    'accepts both parties on a %s booking, each writing to the other',
    async (status) => {
      const booking = await seedBooking(status);
      const fromClient = messageId();
      const fromDj = messageId();
      expect(await send(booking, booking.clientUid, 'Hi!', { id: fromClient })).toEqual({
        messageId: fromClient,
        duplicate: false,
      });
      expect(await send(booking, booking.djUid, 'Hello back', { id: fromDj })).toEqual({
        messageId: fromDj,
        duplicate: false,
      });
      const messages = await messagesOf(booking.id);
      expect(messages).toHaveLength(2);
      expect(messages.find((m) => m.id === fromClient)).toEqual({
        id: fromClient,
        bookingId: booking.id,
        senderUid: booking.clientUid,
        receiverUid: booking.djUid,
        content: 'Hi!',
        type: 'text',
        attachmentUrl: null,
        createdAt: expect.any(Timestamp),
        readAt: null,
      });
      expect(messages.find((m) => m.id === fromDj)).toMatchObject({
        senderUid: booking.djUid,
        receiverUid: booking.clientUid,
        content: 'Hello back',
      });
    },
  );

  it.each([
    ['senderUid', 'Dj0000000000000000000000000X'],
    ['receiverUid', 'Cl0000000000000000000000000X'],
    ['createdAt', '2020-01-01T00:00:00Z'],
    ['readAt', null],
    ['type', 'image'],
  ])('refuses a forged %s and writes nothing', async (field, value) => {
    const booking = await seedBooking('confirmed');
    expect(
      await refusal(send(booking, booking.clientUid, 'Hello', { data: { [field]: value } })),
    ).toMatchObject({ code: 'invalid-argument', message: `Unknown field "${field}".` });
    expect(await messagesOf(booking.id)).toEqual([]);
  });

  it.each([
    ['bookingId', 'short', 'bookingId is not a valid booking id.'],
    ['bookingId', 'has/slash/in/it/123456789', 'bookingId is not a valid booking id.'],
    ['messageId', 'A'.repeat(19), 'messageId must be 20 letters and digits.'],
    ['messageId', 'A'.repeat(21), 'messageId must be 20 letters and digits.'],
    ['messageId', 'AAAAAAAAAAAAAAAAAA-A', 'messageId must be 20 letters and digits.'],
    ['messageId', 42, 'messageId must be 20 letters and digits.'],
    ['content', 42, 'content must be a string.'],
    ['content', null, 'content must be a string.'],
  ])('refuses %s %j', async (field, value, message) => {
    const booking = await seedBooking('confirmed');
    expect(
      await refusal(send(booking, booking.clientUid, 'Hello', { data: { [field]: value } })),
    ).toMatchObject({ code: 'invalid-argument', message });
    // Authenticate first, then parse: a signed-out caller is refused whatever it sends.
    expect(
      await refusal(sendMessageHandler({ data: 'Hello', auth: undefined }, { db: adminDb })),
    ).toMatchObject({ code: 'unauthenticated' });
  });
});

describe('sendMessage: content', () => {
  it('stores the text trimmed, without angle brackets', async () => {
    const booking = await seedBooking('confirmed');
    await send(booking, booking.clientUid, '  <b>See you</b> at <8pm>!  \n');
    const [message] = await messagesOf(booking.id);
    expect(message?.content).toBe('bSee you/b at 8pm!');
  });

  it.each([
    ['empty', '', 'empty'],
    ['whitespace only', ' \n\t ', 'empty'],
    ['only angle brackets', ' <> ', 'empty'],
    ['1001 characters', 'a'.repeat(1001), 'too-long'],
  ])('refuses %s as an invalid message', async (_label, content, reason) => {
    const booking = await seedBooking('confirmed');
    expect(await refusal(send(booking, booking.clientUid, content))).toEqual({
      code: 'invalid-argument',
      message: INVALID_MESSAGE.description,
      details: { title: INVALID_MESSAGE.title, reason },
    });
    expect(await messagesOf(booking.id)).toEqual([]);
  });

  it('accepts exactly 1000 characters', async () => {
    const booking = await seedBooking('confirmed');
    await send(booking, booking.clientUid, 'a'.repeat(1000));
    expect((await messagesOf(booking.id))[0]?.content).toHaveLength(1000);
  });

  /** Realistic messages for every pattern of the table (a Record, so none can be missed). */
  const BLOCKED: Record<OffPlatformPatternId, string[]> = {
    'ask-phone': ['call me tomorrow', 'Text me when you arrive', 'my number is 555 123 4567'],
    'ask-email': ['email me', 'Email me the playlist', 'Drop me an email'],
    'ask-direct': ['contact me directly', "Let's deal directly and skip the fee"],
    'phone-number': ['555-123-4567', 'ring 555 123 4567 after six', '+44 20 7946 0958'],
    'email-address': ['jo@example.com', 'jo at gmail dot com'],
    'off-platform': ["Let's talk outside the app", 'We can sort the rest off platform'],
    whatsapp: ['WhatsApp', 'Do you have WhatsApp?', 'whats app me'],
    telegram: ['Telegram', 'Add me on Telegram', 't e l e g r a m works too'],
    signal: ['on Signal', "I'm on the Signal app"],
    discord: ['Discord', 'Join my Discord', 'discord.gg/spinbook'],
  };

  it('has samples for every off-platform pattern', () => {
    expect(Object.keys(BLOCKED).sort()).toEqual(OFF_PLATFORM_PATTERNS.map((p) => p.id).sort());
  });

  it.each(
    Object.entries(BLOCKED).flatMap(([id, samples]) => samples.map((sample) => [id, sample])),
  )('blocks %s: %j, and records it for admins', async (id, sample) => {
    const booking = await seedBooking('confirmed');
    const result = await refusal(send(booking, booking.clientUid, sample));
    expect(result).toEqual({
      code: 'invalid-argument',
      message: MESSAGE_GUIDELINES.description,
      details: {
        title: MESSAGE_GUIDELINES.title,
        reason: 'off-platform',
        matches: expect.arrayContaining([id]),
      },
    });
    expect(await messagesOf(booking.id)).toEqual([]);
    // Counted by the chat limiter, so blocked attempts cannot flood the log (issue 19).
    expect(await chatLog(booking.clientUid)).toEqual({ attempts: [expect.any(Number)] });
    const events = await securityEventsFor(booking.clientUid, 'moderation_blocked');
    expect(events).toEqual([
      expect.objectContaining({
        email: `${booking.clientUid}@example.test`,
        userAgent: 'vitest',
        details: {
          bookingId: booking.id,
          matches: (result as Refusal & { details: { matches: string[] } }).details.matches,
          action: 'chat_message',
          excerpt: sample,
        },
      }),
    ]);
  });

  it('keeps at most 200 characters of a blocked message in the event', async () => {
    const booking = await seedBooking('confirmed');
    const long = `Call me tomorrow. ${'The set runs long. '.repeat(40)}`.slice(0, 900);
    await refusal(send(booking, booking.clientUid, long));
    const [event] = await securityEventsFor(booking.clientUid, 'moderation_blocked');
    const excerpt = (event?.details as { excerpt: string }).excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it.each([
    "I'll play signal-heavy techno",
    "call the set 'Direct Drive'",
    'The party is on 2026-12-31 and the budget is $1,500',
    'Guests: 100-150, doors at 21:00, order #5551234567',
    'Check the phone signal at the venue and the signal chain',
  ])('lets an ordinary message through: %j', async (content) => {
    const booking = await seedBooking('confirmed');
    await send(booking, booking.clientUid, content);
    expect((await messagesOf(booking.id))[0]?.content).toBe(content);
    expect(await securityEventsFor(booking.clientUid, 'moderation_blocked')).toEqual([]);
  });
});

describe('sendMessage: refuse before recording', () => {
  const BLOCKED_TEXT = 'Text me on WhatsApp';

  it('records no moderation event for an outsider or a booking that does not exist', async () => {
    const booking = await seedBooking('confirmed');
    const outsider = newId('St');
    expect(await refusal(send(booking, outsider, BLOCKED_TEXT))).toMatchObject({
      code: 'permission-denied',
    });
    const missing = { id: newId('Bk'), clientUid: newId('Cl'), djUid: newId('Dj') };
    expect(await refusal(send(missing, missing.clientUid, BLOCKED_TEXT))).toMatchObject({
      code: 'permission-denied',
    });
    expect(await securityEventsFor(outsider, 'moderation_blocked')).toEqual([]);
    expect(await securityEventsFor(missing.clientUid, 'moderation_blocked')).toEqual([]);
    // Control: the party's blocked text is refused and recorded.
    expect(await refusal(send(booking, booking.clientUid, BLOCKED_TEXT))).toMatchObject({
      code: 'invalid-argument',
      details: { reason: 'off-platform' },
    });
    expect(await securityEventsFor(booking.clientUid, 'moderation_blocked')).toHaveLength(1);
  });

  it('records nothing for blocked text on a booking whose chat is not open', async () => {
    const booking = await seedBooking('pending');
    expect(await refusal(send(booking, booking.clientUid, BLOCKED_TEXT))).toMatchObject({
      code: 'failed-precondition',
    });
    expect(await securityEventsFor(booking.clientUid, 'moderation_blocked')).toEqual([]);
  });

  it('counts blocked attempts: the 11th in a minute is rate-limited, not recorded', async () => {
    const booking = await seedBooking('confirmed');
    const at = (ms: number) => new Date(T0.getTime() + ms);
    for (let i = 0; i < 10; i += 1) {
      await refusal(send(booking, booking.clientUid, `${BLOCKED_TEXT} ${i}`, { now: at(i) }));
    }
    expect(
      await refusal(send(booking, booking.clientUid, BLOCKED_TEXT, { now: at(100) })),
    ).toMatchObject({ code: 'resource-exhausted', details: { reason: 'rate-limit' } });
    expect(await securityEventsFor(booking.clientUid, 'moderation_blocked')).toHaveLength(10);
    // The other party is not affected.
    await send(booking, booking.djUid, 'See you at nine', { now: at(100) });
  });
});

describe('sendMessage: rate limit (10 per sliding 60 s, no block period)', () => {
  it('refuses the 11th message in a minute and accepts one once the window frees up', async () => {
    const booking = await seedBooking('confirmed');
    const at = (ms: number) => new Date(T0.getTime() + ms);
    for (let i = 0; i < 10; i += 1) {
      await send(booking, booking.clientUid, `Message ${i}`, { now: at(i * 100) });
    }
    const eleventh = await refusal(
      send(booking, booking.clientUid, 'One more', { now: at(5_000) }),
    );
    expect(eleventh).toEqual({
      code: 'resource-exhausted',
      message: MESSAGE_RATE_LIMITED.description,
      details: {
        title: MESSAGE_RATE_LIMITED.title,
        reason: 'rate-limit',
        retryAt: T0.getTime() + 60_000,
      },
    });
    expect(await messagesOf(booking.id)).toHaveLength(10);
    expect(await securityEventsFor(booking.clientUid, 'rate_limit_exceeded')).toEqual([
      expect.objectContaining({ details: { action: 'chat_message', bookingId: booking.id } }),
    ]);
    // The refusal stored no block: the log still holds the 10 accepted messages only.
    expect(await chatLog(booking.clientUid)).toEqual({
      attempts: Array.from({ length: 10 }, (_, i) => T0.getTime() + i * 100),
    });
    // The other party has a limiter of their own.
    await send(booking, booking.djUid, 'Slow down!', { now: at(5_000) });
    // 61 s after the first message, the window has room again.
    expect(await send(booking, booking.clientUid, 'Back again', { now: at(61_000) })).toMatchObject(
      { duplicate: false },
    );
    expect(await messagesOf(booking.id)).toHaveLength(12);
  });

  it('frees one slot at a time as the window slides', async () => {
    const booking = await seedBooking('completed');
    const at = (ms: number) => new Date(T0.getTime() + ms);
    for (let i = 0; i < 10; i += 1) {
      await send(booking, booking.clientUid, `Message ${i}`, { now: at(i * 1_000) });
    }
    expect(await send(booking, booking.clientUid, 'first free', { now: at(60_000) })).toMatchObject(
      { duplicate: false },
    );
    expect(
      await refusal(send(booking, booking.clientUid, 'too soon', { now: at(60_500) })),
    ).toEqual(
      expect.objectContaining({
        code: 'resource-exhausted',
        details: expect.objectContaining({ retryAt: T0.getTime() + 61_000 }),
      }),
    );
  });
});

describe('sendMessage: retries and message ids', () => {
  it('answers a retry of the same message as a duplicate, without counting it again', async () => {
    const booking = await seedBooking('confirmed');
    const id = messageId();
    expect(await send(booking, booking.clientUid, 'See you there', { id })).toEqual({
      messageId: id,
      duplicate: false,
    });
    const stored = await messagesOf(booking.id);
    expect(await send(booking, booking.clientUid, 'See you there', { id })).toEqual({
      messageId: id,
      duplicate: true,
    });
    expect(await messagesOf(booking.id)).toEqual(stored);
    expect((await chatLog(booking.clientUid)) as { attempts: number[] }).toMatchObject({
      attempts: [expect.any(Number)],
    });
  });

  it('answers a retry even once the booking is no longer open', async () => {
    const booking = await seedBooking('confirmed');
    const id = messageId();
    await send(booking, booking.clientUid, 'Thanks!', { id });
    await adminDb.doc(`bookings/${booking.id}`).update({ status: 'cancelled' });
    expect(await send(booking, booking.clientUid, 'Thanks!', { id })).toEqual({
      messageId: id,
      duplicate: true,
    });
    expect(await refusal(send(booking, booking.clientUid, 'Another'))).toMatchObject({
      code: 'failed-precondition',
    });
  });

  it("refuses a message id that is the other party's", async () => {
    const booking = await seedBooking('confirmed');
    const id = messageId();
    await send(booking, booking.clientUid, 'Mine', { id });
    expect(await refusal(send(booking, booking.djUid, 'Overwrite', { id }))).toEqual({
      code: 'permission-denied',
      message: MESSAGE_ID_TAKEN,
      details: undefined,
    });
    const messages = await messagesOf(booking.id);
    expect(messages).toEqual([expect.objectContaining({ id, content: 'Mine' })]);
    expect(await chatLog(booking.djUid)).toBeUndefined();
  });
});

describe('sendMessage: the booking and the receiver', () => {
  it("sets the booking's lastMessage and lastActivityAt, and nothing else", async () => {
    const booking = await seedBooking('confirmed');
    const before = await bookingData(booking.id);
    await send(booking, booking.djUid, `  Set list:\n\n${'house '.repeat(40)}  `, { now: T0 });
    const after = await bookingData(booking.id);
    const { lastMessage, lastActivityAt, ...rest } = after;
    expect(rest).toEqual(before);
    expect(lastActivityAt).toEqual(expect.any(Timestamp));
    expect(lastMessage).toEqual({
      preview: expect.stringMatching(/^Set list: house house .*…$/),
      senderUid: booking.djUid,
      at: lastActivityAt,
    });
    expect((lastMessage as { preview: string }).preview).toHaveLength(120);
  });

  it('notifies the receiver once per conversation until they read it', async () => {
    const booking = await seedBooking('confirmed');
    const ref = notificationRef(booking.djUid, booking.id);
    const first = new Date(T0.getTime() + 1_000);
    await send(booking, booking.clientUid, 'Is 9pm ok?', { now: first });
    const expected = {
      type: 'new_message',
      title: 'New message from Casey Client',
      body: 'Is 9pm ok?',
      link: chatLink(booking.id),
      bookingId: booking.id,
      createdAt: expect.any(Timestamp),
      readAt: null,
    };
    const firstNotice = (await ref.get()).data();
    expect(firstNotice).toEqual(expected);
    // The sender gets nothing for their own message.
    expect((await notificationRef(booking.clientUid, booking.id).get()).exists).toBe(false);

    // Unread: a second message leaves it as it is.
    await send(booking, booking.clientUid, 'Or 10pm?', { now: new Date(T0.getTime() + 2_000) });
    expect((await ref.get()).data()).toEqual(firstNotice);
    const chatNotices = await adminDb
      .collection(`users/${booking.djUid}/notifications`)
      .where('bookingId', '==', booking.id)
      .where('type', '==', 'new_message')
      .get();
    expect(chatNotices.size).toBe(1);

    // Read: the next message makes it unread again, with the new text.
    await ref.update({ readAt: new Date(T0.getTime() + 3_000) });
    const third = new Date(T0.getTime() + 4_000);
    await send(booking, booking.clientUid, 'Final answer: 9pm', { now: third });
    const renewed = (await ref.get()).data();
    expect(renewed).toEqual({ ...expected, body: 'Final answer: 9pm', readAt: null });
    expect((renewed?.createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(
      (firstNotice?.createdAt as Timestamp).toMillis(),
    );

    // The DJ's reply notifies the client under the DJ's name.
    await send(booking, booking.djUid, '9pm it is');
    expect((await notificationRef(booking.clientUid, booking.id).get()).data()).toMatchObject({
      title: 'New message from Matrix DJ',
      body: '9pm it is',
      readAt: null,
    });
  });
});

describe('reportBlockedMessage', () => {
  it('refuses an outsider', async () => {
    const booking = await seedBooking('confirmed');
    const outsider = newId('St');
    expect(await refusal(report(booking, outsider, 'WhatsApp me'))).toEqual({
      code: 'permission-denied',
      message: NOT_A_PARTY,
      details: { reason: 'not-a-party' },
    });
    expect(await securityEventsFor(outsider, 'moderation_blocked')).toEqual([]);
  });

  it.each(['See you at 9pm', '', 'a'.repeat(1001)])(
    'refuses text that is not blocked: %j',
    async (text) => {
      const booking = await seedBooking('confirmed');
      expect(await refusal(report(booking, booking.clientUid, text))).toMatchObject({
        code: 'invalid-argument',
        message: ONLY_BLOCKED_MESSAGES,
      });
      expect(await securityEventsFor(booking.clientUid, 'moderation_blocked')).toEqual([]);
    },
  );

  it('refuses unknown fields and a signed-out caller', async () => {
    const booking = await seedBooking('confirmed');
    const call = (data: unknown, uid?: string) =>
      refusal(
        reportBlockedMessageHandler(
          { data, auth: uid ? { uid, token: {} } : undefined },
          { db: adminDb },
        ),
      );
    expect(
      await call({ bookingId: booking.id, content: 'WhatsApp', matches: [] }, booking.clientUid),
    ).toMatchObject({ code: 'invalid-argument', message: 'Unknown field "matches".' });
    expect(await call({ bookingId: booking.id, content: 'WhatsApp' })).toMatchObject({
      code: 'unauthenticated',
    });
  });

  it.each(['confirmed', 'pending'] as const)(
    'records a blocked message on a %s booking',
    async (status) => {
      const booking = await seedBooking(status);
      expect(await report(booking, booking.djUid, 'Text me on WhatsApp')).toEqual({
        recorded: true,
      });
      expect(await securityEventsFor(booking.djUid, 'moderation_blocked')).toEqual([
        expect.objectContaining({
          details: {
            bookingId: booking.id,
            matches: ['ask-phone', 'whatsapp'],
            action: 'chat_message',
            excerpt: 'Text me on WhatsApp',
            reportedBy: 'app',
          },
        }),
      ]);
      expect(await messagesOf(booking.id)).toEqual([]);
    },
  );

  it('limits reports to 10 a minute, apart from messages', async () => {
    const booking = await seedBooking('confirmed');
    for (let i = 0; i < 10; i += 1) {
      await report(booking, booking.clientUid, `WhatsApp ${i}`, new Date(T0.getTime() + i));
    }
    expect(
      await refusal(report(booking, booking.clientUid, 'WhatsApp', new Date(T0.getTime() + 10))),
    ).toMatchObject({ code: 'resource-exhausted', details: { reason: 'rate-limit' } });
    expect(await securityEventsFor(booking.clientUid, 'rate_limit_exceeded')).toEqual([
      expect.objectContaining({ details: { action: 'chat_report', bookingId: booking.id } }),
    ]);
    expect(await securityEventsFor(booking.clientUid, 'moderation_blocked')).toHaveLength(10);
    // Sending is limited separately.
    await send(booking, booking.clientUid, 'Sorry, here is the plan', {
      now: new Date(T0.getTime() + 20),
    });
  });
});
