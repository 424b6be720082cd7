// The objects the loopback Stripe (stripe-loopback.ts) keeps, and Stripe's rules for them:
// Checkout Sessions, PaymentIntents with their charge and balance transaction, refunds,
// Connect accounts, account and login links, transfers and transfer reversals, and card
// disputes (made by a test hook: a client's bank opens them, not the API). Each handler
// answers what Stripe answers (the object, or its error with type, code and param), so a
// test sees the refusals the real API gives: a transfer to an account whose transfers
// capability is not active, a `pi_…` as source_transaction, more than the charge can cover,
// a reversal over what is left.
//
// PaymentIntents that a test authorised (`authorize`) follow Stripe's states strictly. An id
// nobody authorised is made up when first named, authorised for `amount_to_capture` or 0 and
// never refused: the tests written before the loopback had state capture, cancel and refund
// arbitrary `pi_<bookingId>` ids.

type Form = Record<string, string>;

export interface Answer {
  status: number;
  /** A snapshot: later changes to the objects do not change an answer already given. */
  body: unknown;
  /**
   * Refused while checking the parameters, before the endpoint ran: Stripe saves no result
   * under the idempotency key then, so a retry with the same key is tried afresh.
   */
  validation?: boolean;
}

export interface LoopbackList<T> {
  object: 'list';
  data: T[];
  has_more: false;
  total_count: number;
  url: string;
}

export interface LoopbackSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
}

export interface LoopbackPaymentIntent {
  id: string;
  object: 'payment_intent';
  status: 'requires_capture' | 'succeeded' | 'canceled';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: 'manual';
  latest_charge: string | null;
  transfer_group: string | null;
  metadata: Record<string, string>;
  cancellation_reason: string | null;
}

export interface LoopbackRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  payment_intent: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface LoopbackCharge {
  id: string;
  object: 'charge';
  /** The amount authorised; `amount_captured` of it was captured. */
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  paid: true;
  refunded: boolean;
  /** Whether a card dispute was ever opened on it (GET /v1/disputes?charge= names it). */
  disputed: boolean;
  status: 'succeeded';
  currency: string;
  payment_intent: string;
  balance_transaction: string;
  transfer_group: string | null;
  refunds: LoopbackList<LoopbackRefund>;
}

export interface LoopbackDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
  created: number;
}

export interface LoopbackBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  fee: number;
  net: number;
  currency: string;
  type: 'charge';
  source: string;
  status: 'pending';
  fee_details: { amount: number; currency: string; type: 'stripe_fee'; description: string }[];
}

export interface LoopbackAccount {
  id: string;
  object: 'account';
  type: string;
  controller: {
    type: 'application';
    is_controller: true;
    stripe_dashboard: { type: string };
    fees: { payer: string };
    losses: { payments: string };
    requirement_collection: 'stripe';
  };
  country: string;
  email: string | null;
  /** Requested capabilities and their status ('inactive' until Stripe has what it needs). */
  capabilities: Record<string, string>;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
    disabled_reason: string | null;
    current_deadline: null;
  };
  metadata: Record<string, string>;
  created: number;
}

export interface LoopbackReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  currency: string;
  transfer: string;
  metadata: Record<string, string>;
  created: number;
}

export interface LoopbackTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  source_transaction: string | null;
  transfer_group: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  reversals: LoopbackList<LoopbackReversal>;
  created: number;
}

/** What a test may change on an account, as Stripe would after onboarding or a KYC review. */
export interface LoopbackAccountPatch {
  detailsSubmitted?: boolean;
  payoutsEnabled?: boolean;
  chargesEnabled?: boolean;
  /** capabilities.transfers; null removes it (never requested). */
  transfersCapability?: 'active' | 'pending' | 'inactive' | null;
  currentlyDue?: string[];
  disabledReason?: string | null;
}

/** Onboarding finished: transfers active, payouts enabled, nothing due. */
export const READY_ACCOUNT: LoopbackAccountPatch = {
  detailsSubmitted: true,
  payoutsEnabled: true,
  transfersCapability: 'active',
  currentlyDue: [],
  disabledReason: null,
};

/** What Stripe asks of a new US Express account before its onboarding. */
export const NEW_ACCOUNT_DUE = ['external_account', 'individual.dob.day', 'tos_acceptance.date'];

/** Stripe's US card pricing, 2.9% + 30¢, as balance_transaction.fee (0 for nothing charged). */
export function loopbackCardFee(amountCents: number): number {
  return amountCents > 0 ? Math.round((amountCents * 29) / 1000) + 30 : 0;
}

/** What `type` Stripe reports for an account created with `controller` alone. */
const ACCOUNT_TYPE_OF_DASHBOARD: Record<string, string> = {
  express: 'express',
  full: 'standard',
  none: 'custom',
};

let sequence = 0;
function newId(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence.toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function list<T>(url: string): LoopbackList<T> {
  return { object: 'list', data: [], has_more: false, total_count: 0, url };
}

/** `prefix[key]=value` fields of the form as an object (metadata and the like). */
function hashOf(form: Form, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`);
  for (const [key, value] of Object.entries(form)) {
    const match = pattern.exec(key);
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

/** The `expand[]` paths of a request (stripe-node sends `expand[0]=…`). */
function expansionsOf(form: Form): string[] {
  return Object.entries(form)
    .filter(([key]) => /^expand\[\d*\]$/.test(key))
    .map(([, value]) => value);
}

function refusal(
  status: number,
  message: string,
  options: { code?: string; param?: string; type?: string; validation?: boolean } = {},
): Answer {
  const { type = 'invalid_request_error', code, param, validation } = options;
  return { status, body: { error: { type, message, code, param } }, validation };
}

const noSuch = (kind: string, id: string, param?: string): Answer =>
  refusal(param ? 400 : 404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

function missing(param: string): Answer {
  return refusal(400, `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
    validation: true,
  });
}

/** A positive whole number of cents, or a validation refusal. */
function amountParam(form: Form, param = 'amount'): number | Answer {
  const raw = form[param];
  if (raw === undefined) return missing(param);
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    return refusal(400, `Invalid positive integer: ${param}`, {
      code: 'parameter_invalid_integer',
      param,
      validation: true,
    });
  }
  return value;
}

type Handler = (match: RegExpExecArray, form: Form) => Answer;

export class LoopbackStripeState {
  readonly sessions = new Map<string, LoopbackSession>();
  readonly paymentIntents = new Map<string, LoopbackPaymentIntent>();
  readonly charges = new Map<string, LoopbackCharge>();
  readonly balanceTransactions = new Map<string, LoopbackBalanceTransaction>();
  readonly refunds = new Map<string, LoopbackRefund>();
  readonly accounts = new Map<string, LoopbackAccount>();
  readonly transfers = new Map<string, LoopbackTransfer>();
  readonly reversals = new Map<string, LoopbackReversal>();
  readonly disputes = new Map<string, LoopbackDispute>();
  /** payment_intent_data of each session, for the PaymentIntent its payment creates. */
  private readonly sessionIntentData = new Map<
    string,
    Pick<LoopbackPaymentIntent, 'transfer_group' | 'metadata'>
  >();
  /** PaymentIntents nobody authorised (made up when first named): never refused. */
  private readonly madeUp = new Set<string>();

  private readonly routes: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/checkout\/sessions$/, (_, f) => this.createSession(f)],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (m) => this.read(this.sessions, 'checkout.session', m),
    ],
    ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (m) => this.expireSession(m[1] ?? '')],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/capture$/, (m, f) => this.capture(m[1] ?? '', f)],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (m, f) => this.cancel(m[1] ?? '', f)],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (m, f) => this.read(this.paymentIntents, 'payment_intent', m, f),
    ],
    ['GET', /^\/v1\/charges\/([^/]+)$/, (m, f) => this.read(this.charges, 'charge', m, f)],
    [
      'GET',
      /^\/v1\/balance_transactions\/([^/]+)$/,
      (m) => this.read(this.balanceTransactions, 'balance_transaction', m),
    ],
    ['POST', /^\/v1\/refunds$/, (_, f) => this.refund(f)],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, (m) => this.read(this.refunds, 'refund', m)],
    ['GET', /^\/v1\/disputes$/, (_, f) => this.listDisputes(f)],
    ['GET', /^\/v1\/disputes\/([^/]+)$/, (m) => this.read(this.disputes, 'dispute', m)],
    ['POST', /^\/v1\/accounts$/, (_, f) => this.createAccount(f)],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (m) => this.read(this.accounts, 'account', m)],
    ['POST', /^\/v1\/account_links$/, (_, f) => this.accountLink(f)],
    ['POST', /^\/v1\/accounts\/([^/]+)\/login_links$/, (m) => this.loginLink(m[1] ?? '')],
    ['POST', /^\/v1\/transfers$/, (_, f) => this.transfer(f)],
    ['GET', /^\/v1\/transfers\/([^/]+)$/, (m) => this.read(this.transfers, 'transfer', m)],
    ['POST', /^\/v1\/transfers\/([^/]+)\/reversals$/, (m, f) => this.reverse(m[1] ?? '', f)],
  ];

  handle(method: string, path: string, form: Form): Answer {
    for (const [routeMethod, pattern, handler] of this.routes) {
      const match = routeMethod === method ? pattern.exec(path) : null;
      if (match) return handler(match, form);
    }
    return refusal(404, `Unrecognized request URL (${method}: ${path}).`, { validation: true });
  }

  /** A JSON snapshot of `object` with the `expand` paths replaced by the objects they name. */
  private view(object: object, expand: readonly string[] = []): Answer {
    const copy = JSON.parse(JSON.stringify(object)) as Record<string, unknown>;
    for (const path of expand) this.expandInto(copy, path.split('.'));
    return { status: 200, body: copy };
  }

  private expandInto(target: Record<string, unknown>, path: string[]): void {
    const [field, ...rest] = path;
    if (!field) return;
    const value = target[field];
    const found = typeof value === 'string' ? this.find(value) : undefined;
    if (found) target[field] = JSON.parse(JSON.stringify(found)) as unknown;
    const next = target[field];
    if (rest.length > 0 && next && typeof next === 'object') {
      this.expandInto(next as Record<string, unknown>, rest);
    }
  }

  private find(id: string): object | undefined {
    return (
      this.charges.get(id) ??
      this.balanceTransactions.get(id) ??
      this.paymentIntents.get(id) ??
      this.accounts.get(id) ??
      this.transfers.get(id) ??
      this.refunds.get(id)
    );
  }

  private read<T extends object>(
    store: ReadonlyMap<string, T>,
    kind: string,
    match: RegExpExecArray,
    form: Form = {},
  ): Answer {
    const id = decodeURIComponent(match[1] ?? '');
    const object = store.get(id);
    return object ? this.view(object, expansionsOf(form)) : noSuch(kind, id);
  }

  // ---- Checkout and PaymentIntents ------------------------------------------------------

  private createSession(form: Form): Answer {
    const id = `cs_test_${Math.random().toString(36).slice(2, 10)}`;
    const session: LoopbackSession = {
      id,
      object: 'checkout.session',
      mode: form.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      currency: form['line_items[0][price_data][currency]'] ?? 'usd',
      client_reference_id: form.client_reference_id ?? null,
      metadata: hashOf(form, 'metadata'),
      payment_intent: null,
    };
    this.sessions.set(id, session);
    this.sessionIntentData.set(id, {
      transfer_group: form['payment_intent_data[transfer_group]'] ?? null,
      metadata: hashOf(form, 'payment_intent_data[metadata]'),
    });
    return this.view(session);
  }

  private expireSession(id: string): Answer {
    const session = this.sessions.get(id);
    if (!session)
      return { status: 200, body: { id, object: 'checkout.session', status: 'expired' } };
    if (session.status !== 'open') {
      return refusal(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
    }
    session.status = 'expired';
    return this.view(session);
  }

  /** The test hook: the client paid the session (or a bare PaymentIntent), held, not charged. */
  authorize(sessionId: string | null, amountCents: number, paymentIntentId?: string): string {
    const id = paymentIntentId ?? newId('pi_');
    if (this.paymentIntents.has(id)) throw new Error(`${id} already exists on the loopback`);
    const session = sessionId ? this.sessions.get(sessionId) : undefined;
    const data = sessionId ? this.sessionIntentData.get(sessionId) : undefined;
    this.paymentIntents.set(id, {
      id,
      object: 'payment_intent',
      status: 'requires_capture',
      amount: amountCents,
      amount_capturable: amountCents,
      amount_received: 0,
      currency: session?.currency ?? 'usd',
      capture_method: 'manual',
      latest_charge: null,
      transfer_group: data?.transfer_group ?? null,
      metadata: { ...data?.metadata },
      cancellation_reason: null,
    });
    if (session) {
      session.status = 'complete';
      session.payment_intent = id;
    }
    return id;
  }

  /** The intent of `id`, made up (authorised for `amount`) if no test authorised it. */
  private intentOf(id: string, amount: number): LoopbackPaymentIntent {
    const known = this.paymentIntents.get(id);
    if (known) return known;
    this.authorize(null, amount, id);
    this.madeUp.add(id);
    return this.paymentIntents.get(id) as LoopbackPaymentIntent;
  }

  private unexpectedState(intent: LoopbackPaymentIntent, action: string): Answer {
    return refusal(
      400,
      `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
      { code: 'payment_intent_unexpected_state' },
    );
  }

  private capture(id: string, form: Form): Answer {
    const toCapture = form.amount_to_capture === undefined ? null : Number(form.amount_to_capture);
    const intent = this.intentOf(id, toCapture ?? 0);
    const lenient = this.madeUp.has(id);
    if (!lenient && intent.status !== 'requires_capture') {
      return this.unexpectedState(intent, 'captured');
    }
    const amount = toCapture ?? intent.amount;
    if (!lenient && amount > intent.amount) {
      return refusal(400, `amount_to_capture must be at most ${intent.amount}.`, {
        code: 'amount_too_large',
        param: 'amount_to_capture',
        validation: true,
      });
    }
    if (intent.latest_charge === null) {
      const chargeId = newId('ch_');
      const fee = loopbackCardFee(amount);
      const balance: LoopbackBalanceTransaction = {
        id: newId('txn_'),
        object: 'balance_transaction',
        amount,
        fee,
        net: amount - fee,
        currency: intent.currency,
        type: 'charge',
        source: chargeId,
        status: 'pending',
        fee_details: [
          {
            amount: fee,
            currency: intent.currency,
            type: 'stripe_fee',
            description: 'Stripe processing fees',
          },
        ],
      };
      this.balanceTransactions.set(balance.id, balance);
      this.charges.set(chargeId, {
        id: chargeId,
        object: 'charge',
        amount: intent.amount,
        amount_captured: amount,
        amount_refunded: 0,
        captured: true,
        paid: true,
        refunded: false,
        disputed: false,
        status: 'succeeded',
        currency: intent.currency,
        payment_intent: id,
        balance_transaction: balance.id,
        transfer_group: intent.transfer_group,
        refunds: list(`/v1/charges/${chargeId}/refunds`),
      });
      intent.latest_charge = chargeId;
      intent.amount_received = amount;
    }
    intent.status = 'succeeded';
    intent.amount_capturable = 0;
    return this.view(intent, expansionsOf(form));
  }

  private cancel(id: string, form: Form): Answer {
    const intent = this.intentOf(id, 0);
    if (!this.madeUp.has(id) && intent.status !== 'requires_capture') {
      return this.unexpectedState(intent, 'canceled');
    }
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    intent.cancellation_reason = form.cancellation_reason ?? null;
    return this.view(intent);
  }

  private refund(form: Form): Answer {
    const intentId = form.payment_intent ?? null;
    if (intentId === null && !form.charge) return missing('payment_intent');
    const intent = intentId ? this.paymentIntents.get(intentId) : undefined;
    const chargeId = form.charge ?? intent?.latest_charge ?? null;
    const charge = chargeId ? this.charges.get(chargeId) : undefined;
    if (form.charge && !charge) return noSuch('charge', form.charge, 'charge');
    if (charge && this.openOrLostDispute(charge.id)) {
      return refusal(400, `Charge ${charge.id} has been charged back; cannot issue a refund.`, {
        code: 'charge_disputed',
      });
    }
    // An intent no test authorised (or made up when first named) is refunded as asked.
    const ofIntent = charge?.payment_intent ?? intentId ?? '';
    const lenient = !this.paymentIntents.has(ofIntent) || this.madeUp.has(ofIntent);
    if (!charge && !lenient) {
      return refusal(
        400,
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        { code: 'charge_not_refundable' },
      );
    }
    const left = charge ? charge.amount_captured - charge.amount_refunded : 0;
    let amount = left;
    if (form.amount !== undefined) {
      const asked = amountParam(form);
      if (typeof asked !== 'number') return asked;
      amount = asked;
    }
    if (charge && !lenient && amount > left) {
      return left === 0
        ? refusal(400, `Charge ${charge.id} has already been refunded.`, {
            code: 'charge_already_refunded',
          })
        : refusal(
            400,
            `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
            {
              code: 'amount_too_large',
              param: 'amount',
            },
          );
    }
    const refund: LoopbackRefund = {
      id: newId('re_'),
      object: 'refund',
      amount,
      charge: charge?.id ?? null,
      payment_intent: intentId ?? charge?.payment_intent ?? null,
      status: 'succeeded',
      metadata: hashOf(form, 'metadata'),
    };
    this.refunds.set(refund.id, refund);
    if (charge) {
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount_captured;
      charge.refunds.data.unshift(refund);
      charge.refunds.total_count += 1;
    }
    return this.view(refund);
  }

  // ---- Outside the API: the Stripe Dashboard and the client's bank ------------------------

  /** The test hook: someone refunded the charge in the Stripe Dashboard (not our functions). */
  refundOutside(chargeId: string, amountCents: number): string {
    const answer = this.refund({ charge: chargeId, amount: String(amountCents) });
    if (answer.status >= 400) throw new Error(`refund refused: ${JSON.stringify(answer.body)}`);
    return (answer.body as { id: string }).id;
  }

  /** The test hook: someone reversed (part of) a transfer in the Stripe Dashboard. */
  reverseOutside(transferId: string, amountCents: number): string {
    const answer = this.reverse(transferId, { amount: String(amountCents) });
    if (answer.status >= 400) throw new Error(`reversal refused: ${JSON.stringify(answer.body)}`);
    return (answer.body as { id: string }).id;
  }

  /** The test hook: the client's bank disputes the charge (all of it unless `amountCents`). */
  openDispute(chargeId: string, amountCents?: number): string {
    const charge = this.charges.get(chargeId);
    if (!charge) throw new Error(`No such charge on the loopback: ${chargeId}`);
    if (charge.disputed) throw new Error(`${chargeId} is already disputed (one dispute a charge)`);
    const dispute: LoopbackDispute = {
      id: newId('dp_'),
      object: 'dispute',
      amount: amountCents ?? charge.amount_captured - charge.amount_refunded,
      charge: chargeId,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      reason: 'fraudulent',
      status: 'needs_response',
      created: nowSeconds(),
    };
    this.disputes.set(dispute.id, dispute);
    charge.disputed = true;
    return dispute.id;
  }

  /** The test hook: the card network decided the dispute. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): void {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new Error(`No such dispute on the loopback: ${disputeId}`);
    dispute.status = outcome;
  }

  private openOrLostDispute(chargeId: string): boolean {
    return [...this.disputes.values()].some((d) => d.charge === chargeId && d.status !== 'won');
  }

  private listDisputes(form: Form): Answer {
    const data = [...this.disputes.values()]
      .filter((d) => !form.charge || d.charge === form.charge)
      .filter((d) => !form.payment_intent || d.payment_intent === form.payment_intent)
      .reverse()
      .slice(0, Number(form.limit ?? 10));
    return this.view({ ...list<LoopbackDispute>('/v1/disputes'), data, total_count: data.length });
  }

  // ---- Connect accounts -----------------------------------------------------------------

  private createAccount(form: Form): Answer {
    const dashboard = form['controller[stripe_dashboard][type]'];
    const payer = form['controller[fees][payer]'];
    const losses = form['controller[losses][payments]'];
    const controlled = dashboard !== undefined || payer !== undefined || losses !== undefined;
    if (form.type !== undefined && controlled) {
      return refusal(400, 'You cannot specify both `type` and `controller`.', {
        param: 'type',
        validation: true,
      });
    }
    if (losses === 'application' && payer !== 'application') {
      return refusal(
        400,
        'controller[losses][payments]=application requires controller[fees][payer]=application.',
        {
          param: 'controller[fees][payer]',
          validation: true,
        },
      );
    }
    const capabilities: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^capabilities\[([^\]]+)\]\[requested\]$/.exec(key);
      if (match?.[1] && value === 'true') capabilities[match[1]] = 'inactive';
    }
    const account = this.newAccount(newId('acct_'), {
      type: form.type ?? ACCOUNT_TYPE_OF_DASHBOARD[dashboard ?? 'full'] ?? 'standard',
      dashboard: dashboard ?? (form.type === 'express' ? 'express' : 'full'),
      payer: payer ?? 'account',
      losses: losses ?? 'stripe',
      country: form.country ?? 'US',
      email: form.email ?? null,
      capabilities,
      metadata: hashOf(form, 'metadata'),
    });
    return this.view(account);
  }

  private newAccount(
    id: string,
    o: {
      type: string;
      dashboard: string;
      payer: string;
      losses: string;
      country: string;
      email: string | null;
      capabilities: Record<string, string>;
      metadata: Record<string, string>;
    },
  ): LoopbackAccount {
    const account: LoopbackAccount = {
      id,
      object: 'account',
      type: o.type,
      controller: {
        type: 'application',
        is_controller: true,
        stripe_dashboard: { type: o.dashboard },
        fees: { payer: o.payer },
        losses: { payments: o.losses },
        requirement_collection: 'stripe',
      },
      country: o.country,
      email: o.email,
      capabilities: o.capabilities,
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: {
        currently_due: [...NEW_ACCOUNT_DUE],
        eventually_due: [...NEW_ACCOUNT_DUE],
        past_due: [...NEW_ACCOUNT_DUE],
        pending_verification: [],
        disabled_reason: 'requirements.past_due',
        current_deadline: null,
      },
      metadata: o.metadata,
      created: nowSeconds(),
    };
    this.accounts.set(id, account);
    return account;
  }

  /** The test hook: Stripe changed the account (onboarding done, KYC, requirements). */
  setAccount(id: string, patch: LoopbackAccountPatch): LoopbackAccount {
    const account =
      this.accounts.get(id) ??
      this.newAccount(id, {
        type: 'express',
        dashboard: 'express',
        payer: 'application',
        losses: 'application',
        country: 'US',
        email: null,
        capabilities: { transfers: 'inactive' },
        metadata: {},
      });
    if (patch.detailsSubmitted !== undefined) account.details_submitted = patch.detailsSubmitted;
    if (patch.payoutsEnabled !== undefined) account.payouts_enabled = patch.payoutsEnabled;
    if (patch.chargesEnabled !== undefined) account.charges_enabled = patch.chargesEnabled;
    if (patch.transfersCapability === null) delete account.capabilities.transfers;
    else if (patch.transfersCapability) account.capabilities.transfers = patch.transfersCapability;
    if (patch.currentlyDue) {
      account.requirements.currently_due = [...patch.currentlyDue];
      account.requirements.past_due = [...patch.currentlyDue];
    }
    if (patch.disabledReason !== undefined)
      account.requirements.disabled_reason = patch.disabledReason;
    return account;
  }

  private accountLink(form: Form): Answer {
    for (const param of ['account', 'type', 'refresh_url', 'return_url']) {
      if (!form[param]) return missing(param);
    }
    const accountId = form.account ?? '';
    if (!this.accounts.has(accountId)) return noSuch('account', accountId, 'account');
    const created = nowSeconds();
    return this.view({
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `https://connect.stripe.com/setup/e/${accountId}/${newId('')}`,
    });
  }

  private loginLink(accountId: string): Answer {
    const account = this.accounts.get(accountId);
    if (!account) return noSuch('account', accountId);
    if (account.controller.stripe_dashboard.type !== 'express') {
      return refusal(
        400,
        'Login links can only be created for accounts with access to the Express Dashboard.',
      );
    }
    if (!account.details_submitted) {
      return refusal(
        400,
        'Cannot create a login link for an account that has not completed onboarding.',
      );
    }
    return this.view({
      object: 'login_link',
      created: nowSeconds(),
      url: `https://connect.stripe.com/express/${accountId}/${newId('')}`,
    });
  }

  // ---- Transfers ------------------------------------------------------------------------

  private transfer(form: Form): Answer {
    const amount = amountParam(form);
    if (typeof amount !== 'number') return amount;
    if (!form.currency) return missing('currency');
    const destination = form.destination;
    if (!destination) return missing('destination');
    const account = this.accounts.get(destination);
    if (!account) return noSuch('destination', destination, 'destination');
    if (account.capabilities.transfers !== 'active') {
      return refusal(
        400,
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    }
    const source = form.source_transaction ?? null;
    if (source !== null) {
      // Stripe takes a charge here, never a PaymentIntent: `pi_…` is "No such charge".
      const charge = this.charges.get(source);
      if (!charge) return noSuch('charge', source, 'source_transaction');
      const transferred = [...this.transfers.values()]
        .filter((t) => t.source_transaction === source)
        .reduce((sum, t) => sum + t.amount, 0);
      const left = charge.amount_captured - charge.amount_refunded - transferred;
      if (amount > left) {
        return refusal(
          400,
          `The transfer amount (${amount}) is more than what is left of the source transaction ${source} (${left}).`,
          { code: 'balance_insufficient', param: 'amount' },
        );
      }
    }
    const id = newId('tr_');
    const transfer: LoopbackTransfer = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency: form.currency,
      destination,
      source_transaction: source,
      transfer_group: form.transfer_group ?? null,
      metadata: hashOf(form, 'metadata'),
      reversed: false,
      reversals: list(`/v1/transfers/${id}/reversals`),
      created: nowSeconds(),
    };
    this.transfers.set(id, transfer);
    return this.view(transfer);
  }

  private reverse(transferId: string, form: Form): Answer {
    const transfer = this.transfers.get(transferId);
    if (!transfer) return noSuch('transfer', transferId);
    const left = transfer.amount - transfer.amount_reversed;
    let amount = left;
    if (form.amount !== undefined) {
      const asked = amountParam(form);
      if (typeof asked !== 'number') return asked;
      amount = asked;
    }
    if (left === 0) {
      return refusal(400, `Transfer ${transferId} has already been fully reversed.`);
    }
    if (amount > left) {
      return refusal(
        400,
        `The reversal amount (${amount}) is more than what is left of transfer ${transferId} (${left}).`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    const reversal: LoopbackReversal = {
      id: newId('trr_'),
      object: 'transfer_reversal',
      amount,
      currency: transfer.currency,
      transfer: transferId,
      metadata: hashOf(form, 'metadata'),
      created: nowSeconds(),
    };
    this.reversals.set(reversal.id, reversal);
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    transfer.reversals.data.unshift(reversal);
    transfer.reversals.total_count += 1;
    return this.view(reversal);
  }
}
