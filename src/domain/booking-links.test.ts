import { describe, expect, it } from 'vitest';
import { bookingChatPath, bookingPath, legacyBookingLinkId } from './booking-links';
import { chatLink } from './chat-notice';

const ID = 'AbCdEfGhIjKlMnOpQrSt';

describe('bookingPath', () => {
  it("is the booking's own page", () => {
    expect(bookingPath(ID)).toBe(`/bookings/${ID}`);
  });

  it('keeps anything odd inside its one path segment', () => {
    expect(bookingPath('a/b?c')).toBe('/bookings/a%2Fb%3Fc');
  });
});

describe('legacyBookingLinkId', () => {
  it('reads the id of the list address older notices carry', () => {
    expect(legacyBookingLinkId(`/bookings?booking=${ID}`)).toBe(ID);
  });

  it.each([
    '/bookings',
    `/bookings/${ID}`,
    '/bookings?booking=',
    '/bookings?booking=b1',
    `/bookings?booking=${ID}&tab=pending`,
    `/messages?booking=${ID}`,
    `/bookings?booking=${ID}/../admin`,
  ])('is null for %s', (link) => {
    expect(legacyBookingLinkId(link)).toBeNull();
  });
});

describe('bookingChatPath', () => {
  it("is chat-notice's chatLink, ids with odd characters too", () => {
    for (const id of [ID, 'a&b=c', 'x/y?z']) expect(bookingChatPath(id)).toBe(chatLink(id));
  });
});
