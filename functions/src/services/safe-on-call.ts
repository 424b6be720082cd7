// onCall, with one refusal the framework lacks. Before a handler runs, the callable protocol
// decodes the request's data: an object with an "@type" of Int64Value or UInt64Value becomes
// a number, and any other "@type" (or a value that is no number) makes the decoder throw a
// plain Error, which the framework answers `internal`; data nested deep enough overflows its
// recursion the same way. Such data is refused with invalid-argument instead, like any other
// malformed input. The refusal goes through the framework (the request's data is replaced by
// null and the handler throws), so CORS headers and the token check stay as they are.
import {
  HttpsError,
  onCall as firebaseOnCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';

export const UNDECODABLE_DATA = 'The request data could not be decoded.';

const LONG_TYPES: ReadonlySet<unknown> = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** Deeper than any callable takes (they refuse past 32): refused before the decoder recurses. */
const MAX_DECODE_DEPTH = 64;

function numberOf(value: unknown): number {
  try {
    return parseFloat(value as string);
  } catch {
    return NaN; // an object whose toString is not callable
  }
}

/**
 * Where the protocol's decoder would throw on `data` (the raw JSON of the request), or null.
 * It follows the decoder: "@type" is looked at on every object, including one under a
 * "__proto__" key (JSON.parse makes that an own key, and the decoder walks own keys).
 */
export function undecodablePath(data: unknown): string | null {
  const walk = (value: unknown, path: string, depth: number): string | null => {
    if (typeof value !== 'object' || value === null) return null;
    if (depth > MAX_DECODE_DEPTH) return path || '(data)';
    const type: unknown = (value as Record<string, unknown>)['@type'];
    if (type) {
      const ok =
        LONG_TYPES.has(type) && !Number.isNaN(numberOf((value as { value?: unknown }).value));
      return ok ? null : path ? `${path}.@type` : '@type';
    }
    const children: [string, unknown][] = Array.isArray(value)
      ? value.map((child, i) => [`${path}[${i}]`, child])
      : Object.entries(value).map(([key, child]) => [path ? `${path}.${key}` : key, child]);
    for (const [childPath, child] of children) {
      const found = walk(child, childPath, depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(data, '', 0);
}

/** Requests whose data was undecodable (and replaced by null), for the handler to refuse. */
const undecodable = new WeakSet<object>();

type Handler<T, Return> = (request: CallableRequest<T>) => Return;
type Callable<T, Return> = CallableFunction<
  T,
  Return extends Promise<unknown> ? Return : Promise<Return>
>;

export function onCall<T = unknown, Return = unknown>(
  handler: Handler<T, Return>,
): Callable<T, Return>;
export function onCall<T = unknown, Return = unknown>(
  opts: CallableOptions<T>,
  handler: Handler<T, Return>,
): Callable<T, Return>;
export function onCall<T, Return>(
  optsOrHandler: CallableOptions<T> | Handler<T, Return>,
  maybeHandler?: Handler<T, Return>,
): Callable<T, Return> {
  const opts = typeof optsOrHandler === 'function' ? {} : optsOrHandler;
  const handler = typeof optsOrHandler === 'function' ? optsOrHandler : maybeHandler;
  if (!handler) throw new Error('onCall needs a handler');
  const inner = firebaseOnCall<T, Return>(opts, (request) => {
    if (undecodable.has(request.rawRequest)) {
      throw new HttpsError('invalid-argument', UNDECODABLE_DATA);
    }
    return handler(request);
  });
  const outer = (...args: Parameters<typeof inner>) => {
    const [req] = args;
    const body: unknown = req.body;
    if (typeof body === 'object' && body !== null && 'data' in body) {
      const path = undecodablePath(body.data);
      if (path !== null) {
        undecodable.add(req);
        (body as { data: unknown }).data = null;
      }
    }
    return inner(...args);
  };
  // What deployment and the emulator read (__endpoint, __trigger, run, stream) comes along.
  for (const key of Reflect.ownKeys(inner)) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    const descriptor = Object.getOwnPropertyDescriptor(inner, key);
    if (descriptor) Object.defineProperty(outer, key, descriptor);
  }
  return outer as unknown as Callable<T, Return>;
}
