/**
 * The one normal form for comparing place names: "San José", "san jose" and "SAN  JOSE"
 * are the same key, as are "Coeur d'Alene" and "coeur dalene", "St. Louis" and "st louis",
 * "Kapa‘a" and "kapaa". Accents are stripped (NFD, then marks removed), periods and
 * apostrophes (incl. the Hawaiian ʻokina) dropped, any other punctuation becomes a space.
 */
export function foldPlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’‘`ʻ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
