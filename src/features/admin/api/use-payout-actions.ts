import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { assertNever } from '../../../domain/assert-never';
import { failedNotice, type Notice } from '../../../domain/messages';
import type { PayoutResolution } from '../../../domain/payout-record';
import type { PayoutStatus } from '../../../domain/payouts';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import { resolvePayoutProblem, retryPayout } from '../../../lib/firebase/callables';

export const REFUND_SUCCESS: Notice = {
  title: 'Client Refunded',
  description: 'The client was refunded in full; the DJ is not paid for this booking.',
};

/**
 * The toast after a release answered: the server sends the transfer at once (payout-problems.ts),
 * so it says what Stripe did, not what the next run will do.
 */
export function releaseNotice(status: PayoutStatus): Notice & { failed: boolean } {
  switch (status) {
    case 'paid':
      return { title: 'Payout Released', description: 'The DJ has been paid.', failed: false };
    case 'failed':
      return {
        title: 'Payout Released, Transfer Failed',
        description:
          'Stripe refused the transfer: it is tried again on every payout run, and Failed transfers shows why.',
        failed: true,
      };
    default:
      return {
        title: 'Payout Released',
        description: "The DJ's payment will be sent on the next payout run.",
        failed: false,
      };
  }
}

export const RESOLUTION_FAILED: Readonly<Record<PayoutResolution, Notice>> = {
  release: failedNotice('Release Failed', 'release the payout'),
  refund: failedNotice('Refund Failed', 'refund the client'),
};

export const RETRY_FAILED = failedNotice('Retry Failed', 'retry the transfer');

/** The toast after retryPayout answered: sent, waiting for the scheduler, or refused again. */
export function retryNotice(status: PayoutStatus): Notice & { failed: boolean } {
  switch (status) {
    case 'paid':
      return { title: 'Transfer Sent', description: 'The DJ has been paid.', failed: false };
    case 'failed':
      return {
        title: 'Transfer Failed Again',
        description: 'Stripe refused the transfer again; the list shows why.',
        failed: true,
      };
    case 'scheduled':
      return {
        title: 'Retry Scheduled',
        description: 'The transfer will be tried again on the next payout run.',
        failed: false,
      };
    case 'held':
      return {
        title: 'Payout Held',
        description: 'The client reported a problem: resolve it under Open problem reports.',
        failed: false,
      };
    case 'void':
    case 'reversed':
      return {
        title: 'Nothing to Transfer',
        description: 'This booking no longer owes the DJ a transfer.',
        failed: false,
      };
    default:
      return assertNever(status, 'payout status');
  }
}

/**
 * An admin's payout actions through the callables (the server re-reads the payout, checks
 * the state and audits), with the app's toasts. The lists are live, so a resolved problem
 * or a paid transfer leaves its list by itself; `onChanged` refreshes what is not live (the
 * revenue). `busy` holds the booking ids with a call in flight. Each call resolves to
 * whether it succeeded.
 */
export function usePayoutActions(onChanged: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const track = useCallback(async (bookingId: string, work: () => Promise<boolean>) => {
    setBusy((prev) => new Set(prev).add(bookingId));
    try {
      return await work();
    } finally {
      setBusy((prev) => {
        const next = new Set(prev);
        next.delete(bookingId);
        return next;
      });
    }
  }, []);

  const resolve = useCallback(
    (bookingId: string, resolution: PayoutResolution) =>
      track(bookingId, async () => {
        try {
          const result = await resolvePayoutProblem({ bookingId, resolution });
          if (resolution === 'refund') {
            toast({ ...REFUND_SUCCESS });
          } else {
            const { failed, ...notice } = releaseNotice(result.status);
            toast(failed ? { ...notice, variant: 'destructive' } : notice);
          }
          onChanged();
          return true;
        } catch (error) {
          console.warn(`resolvePayoutProblem(${resolution}) failed`, error);
          const failure = RESOLUTION_FAILED[resolution];
          toast({
            title: failure.title,
            description: callableErrorMessage(error, failure.description),
            variant: 'destructive',
          });
          return false;
        }
      }),
    [onChanged, toast, track],
  );

  const retry = useCallback(
    (bookingId: string) =>
      track(bookingId, async () => {
        try {
          const result = await retryPayout({ bookingId });
          const { failed, ...notice } = retryNotice(result.status);
          toast(failed ? { ...notice, variant: 'destructive' } : notice);
          onChanged();
          return !failed;
        } catch (error) {
          console.warn('retryPayout failed', error);
          toast({
            title: RETRY_FAILED.title,
            description: callableErrorMessage(error, RETRY_FAILED.description),
            variant: 'destructive',
          });
          return false;
        }
      }),
    [onChanged, toast, track],
  );

  return { busy, resolve, retry };
}
