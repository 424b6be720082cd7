// Hostile logic, the quotas a browser used to keep alone (issue 19, invariant 7): password
// reset e-mails, image upload grants, and admin actions, each flooded past the spec's limit
// against the deployed callables. A deny-all stack fails the controls (the first of each
// flood, and the neighbouring legitimate call).
import type { ScenarioContext } from './harness';
import { flood, quotaOf, refusedCall, succeeded, type LogicKit } from './logic-attacks-kit';
import { call, newPerson, newVerifiedDj } from './people';

export async function serverCountedLimits(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  const [victim, dj, client, admin] = await Promise.all([
    newPerson(ctx, 'client', 'Reset victim'),
    newVerifiedDj(ctx, 'Upload DJ'),
    newPerson(ctx, 'client', 'Upload client'),
    newPerson(ctx, 'admin', 'Busy admin'),
  ]);

  // Signed out: reset e-mails to one mailbox (3 an hour, per address and per mailbox).
  await flood(
    kit,
    7,
    'password reset e-mails to one account, signed out',
    quotaOf('auth_password_reset'),
    () => call('requestPasswordReset', { email: victim.email }, null),
  );

  // Upload grants: Storage takes a new file only at a granted path, so this is the count.
  const image = { kind: 'profile', contentType: 'image/png' };
  await flood(kit, 7, 'image upload grants for one DJ', quotaOf('image_upload'), () =>
    call('grantImageUpload', image, dj),
  );
  await kit.attack(7, 'an upload grant for an account that is neither DJ nor applicant', async () =>
    refusedCall(await call('grantImageUpload', image, client)),
  );

  // Admin actions: a stolen or scripted admin session is bounded too.
  await flood(kit, 7, 'admin lookups by one admin', quotaOf('admin_action'), () =>
    call('lookupUser', { email: client.email }, admin),
  );
  await kit.attack(7, 'a role change by an admin past the admin quota', async () =>
    refusedCall(await call('setUserRole', { uid: client.uid, role: 'dj' }, admin)),
  );
  await kit.control(7, 'a lookup by another admin', async () => {
    const other = await newPerson(ctx, 'admin', 'Fresh admin');
    return succeeded(await call('lookupUser', { email: client.email }, other));
  });
}
