import type { TestConfig } from 'yup';

/**
 * Names people may not give themselves because they read as the platform speaking: a review
 * signed "Spinbook Trust & Safety" or a client called "Spinbook Support" is a phishing
 * channel like a phone number in a bio. Not in the spec; ours (decision 0008). Checked on
 * display names (profile and sign-up) and DJ names, and again where the server copies an
 * account's name for others to see (review signatures).
 *
 * Two strengths of the one check (decision 0030):
 * - `isReservedName`, in the shared yup schemas (forms and callables): the name folded by
 *   NFKC (full-width letters), case, accents (`Spïnbook`) and invisible characters;
 * - `isReservedLookalike` (name-skeleton.ts, imported by the functions only: its Unicode
 *   data would not fit the forms' bundle budgets): the same terms compared on UTS #39
 *   confusable skeletons, so "Spіnbook Support" with a Cyrillic і is refused too. The server
 *   runs it wherever a name is accepted or copied for others: updateDisplayName, the DJ
 *   application and profile edit, the sign-up name, review signatures.
 */
export const RESERVED_NAME = 'This name is reserved. Please choose another.';

/** Maps a name (or a reserved term) to the form the terms are compared in. */
export type NameFold = (text: string) => string;

/**
 * Letters, whatever their width, case or accents: NFKC (full-width and styled letters),
 * lower case, accents and other combining marks removed, invisible characters (zero-width
 * spaces and joiners, soft hyphens, variation selectors) removed.
 */
export const foldName: NameFold = (text) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\p{M}\p{Default_Ignorable_Code_Point}]/gu, '')
    .normalize('NFC');

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The reserved terms as patterns over folded text, each term folded by the same `fold` as
 * the name (a skeleton turns "m" into "rn": the terms must be in the same form). "Spinbook"
 * is found with anything between its letters ("S.P.I.N book"); the staff words only as
 * whole words ("Adminah", "Staffordshire" are names).
 */
export function reservedPatterns(fold: NameFold): RegExp[] {
  const term = (word: string) => escapeRegExp(fold(word));
  const spaced = (word: string) => [...fold(word)].map(escapeRegExp).join('\\W*');
  const staff = ['admin', 'administrator', 'moderator', 'staff'].map(term);
  const pairs = [
    `${term('customer')}\\W+${term('support')}`,
    `${term('support')}\\W+${term('team')}`,
  ];
  return [
    new RegExp(spaced('spinbook')),
    new RegExp(`${term('trust')}\\W*(?:${term('and')}\\W*)?${term('safety')}`),
    new RegExp(`\\b(?:${[...staff, ...pairs].join('|')})\\b`),
  ];
}

/** A reserved-name check over `fold`: true when the folded name contains a folded term. */
export function reservedNameCheck(fold: NameFold): (name: string) => boolean {
  const patterns = reservedPatterns(fold);
  return (name) => {
    const folded = fold(name);
    return patterns.some((pattern) => pattern.test(folded));
  };
}

/** The shared check: NFKC, case, accents and invisible characters folded. */
export const isReservedName = reservedNameCheck(foldName);

/** A yup test for a name field: `requiredText(100).test(reservedNameSafe())`. */
export function reservedNameSafe(): TestConfig<string | undefined> {
  return {
    name: 'reserved-name',
    message: RESERVED_NAME,
    test: (value) => typeof value !== 'string' || !isReservedName(value),
  };
}
