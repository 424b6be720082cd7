/**
 * Bootstraps an admin: `npm run make-admin -- <email> [--project <id>]`.
 * Without --project it targets the local emulators (demo-spinbook). With a
 * real project id it uses Application Default Credentials
 * (GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key).
 * It applies the same role change as the setUserRole callable (planRoleGrant in src/domain).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { SECURITY_EVENTS_COLLECTION, securityEventDoc } from '../src/domain/security-events';
import { PROJECT_ID, connectProjectOrExit } from './lib/emulators';
import { grantRole } from './lib/roles';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const projectIndex = args.indexOf('--project');
  const projectId = projectIndex >= 0 ? args[projectIndex + 1] : PROJECT_ID;
  const email = args.find(
    (a, i) => !a.startsWith('--') && (projectIndex < 0 || i !== projectIndex + 1),
  );
  if (!email || !projectId) {
    console.error('usage: npm run make-admin -- <email> [--project <project-id>]');
    process.exit(2);
  }
  connectProjectOrExit(projectId);
  const app = initializeApp({ projectId });
  const auth = getAuth(app);
  const db = getFirestore(app);
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user) {
    console.error(`No account with e-mail ${email} in ${projectId}. Sign up first.`);
    process.exit(1);
  }
  const result = await grantRole({ auth, db }, user.uid, 'admin');
  const event = securityEventDoc(
    {
      type: 'role_changed',
      uid: user.uid,
      email: user.email ?? null,
      details: { by: 'make-admin script', from: result.previousRole, to: 'admin' },
      userAgent: null,
    },
    new Date(),
  );
  await db.collection(SECURITY_EVENTS_COLLECTION).add(event);
  console.log(
    `${email} is now an admin in ${projectId} (was ${result.previousRole ?? 'no role'}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
