import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { NotificationPreferences } from '../../../domain/notification-preferences';
import { firestore } from '../../../lib/firebase/firestore';

/**
 * Writes the whole settings document: the rules require every field on every write (so a
 * half-written document cannot silence someone), dated by the server.
 */
export function saveNotificationSettings(
  uid: string,
  preferences: NotificationPreferences,
): Promise<void> {
  return setDoc(doc(firestore, 'users', uid, 'settings', 'notifications'), {
    push: { ...preferences.push },
    email: { ...preferences.email },
    quietHours: preferences.quietHours ? { ...preferences.quietHours } : null,
    updatedAt: serverTimestamp(),
  });
}
