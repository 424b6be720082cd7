import { isValidDocId } from './ids';

// Booking chat: message ids, chosen by the sender's app so a retry cannot duplicate.

/** Message ids are chosen by the sender's app (so a retry cannot duplicate): 20 letters and digits. */
export function isValidMessageId(id: unknown): id is string {
  return isValidDocId(id) && id.length === 20;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style auto id from `random` (crypto.getRandomValues in the app). */
export function newMessageId(random: (n: number) => Uint8Array): string {
  const bytes = random(40);
  let id = '';
  for (const b of bytes) {
    // 248 = 62 * 4: values above would bias the alphabet.
    if (b < 248) id += ID_ALPHABET[b % 62];
    if (id.length === 20) return id;
  }
  return id.padEnd(20, 'A');
}
