import { FIELD_LIMITS } from './limits';

export const INVALID_EMAIL = 'Please enter a valid email address.';

// Basic shape: something@something.tld, no spaces. Firebase Auth does the
// authoritative check; this only catches typos before a round trip.
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBasicEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= FIELD_LIMITS.email && BASIC_EMAIL.test(trimmed);
}
