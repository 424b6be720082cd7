// Where a limiter is stored: rateLimits/{uid} for an account, rateLimits/ip_{hash} for a
// client address, rateLimits/em_{hash} for an e-mail address (the password reset, which
// counts per target mailbox too). Its own module so security-events.ts (which
// rate-limit.ts uses) can key its quota the same way without an import cycle.
import { createHash } from 'node:crypto';
import { assertNever } from '../../../src/domain/assert-never';

/** Whose attempts are counted: an account, a client address, or an e-mail address. */
export interface RateLimitKey {
  kind: 'uid' | 'ip' | 'email';
  id: string;
}

const IP_KEY_PREFIX = 'ip_';
const EMAIL_KEY_PREFIX = 'em_';

function hashOf(salt: string, id: string): string {
  const normalised = id.trim().toLowerCase();
  return createHash('sha256').update(`${salt}${normalised}`).digest('hex');
}

/**
 * The document id for a key. Addresses are stored hashed so the limiter collection holds no
 * address in the clear (it is pseudonymous, not anonymous: the IPv4 space is small, and an
 * e-mail address one already knows can be hashed and looked up). The prefix + 64 hex shape
 * keeps them apart from account ids, which Auth makes 28 characters long. E-mail addresses
 * are compared case-insensitively, as Firebase Auth does.
 */
export function rateLimitDocId(key: RateLimitKey): string {
  switch (key.kind) {
    case 'uid':
      return key.id;
    case 'ip':
      return `${IP_KEY_PREFIX}${hashOf('spinbook-rate-limit:', key.id)}`;
    case 'email':
      // Salted apart from addresses so one value can never name both kinds of limiter.
      return `${EMAIL_KEY_PREFIX}${hashOf('spinbook-rate-limit:email:', key.id)}`;
    default:
      return assertNever(key.kind, 'rate limit key kind');
  }
}
