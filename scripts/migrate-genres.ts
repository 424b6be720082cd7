/**
 * `npm run migrate-genres [-- --project <id>]`: moves every DJ profile onto the genre
 * vocabulary (scripts/lib/migrate-genres.ts). Without --project it targets the local
 * emulators (demo-spinbook); with a real project id it uses Application Default Credentials
 * (GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key). Safe to run again.
 */
import { migrateGenres } from './lib/migrate-genres';
import { migrationFirestore } from './lib/migration-project';

async function main(): Promise<void> {
  const { db, projectId } = migrationFirestore('migrate-genres');
  const counts = await migrateGenres(db);
  console.log(
    `${projectId}: ${counts.updated} of ${counts.read} DJ profiles moved onto the genre vocabulary.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
