// What booking code may ask of the payout code, and nothing else (issue 39: booking and payout
// code do not import each other's internals). An accept schedules the DJ's payout, a charged
// cancellation re-plans or voids it, and a refund after the DJ was paid takes the transfer back
// first. The payout side reaches booking code only through booking-lifecycle.ts.
export {
  payoutAccountRef,
  payoutRef,
  replanPayoutOnCancellation,
  schedulePayout,
} from './payout-ledger';
export { settleReversal } from './payout-reversals';
