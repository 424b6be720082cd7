// Where a limiter is stored: rateLimits/{uid} for an account, rateLimits/ip_{hash} for a
// client address. Its own module so security-events.ts (which rate-limit.ts uses) can key
// its quota the same way without an import cycle.
import { createHash } from 'node:crypto';

/** Whose attempts are counted: an account, or a client address. */
export interface RateLimitKey {
  kind: 'uid' | 'ip';
  id: string;
}

const IP_KEY_PREFIX = 'ip_';

/**
 * The document id for a key. Addresses are stored hashed so the limiter collection holds no
 * address in the clear (it is pseudonymous, not anonymous: the IPv4 space is small). The
 * `ip_` + 64 hex shape keeps them apart from account ids, which Auth makes 28 characters long.
 */
export function rateLimitDocId(key: RateLimitKey): string {
  if (key.kind === 'uid') return key.id;
  const normalised = key.id.trim().toLowerCase();
  const hash = createHash('sha256').update(`spinbook-rate-limit:${normalised}`).digest('hex');
  return `${IP_KEY_PREFIX}${hash}`;
}
