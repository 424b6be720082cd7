/**
 * `npm run migrate-genres [-- --project <id>]`: moves every DJ profile onto the genre
 * vocabulary (scripts/lib/migrate-genres.ts). Without --project it targets the local
 * emulators (demo-spinbook); with a real project id it uses Application Default Credentials
 * (GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key). Safe to run again.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, connectProjectOrExit } from './lib/emulators';
import { migrateGenres } from './lib/migrate-genres';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const projectIndex = args.indexOf('--project');
  const projectId = projectIndex >= 0 ? args[projectIndex + 1] : PROJECT_ID;
  if (!projectId) {
    console.error('usage: npm run migrate-genres [-- --project <project-id>]');
    process.exit(2);
  }
  connectProjectOrExit(projectId);
  const db = getFirestore(initializeApp({ projectId }));
  const counts = await migrateGenres(db);
  console.log(
    `${projectId}: ${counts.updated} of ${counts.read} DJ profiles moved onto the genre vocabulary.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
