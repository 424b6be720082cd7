// Hostile business logic (issue 19): real accounts cheat the callables, the web SDK and plain
// HTTP in sequences (confirm then delete the profile and re-apply; suspend then accept;
// demote then use the old token; flood what has no quota) and every promise of accounts,
// profiles, bookings and money must hold. Each attack is a check: refused, and nothing
// written but the audit records a refused call may leave (securityEvents, rateLimits). Each
// has a control, the legitimate neighbouring action, which must succeed, so a stack that
// refuses everything fails. lib/logic-attacks-*.ts hold the attacks, by invariant. Issue 23
// adds the DJ payouts: the money records are the server's, only a DJ who can be paid accepts,
// a problem report holds the payout, and a held payout is never paid, also in a race with the
// payout job and an admin's Retry. Decision 0030 adds what readers are shown: contact details
// written as character references, look-alike staff names, reserved names at sign-up.
// Decision 0032: public reviews name no booking and no author, a missing booking answers as
// someone else's, photos come from the project's own bucket, no sign-up address as avatar.
import { setLogLevel } from 'firebase/firestore';
import type { Scenario } from '../lib/harness';
import { demotionTakesEffect, suspensionSticks } from '../lib/logic-attacks-accounts';
import { authFloods } from '../lib/logic-attacks-auth';
import {
  bookedDateStaysBooked,
  deletionClosesRequests,
  lateAcceptLeavesAWayBack,
  noLateAccept,
  suspendedDjEarnsNothing,
} from '../lib/logic-attacks-bookings';
import { LogicKit } from '../lib/logic-attacks-kit';
import { floodsAndLockouts, webhookMismatch } from '../lib/logic-attacks-money';
import { problemReportsHoldPayouts } from '../lib/logic-attacks-payout-problems';
import { heldPayoutNeverPaid } from '../lib/logic-attacks-payout-race';
import { onlyPayableDjsAccept, payoutRecordsAreTheServers } from '../lib/logic-attacks-payouts';
import { privateStaysPrivate } from '../lib/logic-attacks-privacy';
import { publicPagesGiveNothingAway } from '../lib/logic-attacks-probes';
import { noOnePosesAsStaff, shownTextIsModerated } from '../lib/logic-attacks-shown-text';
import { serverCountedLimits } from '../lib/logic-attacks-limits';
import { lockoutsAndOwnCases } from '../lib/logic-attacks-lockouts';
import { quotasAndForgeries } from '../lib/logic-attacks-quotas';
import { notDeployed } from '../lib/logic-attacks-world';
import { call, newPerson } from '../lib/people';

/** The callables issue 19 adds: where one is missing, its attacks go through the SDK write. */
const NEW_CALLABLES = ['saveEvent', 'addEventLink', 'submitReview', 'sendContactMessage'];

export const scenario: Scenario = {
  id: 'hostile-logic',
  title: 'Hostile business logic',
  describe: (size) =>
    `a hostile client, DJ and admin attack every invariant of issue 19 and the DJ payouts of ` +
    `issue 23 in sequences through the callables, the web SDK and HTTP (the payout job's ` +
    `races in process, on the loopback Stripe), ${size === 'full' ? 3 : 1} round(s) of each ` +
    `sequence; every attack refused with nothing written, every control going through`,
  run: async (ctx) => {
    const rounds = ctx.size === 'full' ? 3 : 1;
    const deployed = new Set<string>();
    for (const name of NEW_CALLABLES) {
      if (!notDeployed(await call(name, {}, null))) deployed.add(name);
    }
    ctx.figures.notes.push(
      `new callables deployed: ${[...deployed].join(', ') || 'none'}` +
        (deployed.size < NEW_CALLABLES.length
          ? `; missing (SDK writes used): ${NEW_CALLABLES.filter((n) => !deployed.has(n)).join(', ')}`
          : ''),
    );
    const admin = await newPerson(ctx, 'admin', 'Logic admin');
    const kit = await LogicKit.start(ctx);
    // Refusals are the point: keep the SDK from logging each one.
    setLogLevel('silent');
    try {
      const seq = (name: string, run: () => Promise<void>) => kit.sequence(name, run);
      for (let round = 1; round <= rounds; round++) {
        await seq('suspension sticks', () => suspensionSticks(ctx, kit, admin, round));
        await seq('a booked date stays booked', () =>
          bookedDateStaysBooked(ctx, kit, admin, round),
        );
        await seq('a deletion closes open requests', () => deletionClosesRequests(ctx, kit, round));
        await seq('a suspended DJ earns nothing', () =>
          suspendedDjEarnsNothing(ctx, kit, admin, round),
        );
        await seq('no accept after the event date', () => noLateAccept(ctx, kit, round));
        await seq('a late accept leaves the client a way back', () =>
          lateAcceptLeavesAWayBack(ctx, kit, round),
        );
        await seq('a demotion takes effect at once', () =>
          demotionTakesEffect(ctx, kit, admin, round),
        );
        await seq('private stays private', () => privateStaysPrivate(ctx, kit, round));
        await seq('what readers are shown is moderated', () =>
          shownTextIsModerated(ctx, kit, round),
        );
        await seq('no one poses as Spinbook', () => noOnePosesAsStaff(ctx, kit, round));
        await seq('floods and lockouts', () => floodsAndLockouts(ctx, kit, round));
        await seq('webhook mismatches', () => webhookMismatch(ctx, kit, round));
        await seq('payout records are the server’s', () =>
          payoutRecordsAreTheServers(ctx, kit, admin, round),
        );
        await seq('only a DJ who can be paid accepts', () =>
          onlyPayableDjsAccept(ctx, kit, admin, round),
        );
        await seq('a problem report holds the payout', () =>
          problemReportsHoldPayouts(ctx, kit, admin, round),
        );
        await seq('a held payout is never paid', () => heldPayoutNeverPaid(ctx, kit, admin, round));
      }
      await seq('quotas and forgeries', () => quotasAndForgeries(ctx, kit, deployed));
      await seq('server-counted limits', () => serverCountedLimits(ctx, kit));
      await seq('lockouts and own cases', () => lockoutsAndOwnCases(ctx, kit));
      await seq('public pages give nothing away', () => publicPagesGiveNothingAway(ctx, kit));
      await seq('sign-up and sign-in floods', () => authFloods(ctx, kit));
    } finally {
      setLogLevel('info');
      kit.stop();
    }
    kit.summarise();
  },
};
