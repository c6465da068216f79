import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  /** The form-encoded body, flattened as Stripe encodes it (`metadata[donationId]`). */
  params: Record<string, string>;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  description: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
}

/**
 * A local stand-in for api.stripe.com speaking the parts of its protocol that donations use:
 * `POST /v1/payment_intents` with a form-encoded body, `Authorization: Bearer <secret key>` and an
 * `Idempotency-Key` (a replayed key answers the first intent; the same key with other parameters is
 * refused, like Stripe does), JSON answers shaped like Stripe's, and Stripe's error envelope.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  readonly intents = new Map<string, FakePaymentIntent>();
  private readonly idempotent = new Map<string, { params: string; intent: FakePaymentIntent }>();
  private failures: { status: number; type: string; message: string }[] = [];
  private server: Server | undefined;
  url = '';

  constructor(readonly secretKey = `sk_test_${randomBytes(8).toString('hex')}`) {}

  /** The next call answers this error instead (e.g. 500 api_error, to test an outage). */
  failNext(status: number, type = 'api_error', message = 'Something went wrong on the fake Stripe'): void {
    this.failures.push({ status, type, message });
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void readBody(req).then((raw) => this.handle(req, raw, res));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private handle(req: IncomingMessage, raw: string, res: ServerResponse): void {
    const params = Object.fromEntries(new URLSearchParams(raw));
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const request: FakeStripeRequest = {
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0],
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      contentType: header('content-type'),
      params,
    };
    this.requests.push(request);

    if (request.authorization !== `Bearer ${this.secretKey}`) {
      return error(res, 401, 'invalid_request_error', 'Invalid API Key provided');
    }
    const failure = this.failures.shift();
    if (failure) return error(res, failure.status, failure.type, failure.message);
    if (request.method === 'POST' && request.path === '/v1/payment_intents') return this.createIntent(request, raw, res);
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && retrieve) {
      const intent = this.intents.get(retrieve[1]);
      return intent ? send(res, 200, intent) : error(res, 404, 'invalid_request_error', `No such payment_intent: '${retrieve[1]}'`, 'id');
    }
    return error(res, 404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path})`);
  }

  private createIntent(request: FakeStripeRequest, raw: string, res: ServerResponse): void {
    const key = request.idempotencyKey;
    const previous = key ? this.idempotent.get(key) : undefined;
    if (previous) {
      if (previous.params !== raw) {
        return error(res, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      }
      return send(res, 200, previous.intent);
    }
    const { params } = request;
    if (!/^\d+$/.test(params.amount ?? '')) return error(res, 400, 'invalid_request_error', 'Missing required param: amount.', 'amount');
    if (Number(params.amount) < 50) {
      return error(res, 400, 'invalid_request_error', 'Amount must be at least $0.50 usd', 'amount');
    }
    if (!params.currency) return error(res, 400, 'invalid_request_error', 'Missing required param: currency.', 'currency');
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) {
      const match = /^metadata\[(.+)\]$/.exec(name);
      if (match) metadata[match[1]] = value;
    }
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      currency: params.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata,
      receipt_email: params.receipt_email ?? null,
      description: params.description ?? null,
      automatic_payment_methods: params['automatic_payment_methods[enabled]'] ? { enabled: params['automatic_payment_methods[enabled]'] === 'true' } : null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.intents.set(id, intent);
    if (key) this.idempotent.set(key, { params: raw, intent });
    send(res, 200, intent);
  }
}

/** A Stripe event about a payment intent, as Stripe posts it to a webhook endpoint. */
export function paymentIntentEvent(type: string, intent: Pick<FakePaymentIntent, 'id'> & Partial<FakePaymentIntent>, eventId = `evt_${randomBytes(12).toString('hex')}`) {
  const status = { 'payment_intent.succeeded': 'succeeded', 'payment_intent.payment_failed': 'requires_payment_method', 'payment_intent.canceled': 'canceled' }[type];
  return {
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { object: 'payment_intent', ...intent, status: status ?? intent.status ?? 'requires_payment_method' } },
  };
}

/** The body and Stripe-Signature header of a delivery, signed with the endpoint secret by the SDK itself. */
export function signedDelivery(event: unknown, secret: string, timestamp?: number): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return { payload, signature };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.setHeader('content-type', 'application/json');
  res.setHeader('request-id', `req_${randomBytes(8).toString('hex')}`);
  res.writeHead(status).end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, type: string, message: string, param?: string): void {
  send(res, status, { error: { type, message, ...(param ? { param } : {}) } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
