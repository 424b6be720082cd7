import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID, connectProjectOrExit } from './emulators';

/**
 * The database a `npm run migrate-<name> [-- --project <id>]` script works on: the local
 * emulators' demo project without --project, a real project with Application Default
 * Credentials (GOOGLE_APPLICATION_CREDENTIALS) otherwise. Exits with its usage when --project
 * has no id.
 */
export function migrationFirestore(script: string): { db: Firestore; projectId: string } {
  const args = process.argv.slice(2);
  const index = args.indexOf('--project');
  const projectId = index >= 0 ? args[index + 1] : PROJECT_ID;
  if (!projectId) {
    console.error(`usage: npm run ${script} [-- --project <project-id>]`);
    process.exit(2);
  }
  connectProjectOrExit(projectId);
  return { db: getFirestore(initializeApp({ projectId })), projectId };
}
