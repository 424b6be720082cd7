// Wires triggers to handlers; no logic lives here.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { revokeSessionsHandler } from './callable/revoke-sessions';
import { handleHealth } from './http/health';
import { adminAuth } from './lib/admin';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const health = onRequest((req, res) => handleHealth(req, res));

export const revokeSessions = onCall((request) =>
  revokeSessionsHandler(request, {
    revokeRefreshTokens: (uid) => adminAuth().revokeRefreshTokens(uid),
  }),
);
