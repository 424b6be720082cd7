import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  preferencesOf,
  type NotificationPreferences,
} from '../../../domain/notification-preferences';
import {
  DEFAULT_QUIET_HOURS,
  formValuesOf,
  preferencesOfForm,
  PREFERENCES_TEXTS,
  timeZoneText,
  validatePreferences,
} from './preferences-form';

const stored: NotificationPreferences = {
  push: { requests: true, bookingUpdates: false, messages: true, payouts: false },
  email: { requests: false, bookingUpdates: true, messages: false, payouts: true },
  quietHours: { start: '23:30', end: '06:45', timeZone: 'Europe/Berlin' },
};

describe('the form and the stored document', () => {
  it('round-trips every switch and the quiet hours', () => {
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ quietOn: true, quietStart: '23:30', quietEnd: '06:45' });
    expect(preferencesOfForm(values, 'Europe/Berlin')).toEqual(stored);
  });

  it('saves quiet hours in the zone of the phone that saves them', () => {
    const saved = preferencesOfForm(formValuesOf(stored), 'America/New_York');
    expect(saved.quietHours).toEqual({
      start: '23:30',
      end: '06:45',
      timeZone: 'America/New_York',
    });
  });

  it('offers a night’s sleep the first time, and keeps the times while switched off', () => {
    const fresh = formValuesOf(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(fresh).toMatchObject({
      quietOn: false,
      quietStart: DEFAULT_QUIET_HOURS.start,
      quietEnd: DEFAULT_QUIET_HOURS.end,
    });
    expect(preferencesOfForm({ ...formValuesOf(stored), quietOn: false }, 'UTC').quietHours).toBe(
      null,
    );
  });

  it('writes every kind on both channels: what the rules require', () => {
    const saved = preferencesOfForm(formValuesOf(DEFAULT_NOTIFICATION_PREFERENCES), 'UTC');
    for (const channel of ['push', 'email'] as const) {
      expect(Object.keys(saved[channel]).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    }
  });

  it('what it saves reads back the same through the server’s reader', () => {
    const saved = preferencesOfForm(formValuesOf(stored), 'Asia/Tokyo');
    expect(preferencesOf(saved)).toEqual(saved);
  });
});

describe('validatePreferences', () => {
  const on = { ...formValuesOf(stored), quietOn: true };

  it('accepts two different times', () => {
    expect(validatePreferences(on)).toEqual({});
  });

  it('refuses the same start and end, on the end field', () => {
    expect(validatePreferences({ ...on, quietStart: '22:00', quietEnd: '22:00' })).toEqual({
      quietEnd: PREFERENCES_TEXTS.same,
    });
  });

  it('refuses what is not a time', () => {
    expect(validatePreferences({ ...on, quietStart: '', quietEnd: '24:00' })).toEqual({
      quietStart: PREFERENCES_TEXTS.invalid,
      quietEnd: PREFERENCES_TEXTS.invalid,
    });
  });

  it('checks nothing while quiet hours are off', () => {
    expect(validatePreferences({ ...on, quietOn: false, quietStart: 'x', quietEnd: 'x' })).toEqual(
      {},
    );
  });
});

it('names a zone as people read it', () => {
  expect(timeZoneText('America/New_York')).toBe('America/New York');
});
