// A loopback HTTP server that speaks the part of Stripe's API the functions call (Checkout
// Sessions, PaymentIntent capture/cancel, Refunds), records every request, and can be told
// to fail. The real stripe SDK talks to it (host/port/protocol), so the tests check what is
// actually sent over the wire: amounts, currency, capture method, metadata, idempotency keys.
// Like Stripe, a POST that repeats an idempotency key gets the first answer again and does
// nothing else (`effects` lists only the requests that took effect).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  /** The form body, flattened as Stripe encodes it: `line_items[0][quantity]` → '1'. */
  form: Record<string, string>;
}

export interface StripeLoopback {
  port: number;
  requests: RecordedRequest[];
  /** The requests that took effect: not answered from the idempotency cache, not failed. */
  effects: RecordedRequest[];
  /** The next `count` requests answer with a 500 api_error. */
  failNext(count?: number): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function respond(path: string, form: Record<string, string>): [number, unknown] {
  let match: RegExpExecArray | null;
  if (path === '/v1/checkout/sessions') {
    const id = `cs_test_${Math.random().toString(36).slice(2, 10)}`;
    return [
      200,
      {
        id,
        object: 'checkout.session',
        mode: 'payment',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        metadata: { bookingId: form['metadata[bookingId]'] },
        payment_intent: null,
      },
    ];
  }
  if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
    return [200, { id: match[1], object: 'checkout.session', status: 'expired' }];
  }
  if ((match = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path))) {
    const status = match[2] === 'capture' ? 'succeeded' : 'canceled';
    return [200, { id: match[1], object: 'payment_intent', status }];
  }
  if (path === '/v1/refunds') {
    return [
      200,
      {
        id: `re_test_${Math.random().toString(36).slice(2, 10)}`,
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
        status: 'succeeded',
      },
    ];
  }
  return [404, { error: { type: 'invalid_request_error', message: `No route ${path}` } }];
}

export async function startStripeLoopback(): Promise<StripeLoopback> {
  const requests: RecordedRequest[] = [];
  const effects: RecordedRequest[] = [];
  const answered = new Map<string, [number, unknown]>();
  let failures = 0;
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const form = Object.fromEntries(new URLSearchParams(body));
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path,
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
        form,
      };
      requests.push(recorded);
      let status: number;
      let payload: unknown;
      const cacheKey = recorded.idempotencyKey
        ? `${recorded.method} ${recorded.idempotencyKey}`
        : null;
      const replay = cacheKey ? answered.get(cacheKey) : undefined;
      if (failures > 0) {
        // A failure before Stripe ran anything: not cached, so a retry takes effect.
        failures -= 1;
        [status, payload] = [500, { error: { type: 'api_error', message: 'Loopback failure' } }];
      } else if (replay) {
        [status, payload] = replay;
      } else {
        [status, payload] = respond(path, form);
        if (status < 400) effects.push(recorded);
        if (cacheKey) answered.set(cacheKey, [status, payload]);
      }
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
