// setupPayouts(): a DJ creates (once) their Stripe Express account and gets a fresh
// Stripe-hosted onboarding link back to the Payouts tab; in demo mode the account is ready at
// once (decision 0027). openPayoutDashboard(): a login link to the Express dashboard.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type {
  PayoutDashboardResponse,
  SetupPayoutsResponse,
} from '../../../src/domain/payout-record';
import { appOrigin } from '../services/app-origin';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import type { PaymentGateway } from '../services/payment-gateway';
import { NOT_A_DJ, payoutDashboardLink, setupPayouts } from '../services/payout-accounts';
import { consumeAttempt } from '../services/rate-limit';

export interface PayoutSetupDeps {
  db: Firestore;
  gateway: PaymentGateway;
  projectId: string;
  emulator: boolean;
  now?: () => Date;
}

export async function setupPayoutsHandler(
  request: CallableRequestLike,
  deps: PayoutSetupDeps,
): Promise<SetupPayoutsResponse> {
  plainObject(request.data ?? {}, []);
  const caller = requireCaller(request);
  if (caller.role !== 'dj') throw new HttpsError('permission-denied', NOT_A_DJ);
  const now = (deps.now ?? (() => new Date()))();
  // Each click asks Stripe for an account link: the same quota as other booking actions.
  await consumeAttempt(deps.db, caller.uid, 'booking_update', now.getTime());
  const header = request.rawRequest?.headers?.origin;
  const origin = appOrigin(typeof header === 'string' ? header : undefined, deps.projectId, {
    emulator: deps.emulator,
  });
  return setupPayouts(deps, caller, origin, now);
}

export async function openPayoutDashboardHandler(
  request: CallableRequestLike,
  deps: PayoutSetupDeps,
): Promise<PayoutDashboardResponse> {
  plainObject(request.data ?? {}, []);
  const caller = requireCaller(request);
  if (caller.role !== 'dj') throw new HttpsError('permission-denied', NOT_A_DJ);
  const now = (deps.now ?? (() => new Date()))();
  await consumeAttempt(deps.db, caller.uid, 'booking_update', now.getTime());
  return { url: await payoutDashboardLink(deps, caller.uid) };
}
