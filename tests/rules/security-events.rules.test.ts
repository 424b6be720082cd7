// Security rules for securityEvents/{id}: an audit trail that functions write
// and only admins read.
import { doc, getDoc } from 'firebase/firestore';
import { it } from 'vitest';
import { describeAdminReadOnly } from './admin-read-only';
import { world } from './fixtures';
import { expectOutcome, setupRulesEnv } from './helpers';

const rules = setupRulesEnv(world);

describeAdminReadOnly(rules, 'securityEvents', 'sec1', (uid) => ({ type: 'login', uid }));

it('the subject of a security event cannot read it either', async () => {
  // sec1 is about client2.
  await expectOutcome('deny', getDoc(doc(rules.as('otherClient'), 'securityEvents', 'sec1')));
});
