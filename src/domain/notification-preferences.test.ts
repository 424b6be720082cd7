import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isQuietAt,
  isTimeZone,
  kindOfNoticeType,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  preferencesOf,
  shouldNotify,
  type NotificationPreferences,
} from './notification-preferences';

const at = (iso: string) => new Date(iso);

describe('preferencesOf', () => {
  it('gives the defaults for a missing or malformed document', () => {
    expect(preferencesOf(undefined)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(preferencesOf({ push: 'off', email: null, quietHours: 7 })).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it('keeps every stored switch and valid quiet hours', () => {
    const stored = {
      push: { requests: true, bookingUpdates: false, messages: false, payouts: true },
      email: { requests: false, bookingUpdates: true, messages: 'yes', payouts: false },
      quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' },
    };
    expect(preferencesOf(stored)).toEqual({
      push: stored.push,
      email: { requests: false, bookingUpdates: true, messages: true, payouts: false },
      quietHours: stored.quietHours,
    });
  });

  it('ignores quiet hours with an unknown zone, a bad clock or no length', () => {
    const q = (start: string, end: string, timeZone: string) =>
      preferencesOf({ quietHours: { start, end, timeZone } }).quietHours;
    expect(q('22:00', '07:00', 'Mars/Olympus')).toBeNull();
    expect(q('24:00', '07:00', 'UTC')).toBeNull();
    expect(q('07:00', '07:00', 'UTC')).toBeNull();
  });
});

describe('quiet hours, in the person’s zone', () => {
  const overnight = { start: '22:00', end: '07:00', timeZone: 'America/New_York' };
  it('run past midnight, start inclusive and end exclusive', () => {
    expect(isQuietAt(overnight, at('2026-12-08T02:59:00Z'))).toBe(false); // 21:59 EST
    expect(isQuietAt(overnight, at('2026-12-08T03:00:00Z'))).toBe(true); // 22:00
    expect(isQuietAt(overnight, at('2026-12-08T11:59:00Z'))).toBe(true); // 06:59
    expect(isQuietAt(overnight, at('2026-12-08T12:00:00Z'))).toBe(false); // 07:00
  });

  it('within one day, and follow summer time', () => {
    const lunch = { start: '12:00', end: '13:30', timeZone: 'Europe/London' };
    expect(isQuietAt(lunch, at('2026-07-01T11:15:00Z'))).toBe(true); // 12:15 BST
    expect(isQuietAt(lunch, at('2026-12-01T11:15:00Z'))).toBe(false); // 11:15 GMT
    expect(isQuietAt(null, at('2026-12-01T11:15:00Z'))).toBe(false);
  });
});

describe('shouldNotify', () => {
  const prefs: NotificationPreferences = {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push, messages: false },
    quietHours: { start: '22:00', end: '07:00', timeZone: 'UTC' },
  };
  it('follows the switch of the kind and channel', () => {
    expect(shouldNotify(prefs, 'messages', 'push', at('2026-12-08T12:00:00Z'))).toBe(false);
    expect(shouldNotify(prefs, 'messages', 'email', at('2026-12-08T12:00:00Z'))).toBe(true);
  });

  it('holds pushes in quiet hours, not e-mails', () => {
    expect(shouldNotify(prefs, 'requests', 'push', at('2026-12-08T23:00:00Z'))).toBe(false);
    expect(shouldNotify(prefs, 'requests', 'email', at('2026-12-08T23:00:00Z'))).toBe(true);
    expect(shouldNotify(prefs, 'requests', 'push', at('2026-12-08T08:00:00Z'))).toBe(true);
  });
});

describe('the kinds', () => {
  it('cover every notice the server pushes, and nothing admins get', () => {
    expect(kindOfNoticeType('booking_requested')).toBe('requests');
    expect(kindOfNoticeType('response_reminder')).toBe('requests');
    for (const t of ['accepted', 'declined', 'expired', 'cancelled', 'completed']) {
      expect(kindOfNoticeType(`booking_${t}`)).toBe('bookingUpdates');
    }
    expect(kindOfNoticeType('new_message')).toBe('messages');
    expect(kindOfNoticeType('payout_sent')).toBe('payouts');
    expect(kindOfNoticeType('bank_payout_failed')).toBe('payouts');
    expect(kindOfNoticeType('problem_reported')).toBeNull();
    expect(kindOfNoticeType(undefined)).toBeNull();
  });

  it('each have a label and a detail', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(NOTIFICATION_KIND_LABELS[kind].label.length).toBeGreaterThan(0);
      expect(NOTIFICATION_KIND_LABELS[kind].detail.length).toBeGreaterThan(0);
    }
  });

  it('knows a zone from a typo', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Europe/Berln')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
