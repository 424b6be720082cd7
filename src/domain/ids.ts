/**
 * Shape checks for ids that arrive in routes (/dj/{id}, /book/{id}) and in
 * callable requests, so garbage never reaches a Firestore path.
 *
 * A DJ's id is the owner's Firebase Auth uid (dj_profiles/{uid}): one profile
 * per account, and rules can compare it with request.auth.uid directly. The
 * spec's UUID check does not apply. Auth-generated uids (production and
 * emulator) are 28 letters and digits; we accept 20–128 letters and digits:
 * 20 covers Firestore auto-ids, 128 is Auth's maximum uid length. Custom
 * uids with other characters (e.g. "dj-alice") are refused on purpose: a
 * uid never contains "/", spaces or the ":id" placeholder, and seeds must
 * create users with generated uids.
 */
const ID_PATTERN = /^[A-Za-z0-9]{20,128}$/;

export const INVALID_DJ_ID = 'Invalid DJ ID format';
export const INVALID_ID = 'Invalid ID format';

export function isValidDjId(id: unknown): id is string {
  return typeof id === 'string' && ID_PATTERN.test(id);
}

/** Throws `Error('Invalid DJ ID format')` unless `id` is a valid DJ id. */
export function assertDjId(id: unknown): asserts id is string {
  if (!isValidDjId(id)) throw new Error(INVALID_DJ_ID);
}

/** A Firebase Auth uid as the app's accounts have them (see above): the shape of a DJ id. */
export function isValidUid(id: unknown): id is string {
  return typeof id === 'string' && ID_PATTERN.test(id);
}

/**
 * Booking, event and other document ids: Firestore auto-ids are 20 letters
 * and digits; documents keyed by a uid (28) pass too.
 */
export function isValidDocId(id: unknown): id is string {
  return typeof id === 'string' && ID_PATTERN.test(id);
}

/** Throws `Error('Invalid ID format')` unless `id` is a valid document id. */
export function assertDocId(id: unknown): asserts id is string {
  if (!isValidDocId(id)) throw new Error(INVALID_ID);
}
