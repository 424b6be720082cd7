// The address a request came from, for limits kept per address (the signed-out contact form).
// Behind Google's front end, X-Forwarded-For is "<whatever the client sent>, <the address
// Google saw>": only the last entry is not the client's to choose, so that one is taken. The
// Functions emulator adds no such header; its socket address (`rawRequest.ip`) is used then.
import type { CallableRequestLike } from './callable-context';

/** Longer than any IPv6 text form (45 characters); anything longer is not an address. */
const MAX_ADDRESS = 64;

export const UNKNOWN_ADDRESS = 'unknown';

export function clientAddress(
  request: Pick<CallableRequestLike, 'rawRequest'> & { rawRequest?: { ip?: unknown } },
): string {
  const header = request.rawRequest?.headers?.['x-forwarded-for'];
  const joined = Array.isArray(header) ? header.join(',') : header;
  const last = joined
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .pop();
  const ip = request.rawRequest?.ip;
  const address = last ?? (typeof ip === 'string' && ip !== '' ? ip : UNKNOWN_ADDRESS);
  return address.slice(0, MAX_ADDRESS);
}
