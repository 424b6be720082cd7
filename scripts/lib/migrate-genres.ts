/**
 * Brings every DJ profile onto the genre vocabulary (src/domain/genres.ts): canonical names in
 * `genres`, their search keys in `genreKeys`, and the older `genresLower` field removed.
 * Idempotent: a profile already in shape is read and left alone. Run by `npm run seed` (so
 * the demo data goes through it) and by `npm run migrate-genres` against a real project.
 */
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { djSearchFields } from '../../src/domain/discovery-search-fields';
import { canonicalGenres } from '../../src/domain/genres';

/** Profiles read per page, and so at most the writes in one batch. */
export const MIGRATION_PAGE_SIZE = 300;

export interface GenreMigrationCounts {
  read: number;
  updated: number;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** The fields to change for one profile, or null when it already follows the vocabulary. */
export function genreMigrationUpdate(
  data: Record<string, unknown>,
): Record<string, unknown> | null {
  const stored = strings(data.genres);
  const genres = canonicalGenres(stored);
  const { genreKeys } = djSearchFields({ location: '', genres, hourlyRateCents: 0 });
  const unchanged =
    sameList(stored, genres) &&
    sameList(strings(data.genreKeys), genreKeys) &&
    !('genresLower' in data);
  return unchanged ? null : { genres, genreKeys, genresLower: FieldValue.delete() };
}

export async function migrateGenres(
  db: Firestore,
  log: (message: string) => void = () => {},
): Promise<GenreMigrationCounts> {
  const counts: GenreMigrationCounts = { read: 0, updated: 0 };
  let query = db.collection('djs').orderBy(FieldPath.documentId()).limit(MIGRATION_PAGE_SIZE);
  for (;;) {
    const page = await query.get();
    if (page.empty) break;
    const batch = db.batch();
    let writes = 0;
    for (const doc of page.docs) {
      const update = genreMigrationUpdate(doc.data());
      if (update) {
        batch.update(doc.ref, update);
        writes += 1;
      }
    }
    if (writes > 0) await batch.commit();
    counts.read += page.size;
    counts.updated += writes;
    if (page.size < MIGRATION_PAGE_SIZE) break;
    query = query.startAfter(page.docs[page.docs.length - 1]);
  }
  log(`genres: ${counts.updated} of ${counts.read} DJ profiles moved onto the vocabulary`);
  return counts;
}
