// setUserRole({ email | uid, role }): admins change a person's role. Contract (engineering
// guide): validate input → unauthenticated → permission-denied → failed-precondition → work.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isValidUid } from '../../../src/domain/ids';
import {
  EMAIL_NOT_VERIFIED_FOR_ROLE,
  isPromotion,
  isRole,
  type Role,
} from '../../../src/domain/roles';
import { assertPlainData, callerUid } from '../services/callable-context';
import { consumeAttempt } from '../services/rate-limit';
import { grantRole, type GrantRoleResult, type RoleAuth, type RoleDb } from '../services/roles';
import { recordSecurityEvent, type SecurityEventSink } from '../services/security-events';

export interface SetUserRoleRequest {
  data: unknown;
  auth?: { uid: string; token: Record<string, unknown> } | undefined;
  rawRequest?: { headers?: Record<string, string | string[] | undefined> };
}

export interface SetUserRoleDeps {
  auth: RoleAuth & { getUserByEmail: RoleAuth['getUser'] };
  // Firestore itself: the admin_action quota counts in a transaction.
  db: Firestore & RoleDb & SecurityEventSink;
}

interface SetUserRoleInput {
  target: { uid: string } | { email: string };
  role: Role;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseInput(data: unknown): SetUserRoleInput {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', 'Expected { uid or email, role }.');
  }
  // A "__proto__" key would otherwise supply role, uid or email through the prototype.
  assertPlainData(data);
  const record = data as Record<string, unknown>;
  const keys = Object.keys(record);
  const unknownKey = keys.find((k) => !['uid', 'email', 'role'].includes(k));
  if (unknownKey !== undefined) {
    throw new HttpsError('invalid-argument', `Unknown field "${unknownKey}".`);
  }
  if (!isRole(record.role)) {
    throw new HttpsError('invalid-argument', 'role must be one of client, dj, admin.');
  }
  const hasUid = record.uid !== undefined;
  const hasEmail = record.email !== undefined;
  if (hasUid === hasEmail) {
    throw new HttpsError('invalid-argument', 'Give exactly one of uid or email.');
  }
  if (hasUid) {
    if (!isValidUid(record.uid)) {
      throw new HttpsError('invalid-argument', 'uid is not a valid user id.');
    }
    return { target: { uid: record.uid }, role: record.role };
  }
  if (
    typeof record.email !== 'string' ||
    record.email.length > 320 ||
    !EMAIL_PATTERN.test(record.email)
  ) {
    throw new HttpsError('invalid-argument', 'Please enter a valid email address.');
  }
  return { target: { email: record.email.trim().toLowerCase() }, role: record.role };
}

function userAgentOf(request: SetUserRoleRequest): string | null {
  const ua = request.rawRequest?.headers?.['user-agent'];
  return typeof ua === 'string' ? ua : null;
}

export async function setUserRoleHandler(
  request: SetUserRoleRequest,
  deps: SetUserRoleDeps,
): Promise<GrantRoleResult> {
  const input = parseInput(request.data);
  const caller = { uid: callerUid(request), token: request.auth?.token ?? {} };
  const callerEmail = typeof caller.token.email === 'string' ? caller.token.email : null;

  if (caller.token.role !== 'admin') {
    await recordSecurityEvent(deps.db, {
      type: 'unauthorized_access',
      uid: caller.uid,
      email: callerEmail,
      details: { action: 'setUserRole', role: input.role },
      userAgent: userAgentOf(request),
    });
    throw new HttpsError('permission-denied', 'Only admins can change roles.');
  }
  // The spec's admin_action quota (100 an hour), like every admin callable: a stolen or
  // scripted admin session cannot re-role the whole user base in one go.
  await consumeAttempt(deps.db, caller.uid, 'admin_action');

  let target: Awaited<ReturnType<RoleAuth['getUser']>>;
  try {
    target =
      'uid' in input.target
        ? await deps.auth.getUser(input.target.uid)
        : await deps.auth.getUserByEmail(input.target.email);
  } catch {
    throw new HttpsError('not-found', 'No user with that uid or e-mail.');
  }
  const uid = target.uid;
  // Prevents an admin from locking the platform out by demoting the last admin by mistake.
  if (uid === caller.uid) {
    throw new HttpsError('failed-precondition', 'You cannot change your own role.');
  }
  // Anyone can register an address before its owner does: a role is granted only to an
  // account that proved it owns its e-mail. By uid too, since lookupUser finds uids by
  // e-mail. Taking a role away is always allowed.
  const previous = target.customClaims?.role;
  if (target.emailVerified !== true && isPromotion(previous, input.role)) {
    throw new HttpsError('failed-precondition', EMAIL_NOT_VERIFIED_FOR_ROLE);
  }

  const result = await grantRole(deps, uid, input.role);
  await recordSecurityEvent(deps.db, {
    type: 'role_changed',
    uid,
    email: result.email,
    details: { by: caller.uid, byEmail: callerEmail, from: result.previousRole, to: result.role },
    userAgent: userAgentOf(request),
  });
  return result;
}
