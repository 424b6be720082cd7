// The genre migration (scripts/lib/migrate-genres.ts) against the Firestore emulator: profiles
// written before the vocabulary get canonical names and search keys, the old genresLower goes,
// profiles already in shape are left alone, and a second run changes nothing.
import { describe, expect, it } from 'vitest';
import { genreMigrationUpdate, migrateGenres } from '../../scripts/lib/migrate-genres';
import { adminDb, newId } from './helpers';

describe('migrateGenres', () => {
  it('moves old spellings onto the vocabulary, once', async () => {
    const legacy = newId('GenreLegacy');
    const current = newId('GenreCurrent');
    await adminDb.doc(`djs/${legacy}`).set({
      name: 'Legacy DJ',
      genres: ['Hip Hop', 'RnB', 'hip-hop', 'Baile Funk'],
      genresLower: ['hip hop', 'rnb', 'hip-hop', 'baile funk'],
    });
    await adminDb.doc(`djs/${current}`).set({
      name: 'Current DJ',
      genres: ['House'],
      genreKeys: ['house'],
      updatedAt: 'untouched',
    });

    const first = await migrateGenres(adminDb);
    expect(first.updated).toBeGreaterThanOrEqual(1);
    const migrated = (await adminDb.doc(`djs/${legacy}`).get()).data() ?? {};
    expect(migrated).toEqual({
      name: 'Legacy DJ',
      genres: ['Hip-Hop', 'R&B', 'Baile Funk'],
      genreKeys: ['hiphop', 'randb', 'bailefunk'],
    });
    expect((await adminDb.doc(`djs/${current}`).get()).data()).toEqual({
      name: 'Current DJ',
      genres: ['House'],
      genreKeys: ['house'],
      updatedAt: 'untouched',
    });

    const second = await migrateGenres(adminDb);
    expect(second).toEqual({ read: second.read, updated: 0 });
  });

  it('leaves a profile without genres alone, and only removes an old empty genresLower', () => {
    expect(genreMigrationUpdate({ name: 'No genres', genres: [], genreKeys: [] })).toBeNull();
    expect(genreMigrationUpdate({ name: 'No genre fields' })).toBeNull();
    expect(genreMigrationUpdate({ genres: [], genresLower: [] })).toMatchObject({
      genres: [],
      genreKeys: [],
    });
  });
});
