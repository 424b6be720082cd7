// A loopback HTTP server that speaks the part of Stripe's API the functions call, records
// every request, and can be told to fail. The real stripe SDK talks to it (host/port/
// protocol), so the tests check what is actually sent over the wire: amounts, currency,
// capture method, transfer_group, Connect parameters, metadata, idempotency keys.
//
// It keeps state (stripe-loopback-objects.ts): Checkout Sessions, PaymentIntents with their
// charge and balance transaction, refunds, Connect accounts, transfers and reversals, card
// disputes, with Stripe's refusals. Test hooks stand in for what happens outside the API:
// `authorize` (the client paid at Checkout), `setAccount` (the DJ finished onboarding, or a
// review switched transfers off), `refundOutside` / `reverseOutside` (someone used the Stripe
// Dashboard) and `openDispute` / `closeDispute` (the client's bank). What a hook does is not
// in `requests` or `effects`: those list what our functions asked.
//
// Idempotency as Stripe does it (docs.stripe.com/idempotency): a POST that repeats a key gets
// the first answer again and does nothing else (`effects` lists only the requests that took
// effect), refusals included: a transfer refused because the account could not receive it is
// refused again under the same key, even after the account is fixed, until a new key is used.
// Only a request refused while its parameters were checked is not saved. The same key with
// other parameters is an idempotency_error.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripe } from '../../functions/src/services/stripe-gateway';
import {
  LoopbackStripeState,
  type Answer,
  type LoopbackAccount,
  type LoopbackAccountPatch,
  type LoopbackBalanceTransaction,
  type LoopbackCharge,
  type LoopbackDispute,
  type LoopbackPaymentIntent,
  type LoopbackRefund,
  type LoopbackReversal,
  type LoopbackSession,
  type LoopbackTransfer,
} from './stripe-loopback-objects';

export { loopbackCardFee, NEW_ACCOUNT_DUE, READY_ACCOUNT } from './stripe-loopback-objects';
export type { LoopbackAccountPatch } from './stripe-loopback-objects';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  /**
   * The form body (for a GET, the query), flattened as Stripe encodes it:
   * `line_items[0][quantity]` → '1', `controller[fees][payer]` → 'application'.
   */
  form: Record<string, string>;
}

export interface StripeLoopback {
  port: number;
  requests: RecordedRequest[];
  /** The POSTs that took effect: not answered from the idempotency cache, not refused or failed. */
  effects: RecordedRequest[];
  /** The next `count` requests answer with a 500 api_error. */
  failNext(count?: number): void;
  /**
   * The client completed Checkout: a PaymentIntent in `requires_capture` for `amountCents`
   * (with the session's transfer_group and metadata, and the session completed, when the
   * session is one the loopback made). Answers its id, `paymentIntentId` if given.
   */
  authorize(sessionId: string | null, amountCents: number, paymentIntentId?: string): string;
  /** Stripe changed a connected account (made with Express defaults if it does not exist). */
  setAccount(accountId: string, patch: LoopbackAccountPatch): LoopbackAccount;
  /** A refund made in the Stripe Dashboard, not by our functions; answers its id. */
  refundOutside(chargeId: string, amountCents: number): string;
  /** A reversal of a transfer made in the Stripe Dashboard; answers its id. */
  reverseOutside(transferId: string, amountCents: number): string;
  /** The client's bank disputes the charge (all that is left of it unless `amountCents`). */
  openDispute(chargeId: string, amountCents?: number): string;
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): void;
  readonly sessions: ReadonlyMap<string, LoopbackSession>;
  readonly paymentIntents: ReadonlyMap<string, LoopbackPaymentIntent>;
  readonly charges: ReadonlyMap<string, LoopbackCharge>;
  readonly balanceTransactions: ReadonlyMap<string, LoopbackBalanceTransaction>;
  readonly refunds: ReadonlyMap<string, LoopbackRefund>;
  readonly accounts: ReadonlyMap<string, LoopbackAccount>;
  readonly transfers: ReadonlyMap<string, LoopbackTransfer>;
  readonly reversals: ReadonlyMap<string, LoopbackReversal>;
  readonly disputes: ReadonlyMap<string, LoopbackDispute>;
  close(): Promise<void>;
}

/** The real stripe SDK pointed at a loopback, as STRIPE_API_BASE points the functions'. */
export function loopbackStripeClient(loopback: { port: number }): ReturnType<typeof createStripe> {
  return createStripe({
    secretKey: 'sk_test_loopback',
    host: '127.0.0.1',
    port: loopback.port,
    protocol: 'http',
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The first answer given under an idempotency key, and what was asked. */
interface Saved {
  request: string;
  answer: Answer;
}

export async function startStripeLoopback(): Promise<StripeLoopback> {
  const state = new LoopbackStripeState();
  const requests: RecordedRequest[] = [];
  const effects: RecordedRequest[] = [];
  const saved = new Map<string, Saved>();
  let failures = 0;

  function answer(recorded: RecordedRequest, body: string): Answer {
    if (failures > 0) {
      // A failure before Stripe ran anything: not saved, so a retry takes effect.
      failures -= 1;
      return { status: 500, body: { error: { type: 'api_error', message: 'Loopback failure' } } };
    }
    const key = recorded.method === 'POST' ? recorded.idempotencyKey : null;
    const asked = `${recorded.path}\n${body}`;
    const first = key ? saved.get(key) : undefined;
    if (first && first.request !== asked) {
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    }
    if (first) return first.answer;
    const fresh = state.handle(recorded.method, recorded.path, recorded.form);
    if (recorded.method === 'POST' && fresh.status < 400) effects.push(recorded);
    if (key && !fresh.validation) saved.set(key, { request: asked, answer: fresh });
    return fresh;
  }

  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const method = req.method ?? '';
      const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? query : body));
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const recorded: RecordedRequest = {
        method,
        path,
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
        form,
      };
      requests.push(recorded);
      const { status, body: payload } = answer(recorded, body);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_loopback' });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    effects,
    failNext(count = 1) {
      failures = count;
    },
    authorize: (sessionId, amountCents, paymentIntentId) =>
      state.authorize(sessionId, amountCents, paymentIntentId),
    setAccount: (accountId, patch) => state.setAccount(accountId, patch),
    refundOutside: (chargeId, amountCents) => state.refundOutside(chargeId, amountCents),
    reverseOutside: (transferId, amountCents) => state.reverseOutside(transferId, amountCents),
    openDispute: (chargeId, amountCents) => state.openDispute(chargeId, amountCents),
    closeDispute: (disputeId, outcome) => state.closeDispute(disputeId, outcome),
    sessions: state.sessions,
    paymentIntents: state.paymentIntents,
    charges: state.charges,
    balanceTransactions: state.balanceTransactions,
    refunds: state.refunds,
    accounts: state.accounts,
    transfers: state.transfers,
    reversals: state.reversals,
    disputes: state.disputes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
