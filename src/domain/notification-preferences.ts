/**
 * What a person is told, on which channel, and when not (issue 40, item 3; docs/notifications.md).
 * Stored at users/{uid}/settings/notifications, written by its owner (the rules check the shape
 * with these names), read by the server before every push and e-mail.
 */

/** The kinds a person can switch on and off, each a group of notice types. */
export const NOTIFICATION_KINDS = ['requests', 'bookingUpdates', 'messages', 'payouts'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What the settings screen calls each kind, and who it is for. */
export const NOTIFICATION_KIND_LABELS: Readonly<
  Record<NotificationKind, { label: string; detail: string }>
> = {
  requests: {
    label: 'New requests',
    detail: 'A client asks to book you, and reminders before a request expires.',
  },
  bookingUpdates: {
    label: 'Booking updates',
    detail: 'A booking is accepted, declined, expired, cancelled or completed.',
  },
  messages: { label: 'Messages', detail: 'Someone writes to you about a booking.' },
  payouts: { label: 'Payouts', detail: 'Money for a booking is sent to your bank.' },
};

export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = {
  push: 'On this phone and other devices',
  email: 'By e-mail',
};

/** 'HH:MM', 24-hour. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface QuietHours {
  /** When they start, 'HH:MM' in `timeZone`. */
  start: string;
  /** When they end; earlier than `start` means they run past midnight. */
  end: string;
  /** IANA zone of the person's phone when they set them. */
  timeZone: string;
}

export interface NotificationPreferences {
  push: Record<NotificationKind, boolean>;
  email: Record<NotificationKind, boolean>;
  quietHours: QuietHours | null;
}

/**
 * Everything on, no quiet hours: what a person gets before they change anything. Push reaches
 * only devices the person turned on, so on-by-default asks nothing of anyone who never did.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  push: { requests: true, bookingUpdates: true, messages: true, payouts: true },
  email: { requests: true, bookingUpdates: true, messages: true, payouts: true },
  quietHours: null,
};

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isQuietHours(value: unknown): value is QuietHours {
  if (typeof value !== 'object' || value === null) return false;
  const q = value as Record<string, unknown>;
  return (
    typeof q.start === 'string' &&
    CLOCK_TIME.test(q.start) &&
    typeof q.end === 'string' &&
    CLOCK_TIME.test(q.end) &&
    q.start !== q.end &&
    isTimeZone(q.timeZone)
  );
}

function channelOf(value: unknown, fallback: Record<NotificationKind, boolean>) {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const out = { ...fallback };
  for (const kind of NOTIFICATION_KINDS) {
    if (typeof stored[kind] === 'boolean') out[kind] = stored[kind];
  }
  return out;
}

/**
 * A stored document read defensively: a missing or malformed field keeps its default, so a
 * hand-edited document never silences someone by accident, nor makes the server throw.
 */
export function preferencesOf(data: unknown): NotificationPreferences {
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    push: channelOf(d.push, DEFAULT_NOTIFICATION_PREFERENCES.push),
    email: channelOf(d.email, DEFAULT_NOTIFICATION_PREFERENCES.email),
    quietHours: isQuietHours(d.quietHours) ? d.quietHours : null,
  };
}

/** Minutes since midnight of `at` on the wall clock of `timeZone`. */
function minutesIn(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

const minutesOf = (clock: string): number =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether `at` falls in the quiet hours (start inclusive, end exclusive), in their zone. */
export function isQuietAt(quiet: QuietHours | null, at: Date): boolean {
  if (!quiet || !isQuietHours(quiet)) return false;
  const now = minutesIn(at, quiet.timeZone);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * Whether a notice of `kind` goes out on `channel` at `at`. Quiet hours hold back pushes only:
 * an e-mail waits in the inbox without waking anyone, and the bell keeps every notice.
 */
export function shouldNotify(
  preferences: NotificationPreferences,
  kind: NotificationKind,
  channel: NotificationChannel,
  at: Date,
): boolean {
  if (!preferences[channel][kind]) return false;
  return channel === 'email' || !isQuietAt(preferences.quietHours, at);
}

/**
 * The kind of a bell notice, by its `type` field. Null for a type no preference covers (an
 * admin's `problem_reported`): the bell shows it, and nothing is pushed.
 */
export function kindOfNoticeType(type: unknown): NotificationKind | null {
  switch (type) {
    case 'booking_requested':
    case 'response_reminder':
      return 'requests';
    case 'booking_accepted':
    case 'booking_declined':
    case 'booking_expired':
    case 'booking_cancelled':
    case 'booking_completed':
      return 'bookingUpdates';
    case 'new_message':
      return 'messages';
    case 'payout_sent':
    case 'bank_payout_paid':
    case 'bank_payout_failed':
      return 'payouts';
    default:
      return null;
  }
}
