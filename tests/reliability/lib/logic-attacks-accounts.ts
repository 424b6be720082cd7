// Hostile logic, accounts (issue 19, invariants 4 and 5): a suspension or rejection survives
// delete-and-re-apply even with auto-accept on; a demoted admin's old ID token and signed-in
// app lose their powers at once.
import { collection, getDocs, limit, query } from 'firebase/firestore';
import { eventually, sleep, type ScenarioContext } from './harness';
import { answered, refusedCall, succeeded, type LogicKit, type Verdict } from './logic-attacks-kit';
import { djForm, isoDate, sdkOutcome, seedBooking, statusOf } from './logic-attacks-world';
import { call, idTokenFor, newPerson, newVerifiedDj, signedInApp, type Person } from './people';

const setAutoAccept = (admin: Person, enabled: boolean) =>
  call('setAutoAccept', { enabled }, admin);

/** A re-application is safe when it is refused or waits for review (never verified). */
async function notVerified(ctx: ScenarioContext, person: Person): Promise<Verdict> {
  const answer = await call('submitDjApplication', djForm(person.name), person);
  const status = await statusOf(ctx, `djs/${person.uid}`);
  const said = answer.ok ? `applied, profile ${status}` : `${answer.code}, profile ${status}`;
  // An answer that is neither ok nor a refusal (internal) proves nothing.
  return { refused: status !== 'verified' && (answer.ok || answered(answer)), detail: said };
}

export async function suspensionSticks(
  ctx: ScenarioContext,
  kit: LogicKit,
  admin: Person,
  round: number,
): Promise<void> {
  const [suspended, rejected, fresh, reviewer] = await Promise.all([
    newVerifiedDj(ctx, `Suspended applicant ${round}`),
    newPerson(ctx, 'client', `Rejected applicant ${round}`),
    newPerson(ctx, 'client', `Fresh applicant ${round}`),
    newPerson(ctx, 'client', `Unhappy client ${round}`),
  ]);
  const review = await kit.setup(async () => {
    const off = await setAutoAccept(admin, false);
    if (!off.ok) throw new Error(`setAutoAccept(false): ${off.code} ${off.message}`);
    const applied = await call('submitDjApplication', djForm(rejected.name), rejected);
    if (!applied.ok) throw new Error(`application: ${applied.code} ${applied.message}`);
    const no = await call('reviewDjApplication', { djId: rejected.uid, action: 'reject' }, admin);
    if (!no.ok) throw new Error(`reject: ${no.code} ${no.message}`);
    // A one-star review the DJ would like to lose.
    const bookingId = await seedBooking(ctx, reviewer, suspended, 'completed', isoDate(-20));
    const path = `djs/${suspended.uid}/reviews/${bookingId}`;
    await ctx.db.doc(path).set({
      rating: 1,
      comment: 'Never showed up.',
      authorUid: reviewer.uid,
      authorName: reviewer.name,
      authorPhotoUrl: null,
      createdAt: new Date(),
    });
    await eventually(async () => {
      const total = (await ctx.db.doc(`djs/${suspended.uid}`).get()).get('totalReviews') as unknown;
      return total === 1 ? true : undefined;
    }, 10_000);
    return path;
  });
  await kit.control(4, `round ${round}: an admin suspends a verified DJ`, async () =>
    succeeded(await call('reviewDjApplication', { djId: suspended.uid, action: 'suspend' }, admin)),
  );
  await kit.setup(async () => {
    for (const person of [suspended, rejected]) {
      const gone = await call('deleteDjProfile', {}, person);
      kit.log(`${person.name} deletes their profile: ${gone.ok ? 'ok' : gone.code}`);
      // A deletion may end the person's sessions: sign in again, as the app would.
      person.idToken = await idTokenFor(person.email);
      // Refused or failed, the profile document goes anyway (as after any deletion): the
      // moderation record must not live only on it. Its reviews stay, as deletion keeps them.
      if (!gone.ok) await ctx.db.doc(`djs/${person.uid}`).delete();
    }
  });
  await kit.control(4, `round ${round}: an admin turns auto-accept on`, async () =>
    succeeded(await setAutoAccept(admin, true)),
  );
  await kit.attack(
    4,
    `round ${round}: the suspended DJ re-applies with auto-accept on`,
    () => notVerified(ctx, suspended),
    { contained: true },
  );
  await kit.attack(
    4,
    `round ${round}: the rejected applicant re-applies with auto-accept on`,
    () => notVerified(ctx, rejected),
    { contained: true },
  );
  await kit.attack(
    4,
    `round ${round}: delete-and-re-apply wipes the DJ's one-star review`,
    async () => {
      const kept = (await ctx.db.doc(review).get()).exists;
      const profile = await ctx.db.doc(`djs/${suspended.uid}`).get();
      const total = profile.get('totalReviews') as unknown;
      // The re-applied profile (if any) still counts the review.
      const counted = !profile.exists || (typeof total === 'number' && total >= 1);
      const detail = `review ${kept ? 'kept' : 'gone'}, profile totalReviews ${String(total)}`;
      return { refused: kept && counted, detail };
    },
  );
  await kit.control(
    4,
    `round ${round}: a first-time applicant with auto-accept on is verified`,
    async () => {
      const answer = await call('submitDjApplication', djForm(fresh.name), fresh);
      const status = await statusOf(ctx, `djs/${fresh.uid}`);
      return { refused: !answer.ok || status !== 'verified', detail: `profile ${status}` };
    },
  );
  await kit.setup(() => setAutoAccept(admin, false));
}

const readAdminPath = (app: Awaited<ReturnType<typeof signedInApp>>, id: string) =>
  sdkOutcome(() => getDocs(query(collection(app.db, id), limit(1))));

const ADMIN_PATHS = ['securityEvents', 'auditLog', 'contactMessages', 'moderation'] as const;

export async function demotionTakesEffect(
  ctx: ScenarioContext,
  kit: LogicKit,
  admin: Person,
  round: number,
): Promise<void> {
  const [old, target, promoted, unverified] = await Promise.all([
    newPerson(ctx, 'admin', `Demoted admin ${round}`),
    newPerson(ctx, 'client', `Would-be admin ${round}`),
    newPerson(ctx, 'client', `Promoted ${round}`),
    newPerson(ctx, 'client', `Unverified ${round}`),
  ]);
  // Promotions need a verified e-mail address: these two have one.
  await Promise.all(
    [target, promoted].map((p) => ctx.auth.updateUser(p.uid, { emailVerified: true })),
  );
  const [oldApp, adminApp] = await Promise.all([signedInApp(old), signedInApp(admin)]);
  try {
    await kit.control(
      5,
      `round ${round}: before the demotion, the admin reads the security log`,
      async () => succeeded(await readAdminPath(oldApp, 'securityEvents')),
    );
    // Revocation counts whole seconds: the token must be older than the demotion.
    await sleep(1_100);
    const before = (await ctx.auth.getUser(old.uid)).tokensValidAfterTime;
    await kit.control(5, `round ${round}: an admin demotes another admin to client`, async () =>
      succeeded(await call('setUserRole', { uid: old.uid, role: 'client' }, admin)),
    );
    await kit.attack(
      5,
      `round ${round}: the demoted admin's old token makes someone admin`,
      async () => {
        const verdict = refusedCall(
          await call('setUserRole', { uid: target.uid, role: 'admin' }, old),
        );
        const claim = (await ctx.auth.getUser(target.uid)).customClaims?.role as unknown;
        return claim === 'admin'
          ? { refused: false, detail: `${verdict.detail}; target is admin` }
          : verdict;
      },
    );
    await kit.attack(
      5,
      `round ${round}: the demoted admin's old token looks up an account`,
      async () => refusedCall(await call('lookupUser', { email: target.email }, old)),
    );
    await kit.attack(
      5,
      `round ${round}: the demoted admin's old token renames the account (any callable)`,
      async () => refusedCall(await call('updateDisplayName', { displayName: 'Still Admin' }, old)),
    );
    for (const path of ADMIN_PATHS) {
      await kit.attack(
        5,
        `round ${round}: the demoted admin's signed-in app reads ${path}`,
        async () => refusedCall(await readAdminPath(oldApp, path)),
      );
    }
    await kit.attack(
      5,
      `round ${round}: the demoted admin's refresh tokens survive the demotion`,
      async () => {
        const after = (await ctx.auth.getUser(old.uid)).tokensValidAfterTime;
        return { refused: after !== before, detail: `tokens valid after ${String(after)}` };
      },
    );
    for (const path of ADMIN_PATHS) {
      await kit.control(5, `round ${round}: a current admin reads ${path}`, async () =>
        succeeded(await readAdminPath(adminApp, path)),
      );
    }
    await kit.attack(
      5,
      `round ${round}: an admin promotes an account with an unverified e-mail, by e-mail`,
      async () => {
        const verdict = refusedCall(
          await call('setUserRole', { email: unverified.email, role: 'admin' }, admin),
        );
        const claim = (await ctx.auth.getUser(unverified.uid)).customClaims?.role as unknown;
        return claim === 'admin' ? { refused: false, detail: 'promoted' } : verdict;
      },
    );
    await kit.control(5, `round ${round}: a current admin changes a role`, async () =>
      succeeded(await call('setUserRole', { uid: promoted.uid, role: 'dj' }, admin)),
    );
  } finally {
    await Promise.all([oldApp.close(), adminApp.close()]);
  }
}
