// The PushSender on FCM's HTTP v1 API (POST {base}/v1/projects/{id}/messages:send), called
// with fetch rather than firebase-admin's messaging: Admin SDK 13 hard-codes Google's endpoint
// over HTTP/2, so it could never reach the loopback FCM that runs beside the emulators
// (docs/research/push-and-calendar-feeds.md). v1 has no batch endpoint any more: one request
// per message, a bounded number at once. Rate limits, server errors and network errors are
// retried with backoff, honouring Retry-After; what FCM says about the token decides between
// 'dead' (the caller deletes the device) and 'failed'
// (firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode).
import { adminApp } from '../../lib/admin';
import { allowedOrigins } from '../app-origin';
import { isDemoProject } from '../payment-config';
import { FCM_LOOPBACK_PORT } from './fcm-loopback-port';
import type { PushMessage, PushResult, PushSender } from './push-sender';

export const FCM_ENDPOINT = 'https://fcm.googleapis.com';
/** The loopback FCM checks that a bearer token is sent; it cannot check a Google one. */
export const FCM_LOOPBACK_ACCESS_TOKEN = 'fcm-loopback-token';
/** firebase.json's emulators.hosting.port: the app's origin in demo- projects. */
const EMULATOR_HOSTING_PORT = 5000;

export interface FcmV1SenderOptions {
  projectId: string;
  /** https://fcm.googleapis.com, or the loopback FCM in demo- projects. */
  baseUrl: string;
  /** The app's origin: a message's link is made absolute with it for webpush.fcm_options.link. */
  appOrigin: string;
  /**
   * An OAuth 2.0 access token with the firebase.messaging (or cloud-platform) scope. Asked
   * before every request: the Admin credential caches it and refreshes it when it expires.
   */
  accessToken: () => Promise<string>;
  /** Requests in flight at once (10). */
  concurrency?: number;
  /** Tries per message, the first included (4). */
  maxAttempts?: number;
  /** The first backoff (500 ms), doubled per retry up to maxDelayMs (8 s), jittered. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A longer Retry-After gives up at once: a function must not wait minutes for FCM (10 s). */
  maxRetryAfterMs?: number;
  /** One request, body included (10 s). */
  timeoutMs?: number;
  /** How long the push service keeps a message for an offline device (a day). */
  ttlSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  /** [0, 1), for the jitter. */
  random?: () => number;
  fetch?: typeof fetch;
}

/** Where and how this project sends: fcmConfigFor picks it, pushSenderFor builds the sender. */
export type FcmConfig = Pick<
  FcmV1SenderOptions,
  'projectId' | 'baseUrl' | 'appOrigin' | 'accessToken'
>;

/**
 * demo- projects send to the loopback FCM the emulator scripts start (scripts/lib/emulators.ts),
 * on its port moved by the set's offset, and link to the local Hosting origin; every other
 * project sends to Google with the Admin credential and links to its first allowed origin.
 */
export function fcmConfigFor(projectId: string, env: NodeJS.ProcessEnv = process.env): FcmConfig {
  if (isDemoProject(projectId)) {
    const offset = Number(env.SPINBOOK_EMULATOR_PORT_OFFSET ?? 0) || 0;
    const configured = (env.APP_ORIGIN ?? '').split(',')[0]?.trim();
    return {
      projectId,
      baseUrl: `http://127.0.0.1:${FCM_LOOPBACK_PORT + offset}`,
      appOrigin: configured || `http://localhost:${EMULATOR_HOSTING_PORT + offset}`,
      accessToken: async () => FCM_LOOPBACK_ACCESS_TOKEN,
    };
  }
  return {
    projectId,
    baseUrl: FCM_ENDPOINT,
    appOrigin: allowedOrigins(projectId, env)[0] ?? `https://${projectId}.web.app`,
    accessToken: adminAccessToken,
  };
}

export function pushSenderFor(projectId: string, env: NodeJS.ProcessEnv = process.env) {
  return new FcmV1Sender(fcmConfigFor(projectId, env));
}

async function adminAccessToken(): Promise<string> {
  // initializeApp() without a credential gets the application default one (the function's
  // service account), so this is only missing in a misconfigured app.
  const credential = adminApp().options.credential;
  if (!credential) throw new Error('The Admin app has no credential.');
  return (await credential.getAccessToken()).access_token;
}

/** FCM v1's message for a web client: the SDK's worker shows `notification` itself. */
export function fcmV1Body(message: PushMessage, absoluteLink: string, ttlSeconds: number) {
  return {
    message: {
      token: message.token,
      notification: { title: message.title, body: message.body },
      data: { ...message.data, link: message.link },
      webpush: {
        headers: { Urgency: 'high', TTL: String(ttlSeconds) },
        notification: {
          tag: message.tag,
          icon: '/icons/pwa-192.png',
          badge: '/icons/pwa-48.png',
        },
        fcm_options: { link: absoluteLink },
      },
    },
  };
}

/** What one request came to: a final outcome, or a reason to try again. */
type Attempt =
  | { kind: 'sent'; messageId: string | undefined }
  | { kind: 'dead' | 'failed'; error: string }
  | { kind: 'retry'; error: string; retryAfterMs: number | undefined };

const FCM_ERROR = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';
const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined; // not JSON (a proxy's error page): the status says enough
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * An INVALID_ARGUMENT is about the token when FCM names `message.token` (a BadRequest field
 * violation) or says the registration token is not valid. Any other one (a data key, a size,
 * our own bug) must not delete the device.
 */
function blamesToken(message: unknown, details: Json[]): boolean {
  const violations = details
    .filter((d) => d['@type'] === BAD_REQUEST)
    .flatMap((d) => (Array.isArray(d.fieldViolations) ? d.fieldViolations : []))
    .filter(isRecord);
  if (violations.some((v) => v.field === 'message.token')) return true;
  return typeof message === 'string' && /registration token/i.test(message);
}

/** FCM's answer as an attempt. The FcmError detail names the error, as the Admin SDK reads it. */
export async function attemptOf(response: Response): Promise<Attempt> {
  const body = await readJson(response);
  if (response.ok) {
    const name = isRecord(body) ? body.name : undefined;
    return { kind: 'sent', messageId: typeof name === 'string' ? name : undefined };
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const details = Array.isArray(error.details) ? error.details.filter(isRecord) : [];
  const fcmCode = details.find((d) => d['@type'] === FCM_ERROR)?.errorCode;
  const status = typeof error.status === 'string' ? error.status : undefined;
  const name = typeof fcmCode === 'string' ? fcmCode : (status ?? `HTTP_${response.status}`);
  // A bare 404 may be a wrong project or path: only UNREGISTERED says the token is gone.
  if (response.status === 404 && (fcmCode === 'UNREGISTERED' || status === 'UNREGISTERED')) {
    return { kind: 'dead', error: 'UNREGISTERED' };
  }
  const invalid = fcmCode === 'INVALID_ARGUMENT' || status === 'INVALID_ARGUMENT';
  if (response.status === 400 && invalid && blamesToken(error.message, details)) {
    return { kind: 'dead', error: 'INVALID_ARGUMENT' };
  }
  if (response.status === 429 || response.status >= 500) {
    return {
      kind: 'retry',
      error: name,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  }
  // SENDER_ID_MISMATCH stays 'failed': with a misconfigured project every token would say
  // it, and deleting every device would turn a config error into lost subscriptions.
  return { kind: 'failed', error: name };
}

export class FcmV1Sender implements PushSender {
  private readonly url: string;
  private readonly origin: string;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly timeoutMs: number;
  private readonly ttlSeconds: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: FcmV1SenderOptions) {
    const base = options.baseUrl.replace(/\/+$/, '');
    this.url = `${base}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
    // FCM refuses an http link; only the local app (demo- projects) is served over http.
    const origin = new URL(options.appOrigin);
    const local = origin.protocol === 'http:' && LOOPBACK_HOSTS.has(origin.hostname);
    if (origin.protocol !== 'https:' && !local) {
      throw new Error(`Push links need an https app origin, not ${options.appOrigin}`);
    }
    this.origin = origin.origin;
    this.concurrency = Math.max(1, options.concurrency ?? 10);
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 4);
    this.baseDelayMs = options.baseDelayMs ?? 500;
    this.maxDelayMs = options.maxDelayMs ?? 8_000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.ttlSeconds = options.ttlSeconds ?? 86_400;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
    this.fetch = options.fetch ?? fetch;
  }

  async send(messages: readonly PushMessage[]): Promise<PushResult[]> {
    const results = new Array<PushResult>(messages.length);
    let next = 0;
    const worker = async () => {
      while (next < messages.length) {
        const index = next++;
        const message = messages[index]!;
        results[index] = await this.sendOne(message).catch((): PushResult => ({
          token: message.token,
          outcome: 'failed',
          error: 'UNEXPECTED',
        }));
      }
    };
    const workers = Math.min(this.concurrency, messages.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return results;
  }

  /** The path on the app's own origin, absolute; null for anything else (no open redirect). */
  private absoluteLink(path: string): string | null {
    if (!path.startsWith('/') || path.startsWith('//')) return null;
    try {
      const url = new URL(path, this.origin);
      return url.origin === this.origin ? url.href : null;
    } catch {
      return null;
    }
  }

  private async sendOne(message: PushMessage): Promise<PushResult> {
    const { token } = message;
    const link = this.absoluteLink(message.link);
    if (link === null) return { token, outcome: 'failed', error: 'INVALID_LINK' };
    const body = JSON.stringify(fcmV1Body(message, link, this.ttlSeconds));
    for (let attempt = 1; ; attempt++) {
      const answer = await this.attempt(body);
      if (answer.kind === 'sent') {
        return answer.messageId === undefined
          ? { token, outcome: 'sent' }
          : { token, outcome: 'sent', messageId: answer.messageId };
      }
      if (answer.kind !== 'retry') return { token, outcome: answer.kind, error: answer.error };
      if (attempt >= this.maxAttempts) return { token, outcome: 'failed', error: answer.error };
      const wait = answer.retryAfterMs ?? this.backoff(attempt);
      if (wait > this.maxRetryAfterMs) return { token, outcome: 'failed', error: answer.error };
      await this.sleep(wait);
    }
  }

  /** Exponential with "equal jitter": half the step fixed, half random, so senders spread out. */
  private backoff(retry: number): number {
    const step = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (retry - 1));
    return Math.round(step / 2 + (this.random() * step) / 2);
  }

  private async attempt(body: string): Promise<Attempt> {
    let bearer: string;
    try {
      bearer = await this.options.accessToken();
    } catch {
      return { kind: 'retry', error: 'ACCESS_TOKEN', retryAfterMs: undefined };
    }
    try {
      const response = await this.fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return await attemptOf(response);
    } catch (error) {
      // No answer (refused, reset, timed out): FCM may or may not have it, and a repeat at
      // worst shows the same tag twice, which the device replaces.
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { kind: 'retry', error: timedOut ? 'TIMEOUT' : 'NETWORK', retryAfterMs: undefined };
    }
  }
}
