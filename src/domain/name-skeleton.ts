import unhomoglyph from 'unhomoglyph';
import { foldName, reservedNameCheck } from './reserved-names';

/**
 * Look-alike names (decision 0030). NFKC folds full-width and styled letters but not
 * confusables: "Spіnbook Support" with a Cyrillic і (U+0456) is another string that reads
 * the same. Unicode's answer is the confusable skeleton of UTS #39: two strings that look
 * alike have the same skeleton.
 *
 * Imported by the functions only (and tests): the data (confusables.txt, 6,300 mappings,
 * 28 KB gzipped) would take the forms past their bundle budgets, and the server is the
 * authority for every name others see. The forms run `isReservedName`, the same terms
 * without the confusables; a look-alike the form lets through is refused by the callable
 * with the same RESERVED_NAME message.
 */

/**
 * The UTS #39 skeleton: NFD, every character replaced by its prototype from Unicode's
 * confusables.txt (the `unhomoglyph` package's table, a maintained copy of that file), NFD
 * again. Not for display: "m" becomes "rn"; only for comparing.
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * A name as the reserved terms are compared with it: folded (NFKC, case, accents, invisible
 * characters), then its skeleton, folded again (a prototype can be upper case or carry a
 * mark). `l` is read as `i` last: the skeleton makes `I`, `1` and `|` into `l`, and an `l`
 * among capitals reads as an `I` ("SPlNBOOK"); no reserved term has an `l` of its own.
 */
export const lookalikeKey = (text: string): string =>
  foldName(skeleton(foldName(text))).replace(/l/g, 'i');

/** Whether `name` is a reserved name or looks like one (any script, any confusable). */
export const isReservedLookalike = reservedNameCheck(lookalikeKey);
