import {
  CLOCK_TIME,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationKind,
  type NotificationPreferences,
} from '../../../domain/notification-preferences';

/**
 * The Notifications section's form (issue 40, item 3): the stored preferences as the form holds
 * them, and back. Quiet hours keep their times while switched off, so turning them on again
 * offers what the person last chose.
 */
export interface PreferencesFormValues {
  push: Record<NotificationKind, boolean>;
  email: Record<NotificationKind, boolean>;
  quietOn: boolean;
  quietStart: string;
  quietEnd: string;
}

/** A night's sleep, offered the first time quiet hours are switched on. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

export const PREFERENCES_TEXTS = {
  same: 'Quiet hours must start and end at different times.',
  invalid: 'Enter a time as HH:MM, for example 22:00.',
  saved: 'Notification settings saved.',
  failed: 'Your notification settings could not be saved. Please try again.',
  loadFailed: 'Your notification settings could not be loaded. Please refresh the page.',
} as const;

export function formValuesOf(preferences: NotificationPreferences): PreferencesFormValues {
  const quiet = preferences.quietHours;
  return {
    push: { ...preferences.push },
    email: { ...preferences.email },
    quietOn: quiet !== null,
    quietStart: quiet?.start ?? DEFAULT_QUIET_HOURS.start,
    quietEnd: quiet?.end ?? DEFAULT_QUIET_HOURS.end,
  };
}

export interface QuietHoursErrors {
  quietStart?: string;
  quietEnd?: string;
}

/** Only when quiet hours are on: start and end must be times, and not the same minute. */
export function validatePreferences(values: PreferencesFormValues): QuietHoursErrors {
  if (!values.quietOn) return {};
  const errors: QuietHoursErrors = {};
  if (!CLOCK_TIME.test(values.quietStart)) errors.quietStart = PREFERENCES_TEXTS.invalid;
  if (!CLOCK_TIME.test(values.quietEnd)) errors.quietEnd = PREFERENCES_TEXTS.invalid;
  if (!errors.quietStart && !errors.quietEnd && values.quietStart === values.quietEnd) {
    errors.quietEnd = PREFERENCES_TEXTS.same;
  }
  return errors;
}

/**
 * The whole document the rules require (every field, every time), quiet hours in `timeZone`:
 * the zone of the phone saving them, so "22:00" means ten at night where the person is.
 */
export function preferencesOfForm(
  values: PreferencesFormValues,
  timeZone: string,
): NotificationPreferences {
  return {
    push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push, ...values.push },
    email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, ...values.email },
    quietHours: values.quietOn
      ? { start: values.quietStart, end: values.quietEnd, timeZone }
      : null,
  };
}

/** The phone's IANA zone; UTC where the runtime does not say (the rules need a zone). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** 'America/New_York' as people read it: 'America/New York'. */
export const timeZoneText = (zone: string): string => zone.replace(/_/g, ' ');
