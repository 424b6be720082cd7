/**
 * `npm run migrate-reviews [-- --project <id>] [--bucket <name>]`: moves reviews written
 * before decision 0032 to ids of their own, without their author's uid, linked to their
 * booking in reviewAuthors (scripts/lib/migrate-reviews.ts). Without --project it targets the
 * local emulators (demo-spinbook); with a real project id it uses Application Default
 * Credentials. --bucket is the project's Storage bucket (default <project>.appspot.com): a
 * review keeps its photo only when it is stored there. Safe to run again.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, connectProjectOrExit } from './lib/emulators';
import { migrateReviews } from './lib/migrate-reviews';
import { defaultStorageBucket } from '../src/domain/storage-download-url';

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const projectId = args.includes('--project') ? option(args, '--project') : PROJECT_ID;
  if (!projectId) {
    console.error('usage: npm run migrate-reviews [-- --project <project-id>] [--bucket <name>]');
    process.exit(2);
  }
  connectProjectOrExit(projectId);
  const db = getFirestore(initializeApp({ projectId }));
  const bucket = option(args, '--bucket') ?? defaultStorageBucket(projectId);
  const counts = await migrateReviews(db, { bucket });
  console.log(
    `${projectId}: ${counts.moved} of ${counts.read} reviews moved to ids of their own, ` +
      `${counts.linked} linked to their booking.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
