import { FIELD_LIMITS } from './limits';
import { hasOffPlatformContact } from './off-platform-text';
import { isReservedName } from './reserved-names';

/**
 * The display name written at sign-up (users/{uid}, by the browser, through the rules).
 * Rules cannot run the off-platform check, so firestore.rules' validDisplayName refuses the
 * obvious contact shapes this mirrors: an '@', or seven digits or more. Keep the two equal.
 */
export const SIGN_UP_NAME_MAX_DIGITS = 6;

export function hasContactShape(name: string): boolean {
  const digits = name.match(/[0-9]/g)?.length ?? 0;
  return name.includes('@') || digits > SIGN_UP_NAME_MAX_DIGITS;
}

/** Used when the name an account arrives with (a Google profile's) cannot be shown. */
export const FALLBACK_DISPLAY_NAME = 'Spinbook user';

/**
 * The name to store at sign-up: trimmed and cut to the field limit; the fallback when
 * nothing is left, when it has a contact shape the rules refuse, when it fails the
 * off-platform check every shown text gets, or when it is a reserved name (the e-mail form
 * checks those before sending, but the browser writes users/{uid} itself and a Google
 * profile's name is not checked by anyone else). `isReserved` is the shared check by
 * default; the functions pass the look-alike one (name-skeleton.ts, decision 0030).
 */
export function signUpDisplayName(
  name: string,
  isReserved: (name: string) => boolean = isReservedName,
): string {
  const trimmed = name.trim().slice(0, FIELD_LIMITS.displayName).trim();
  if (
    trimmed === '' ||
    hasContactShape(trimmed) ||
    hasOffPlatformContact(trimmed) ||
    isReserved(trimmed)
  ) {
    return FALLBACK_DISPLAY_NAME;
  }
  return trimmed;
}
