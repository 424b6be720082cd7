import { doc } from 'firebase/firestore';
import {
  preferencesOf,
  type NotificationPreferences,
} from '../../../domain/notification-preferences';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import type { LiveDoc } from '../../../lib/firebase/live-states';

const settingsConverter = readOnlyConverter((_id, data): NotificationPreferences =>
  preferencesOf(data),
);

/**
 * users/{uid}/settings/notifications, live, read as the server reads it (preferencesOf): a
 * missing document is the defaults, so 'not-found' means "never changed", not a failure.
 */
export function useNotificationSettings(uid: string): LiveDoc<NotificationPreferences> {
  return useLiveDoc(`users/${uid}/settings/notifications`, (db) =>
    doc(db, 'users', uid, 'settings', 'notifications').withConverter(settingsConverter),
  );
}
