import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm, record, str, type FormValue } from './stripe-form.ts';
import { type CheckoutSession, type Customer, publicSession, stripeError, stripeId, type SubscriptionObject, subscriptionObject, unix } from './stripe-objects.ts';

export interface StripeDoubleOptions {
  /** Price ids this account sells and their interval; any other price is "No such price" like Stripe. */
  prices: Record<string, 'month' | 'year'>;
  /** Delay before each answer, to widen race windows in concurrency tests. */
  latencyMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, FormValue>;
  idempotencyKey: string | undefined;
}

type Answer = { status: number; body: unknown };

/** A response held back after it was computed (the state it shows is the state when it was asked). */
interface Hold {
  method: string;
  path: string;
  arrived: () => void;
  released: Promise<void>;
}

/**
 * A local Stripe API speaking its wire format: form-encoded requests, Stripe-shaped JSON objects and
 * errors, idempotency keys honoured (replayed answers; a concurrent request with a key in flight gets
 * Stripe's 409 idempotency_error). Point the SDK at it with STRIPE_API_URL. Stateful, unlike stripe-mock.
 */
export async function startStripeDouble(options: StripeDoubleOptions) {
  const customers = new Map<string, Customer>();
  const sessions = new Map<string, CheckoutSession>();
  const subscriptions = new Map<string, SubscriptionObject>();
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, Answer | 'in-flight'>();
  let failures = 0;
  const holds: Hold[] = [];
  let nextCreated: Record<string, unknown> | undefined;

  const missing = (kind: string, id: string, param = 'id') =>
    stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
  const ok = (body: unknown): Answer => ({ status: 200, body });

  function route(method: string, path: string, params: Record<string, FormValue>): Answer {
    const [, , resource, id, action] = path.split('/'); // /v1/<resource>/<id>/<action>
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Customer = { id: stripeId('cus'), object: 'customer', email: str(params, 'email') ?? null, metadata: record(params.metadata), created: unix() };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (method === 'GET' && resource === 'customers' && id) return customers.has(id) ? ok(customers.get(id)) : missing('customer', id);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
      const sessionId = path.split('/')[4]!;
      const session = sessions.get(sessionId);
      const expand = Array.isArray(params.expand) && params.expand.includes('line_items');
      return session ? ok(publicSession(session, expand)) : missing('checkout.session', sessionId);
    }
    if (method === 'POST' && path === '/v1/subscriptions') return createSubscription(params);
    if (resource === 'subscriptions' && id) {
      const sub = subscriptions.get(id);
      if (!sub) return missing('subscription', id);
      if (method === 'GET') return ok(sub);
      if (method === 'DELETE') return ok(Object.assign(sub, { status: 'canceled', canceled_at: unix(), ended_at: unix() }));
      if (method === 'POST' && !action) {
        const cancel = str(params, 'cancel_at_period_end');
        if (cancel !== undefined) sub.cancel_at_period_end = cancel === 'true';
        return ok(sub);
      }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = str(params, 'customer') ?? '';
      if (!customers.has(customer)) return missing('customer', customer, 'customer');
      return ok({ id: stripeId('bps'), object: 'billing_portal.session', customer, return_url: str(params, 'return_url') ?? null, url: `https://billing.stripe.test/p/session/${stripeId('test')}` });
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function checkPrice(price: string | undefined, param: string): Answer | null {
    if (!price) return stripeError(400, 'invalid_request_error', 'Missing required param: price.', { code: 'parameter_missing', param });
    return options.prices[price] ? null : missing('price', price, param);
  }

  function createSession(params: Record<string, FormValue>): Answer {
    const customer = str(params, 'customer');
    if (customer && str(params, 'customer_email')) {
      return stripeError(400, 'invalid_request_error', 'You may only specify one of these parameters: customer, customer_email.');
    }
    if (customer && !customers.has(customer)) return missing('customer', customer, 'customer');
    const price = str(params, 'line_items', 0, 'price');
    const bad = checkPrice(price, 'line_items[0][price]');
    if (bad) return bad;
    for (const field of ['success_url', 'cancel_url'] as const) {
      if (!/^https?:\/\//.test(str(params, field) ?? '')) return stripeError(400, 'invalid_request_error', `Invalid URL: ${field}`, { param: field });
    }
    const id = stripeId('cs_test');
    const trial = str(params, 'subscription_data', 'trial_period_days');
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: str(params, 'client_reference_id') ?? null,
      customer: customer ?? null,
      customer_email: str(params, 'customer_email') ?? null,
      subscription: null,
      success_url: str(params, 'success_url')!,
      cancel_url: str(params, 'cancel_url')!,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      locale: str(params, 'locale') ?? null,
      metadata: record(params.metadata),
      created: unix(),
      _price: price!,
      _trialPeriodDays: trial ? Number(trial) : null,
      _subscriptionMetadata: record((params.subscription_data as Record<string, FormValue> | undefined)?.metadata),
    };
    sessions.set(id, session);
    return ok(publicSession(session, false));
  }

  function createSubscription(params: Record<string, FormValue>): Answer {
    const customer = str(params, 'customer') ?? '';
    if (!customers.has(customer)) return missing('customer', customer, 'customer');
    const price = str(params, 'items', 0, 'price');
    const bad = checkPrice(price, 'items[0][price]');
    if (bad) return bad;
    const trial = str(params, 'trial_period_days');
    const sub = subscriptionObject({
      customer,
      price: price!,
      interval: options.prices[price!]!,
      metadata: record(params.metadata),
      trialDays: trial ? Number(trial) : null,
      endBehavior: str(params, 'trial_settings', 'end_behavior', 'missing_payment_method'),
    });
    Object.assign(sub, nextCreated);
    nextCreated = undefined;
    subscriptions.set(sub.id, sub);
    return ok(sub);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const method = req.method ?? 'GET';
    const params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString());
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, params, idempotencyKey: key });
    const send = async (answer: Answer) => {
      const body = JSON.stringify(answer.body);
      const hold = holds.findIndex((h) => h.method === method && h.path === url.pathname);
      if (hold >= 0) {
        const [{ arrived, released }] = holds.splice(hold, 1) as [Hold];
        arrived();
        await released;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
      res.end(body);
    };
    if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
    if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
      return send(stripeError(401, 'invalid_request_error', 'You did not provide an API key.'));
    }
    if (failures > 0) {
      failures -= 1;
      return send(stripeError(500, 'api_error', 'An unknown error occurred.'));
    }
    const cacheKey = key && method === 'POST' ? `${url.pathname}:${key}` : undefined;
    const previous = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (previous === 'in-flight') {
      return send(stripeError(409, 'idempotency_error', 'There is currently another in-progress request using this Idempotency Key.'));
    }
    if (previous) return send(previous);
    if (cacheKey) idempotent.set(cacheKey, 'in-flight');
    const answer = route(method, url.pathname, params);
    if (cacheKey) idempotent.set(cacheKey, answer);
    await send(answer);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    sessions,
    subscriptions,
    requests,
    /**
     * Holds the answer to the next `method path` request: computed when it arrives (`arrived` resolves then), sent on
     * `release()`. Tests use it to force the order in which two concurrent requests see and report Stripe's state.
     */
    holdNext(method: string, path: string) {
      let release!: () => void;
      let arrived!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      holds.push({ method, path, arrived, released });
      return { arrived: arrival, release };
    },
    /** The next subscription created through the API gets these fields (e.g. a status Stripe adds after our SDK). */
    changeNextCreated(fields: Record<string, unknown>) {
      nextCreated = fields;
    },
    /** The next `count` requests answer Stripe's 500 api_error (an outage). */
    failNext(count = 1) {
      failures = count;
    },
    /** What Stripe does when the customer pays on the hosted page: a subscription, and the session completes. */
    completeCheckout(sessionId: string): SubscriptionObject {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const sub = subscriptionObject({
        customer: session.customer ?? stripeId('cus'),
        price: session._price,
        interval: options.prices[session._price]!,
        metadata: session._subscriptionMetadata,
        trialDays: session._trialPeriodDays,
      });
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', subscription: sub.id, payment_status: sub.trial_end ? 'no_payment_required' : 'paid' });
      return sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
