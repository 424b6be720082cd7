import { describe, expect, it } from 'vitest';
import {
  EARNINGS_PATH,
  notificationTargetPath,
  parsePushPayload,
  sameOriginPath,
  urlShowsPath,
  type DeliveredPush,
  type ParsedPush,
} from './push-payload';

const ORIGIN = 'https://spinbook.example';
const ID = 'AbCdEfGhIjKlMnOpQrSt';

/** What FCM hands the worker for the server's HTTP v1 message (push-payload.ts explains). */
function delivered(data: Record<string, string>, link = `${ORIGIN}/bookings/${ID}`): DeliveredPush {
  return {
    notification: {
      title: 'New booking request',
      body: 'Sam asks for Sat 12 Dec',
      tag: `booking_requested:${ID}`,
      icon: '/icons/pwa-192.png',
      badge: '/icons/pwa-48.png',
    },
    data: { kind: 'requests', type: 'booking_requested', bookingId: ID, badge: '3', ...data },
    fcmOptions: { link },
    from: '1234567890',
    collapse_key: 'do_not_collapse',
    fcmMessageId: 'f1e2d3c4-0000',
  };
}

function parsed(json: unknown): ParsedPush {
  const result = parsePushPayload(json, ORIGIN);
  if (!result) throw new Error('expected a push');
  return result;
}

describe('parsePushPayload', () => {
  it('reads what FCM delivers for a new request', () => {
    expect(parsePushPayload(delivered({}), ORIGIN)).toEqual({
      title: 'New booking request',
      body: 'Sam asks for Sat 12 Dec',
      tag: `booking_requested:${ID}`,
      link: `/bookings/${ID}`,
      badge: 3,
      bookingId: ID,
      type: 'booking_requested',
      kind: 'requests',
    });
  });

  it('takes the link from notification.click_action when fcmOptions is missing', () => {
    const push = delivered({});
    delete push.fcmOptions;
    push.notification!.click_action = `${ORIGIN}/bookings/${ID}?from=push`;
    expect(parsed(push).link).toBe(`/bookings/${ID}?from=push`);
  });

  it('shows a data-only message from the texts in its data', () => {
    const push = parsed({
      data: { title: 'New message', body: 'See you at 8', kind: 'messages', tag: 't1' },
    });
    expect(push).toMatchObject({ title: 'New message', body: 'See you at 8', tag: 't1' });
    expect(push.link).toBeNull();
  });

  it('falls back to the data tag, then to the FCM message id', () => {
    const push = delivered({ tag: 'from-data' });
    delete push.notification!.tag;
    expect(parsed(push).tag).toBe('from-data');
    delete push.data!.tag;
    expect(parsed(push).tag).toBe('f1e2d3c4-0000');
    delete push.fcmMessageId;
    expect(parsed(push).tag).toBe('');
  });

  it.each([null, undefined, 'text', 42, [], {}, { data: {} }, { notification: { title: '  ' } }])(
    'is null without a title (%j)',
    (json) => {
      expect(parsePushPayload(json, ORIGIN)).toBeNull();
    },
  );

  it('tolerates missing and mistyped fields', () => {
    expect(parsed({ notification: { title: 'Hi', body: 7 }, data: 'x', fcmOptions: [] })).toEqual({
      title: 'Hi',
      body: '',
      tag: '',
      link: null,
      badge: null,
      bookingId: null,
      type: null,
      kind: null,
    });
  });

  it.each([
    ['0', 0],
    ['12', 12],
    ['999999999', 99_999],
    ['', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['ten', null],
  ])('reads the badge count %j as %j', (badge, count) => {
    expect(parsed(delivered({ badge })).badge).toBe(count);
  });

  it('refuses a booking id or type of the wrong shape', () => {
    const push = parsed(delivered({ bookingId: '../admin', type: 'Booking Requested<script>' }));
    expect(push.bookingId).toBeNull();
    expect(push.type).toBeNull();
  });

  it('takes the kind from the type when the kind is missing or unknown', () => {
    expect(parsed(delivered({ kind: '', type: 'new_message' })).kind).toBe('messages');
    expect(parsed(delivered({ kind: 'admin', type: 'payout_sent' })).kind).toBe('payouts');
    expect(parsed(delivered({ kind: 'bogus', type: 'problem_reported' })).kind).toBeNull();
  });

  it('cuts overlong texts', () => {
    const push = parsed({ notification: { title: 'x'.repeat(500), body: 'y'.repeat(5000) } });
    expect(push.title).toHaveLength(200);
    expect(push.body).toHaveLength(1000);
  });
});

describe('sameOriginPath', () => {
  it.each([
    [`${ORIGIN}/bookings/${ID}`, `/bookings/${ID}`],
    [`${ORIGIN}/messages?booking=${ID}#end`, `/messages?booking=${ID}#end`],
    ['/dj-dashboard?tab=earnings', '/dj-dashboard?tab=earnings'],
    ['/a/../bookings', '/bookings'],
  ])('keeps %s as %s', (link, path) => {
    expect(sameOriginPath(link, ORIGIN)).toBe(path);
  });

  it.each([
    'https://evil.example/x',
    'http://spinbook.example/bookings',
    'https://spinbook.example.evil.example/x',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/\\evil.example/x',
    'bookings/abc',
    '',
    42,
    null,
  ])('refuses %j', (link) => {
    expect(sameOriginPath(link, ORIGIN)).toBeNull();
  });

  it('never lets a hostile link through parsePushPayload', () => {
    for (const link of ['https://evil.example/x', 'javascript:alert(1)', '//evil']) {
      const push = delivered({ link, kind: 'bookingUpdates', type: 'booking_accepted' });
      push.fcmOptions = { link };
      push.notification!.click_action = link;
      expect(parsed(push).link).toBeNull();
      expect(notificationTargetPath(parsed(push))).toBe(`/bookings/${ID}`);
    }
  });
});

describe('notificationTargetPath', () => {
  it("opens a request's booking page, where the DJ accepts or declines", () => {
    expect(notificationTargetPath(parsed(delivered({})))).toBe(`/bookings/${ID}`);
  });

  it('opens the booking page for a reminder to answer, whatever the link says', () => {
    const push = delivered({ type: 'response_reminder', kind: 'requests' }, `${ORIGIN}/bookings`);
    expect(notificationTargetPath(parsed(push))).toBe(`/bookings/${ID}`);
  });

  it("opens a message's chat", () => {
    const push = delivered({ type: 'new_message', kind: 'messages' });
    expect(notificationTargetPath(parsed(push))).toBe(`/messages?booking=${ID}`);
  });

  it("opens a payout's earnings", () => {
    const push = delivered({ type: 'payout_sent', kind: 'payouts' });
    expect(notificationTargetPath(parsed(push))).toBe(EARNINGS_PATH);
  });

  it('follows the link of a booking update', () => {
    const push = delivered(
      { type: 'booking_accepted', kind: 'bookingUpdates' },
      `${ORIGIN}/bookings/${ID}?tab=details`,
    );
    expect(notificationTargetPath(parsed(push))).toBe(`/bookings/${ID}?tab=details`);
  });

  it('falls back to the link, then the booking, then home', () => {
    expect(notificationTargetPath(parsed({ notification: { title: 'Hi' } }))).toBe('/');
    expect(
      notificationTargetPath(parsed({ notification: { title: 'Hi' }, data: { link: '/events' } })),
    ).toBe('/events');
    expect(
      notificationTargetPath(
        parsed({ notification: { title: 'Hi' }, data: { kind: 'messages', bookingId: ID } }),
      ),
    ).toBe(`/messages?booking=${ID}`);
    expect(
      notificationTargetPath(
        parsed({ notification: { title: 'Hi' }, data: { kind: 'requests', link: '/bookings' } }),
      ),
    ).toBe('/bookings');
    expect(
      notificationTargetPath(parsed({ notification: { title: 'Hi' }, data: { bookingId: ID } })),
    ).toBe(`/bookings/${ID}`);
  });
});

describe('urlShowsPath', () => {
  const chat = `/messages?booking=${ID}`;

  it('recognises a window on the chat, with other query values too', () => {
    expect(urlShowsPath(`${ORIGIN}${chat}`, chat, ORIGIN)).toBe(true);
    expect(urlShowsPath(`${ORIGIN}/messages?x=1&booking=${ID}#m9`, chat, ORIGIN)).toBe(true);
  });

  it('tells another chat, page or origin apart', () => {
    expect(urlShowsPath(`${ORIGIN}/messages?booking=Other0000000000000000`, chat, ORIGIN)).toBe(
      false,
    );
    expect(urlShowsPath(`${ORIGIN}/messages`, chat, ORIGIN)).toBe(false);
    expect(urlShowsPath(`${ORIGIN}/bookings/${ID}`, chat, ORIGIN)).toBe(false);
    expect(urlShowsPath(`https://evil.example${chat}`, chat, ORIGIN)).toBe(false);
    expect(urlShowsPath('not a url', chat, ORIGIN)).toBe(false);
  });
});
