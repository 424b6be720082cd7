import {
  createPayment,
  type CreatePaymentInput,
  type CreatePaymentResult,
} from '../../../lib/firebase/callables';

/**
 * Creates the booking and its payment (callable `createPayment`, see
 * docs/payments.md). The server validates again and prices from the DJ's
 * stored rate; nothing about money is sent.
 */
export function createBooking(input: CreatePaymentInput): Promise<CreatePaymentResult> {
  return createPayment(input);
}
