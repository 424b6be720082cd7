/**
 * A loopback FCM: the part of the HTTP v1 API the functions' push sender calls
 * (POST /v1/projects/{id}/messages:send), on 127.0.0.1 only. startEmulators runs one beside
 * every emulator set, since no emulator stands in for FCM and firebase-admin's messaging
 * cannot be pointed anywhere else (docs/research/push-and-calendar-feeds.md).
 *
 * It refuses what FCM refuses, in Google's error shape (a missing bearer token, a missing
 * recipient, a non-string or reserved data key, an http link, an unknown field), so a wrong
 * payload fails here rather than in production. Accepted messages are kept in memory, newest
 * last. Tests and the /testing page (another origin, hence CORS) read and steer it:
 *   GET    /__loopback/messages[?token=]  what was accepted
 *   DELETE /__loopback/messages           forget everything: messages, attempts, dead tokens, faults
 *   POST   /__loopback/dead {token}       that token answers 404 UNREGISTERED from now on
 *   POST   /__loopback/faults {token?, status: 429|503|500|400, times, retryAfterSeconds?}
 *                                         the next `times` sends (to that token, or any) fail so
 *   GET    /__loopback/attempts           every send received, refused ones too (retries)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  errorName,
  FAULT_ANSWERS,
  FAULT_STATUSES,
  googleError,
  invalidField,
  isRecord,
  UNREGISTERED,
  validateMessage,
  type Answer,
  type LoopbackFaultStatus,
} from './fcm-loopback-answers';

export type { LoopbackFaultStatus } from './fcm-loopback-answers';

/**
 * functions/src/services/push/fcm-loopback-port.ts's number: scripts may not import the
 * functions, so it is repeated here and a test keeps the two equal.
 */
export const FCM_LOOPBACK_PORT = 9399;

const MAX_MESSAGES = 500;
const MAX_ATTEMPTS = 2_000;
const MAX_BODY_BYTES = 64 * 1024;

export interface LoopbackMessage {
  /** The name FCM answered, `projects/<id>/messages/<n>`. */
  name: string;
  projectId: string;
  token: string;
  receivedAt: string;
  /** The `message` object as it was sent. */
  message: Record<string, unknown>;
}

export interface LoopbackAttempt {
  projectId: string;
  token: string | null;
  /** The HTTP status answered. */
  status: number;
  /** The FcmError code (or status) when refused. */
  error: string | null;
  receivedAt: string;
}

export interface LoopbackFault {
  token?: string;
  status: LoopbackFaultStatus;
  times: number;
  retryAfterSeconds?: number;
}

export interface FcmLoopbackOptions {
  /** 0 for any free port (a test's own loopback). */
  port: number;
  /** Accept only this bearer token; any non-empty one when not given. */
  accessToken?: string;
}

export interface FcmLoopback {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Closes the port and every open connection; calling it again waits for the same close. */
  stop(): Promise<void>;
}

/** Just enough of the body; an oversized one is cut off (and then refused as invalid JSON). */
async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY_BYTES ? '' : Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

function reply(res: ServerResponse, answer: Answer): void {
  const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    ...answer.headers,
  });
  res.end(body);
}

/** A refused control request (ours, not Google's shape). */
const controlError = (message: string): Answer => ({ status: 400, body: { error: message } });

function parseFault(body: unknown): LoopbackFault | null {
  if (!isRecord(body)) return null;
  const { token, status, times, retryAfterSeconds } = body;
  if (token !== undefined && (typeof token !== 'string' || token === '')) return null;
  if (!FAULT_STATUSES.includes(status as LoopbackFaultStatus)) return null;
  if (!Number.isInteger(times) || (times as number) < 1 || (times as number) > 1_000) return null;
  const retry = retryAfterSeconds;
  if (retry !== undefined && !(typeof retry === 'number' && retry >= 0 && retry <= 3_600)) {
    return null;
  }
  return {
    ...(token !== undefined ? { token } : {}),
    status: status as LoopbackFaultStatus,
    times: times as number,
    ...(retry !== undefined ? { retryAfterSeconds: retry } : {}),
  };
}

/** Starts the loopback on 127.0.0.1; refuses (with the reason) when the port is taken. */
export async function startFcmLoopback(options: FcmLoopbackOptions): Promise<FcmLoopback> {
  const messages: LoopbackMessage[] = [];
  const attempts: LoopbackAttempt[] = [];
  const dead = new Set<string>();
  let faults: LoopbackFault[] = [];
  let sent = 0;

  const keepLast = <T>(list: T[], item: T, cap: number) => {
    list.push(item);
    if (list.length > cap) list.splice(0, list.length - cap);
  };

  function takeFault(token: string | null): Answer | null {
    const fault = faults.find((f) => f.token === undefined || f.token === token);
    if (!fault) return null;
    fault.times -= 1;
    if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
    const answer = FAULT_ANSWERS[fault.status];
    if (fault.retryAfterSeconds === undefined) return answer;
    return { ...answer, headers: { 'retry-after': String(fault.retryAfterSeconds) } };
  }

  function send(projectId: string, req: IncomingMessage, body: unknown): Answer {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || (options.accessToken !== undefined && bearer !== options.accessToken)) {
      return googleError(
        401,
        'UNAUTHENTICATED',
        'Request is missing required authentication credential. Expected OAuth 2 access token.',
      );
    }
    if (!isRecord(body))
      return googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    const message = body.message;
    if (!isRecord(message)) return invalidField('message', 'Message is required.');
    const token = typeof message.token === 'string' ? message.token : null;
    const fault = takeFault(token);
    if (fault) return fault;
    if (token !== null && dead.has(token)) return UNREGISTERED;
    const refused = validateMessage(message);
    if (refused) return refused;
    if (body.validate_only === true || body.validateOnly === true) {
      return { status: 200, body: { name: `projects/${projectId}/messages/fake_message_id` } };
    }
    sent += 1;
    const name = `projects/${projectId}/messages/${sent}`;
    const receivedAt = new Date().toISOString();
    keepLast(messages, { name, projectId, token: token!, receivedAt, message }, MAX_MESSAGES);
    return { status: 200, body: { name } };
  }

  function control(method: string, url: URL, text: string): Answer {
    const path = url.pathname;
    if (method === 'GET' && path === '/__loopback/messages') {
      const token = url.searchParams.get('token');
      return {
        status: 200,
        body: { messages: token === null ? messages : messages.filter((m) => m.token === token) },
      };
    }
    if (method === 'DELETE' && path === '/__loopback/messages') {
      messages.length = 0;
      attempts.length = 0;
      dead.clear();
      faults = [];
      return { status: 204, body: undefined };
    }
    if (method === 'POST' && path === '/__loopback/dead') {
      const body = parseJson(text);
      const token = isRecord(body) ? body.token : undefined;
      if (typeof token !== 'string' || token === '') return controlError('Send { token }.');
      dead.add(token);
      return { status: 204, body: undefined };
    }
    if (method === 'POST' && path === '/__loopback/faults') {
      const fault = parseFault(parseJson(text));
      if (!fault) {
        return controlError(
          'Send { token?, status: 429|503|500|400, times: 1–1000, retryAfterSeconds? }.',
        );
      }
      faults.push(fault);
      return { status: 204, body: undefined };
    }
    if (method === 'GET' && path === '/__loopback/attempts') {
      return { status: 200, body: { attempts } };
    }
    return { status: 404, body: { error: `No ${method} ${path} here.` } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/__loopback/')) {
      const answer =
        method === 'OPTIONS' ? { status: 204, body: undefined } : control(method, url, text);
      reply(res, { ...answer, headers: { ...answer.headers, ...CORS } });
      return;
    }
    const project = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url.pathname)?.[1];
    if (project === undefined || method !== 'POST') {
      reply(res, googleError(404, 'NOT_FOUND', `No ${method} ${url.pathname} here.`));
      return;
    }
    const projectId = decodeURIComponent(project);
    const body = parseJson(text);
    const answer = send(projectId, req, body);
    keepLast(
      attempts,
      {
        projectId,
        token: tokenOf(body),
        status: answer.status,
        error: answer.status < 400 ? null : errorName(answer.body),
        receivedAt: new Date().toISOString(),
      },
      MAX_ATTEMPTS,
    );
    reply(res, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (res.headersSent) res.destroy();
      else reply(res, googleError(500, 'INTERNAL', message));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `The loopback FCM cannot listen on 127.0.0.1:${options.port}: the port is in use ` +
                '(another emulator set with this SPINBOOK_EMULATOR_PORT_OFFSET, or a process ' +
                'that outlived one). Stop it, or use another offset.',
            )
          : error,
      ),
    );
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections (fetch keeps them) would hold the close for seconds.
        server.closeAllConnections();
      })),
  };
}

function tokenOf(body: unknown): string | null {
  const message = isRecord(body) ? body.message : undefined;
  return isRecord(message) && typeof message.token === 'string' ? message.token : null;
}

/** A typed client of the control endpoints, for tests. */
export function fcmLoopbackClient(url: string) {
  const call = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${url}${path}`, init);
    if (!res.ok)
      throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : ((await res.json()) as unknown);
  };
  const post = (path: string, body: unknown) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    messages: async (token?: string) => {
      const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
      const body = (await call(`/__loopback/messages${query}`)) as { messages: LoopbackMessage[] };
      return body.messages;
    },
    attempts: async () =>
      ((await call('/__loopback/attempts')) as { attempts: LoopbackAttempt[] }).attempts,
    clear: async () => void (await call('/__loopback/messages', { method: 'DELETE' })),
    markDead: async (token: string) => void (await post('/__loopback/dead', { token })),
    fault: async (fault: LoopbackFault) => void (await post('/__loopback/faults', fault)),
  };
}
