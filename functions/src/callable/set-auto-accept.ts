// setAutoAccept({ enabled }): admins only. Stores the switch in config/platform (rules let
// nobody else write it); turning it on approves every pending application, each one through
// the same reviewed transition and audit entry as a click on Approve, except re-applications
// after a rejection or suspension, which always wait for an admin.
import type { Auth } from 'firebase-admin/auth';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import { ensureDjRole } from '../services/dj-roles';
import { applyDjReview } from '../services/dj-review';
import { consumeAttempt } from '../services/rate-limit';
import { requireAdmin } from '../services/require-admin';

const PAGE = 100;

export async function approveAllPending(
  deps: { auth: Auth; db: Firestore },
  actorUid: string,
  now: Date,
): Promise<number> {
  let approved = 0;
  // Walked by document id: a re-application after a rejection or suspension stays pending
  // (it needs an admin), so re-reading the first page would meet it again forever.
  let after: string | null = null;
  for (;;) {
    let query = deps.db
      .collection('djs')
      .where('status', '==', 'pending')
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (after !== null) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) return approved;
    for (const doc of page.docs) {
      after = doc.id;
      // The switching admin's own application waits for another admin (decision 0031).
      if (doc.id === actorUid || doc.get('ownerUid') === actorUid) continue;
      try {
        const result = await applyDjReview(deps.db, {
          djId: doc.id,
          action: 'approve',
          actorUid,
          auto: true,
          now,
        });
        await ensureDjRole(deps, result.ownerUid);
        approved += 1;
      } catch (error) {
        // Rejected or deleted by someone else meanwhile, or a re-application that needs an
        // admin (applyDjReview refuses to auto-approve it): skip it.
        const skipped =
          error instanceof HttpsError && ['failed-precondition', 'not-found'].includes(error.code);
        if (!skipped) throw error;
      }
    }
    if (page.size < PAGE) return approved;
  }
}

export async function setAutoAcceptHandler(
  request: CallableRequestLike,
  deps: { auth: Auth; db: Firestore; now?: () => Date },
): Promise<{ enabled: boolean; approved: number }> {
  const record = plainObject(request.data, ['enabled']);
  if (typeof record.enabled !== 'boolean') {
    throw new HttpsError('invalid-argument', 'enabled must be true or false.');
  }
  const enabled = record.enabled;
  const caller = requireCaller(request);
  await requireAdmin(deps.db, caller, 'setAutoAccept');
  // Admin actions have the spec's quota too (100 an hour): a stolen admin session is bounded.
  await consumeAttempt(deps.db, caller.uid, 'admin_action');
  const now = (deps.now ?? (() => new Date()))();
  // Stored first, so applications submitted while the backlog is approved are verified too.
  await deps.db
    .collection('config')
    .doc('platform')
    .set({ autoAcceptApplications: enabled, updatedAt: now, updatedBy: caller.uid });
  const approved = enabled ? await approveAllPending(deps, caller.uid, now) : 0;
  return { enabled, approved };
}
