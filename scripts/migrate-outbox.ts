/**
 * `npm run migrate-outbox [-- --project <id>]`: moves the money moves bookings recorded on
 * themselves, and the transfers in doubt payouts recorded on themselves, into their outbox
 * documents (scripts/lib/migrate-outbox.ts). Without --project it targets the local emulators
 * (demo-spinbook); with a real project id it uses Application Default Credentials. Safe to run
 * again, and while the app runs.
 */
import { migrateOutbox } from './lib/migrate-outbox';
import { migrationFirestore } from './lib/migration-project';

async function main(): Promise<void> {
  const { db, projectId } = migrationFirestore('migrate-outbox');
  const counts = await migrateOutbox(db);
  console.log(
    `${projectId}: ${counts.moved} of ${counts.read} bookings owing money had their moves moved to their outbox; ${counts.transfersMoved} payouts their transfer in doubt.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
