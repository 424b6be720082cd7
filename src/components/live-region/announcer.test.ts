import { describe, expect, it, vi } from 'vitest';
import { Announcer, KEPT_ANNOUNCEMENTS, NO_ANNOUNCEMENTS } from './announcer';

const texts = (a: Announcer) => a.getSnapshot().map((e) => e.text);

describe('Announcer', () => {
  it("starts from the server render's empty list, so hydration forces no synchronous re-render", () => {
    expect(new Announcer().getSnapshot()).toBe(NO_ANNOUNCEMENTS);
  });

  it('says a text about a subject once, however often it is asked', () => {
    const a = new Announcer();
    expect(a.announce('New message from DJ Nova: hi', 'message:m1')).toBe(true);
    expect(a.announce('New message from DJ Nova: hi', 'message:m1')).toBe(false);
    expect(texts(a)).toEqual(['New message from DJ Nova: hi']);
  });

  it('says the same text again for another subject, and a new text for the same subject', () => {
    const a = new Announcer();
    a.announce('Saved', 'toast:1');
    a.announce('Saved', 'toast:2');
    a.announce('2 unread messages', 'unread-messages');
    a.announce('3 unread messages', 'unread-messages');
    expect(texts(a)).toEqual(['Saved', 'Saved', '2 unread messages', '3 unread messages']);
    const ids = a.getSnapshot().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('records a silent text as the latest, so going back to an earlier text is news again', () => {
    const a = new Announcer();
    a.announce('1 unread message', 'unread-messages');
    expect(a.announce('0 unread messages', 'unread-messages', { silent: true })).toBe(false);
    expect(a.announce('1 unread message', 'unread-messages')).toBe(true);
    expect(texts(a)).toEqual(['1 unread message', '1 unread message']);
  });

  it('says nothing for blank text and folds white space', () => {
    const a = new Announcer();
    expect(a.announce('   ', 'x')).toBe(false);
    a.announce(' New message\nfrom  Sam ', 'y');
    expect(texts(a)).toEqual(['New message from Sam']);
  });

  it('keeps only the newest few, and tells its subscribers', () => {
    const a = new Announcer();
    const listener = vi.fn();
    const unsubscribe = a.subscribe(listener);
    for (let i = 1; i <= KEPT_ANNOUNCEMENTS + 2; i++) a.announce(`t${i}`, `s${i}`);
    expect(texts(a)).toEqual(Array.from({ length: KEPT_ANNOUNCEMENTS }, (_, i) => `t${i + 3}`));
    expect(listener).toHaveBeenCalledTimes(KEPT_ANNOUNCEMENTS + 2);
    unsubscribe();
    a.announce('later', 'z');
    expect(listener).toHaveBeenCalledTimes(KEPT_ANNOUNCEMENTS + 2);
  });
});
