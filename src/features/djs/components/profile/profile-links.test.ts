import { describe, expect, it } from 'vitest';
import { bookPath, messagesPath, signInPath } from './profile-links';

const ID = 'A'.repeat(28);

describe('profile links', () => {
  it('books with the chosen date and hours', () => {
    expect(bookPath(ID, { date: '2030-06-01', hours: 4 })).toBe(
      `/book/${ID}?date=2030-06-01&hours=4`,
    );
  });

  it('leaves the date out until one is chosen', () => {
    expect(bookPath(ID, { date: null, hours: 3 })).toBe(`/book/${ID}?hours=3`);
    expect(bookPath(ID)).toBe(`/book/${ID}`);
  });

  it('opens the conversation of a booking', () => {
    expect(messagesPath('B'.repeat(20))).toBe(`/messages?booking=${'B'.repeat(20)}`);
  });

  it('signs in and comes back', () => {
    expect(signInPath(`/dj/${ID}`)).toBe(`/signin?next=%2Fdj%2F${ID}`);
  });
});
