/**
 * What the loopback FCM (fcm-loopback.ts) answers, in Google's shape: the errors FCM gives
 * (firebase.google.com/docs/cloud-messaging/error-codes) and the checks it makes on a message
 * to one device, so a payload FCM would refuse is refused here too.
 */

/** FCM's limit on a message's payload (keys and values), as its ErrorCode reference gives it. */
const MAX_PAYLOAD_BYTES = 4_096;
export const FAULT_STATUSES = [429, 503, 500, 400] as const;
export type LoopbackFaultStatus = (typeof FAULT_STATUSES)[number];

export type Json = Record<string, unknown>;
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const FCM_ERROR = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';
const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';
const fcmError = (errorCode: string) => ({ '@type': FCM_ERROR, errorCode });
const badRequest = (field: string, description: string) => ({
  '@type': BAD_REQUEST,
  fieldViolations: [{ field, description }],
});

export function googleError(
  code: number,
  status: string,
  message: string,
  details: Json[] = [],
): Answer {
  return { status: code, body: { error: { code, message, status, details } } };
}

/** A refused field, as FCM names it. */
export const invalidField = (field: string, description: string) =>
  googleError(400, 'INVALID_ARGUMENT', description, [badRequest(field, description)]);

export const UNREGISTERED = googleError(404, 'NOT_FOUND', 'Requested entity was not found.', [
  fcmError('UNREGISTERED'),
]);

/** The answers a scripted fault gives, as FCM gives them. */
export const FAULT_ANSWERS: Record<LoopbackFaultStatus, Answer> = {
  429: googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for sending messages.', [
    fcmError('QUOTA_EXCEEDED'),
  ]),
  503: googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.', [
    fcmError('UNAVAILABLE'),
  ]),
  500: googleError(500, 'INTERNAL', 'Internal error encountered.', [fcmError('INTERNAL')]),
  400: googleError(
    400,
    'INVALID_ARGUMENT',
    'The registration token is not a valid FCM registration token',
    [fcmError('INVALID_ARGUMENT'), badRequest('message.token', 'Invalid registration token')],
  ),
};

const MESSAGE_FIELDS = new Set(['name', 'token', 'topic', 'condition', 'data', 'notification']);
for (const f of ['android', 'webpush', 'apns', 'fcm_options', 'fcmOptions']) MESSAGE_FIELDS.add(f);
const NOTIFICATION_FIELDS = new Set(['title', 'body', 'image']);
const WEBPUSH_FIELDS = new Set(['headers', 'data', 'notification', 'fcm_options', 'fcmOptions']);
const WEBPUSH_FCM_OPTIONS_FIELDS = new Set(['link', 'analytics_label', 'analyticsLabel']);
/** Data keys FCM keeps for itself. */
const RESERVED_DATA_KEY = /^(from|notification|message_type|google(\..*)?|gcm(\..*)?)$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function unknownField(value: Json, known: Set<string>, at: string): Answer | null {
  const extra = Object.keys(value).find((key) => !known.has(key));
  if (extra === undefined) return null;
  return invalidField(at, `Invalid JSON payload received. Unknown name "${extra}" at '${at}'.`);
}

/** A string-to-string map (data, headers), or the refusal of its first bad entry. */
function stringMap(value: unknown, at: string): Answer | null {
  if (!isRecord(value)) return invalidField(at, `Invalid value at '${at}': not a map`);
  const entries = Object.entries(value);
  const bad = entries.findIndex(([, v]) => typeof v !== 'string');
  if (bad < 0) return null;
  const field = `${at}[${bad}].value`;
  return invalidField(
    field,
    `Invalid value at '${field}' (TYPE_STRING), ${String(entries[bad]![1])}`,
  );
}

/** The checks FCM makes on a message to one token (what a web push sender can get wrong). */
export function validateMessage(message: Json): Answer | null {
  const token = message.token;
  if (typeof token !== 'string' || token === '') {
    return googleError(400, 'INVALID_ARGUMENT', 'Recipient of the message is not set.', [
      badRequest('message', 'Recipient of the message is not set.'),
      fcmError('INVALID_ARGUMENT'),
    ]);
  }
  const refused = unknownField(message, MESSAGE_FIELDS, 'message');
  if (refused) return refused;
  let payloadBytes = 0;
  if (message.data !== undefined) {
    const bad = stringMap(message.data, 'message.data');
    if (bad) return bad;
    for (const [key, value] of Object.entries(message.data as Json)) {
      if (RESERVED_DATA_KEY.test(key)) {
        return invalidField('message.data', `Invalid data payload key: ${key}`);
      }
      payloadBytes += Buffer.byteLength(key) + Buffer.byteLength(String(value));
    }
  }
  if (message.notification !== undefined) {
    const n = message.notification;
    if (!isRecord(n)) return invalidField('message.notification', 'Invalid notification');
    const bad = unknownField(n, NOTIFICATION_FIELDS, 'message.notification');
    if (bad) return bad;
    for (const key of NOTIFICATION_FIELDS) {
      if (n[key] === undefined) continue;
      if (typeof n[key] !== 'string') {
        return invalidField(`message.notification.${key}`, `Invalid value (TYPE_STRING)`);
      }
      payloadBytes += Buffer.byteLength(n[key]);
    }
  }
  // FCM answers an oversized message without saying which field: so do we.
  if (payloadBytes > MAX_PAYLOAD_BYTES) {
    return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
  }
  return message.webpush === undefined ? null : validateWebpush(message.webpush);
}

function validateWebpush(webpush: unknown): Answer | null {
  if (!isRecord(webpush)) return invalidField('message.webpush', 'Invalid webpush config');
  const refused = unknownField(webpush, WEBPUSH_FIELDS, 'message.webpush');
  if (refused) return refused;
  if (webpush.headers !== undefined) {
    const bad = stringMap(webpush.headers, 'message.webpush.headers');
    if (bad) return bad;
    const ttl = (webpush.headers as Json).TTL;
    if (typeof ttl === 'string' && !(/^\d+$/.test(ttl) && Number(ttl) <= 2_419_200)) {
      return invalidField('message.webpush.headers', `Invalid TTL: ${ttl}`);
    }
  }
  if (webpush.data !== undefined) {
    const bad = stringMap(webpush.data, 'message.webpush.data');
    if (bad) return bad;
  }
  if (webpush.notification !== undefined && !isRecord(webpush.notification)) {
    return invalidField('message.webpush.notification', 'Invalid notification');
  }
  const options = webpush.fcm_options ?? webpush.fcmOptions;
  if (options === undefined) return null;
  const at = 'message.webpush.fcm_options';
  if (!isRecord(options)) return invalidField(at, 'Invalid fcm_options');
  const bad = unknownField(options, WEBPUSH_FCM_OPTIONS_FIELDS, at);
  if (bad) return bad;
  if (options.link === undefined) return null;
  const url =
    typeof options.link === 'string' && URL.canParse(options.link) ? new URL(options.link) : null;
  // FCM wants https; the local app (a demo- project) is http on a loopback address.
  const local = url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (!url || (url.protocol !== 'https:' && !local)) {
    return invalidField(`${at}.link`, 'The link must be an absolute HTTPS URL.');
  }
  return null;
}

/** The FcmError code of a Google error body, else its status. */
export function errorName(body: unknown): string | null {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (!error) return null;
  const details = Array.isArray(error.details) ? error.details.filter(isRecord) : [];
  const code = details.find((d) => d['@type'] === FCM_ERROR)?.errorCode;
  if (typeof code === 'string') return code;
  return typeof error.status === 'string' ? error.status : null;
}
