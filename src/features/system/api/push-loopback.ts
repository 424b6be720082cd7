// The loopback FCM's record of the pushes the functions sent (scripts/lib/fcm-loopback.ts),
// for /testing in demo- projects: there is no real device to receive them offline.
import { emulatorHost } from '../../../lib/firebase/config';

/** functions/src/services/push/fcm-loopback-port.ts's port (a test holds them equal). */
export const FCM_LOOPBACK_PORT = 9399;

export interface SentPush {
  token: string;
  title: string;
  body: string;
  link: string;
  receivedAt: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One recorded request's FCM v1 message, read defensively. */
export function sentPushOf(entry: unknown): SentPush | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const e = entry as Record<string, unknown>;
  const message =
    (e.body as { message?: Record<string, unknown> } | undefined)?.message ?? e.message;
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  const notification = (m.notification ?? {}) as Record<string, unknown>;
  const webpush = (m.webpush ?? {}) as { fcm_options?: { link?: unknown } };
  return {
    token: text(m.token),
    title: text(notification.title),
    body: text(notification.body),
    link: text(webpush.fcm_options?.link),
    receivedAt: text(e.receivedAt),
  };
}

/** The newest pushes first, at most `max`. */
export async function loadSentPushes(max = 20): Promise<SentPush[]> {
  const res = await fetch(`http://${emulatorHost()}:${FCM_LOOPBACK_PORT}/__loopback/messages`);
  if (!res.ok) throw new Error(`The loopback FCM answered ${res.status}.`);
  const json: unknown = await res.json();
  const list = Array.isArray(json)
    ? json
    : ((json as { messages?: unknown[] } | null)?.messages ?? []);
  return list
    .map(sentPushOf)
    .filter((p): p is SentPush => p !== null)
    .reverse()
    .slice(0, max);
}
