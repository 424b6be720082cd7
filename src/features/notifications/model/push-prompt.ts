/**
 * Whether and how to offer push on this device (issue 40): at a moment that says why (a DJ's
 * request list, a client's sent request), never on load, and never when it cannot work.
 */

/** Notification.permission, or 'unsupported' where the browser has no web push. */
export type PushPermission = NotificationPermission | 'unsupported';

export type PushPromptState =
  /** Nothing to show: push is on here, cannot work here, was put off, or is still loading. */
  | 'hidden'
  /** The card with "Turn on notifications" and "Not now". */
  | 'ask'
  /** iPhone or iPad Safari in a tab: push works only in the Home Screen app. */
  | 'home-screen'
  /** The person blocked notifications for the site: how to allow them again. */
  | 'blocked';

export interface PushPromptInput {
  permission: PushPermission;
  /** Safari on iPhone or iPad, not running from the Home Screen. */
  iosBrowserTab: boolean;
  /** This device's document: present, absent, or not known yet. */
  device: 'on' | 'off' | 'loading';
  /** "Not now" was chosen on this device for this prompt. */
  putOff: boolean;
}

export function pushPromptState({
  permission,
  iosBrowserTab,
  device,
  putOff,
}: PushPromptInput): PushPromptState {
  if (putOff) return 'hidden';
  // Safari in a tab has no Notification at all: it would read as "unsupported".
  if (iosBrowserTab) return 'home-screen';
  if (permission === 'unsupported') return 'hidden';
  if (permission === 'denied') return 'blocked';
  if (device === 'loading') return 'hidden';
  // Granted with no document (turned off on another screen, or removed by the server) asks
  // again: the button then registers without a browser prompt.
  return permission === 'granted' && device === 'on' ? 'hidden' : 'ask';
}

export interface PushSupportEnvironment {
  hasNotification: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  permission: NotificationPermission | undefined;
}

/** The browser's side of it, before the SDK's own isSupported() is asked on the click. */
export function pushPermissionOf(env: PushSupportEnvironment): PushPermission {
  if (!env.hasNotification || !env.hasServiceWorker || !env.hasPushManager) return 'unsupported';
  return env.permission ?? 'default';
}

/** The texts of each place the card shows. */
export interface PushPromptCopy {
  title: string;
  reason: string;
}

export const REQUESTS_PROMPT: PushPromptCopy = {
  title: 'Get new requests on this phone',
  reason:
    'The first DJ to answer usually wins the booking. A notification tells you the moment a request arrives, even when Spinbook is closed.',
};

/** After a client's request: 'Get told when Marcus Reid answers'. */
export function answerPrompt(djName: string): PushPromptCopy {
  const dj = djName.trim() || 'your DJ';
  return {
    title: `Get told when ${dj} answers`,
    reason: `A notification tells you the moment ${dj} accepts or declines, even when Spinbook is closed.`,
  };
}

export const PUSH_TEXTS = {
  turnOn: 'Turn on notifications',
  notNow: 'Not now',
  turnedOn: 'Notifications are on for this device.',
  homeScreenTitle: 'Add Spinbook to your Home Screen to get notifications',
  homeScreenText:
    'On iPhone and iPad, notifications reach only the Spinbook app on your Home Screen, not a Safari tab.',
  blocked:
    'Notifications are blocked for Spinbook in this browser. To allow them, open the site settings (the icon beside the address) and set Notifications to Allow, then reload the page.',
  unsupported: 'This browser cannot show notifications from Spinbook.',
  failed: 'Notifications could not be turned on. Please try again.',
  offline: 'You are offline. Notifications can be turned on once you are back online.',
} as const;

/** localStorage key of a "Not now", per place (the dashboard's and the booking's are separate). */
export const putOffKey = (place: string): string => `spinbook.pushPrompt.notNow.${place}`;
