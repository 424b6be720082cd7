// Security rules for auditLog/{id}: admin review actions on DJ profiles, written by
// functions and read only by admins (a DJ must not read or erase who suspended them).
import { doc, getDoc } from 'firebase/firestore';
import { it } from 'vitest';
import { describeAdminReadOnly } from './admin-read-only';
import { world } from './fixtures';
import { expectOutcome, setupRulesEnv } from './helpers';

const rules = setupRulesEnv(world);

describeAdminReadOnly(rules, 'auditLog', 'audit1', (uid) => ({
  action: 'approve',
  djId: uid,
  actorUid: uid,
}));

it('the DJ an entry is about cannot read it', async () => {
  await expectOutcome('deny', getDoc(doc(rules.as('djOwner'), 'auditLog', 'audit1')));
});
