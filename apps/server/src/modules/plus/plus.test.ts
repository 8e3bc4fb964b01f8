// Plus over HTTP with the real `stripe` client against a local Stripe-speaking server
// (test/stripe-server.ts): checkout, session status, finalize, cancel, webhooks signed as Stripe
// signs them (bad signature, replay, unknown customer, any order), manual grants, the expiry
// sweep, and the quota service under concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { startFakeStripe, type FakeStripe } from '../../../test/stripe-server';

const SECRET = 'whsec_test_glossa';
let t: TestApp;
let stripe: FakeStripe;

async function webhook(event: object, options: { secret?: string; signature?: string } = {}) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': options.signature ?? stripe.signature(payload, options.secret) },
    payload,
  });
}

const status = async (u: TestUser) => (await t.app.inject({ url: '/api/plus/status', headers: u.headers })).json().data;

/** A member who paid through checkout (events created, not delivered). */
async function paid(period: 'month' | 'year' = 'year') {
  const u = await makeUser(t);
  const res = await t.app.inject({ url: `/api/stripe/session-id?period=${period}`, headers: u.headers });
  expect(res.statusCode).toBe(200);
  const { session_id } = res.json().data;
  const events = await stripe.pay(session_id, { send: false });
  return { u, session_id, events };
}

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: SECRET, prices: { price_m: 'month', price_y: 'year' } });
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_MONTH: 'price_m',
    STRIPE_PRICE_YEAR: 'price_y',
    STRIPE_API_URL: stripe.url,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe('status and checkout', () => {
  it('shows a free member their limits and that payments are configured', async () => {
    const u = await makeUser(t);
    const s = await status(u);
    expect(s.premium).toBe(false);
    expect(s.payments_configured).toBe(true);
    expect(s.subscription).toBeNull();
    expect(s.quotas).toEqual(
      expect.arrayContaining([
        { kind: 'translation', used: 0, limit: 10, remaining: 10 },
        { kind: 'new_chat', used: 0, limit: 10, remaining: 10 },
        { kind: 'ai_message', used: 0, limit: 10, remaining: 10 },
        { kind: 'location_search', used: 0, limit: 0, remaining: 0 },
      ]),
    );
    expect((await t.app.inject({ url: '/api/plus/status' })).statusCode).toBe(401);
  });

  it('creates a subscription-mode session with the server\u2019s price, never the client\u2019s', async () => {
    const u = await makeUser(t);
    const res = await t.app.inject({ url: '/api/stripe/session-id?period=month&price=price_evil&line_items=x', headers: u.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toContain('/pay/');
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.body).toMatchObject({ mode: 'subscription', client_reference_id: u.uuid, line_items: [{ price: 'price_m', quantity: '1' }] });
    expect((await t.app.inject({ url: '/api/stripe/session-id?period=week', headers: u.headers })).statusCode).toBe(400);
    // The default period is the year.
    await t.app.inject({ url: '/api/stripe/session-id', headers: u.headers });
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body).toMatchObject({ line_items: [{ price: 'price_y' }] });
  });

  it('answers the session status to its owner only', async () => {
    const u = await makeUser(t);
    const other = await makeUser(t);
    const { session_id } = (await t.app.inject({ url: '/api/stripe/session-id?period=year', headers: u.headers })).json().data;
    const mine = await t.app.inject({ url: `/api/stripe/session-status?sessionId=${session_id}`, headers: u.headers });
    expect(mine.json().data).toEqual({ status: 'open', payment_status: 'unpaid' });
    const theirs = await t.app.inject({ url: `/api/stripe/session-status?sessionId=${session_id}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errors[0].code).toBe('CHECKOUT_SESSION_NOT_FOUND');
    expect((await t.app.inject({ url: '/api/stripe/session-status?sessionId=cs_nope', headers: u.headers })).statusCode).toBe(404);
  });
});

describe('finalize and cancel', () => {
  it('finalize makes the member Plus at once; cancel keeps Plus until the period ends', async () => {
    const { u, session_id } = await paid('year');
    const fin = await t.app.inject({ method: 'POST', url: '/api/payments/subscriptions/finalize', headers: u.headers, payload: { session_id } });
    expect(fin.statusCode).toBe(200);
    expect(fin.json().data).toMatchObject({ source: 'STRIPE', status: 'completed', period: 'year', active: true, can_cancel: true });
    const s = await status(u);
    expect(s.premium).toBe(true);
    expect(s.quotas.find((q: { kind: string }) => q.kind === 'translation')).toMatchObject({ limit: null, remaining: null });
    expect(s.quotas.find((q: { kind: string }) => q.kind === 'new_chat')).toMatchObject({ limit: 200 });

    const cancel = await t.app.inject({ method: 'PATCH', url: '/api/stripe/cancel-subscription', headers: u.headers, payload: {} });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', active: true, can_cancel: false });
    expect(cancel.json().data.expires_at).toBe(fin.json().data.expires_at);
    const sub = [...stripe.subscriptions.values()].find((x) => (x.metadata as { user_uuid?: string }).user_uuid === u.uuid)!;
    expect(sub.cancel_at_period_end).toBe(true);
  });

  it('refuses finalize of someone else\u2019s session', async () => {
    const { session_id } = await paid();
    const other = await makeUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/subscriptions/finalize', headers: other.headers, payload: { session_id } });
    expect(res.statusCode).toBe(404);
    expect((await status(other)).premium).toBe(false);
  });

  it('refuses cancelling someone else\u2019s subscription (403), nothing (404) and a manual grant (spec message)', async () => {
    const a = await paid();
    await t.app.inject({ method: 'POST', url: '/api/payments/subscriptions/finalize', headers: a.u.headers, payload: { session_id: a.session_id } });
    const theirSub = stripe.sessions.get(a.session_id)!.subscription as string;
    const b = await makeUser(t);
    const steal = await t.app.inject({ method: 'PATCH', url: '/api/stripe/cancel-subscription', headers: b.headers, payload: { subscription_id: theirSub } });
    expect(steal.statusCode).toBe(403);
    expect(stripe.subscriptions.get(theirSub)!.cancel_at_period_end).toBe(false);
    const none = await t.app.inject({ method: 'PATCH', url: '/api/stripe/cancel-subscription', headers: b.headers });
    expect(none.statusCode, none.body).toBe(404);

    await t.services.plus.subscriptions.grantManual({ email: b.email }, new Date(t.clock.now.getTime() + 30 * 86_400_000));
    const manual = await t.app.inject({ method: 'PATCH', url: '/api/stripe/cancel-subscription', headers: b.headers });
    expect(manual.statusCode).toBe(400);
    expect(manual.json().errors[0]).toMatchObject({ code: 'SUBSCRIPTION_CANNOT_BE_CANCELLED' });
    expect(manual.json().errors[0].message).toMatch(/another device or when given free/);
    const info = (await t.app.inject({ url: '/api/payments/subscriptions', headers: b.headers })).json().data;
    expect(info).toMatchObject({ source: 'MANUAL', status: 'completed', active: true, can_cancel: false });
  });
});

describe('webhooks', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { u, events } = await paid();
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    const wrong = await webhook(completed, { secret: 'whsec_wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await webhook(completed, { signature: 'garbage' })).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(completed) });
    expect(unsigned.statusCode).toBe(400);
    // A valid signature over other bytes (the body changed on the way) is refused too.
    const payload = JSON.stringify(completed);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.signature(payload) },
      payload: payload.replace('"paid"', '"unpaid"'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await status(u)).premium).toBe(false);
  });

  it('acknowledges a signed event about a subscription Stripe does not know with 200 (no retries for days)', async () => {
    const { events } = await paid();
    const created = events.find((e) => e.type === 'customer.subscription.created')!;
    const ghost = stripe.event('customer.subscription.updated', { ...(created.data as { object: object }).object, id: 'sub_does_not_exist' });
    const res = await webhook(ghost);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'unknown_subscription' });
  });

  it('applies a verified event once; a replay is acknowledged and not processed again', async () => {
    const { u, events } = await paid('month');
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    const first = await webhook(completed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await status(u)).subscription).toMatchObject({ source: 'STRIPE', period: 'month', status: 'completed' });
    const fetchesBefore = stripe.requests.length;
    const again = await webhook(completed);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    // Parallel replays: still once.
    const many = await Promise.all(Array.from({ length: 5 }, () => webhook(completed)));
    expect(many.every((r) => r.statusCode === 200 && r.json().outcome === 'duplicate')).toBe(true);
    expect(stripe.requests.length - fetchesBefore).toBeGreaterThanOrEqual(0);
  });

  it('takes events in any order: an old event arriving late does not undo a newer state', async () => {
    const { u, events, session_id } = await paid();
    const created = events.find((e) => e.type === 'customer.subscription.created')!;
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    // The subscription event first (the member is found by the uuid in its metadata).
    expect((await webhook(created)).json().outcome).toBe('applied');
    expect((await status(u)).premium).toBe(true);
    // Cancelled in Stripe's dashboard: the update event, then the late checkout event.
    const subId = stripe.sessions.get(session_id)!.subscription as string;
    const sub = stripe.subscriptions.get(subId)!;
    sub.cancel_at_period_end = true;
    const updated = stripe.event('customer.subscription.updated', sub);
    expect((await webhook(updated)).json().outcome).toBe('applied');
    expect((await webhook(completed)).json().outcome).toBe('applied');
    expect((await status(u)).subscription).toMatchObject({ status: 'cancelled', active: true });
    // Deleted: Plus ends; a replay of the created event afterwards changes nothing.
    sub.status = 'canceled';
    expect((await webhook(stripe.event('customer.subscription.deleted', sub))).json().outcome).toBe('applied');
    expect((await status(u)).premium).toBe(false);
    expect((await webhook(stripe.event('customer.subscription.created', { ...sub, status: 'active' }))).json().outcome).toBe('applied');
    expect((await status(u)).premium).toBe(false);
  });

  it('a failed payment that ends the subscription ends Plus', async () => {
    const { u, events, session_id } = await paid();
    await webhook(events.find((e) => e.type === 'checkout.session.completed')!);
    const subId = stripe.sessions.get(session_id)!.subscription as string;
    stripe.subscriptions.get(subId)!.status = 'unpaid';
    const invoice = { id: 'in_test_1', object: 'invoice', parent: { subscription_details: { subscription: subId } } };
    expect((await webhook(stripe.event('invoice.payment_failed', invoice))).json().outcome).toBe('applied');
    expect((await status(u)).premium).toBe(false);
  });

  it('logs an unknown customer, answers 200 and changes nothing; ignores other event types', async () => {
    const stranger = { id: 'sub_unknown', object: 'subscription', status: 'active', customer: 'cus_nobody', metadata: {}, cancel_at_period_end: false, items: { data: [] } };
    stripe.subscriptions.set(stranger.id, stranger);
    const res = await webhook(stripe.event('customer.subscription.updated', stranger));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unknown_customer');
    expect((await webhook(stripe.event('charge.succeeded', { id: 'ch_1' }))).json().outcome).toBe('ignored');
  });
});

describe('manual grants and expiry', () => {
  it('grants Plus by hand until a date; the scheduled sweep ends it afterwards', async () => {
    const u = await makeUser(t);
    const until = new Date(t.clock.now.getTime() + 5 * 60_000);
    const info = await t.services.plus.subscriptions.grantManual({ email: u.email }, until);
    expect(info).toMatchObject({ source: 'MANUAL', active: true, expires_at: until.toISOString() });
    expect((await status(u)).premium).toBe(true);
    await expect(t.services.plus.subscriptions.grantManual({ email: u.email }, new Date(t.clock.now.getTime() - 1000))).rejects.toThrow(/future/);
    t.clock.advance(6 * 60_000);
    expect((await status(u)).premium).toBe(false);
    await t.ctx.jobs.run('plus.expire');
    expect((await t.app.inject({ url: '/api/payments/subscriptions', headers: u.headers })).json().data).toMatchObject({ status: 'expired', active: false });
  });
});

describe("administrators' screen", () => {
  it('an administrator gives, shows and revokes manual Plus; nobody else may, and bad input is a 4xx', async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const moderator = await makeUser(t, { role: 'moderator' });
    const u = await makeUser(t);
    const url = `/api/admin/users/${u.uuid}/plus`;
    const call = async (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string> | undefined, payload?: object, path = url) =>
      t.app.inject({ method, url: path, headers, payload });

    expect((await call('GET', undefined)).statusCode).toBe(401);
    expect((await call('POST', moderator.headers, { days: 30 })).statusCode).toBe(403);
    expect((await call('POST', u.headers, { days: 30 })).statusCode).toBe(403);
    expect((await call('DELETE', moderator.headers)).statusCode).toBe(403);
    expect((await status(u)).premium).toBe(false);

    for (const bad of [{ days: 0 }, { days: 3651 }, { days: 1.5 }, { days: '30' }, {}]) {
      const res = await call('POST', admin.headers, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR');
    }
    expect((await call('POST', admin.headers, { days: 30 }, '/api/admin/users/not-a-uuid/plus')).statusCode).toBe(400);
    const nobody = await call('POST', admin.headers, { days: 30 }, '/api/admin/users/0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70/plus');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().errors[0].code).toBe('USER_NOT_FOUND');
    expect((await call('GET', admin.headers)).json().data).toBeNull();
    expect((await call('DELETE', admin.headers)).json().errors[0].code).toBe('SUBSCRIPTION_NOT_FOUND');

    const given = await call('POST', admin.headers, { days: 30 });
    expect(given.statusCode).toBe(200);
    const until = new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString();
    expect(given.json().data).toMatchObject({ source: 'MANUAL', active: true, can_cancel: false, expires_at: until });
    expect((await status(u)).premium).toBe(true);
    expect((await call('GET', admin.headers)).json().data).toMatchObject({ source: 'MANUAL', active: true });
    // The member cannot cancel a grant (community.md §8); the administrator can end it.
    const refused = await t.app.inject({ method: 'PATCH', url: '/api/stripe/cancel-subscription', headers: u.headers, payload: {} });
    expect(refused.json().errors[0].code).toBe('SUBSCRIPTION_CANNOT_BE_CANCELLED');
    const revoked = await call('DELETE', admin.headers);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ source: 'MANUAL', active: false, status: 'expired' });
    expect((await status(u)).premium).toBe(false);
  });
});

describe('quota service', () => {
  it('lets exactly the allowed number of 20 parallel takes through at the limit', async () => {
    const u = await makeUser(t);
    await t.services.plus.quota.take(u.id, 'ai_message');
    await t.services.plus.quota.take(u.id, 'ai_message');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => t.services.plus.quota.take(u.id, 'ai_message')));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(8);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'AI_MESSAGE_LIMIT_EXCEEDED', status: 400 });
    expect((await t.services.plus.quota.entry(u.id, 'ai_message')).remaining).toBe(0);
  });

  it('counts in the member\u2019s day: a new local day starts the count again', async () => {
    const u = await makeUser(t);
    for (let i = 0; i < 10; i += 1) await t.services.plus.quota.take(u.id, 'new_chat');
    await expect(t.services.plus.quota.take(u.id, 'new_chat')).rejects.toMatchObject({ code: 'FREE_CHAT_LIMIT_EXCEEDED' });
    const day = (await t.services.plus.quota.standing(u.id)).resetsAt;
    t.clock.set(new Date(day.getTime() + 1000));
    expect((await t.services.plus.quota.take(u.id, 'new_chat')).remaining).toBe(9);
  });

  it('search by location is Plus only', async () => {
    const u = await makeUser(t);
    await expect(t.services.plus.quota.assertAllowed(u.id, 'location_search')).rejects.toMatchObject({ code: 'LOCATION_SEARCH_PLUS_ONLY' });
    const p = await makeUser(t, { premium: true });
    expect((await t.services.plus.quota.assertAllowed(p.id, 'location_search')).limit).toBeNull();
  });
});

describe('without Stripe keys', () => {
  it('says payments are not configured', async () => {
    const bare = await createTestApp();
    try {
      const u = await makeUser(bare);
      expect((await bare.app.inject({ url: '/api/plus/status', headers: u.headers })).json().data.payments_configured).toBe(false);
      const res = await bare.app.inject({ url: '/api/stripe/session-id?period=year', headers: u.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('PAYMENTS_NOT_CONFIGURED');
      const hook = await bare.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(hook.statusCode).toBe(400);
    } finally {
      await bare.close();
    }
  }, 60_000);
});
