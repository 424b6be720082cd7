/**
 * The one search normaliser: lowercase words without accents or punctuation,
 * "Café-Bar, Lisboa" → ['cafe', 'bar', 'lisboa']. Event search tokens
 * (events.ts) and DJ location tokens (discovery.ts) are both built from it, on
 * the stored document and on what the user types, so the two always agree.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
