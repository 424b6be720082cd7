import { DAY_MS } from '../../../domain/booking-record';
import { toDate } from '../../../lib/firestore-values';

/**
 * One browser or installed app that receives a person's pushes: users/{uid}/devices/{deviceId}
 * (firestore.rules checks the shape). The server sends to every one of them and deletes the
 * ones FCM calls dead; the person sees and removes them on their dashboard's Settings tab.
 */
export interface PushDevice {
  id: string;
  token: string;
  /** 'Chrome on Android', for the person to tell their devices apart. */
  label: string;
  createdAt: Date | null;
  lastSeenAt: Date | null;
  /** The conversation this device shows right now: its messages are not pushed to it. */
  openChatId: string | null;
}

/** The rules' deviceId pattern. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && DEVICE_ID_PATTERN.test(value);

/** 32 hex characters from the browser's random source: no two browsers share one. */
export function newDeviceId(
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(fill(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The id this browser keeps, or null when it never made one (or it was tampered with). */
export function storedDeviceId(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  const id = storage.getItem(key);
  return isDeviceId(id) ? id : null;
}

/** The stored id, made and stored first when there is none. */
export function ensureDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string): string {
  const existing = storedDeviceId(storage, key);
  if (existing) return existing;
  const id = newDeviceId();
  storage.setItem(key, id);
  return id;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: readonly [RegExp, string][]): string | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * What the devices list calls this browser: 'Chrome on Android', 'Spinbook app on iPhone' when
 * it runs from the Home Screen. iPadOS says it is a Mac; one with a touch screen is an iPad.
 * Never more than the rules' 80 characters, never empty.
 */
export function deviceLabel(userAgent: string, standalone: boolean, maxTouchPoints = 0): string {
  let system = firstMatch(userAgent, SYSTEMS);
  if (system === 'Mac' && maxTouchPoints > 1) system = 'iPad';
  const browser = standalone ? 'Spinbook app' : (firstMatch(userAgent, BROWSERS) ?? 'Browser');
  return system ? `${browser} on ${system}` : browser;
}

/** A stored device document, read defensively (the owner could have written another shape). */
export function parseDevice(id: string, data: Record<string, unknown>): PushDevice {
  return {
    id,
    token: typeof data.token === 'string' ? data.token : '',
    label: typeof data.label === 'string' && data.label.trim() ? data.label : 'Unknown device',
    createdAt: toDate(data.createdAt),
    lastSeenAt: toDate(data.lastSeenAt),
    openChatId: typeof data.openChatId === 'string' ? data.openChatId : null,
  };
}

/** How often an open app tells the server the device is still in use. */
export const LAST_SEEN_REFRESH_MS = DAY_MS;

/**
 * Whether the app's start should write the device: its token changed (FCM rotates them), or it
 * was last dated more than a day ago (at most one write a day for a device in daily use).
 */
export function needsRefresh(
  device: Pick<PushDevice, 'token' | 'lastSeenAt'>,
  token: string,
  now: Date,
): boolean {
  if (device.token !== token) return true;
  return (
    device.lastSeenAt === null ||
    now.getTime() - device.lastSeenAt.getTime() >= LAST_SEEN_REFRESH_MS
  );
}
