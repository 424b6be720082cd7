// Wires triggers to handlers; no logic lives here.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { revokeSessionsHandler } from './callable/revoke-sessions';
import { setUserRoleHandler } from './callable/set-user-role';
import { handleHealth } from './http/health';
import { adminAuth, adminDb } from './lib/admin';
import { handleUserCreated } from './triggers/on-user-created';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const health = onRequest((req, res) => handleHealth(req, res));

export const revokeSessions = onCall((request) =>
  revokeSessionsHandler(request, {
    revokeRefreshTokens: (uid) => adminAuth().revokeRefreshTokens(uid),
  }),
);

export const setUserRole = onCall((request) =>
  setUserRoleHandler(request, { auth: adminAuth(), db: adminDb() }),
);

export const onUserCreated = onDocumentCreated('users/{uid}', async (event) => {
  await handleUserCreated(event.params.uid, event.data?.data(), {
    auth: adminAuth(),
    db: adminDb(),
  });
});
