// The one caller of the gateway's money moves (issue 39 item 2, "one executor"): the captures,
// releases and refunds a booking owes, the transfers that pay DJs and the reversals that take
// a DJ's share back. Every one carries the idempotency key its caller derived from the record
// that owes it, so a repeat never moves money twice. The callers decide what is owed and
// record the outcome; this module is where money leaves, so a guard in `npm test`
// (tests/unit/one-money-executor.test.ts) fails on any other file that moves money through a
// gateway. Reads (a charge's or a transfer's state), checkouts and payout accounts move no
// money and stay with their callers.
import type {
  CapturedCharge,
  PaymentGateway,
  PaymentMove,
  TransferRequest,
} from './payment-gateway';

/** A booking's move, with the key its record carries (bookings/{id}.payment.pendingMoves[]). */
export type KeyedPaymentMove = PaymentMove & { idempotencyKey: string };

/** Captures, releases or refunds what a booking owes; a capture answers its charge. */
export async function executePaymentMove(
  gateway: PaymentGateway,
  move: KeyedPaymentMove,
): Promise<CapturedCharge | void> {
  if (move.provider !== gateway.provider) {
    throw new Error(
      `booking paid with ${move.provider} but the ${gateway.provider} gateway is configured`,
    );
  }
  const paymentIntentId = move.paymentIntentId ?? '';
  switch (move.operation) {
    case 'capture':
      return gateway.capture(paymentIntentId, move.idempotencyKey);
    case 'release':
      return gateway.release(paymentIntentId, move.idempotencyKey);
    case 'refund':
      return gateway.refund(paymentIntentId, move.amountCents, move.idempotencyKey);
  }
}

/** Pays a DJ (a payout, or a won dispute's restore); throws TransferRefusedError when refused. */
export function executeTransfer(
  gateway: PaymentGateway,
  request: TransferRequest,
): Promise<{ transferId: string }> {
  return gateway.transfer(request);
}

/** Takes `amountCents` back from a transfer already made. */
export function executeReversal(
  gateway: PaymentGateway,
  transferId: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<{ reversalId: string; amountReversedCents: number }> {
  return gateway.reverseTransfer(transferId, amountCents, idempotencyKey);
}
