// A local HTTP server that speaks the parts of Stripe's API the product uses (checkout sessions in
// subscription mode, subscriptions: retrieve, update cancel_at_period_end, cancel), so route tests
// and the Playwright spec run the real `stripe` client against it. It also serves a tiny hosted
// checkout page (/pay/<session>) whose button completes the payment the way Stripe does: the
// session becomes complete/paid, a customer and a subscription appear, and webhooks signed with the
// webhook secret (Stripe's `t=...,v1=HMAC-SHA256` scheme) are posted to `webhookUrl`.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeOptions {
  webhookSecret: string;
  /** Where events are posted (the app's /api/stripe/webhook); unset: events are only recorded. */
  webhookUrl?: string;
  /** price id -> interval */
  prices: Record<string, 'month' | 'year'>;
  port?: number;
}

type Obj = Record<string, unknown> & { id: string };

export interface FakeStripe {
  url: string;
  port: number;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Every event created, in order. */
  events: Obj[];
  /** Requests received: method and path. */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  /** Pays a session (as the hosted page's button does); answers the events it created, not yet sent. */
  pay(sessionId: string, options?: { send?: boolean }): Promise<Obj[]>;
  /** Builds an event about an object (not sent). */
  event(type: string, object: Obj, created?: number): Obj;
  /** Signs and posts an event to the webhook URL; answers the HTTP status. */
  deliver(event: Obj, options?: { secret?: string; payload?: string }): Promise<number>;
  signature(payload: string, secret?: string, timestamp?: number): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const nowS = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const events: Obj[] = [];
  const requests: FakeStripe['requests'] = [];
  let base = '';

  const signature = (payload: string, secret = options.webhookSecret, t = nowS()) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;

  const event = (type: string, object: Obj, created = nowS()): Obj => {
    const e = { id: id('evt'), object: 'event', type, created, livemode: false, api_version: '2025-10-29.clover', data: { object: structuredClone(object) } };
    events.push(e);
    return e;
  };

  async function deliver(e: Obj, o: { secret?: string; payload?: string } = {}): Promise<number> {
    if (!options.webhookUrl) return 0;
    const payload = o.payload ?? JSON.stringify(e);
    const res = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload, o.secret) },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  function subscriptionFor(session: Obj): Obj {
    const price = ((session.line_items as { price: string }[] | undefined)?.[0]?.price ?? '') as string;
    const interval = options.prices[price] ?? 'month';
    const start = nowS();
    const end = start + (interval === 'year' ? 365 : 30) * 86_400;
    const sub: Obj = {
      id: id('sub'),
      object: 'subscription',
      status: 'active',
      customer: session.customer,
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: (session.subscription_data as { metadata?: object } | undefined)?.metadata ?? {},
      items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price: { id: price, recurring: { interval } }, current_period_start: start, current_period_end: end }] },
      created: start,
    };
    subscriptions.set(sub.id, sub);
    return sub;
  }

  async function pay(sessionId: string, o: { send?: boolean } = {}): Promise<Obj[]> {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    if (s.status === 'complete') return [];
    s.customer ??= id('cus');
    const sub = subscriptionFor(s);
    Object.assign(s, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    const created = [event('customer.subscription.created', sub), event('checkout.session.completed', s)];
    if (o.send !== false) for (const e of created) await deliver(e);
    return created;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, what: string) =>
    json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', base);
        const body = parseForm(raw);
        const p = url.pathname;
        requests.push({ method: req.method ?? '', path: p, body });
        if (p.startsWith('/v1/') && req.headers.authorization !== `Bearer ${process.env.FAKE_STRIPE_KEY ?? 'sk_test_local'}`) {
          return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        }
        let m: RegExpMatchArray | null;
        if (p === '/health') return json(res, 200, { ok: true });
        if (req.method === 'POST' && p === '/v1/checkout/sessions') {
          const price = (body.line_items as { price?: string }[] | undefined)?.[0]?.price;
          if (!price || !options.prices[price]) return json(res, 400, { error: { type: 'invalid_request_error', message: `No such price: '${price}'`, param: 'line_items[0][price]' } });
          const sid = id('cs');
          const s: Obj = {
            id: sid,
            object: 'checkout.session',
            mode: body.mode,
            status: 'open',
            payment_status: 'unpaid',
            url: `${base}/pay/${sid}`,
            success_url: body.success_url,
            cancel_url: body.cancel_url,
            client_reference_id: body.client_reference_id ?? null,
            customer: body.customer ?? null,
            customer_email: body.customer_email ?? null,
            metadata: body.metadata ?? {},
            subscription: null,
            line_items: body.line_items,
            subscription_data: body.subscription_data,
            created: nowS(),
          };
          sessions.set(sid, s);
          const { line_items: _l, subscription_data: _d, ...visible } = s;
          return json(res, 200, visible);
        }
        if (req.method === 'GET' && (m = p.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/))) {
          const s = sessions.get(m[1]!);
          if (!s) return missing(res, 'checkout.session');
          const { line_items: _l, subscription_data: _d, ...visible } = s;
          return json(res, 200, visible);
        }
        if ((m = p.match(/^\/v1\/subscriptions\/([\w-]+)$/))) {
          const sub = subscriptions.get(m[1]!);
          if (!sub) return missing(res, 'subscription');
          if (req.method === 'GET') return json(res, 200, sub);
          if (req.method === 'POST') {
            if ('cancel_at_period_end' in body) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
            sub.canceled_at = sub.cancel_at_period_end ? nowS() : null;
            await deliver(event('customer.subscription.updated', sub));
            return json(res, 200, sub);
          }
          if (req.method === 'DELETE') {
            Object.assign(sub, { status: 'canceled', canceled_at: nowS() });
            await deliver(event('customer.subscription.deleted', sub));
            return json(res, 200, sub);
          }
        }
        // The hosted checkout page and its button.
        if (req.method === 'GET' && (m = p.match(/^\/pay\/([\w-]+)$/))) {
          const s = sessions.get(m[1]!);
          if (!s) return missing(res, 'checkout.session');
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(
            `<!doctype html><html lang="en"><head><title>Local checkout</title></head><body><main><h1>Local checkout</h1>` +
              `<form method="post" action="/pay/${s.id}"><button type="submit">Pay</button></form>` +
              `<a href="${String(s.cancel_url)}">Cancel</a></main></body></html>`,
          );
        }
        if (req.method === 'POST' && (m = p.match(/^\/pay\/([\w-]+)$/))) {
          const s = sessions.get(m[1]!);
          if (!s) return missing(res, 'checkout.session');
          await pay(s.id);
          res.writeHead(303, { location: String(s.success_url).replace('{CHECKOUT_SESSION_ID}', s.id) });
          return res.end();
        }
        return missing(res, p);
      })().catch((err: Error) => json(res, 500, { error: { type: 'api_error', message: err.message } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    port,
    sessions,
    subscriptions,
    events,
    requests,
    pay,
    event,
    deliver,
    signature,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
