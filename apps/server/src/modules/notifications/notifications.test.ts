import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { feedClient } from '../../../test/feed-helpers';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const feed = feedClient(() => t);
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

/** Lets after-commit listeners run, then waits for the delivery queue. */
async function settle() {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setImmediate(r));
    await t.services.notifications.flush();
  }
}

const list = async (user: TestUser, filter = 'all') => {
  const res = await call(user, 'GET', `/api/user/notifications/${filter}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { uuid: string; notification_type: string; read_at: string | null; actor: { uuid: string } | null; data: Record<string, unknown> }[];
};
const count = async (user: TestUser) => (await call(user, 'GET', '/api/user/notifications/unread/count')).json().data.count as number;

describe('notifications', () => {
  it('a friend request notifies the addressee; lists by filter, counts, marks read', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    await call(a, 'POST', `/api/friends/${b.uuid}/request`);
    await settle();
    const mine = await list(b);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ notification_type: 'friend_request', read_at: null, actor: { uuid: a.uuid }, group: 'social' });
    expect(await count(b)).toBe(1);
    expect(await list(a)).toHaveLength(0);
    expect(await list(b, 'unread')).toHaveLength(1);
    expect(await list(b, 'social')).toHaveLength(1);
    expect(await list(b, 'feed')).toHaveLength(0);

    const marked = await call(b, 'POST', '/api/user/notifications/mark-as-read-multiple', { uuids: [mine[0]!.uuid] });
    expect(marked.json().data).toEqual({ updated: 1, unread_count: 0 });
    expect(await list(b, 'unread')).toHaveLength(0);
    expect((await list(b))[0]!.read_at).not.toBeNull();

    // Accepting answers the request (it leaves the panel) and tells the asker.
    await call(b, 'POST', `/api/friends/${a.uuid}/accept`);
    await settle();
    expect((await list(a)).map((n) => n.notification_type)).toEqual(['friend_accepted']);
    expect(await list(b)).toHaveLength(0);
  });

  it('a cancelled request takes its notification back', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    await call(a, 'POST', `/api/friends/${b.uuid}/request`);
    await settle();
    expect(await count(b)).toBe(1);
    await call(a, 'DELETE', `/api/friends/${b.uuid}/request`);
    await settle();
    expect(await list(b)).toHaveLength(0);
    expect(await count(b)).toBe(0);
  });

  it("another member's notifications: 404 and nothing changed; mark-all touches only one's own", async () => {
    const [a, b, c] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
    await call(a, 'POST', `/api/friends/${b.uuid}/request`);
    await call(a, 'POST', `/api/friends/${c.uuid}/request`);
    await settle();
    const [ofB] = await list(b);
    const [ofC] = await list(c);
    const res = await call(c, 'POST', '/api/user/notifications/mark-as-read-multiple', { uuids: [ofC!.uuid, ofB!.uuid] });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('NOTIFICATION_NOT_FOUND');
    // All or nothing: C's own one stays unread too.
    expect(await count(c)).toBe(1);
    expect(await count(b)).toBe(1);
    const unknown = await call(c, 'POST', '/api/user/notifications/mark-as-read-multiple', { uuids: ['0b8e6d0c-1d3e-4a43-9d7a-4b8b6f0a1c22'] });
    expect(unknown.statusCode).toBe(404);

    expect((await call(c, 'POST', '/api/user/notifications/mark-as-read-all')).json().data).toEqual({ updated: 1, unread_count: 0 });
    expect(await count(b)).toBe(1);
  });

  it('refuses guests and bad input with codes, never 5xx', async () => {
    const a = await makeUser(t);
    for (const [method, url] of [
      ['GET', '/api/user/notifications/all'],
      ['GET', '/api/user/notifications/unread/count'],
      ['GET', '/api/user/notifications/settings'],
      ['POST', '/api/user/notifications/mark-as-read-all'],
    ] as const) {
      const res = await call(null, method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().errors[0].code).toBe('UNAUTHENTICATED');
    }
    const bad = [
      await call(a, 'GET', '/api/user/notifications/everything'),
      await call(a, 'GET', '/api/user/notifications/all?limit=0'),
      await call(a, 'GET', '/api/user/notifications/all?pagination_id=-3'),
      await call(a, 'POST', '/api/user/notifications/mark-as-read-multiple', { uuids: ['not-a-uuid'] }),
      await call(a, 'POST', '/api/user/notifications/mark-as-read-multiple', { uuids: [] }),
      await call(a, 'PUT', '/api/user/notifications/settings', { settings: [{ notification_type: 'no_such_type', in_app: false }] }),
      await call(a, 'PUT', '/api/user/notifications/settings', { settings: [{ notification_type: 'friend_request', in_app: 'no' }] }),
      await call(a, 'GET', '/api/client-applications/web/feature-news/abc'),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR');
    }
    // The server caps the page size.
    expect((await call(a, 'GET', '/api/user/notifications/all?limit=100000')).statusCode).toBe(200);
  });

  it('settings: defaults, partial changes; a type turned off produces nothing', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const initial = (await call(b, 'GET', '/api/user/notifications/settings')).json().data as { notification_type: string; in_app: boolean; email: boolean }[];
    expect(initial.length).toBeGreaterThanOrEqual(45);
    expect(initial.find((s) => s.notification_type === 'friend_request')).toMatchObject({ in_app: true, email: false, group: 'social' });
    const put = await call(b, 'PUT', '/api/user/notifications/settings', { settings: [{ notification_type: 'friend_request', in_app: false }, { notification_type: 'new_follower', email: true }] });
    expect(put.statusCode, put.body).toBe(200);
    const after = put.json().data as typeof initial;
    expect(after.find((s) => s.notification_type === 'friend_request')).toMatchObject({ in_app: false, email: false });
    expect(after.find((s) => s.notification_type === 'new_follower')).toMatchObject({ in_app: true, email: true });

    await call(a, 'POST', `/api/friends/${b.uuid}/request`);
    await feed.ok('POST', `/api/subscription/${b.uuid}`, a);
    await settle();
    expect((await list(b)).map((n) => n.notification_type)).toEqual(['new_follower']);
  });

  it('feed: comments and likes notify the author, a deleted post takes them back, followers hear of new posts', async () => {
    const [author, fan, follower] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
    await feed.ok('POST', `/api/subscription/${author.uuid}`, follower);
    const post = await feed.post(author);
    await settle();
    expect((await list(follower)).map((n) => n.notification_type)).toEqual(['followed_author_published']);
    await feed.ok('POST', `/api/posts/${post.uuid}/comments`, fan, { comment: 'Schön!' });
    await feed.ok('POST', `/api/posts/${post.uuid}/like`, fan);
    await feed.ok('POST', `/api/posts/${post.uuid}/like`, author); // one's own like: nothing
    await settle();
    const got = await list(author);
    expect(got.map((n) => n.notification_type).sort()).toEqual(['new_follower', 'post_commented', 'post_liked']);
    expect(got.find((n) => n.notification_type === 'post_commented')!.data).toMatchObject({ entity_id: post.uuid, entity_business_type_slug: 'post' });

    await feed.ok('DELETE', `/api/posts/${post.uuid}`, author);
    await settle();
    expect((await list(author)).map((n) => n.notification_type)).toEqual(['new_follower']);
    expect(await list(follower)).toHaveLength(0);
  });

  it('review: the author hears the decision on their material, the moderator nothing', async () => {
    const [author, moderator] = await Promise.all([makeUser(t, { native: 'eng' }), makeUser(t, { role: 'moderator' })]);
    const word = async (name: string, lang: string) =>
      (await call(author, 'POST', '/api/words/add-or-get', { word: name, lang_code: lang })).json().data.id as number;
    const added = await call(author, 'POST', '/api/translations', {
      primary_word_id: await word('windmill', 'eng'),
      translation_word_id: await word('Windmühle', 'ger'),
      translation_lang_code: 'ger',
    });
    expect(added.statusCode, added.body).toBe(200);
    const tasks = (await call(moderator, 'GET', '/api/v2/moderation/tasks?limit=50')).json().data as { id: number; detail_data: { entity_id: string } }[];
    const task = tasks.find((x) => x.detail_data.entity_id === String(added.json().data.id))!;
    const decided = await call(moderator, 'POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, { action: 'accept' });
    expect(decided.statusCode, decided.body).toBe(200);
    await settle();
    const got = await list(author);
    expect(got.map((n) => n.notification_type)).toEqual(['material_accepted']);
    expect(got[0]!.data).toMatchObject({ entity_business_type_slug: 'dictionary-entity', entity_id: `translation-union:${added.json().data.id}` });
    expect(got[0]!.actor).toBeNull();
    expect(await list(moderator)).toHaveLength(0);
  });

  it('nobody hears from someone they blocked; badge exceptions are listed but not counted', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const blocked = await call(b, 'POST', `/api/users/${a.uuid}/block`, {});
    expect(blocked.statusCode, blocked.body).toBe(200);
    t.services.notifications.notify({ type: 'new_follower', to: [b.id], actorId: a.id });
    t.services.notifications.notify({ type: 'push_for_chat', to: [b.id], actorId: null });
    t.services.notifications.notify({ type: 'new_level', to: [b.id], params: { level: 7 } });
    await settle();
    expect((await list(b)).map((n) => n.notification_type)).toEqual(['new_level', 'push_for_chat']);
    expect(await count(b)).toBe(1);
  });

  it('daily digest: once a day to those who want it, in their language, with an unsubscribe link that needs no sign-in', async () => {
    const [a, b, c] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
    await call(b, 'PUT', '/api/user/notifications/settings', { settings: [{ notification_type: 'friend_request', email: true }] });
    // B uses the German interface (what the accounts module records from the `local` header).
    await t.ctx.db.execute(sql`update users set interface_locale = 'de' where id = ${b.id}`);
    await call(a, 'POST', `/api/friends/${b.uuid}/request`);
    await call(a, 'POST', `/api/friends/${c.uuid}/request`); // c did not ask for e-mail
    await settle();
    const sent: { to: string; subject: string; text: string }[] = [];
    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = async (m) => void sent.push(m);
    try {
      await t.services.notifications.digest.run();
      const mine = sent.filter((m) => m.to === b.email);
      expect(mine).toHaveLength(1);
      expect(sent.some((m) => m.to === c.email)).toBe(false);
      expect(mine[0]!.subject).toBe('Deine Glossa-Benachrichtigungen');
      expect(mine[0]!.text).toContain('Du hast 1 ungelesene');
      expect(mine[0]!.text).toContain('/de/notifications/unsubscribe?uuid=');
      // Not twice the same day.
      await t.services.notifications.digest.run();
      expect(sent.filter((m) => m.to === b.email)).toHaveLength(1);

      const link = new URL(/https?:\/\/\S+unsubscribe\S+/.exec(mine[0]!.text)![0]);
      const uuid = link.searchParams.get('uuid')!;
      const token = link.searchParams.get('token')!;
      const wrong = await call(null, 'POST', '/api/user/notifications/unsubscribe', { uuid, token: token.slice(1) + 'x' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].code).toBe('UNSUBSCRIBE_LINK_INVALID');
      const foreign = await call(null, 'POST', '/api/user/notifications/unsubscribe', { uuid: c.uuid, token });
      expect(foreign.statusCode).toBe(400);
      expect((await call(null, 'POST', '/api/user/notifications/unsubscribe', { uuid, token })).statusCode).toBe(200);
      const settings = (await call(b, 'GET', '/api/user/notifications/settings')).json().data as { notification_type: string; in_app: boolean; email: boolean }[];
      expect(settings.every((s) => !s.email)).toBe(true);
      expect(settings.find((s) => s.notification_type === 'friend_request')!.in_app).toBe(true);
    } finally {
      t.ctx.mailer.send = send;
    }
  });

  it('news: the latest web version and its feature news in the interface language', async () => {
    const latest = (await call(null, 'GET', '/api/client-applications/web')).json().data;
    expect(latest.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(latest.latest_news_id).toEqual(expect.any(Number));
    const de = await t.app.inject({ method: 'GET', url: `/api/client-applications/web/feature-news/v${latest.version}-beta`, headers: { local: 'ger' } });
    expect(de.statusCode, de.body).toBe(200);
    expect(de.json().data[0]).toMatchObject({ pagination_id: latest.latest_news_id, title: 'Benachrichtigungen sind da' });
    // Older versions do not see news meant for newer ones.
    expect((await call(null, 'GET', '/api/client-applications/web/feature-news/0.0.1')).json().data).toEqual([]);
  });
});

describe('notifications over the socket', () => {
  const open = (user: TestUser) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(base, { path: '/broadcast', auth: { token: user.token }, transports: ['websocket'], forceNew: true });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  it('a push reaches only its recipient (a forged room name joins nothing); reads update every tab', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const [aTab1, aTab2, bTab] = await Promise.all([open(a), open(a), open(b)]);
    const seen = { a1: [] as unknown[], a2: [] as unknown[], b: [] as unknown[] };
    aTab1.on('notification:new', (e) => seen.a1.push(e));
    aTab2.on('notification:read', (e) => seen.a2.push(e));
    bTab.on('notification:new', (e) => seen.b.push(e));
    // B tries to listen in on A's private channel.
    bTab.emit('join', `private-user.${a.uuid}`);
    bTab.emit('subscribe', { channel: `private-user.${a.uuid}` });

    await call(b, 'POST', `/api/friends/${a.uuid}/request`);
    await settle();
    await expect.poll(() => seen.a1.length).toBe(1);
    expect(seen.a1[0]).toMatchObject({ notification: { notification_type: 'friend_request', actor: { uuid: b.uuid } } });
    expect(seen.b).toHaveLength(0);

    await call(a, 'POST', '/api/user/notifications/mark-as-read-all');
    await expect.poll(() => seen.a2.length).toBe(1);
    expect(seen.a2[0]).toEqual({ uuids: null, unread_count: 0 });
    for (const s of [aTab1, aTab2, bTab]) s.disconnect();
  });
});
