import { describe, expect, it } from 'vitest';
import { appBadgeCount, openChatIdOf } from './app-presence';

const BOOKING = 'AbCdEfGhIjKlMnOpQrSt';

describe('openChatIdOf', () => {
  it('is the booking of the conversation on /messages', () => {
    expect(openChatIdOf('/messages', `?booking=${BOOKING}`)).toBe(BOOKING);
    expect(openChatIdOf('/messages', `?x=1&booking=${BOOKING}`)).toBe(BOOKING);
  });

  it('is none elsewhere, without a conversation, or for an id the rules would refuse', () => {
    expect(openChatIdOf('/messages', '')).toBeNull();
    expect(openChatIdOf('/bookings', `?booking=${BOOKING}`)).toBeNull();
    expect(openChatIdOf('/messages/other', `?booking=${BOOKING}`)).toBeNull();
    expect(openChatIdOf('/messages', '?booking=short')).toBeNull();
    expect(openChatIdOf('/messages', `?booking=${BOOKING}-x`)).toBeNull();
    expect(openChatIdOf('/messages', `?booking=${'a'.repeat(41)}`)).toBeNull();
  });
});

describe('appBadgeCount', () => {
  const note = (type: string | null, read: boolean) => ({ type, read });

  it('counts unread message notices and the DJ’s waiting requests', () => {
    const notices = [
      note('new_message', false),
      note('new_message', false),
      note('new_message', true),
      note('booking_requested', false),
      note(null, false),
    ];
    expect(appBadgeCount(notices, 0)).toBe(2);
    expect(appBadgeCount(notices, 3)).toBe(5);
  });

  it('is 0 when nothing waits', () => {
    expect(appBadgeCount([], 0)).toBe(0);
    expect(appBadgeCount([note('new_message', true)], -1)).toBe(0);
  });
});
