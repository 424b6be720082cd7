import type { TestConfig } from 'yup';

/**
 * Names people may not give themselves because they read as the platform speaking: a review
 * signed "Spinbook Trust & Safety" or a client called "Spinbook Support" is a phishing
 * channel like a phone number in a bio. Not in the spec; ours (decision 0008). Checked on
 * display names (profile and sign-up) and DJ names, and again where the server copies an
 * account's name for others to see (review signatures).
 */
export const RESERVED_NAME = 'This name is reserved. Please choose another.';

const RESERVED = [
  /spin\W*book/i,
  /trust\s*(?:&|and)?\s*safety/i,
  /\b(?:admin|administrator|moderator|customer\s+support|support\s+team|staff)\b/i,
];

export function isReservedName(name: string): boolean {
  const folded = name.normalize('NFKC');
  return RESERVED.some((pattern) => pattern.test(folded));
}

/** A yup test for a name field: `requiredText(100).test(reservedNameSafe())`. */
export function reservedNameSafe(): TestConfig<string | undefined> {
  return {
    name: 'reserved-name',
    message: RESERVED_NAME,
    test: (value) => typeof value !== 'string' || !isReservedName(value),
  };
}
