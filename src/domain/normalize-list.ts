import { sanitizeText } from './sanitize';

/**
 * Genre and equipment lists (operations-side spec, section 5: "no
 * duplicates, empty ignored"). `tidyList` cleans a list without changing
 * any entry's length, so a schema can still report an over-long entry;
 * `normalizeList` also cuts entries to `maxLength` for free text where
 * there is nobody to show an error to (e.g. importing old data).
 */

/** Trims (and removes angle brackets from) each entry, collapses inner whitespace, drops empty entries and case-insensitive duplicates (the first spelling wins). Non-strings are kept for validation to refuse. */
export function tidyList<T>(items: readonly T[]): (T | string)[] {
  const seen = new Set<string>();
  const result: (T | string)[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      result.push(item);
      continue;
    }
    const clean = sanitizeText(item).replace(/\s+/g, ' ');
    const key = clean.toLowerCase();
    if (clean === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(clean);
  }
  return result;
}

/** Cuts `text` to at most `maxLength` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return text
    .slice(0, maxLength)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trimEnd();
}

/** `tidyList` for strings, with every entry cut to `maxLength` characters (then de-duplicated again). */
export function normalizeList(items: readonly string[], maxLength: number): string[] {
  const strings = items.filter((item): item is string => typeof item === 'string');
  return tidyList(tidyList(strings).map((item) => cut(String(item), maxLength))).map(String);
}

/** "House, techno ,, House" → ['House', 'techno']: the DJ dashboard's comma-separated fields. */
export function parseCommaList(text: string, maxLength: number): string[] {
  return normalizeList(text.split(','), maxLength);
}
