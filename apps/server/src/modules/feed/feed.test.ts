// The feed tabs: all, subscriptions (follows) and one author's items; cursor pages that stay
// correct while items are published between them; the language filter with its fallback; the pin;
// a deleted item leaves every tab with its comments and likes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { feedClient } from '../../../test/feed-helpers';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let moderator: TestUser;
const api = feedClient(() => t);

interface Item {
  pagination_uuid: string;
  type: string;
  position: { uuid: string; lang_code: string; additional: { likes_total: number; is_liked_by_current_user: boolean } };
  fallback: boolean;
  is_pinned: boolean;
}
const uuids = (items: Item[]) => items.map((i) => i.position.uuid);

/** Every page of a tab, following the cursors (and the fallback continuation). */
async function readAll(path: string, user: TestUser | null, limit: number, between?: () => Promise<void>): Promise<Item[]> {
  const all: Item[] = [];
  let query = `limit=${limit}`;
  for (let guard = 0; guard < 100; guard++) {
    const page: Item[] = await api.ok('GET', `${path}${path.includes('?') ? '&' : '?'}${query}`, user);
    all.push(...page);
    if (page.length < limit) return all;
    const last = page[page.length - 1]!;
    query = `limit=${limit}&pagination_uuid=${last.pagination_uuid}${last.fallback ? '&fallback=true' : ''}`;
    if (between) await between();
  }
  throw new Error('no end');
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FEED_WRITE: '10000/1m' });
  [alice, bob, carol] = [await makeUser(t), await makeUser(t), await makeUser(t)];
  moderator = await makeUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

describe('the all tab', () => {
  it('pages newest first with no duplicates or skips while items are published between pages', async () => {
    const first: string[] = [];
    for (let i = 0; i < 7; i++) first.push((await api.post(alice, { text: `old ${i}` })).uuid);
    const added: string[] = [];
    const seen = await readAll('/api/feed/public', null, 3, async () => {
      added.push((await api.post(bob, { text: `new ${added.length}` })).uuid);
    });
    // The items that existed when reading began, each once, in order; the new ones are above page 1.
    expect(uuids(seen)).toEqual([...first].reverse());
    expect(added).toHaveLength(2);
    const top = uuids(await api.ok('GET', '/api/feed/public?limit=3', null));
    expect(top).toEqual([...[...added].reverse(), first[6]]);
  });

  it('filters by type and by language, filling a short page from other languages (fallback)', async () => {
    await api.question(carol, { lang_code: 'fre' });
    const q = await api.question(carol, { lang_code: 'spa' });
    const questions: Item[] = await api.ok('GET', '/api/feed/public?type=question', null);
    expect(questions.every((i) => i.type === 'question')).toBe(true);
    expect(questions[0]!.position.uuid).toBe(q.uuid);

    const spanish: Item[] = await api.ok('GET', '/api/feed/public?lang_codes=spa,fre&limit=5', null);
    expect(spanish.slice(0, 2).map((i) => [i.position.lang_code, i.fallback])).toEqual([['spa', false], ['fre', false]]);
    expect(spanish.slice(2).every((i) => i.fallback && !['spa', 'fre'].includes(i.position.lang_code))).toBe(true);
    expect(spanish).toHaveLength(5);

    // Following the fallback to the end reads every item exactly once.
    const everything = await readAll('/api/feed/public?lang_codes=spa,fre', null, 4);
    const total = (await readAll('/api/feed/public', null, 50)).length;
    expect(new Set(uuids(everything)).size).toBe(everything.length);
    expect(everything).toHaveLength(total);
  });

  it('one pinned item on top of page 1, moderators only, FEED_POSITION_ALREADY_PINNED for a second', async () => {
    const old = await api.post(alice, { text: 'announcement' });
    await api.post(alice, { text: 'newer' });
    expect((await api.fails(403, 'POST', `/api/feed/${old.uuid}/pin`, alice, {})).code).toBe('FORBIDDEN');
    expect((await api.fails(401, 'POST', `/api/feed/${old.uuid}/pin`, null, {})).code).toBe('UNAUTHENTICATED');
    expect((await api.fails(404, 'POST', `/api/feed/0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70/pin`, moderator, {})).code).toBe('FEED_ITEM_NOT_FOUND');
    expect(await api.ok('POST', `/api/feed/${old.uuid}/pin`, moderator, { pin_type: 'public' })).toEqual({ uuid: old.uuid, pin_type: 'public', is_pinned: true });
    const other = await api.post(bob);
    const second = await api.fails(400, 'POST', `/api/feed/${other.uuid}/pin`, moderator, {});
    expect(second).toMatchObject({ code: 'FEED_POSITION_ALREADY_PINNED', message: 'A pinned item already exists. Unpin it first' });

    const page: Item[] = await api.ok('GET', '/api/feed/public?limit=5', null);
    expect(page[0]).toMatchObject({ is_pinned: true, position: { uuid: old.uuid } });
    expect(uuids(page).filter((u) => u === old.uuid)).toHaveLength(1);
    const all = await readAll('/api/feed/public', null, 4);
    expect(uuids(all).filter((u) => u === old.uuid)).toHaveLength(1);
    // A type filter the pinned item does not match leaves it out; the page (one statement) shows
    // the viewer's like on the pinned item as on the others.
    expect(uuids(await api.ok('GET', '/api/feed/public?type=question&limit=5', null))).not.toContain(old.uuid);
    await api.ok('POST', `/api/posts/${old.uuid}/like`, bob);
    const forBob: Item[] = await api.ok('GET', '/api/feed/public?limit=5', bob);
    expect(forBob[0]).toMatchObject({ is_pinned: true, position: { additional: { likes_total: 1, is_liked_by_current_user: true } } });
    expect(forBob.slice(1).every((i) => !i.position.additional.is_liked_by_current_user)).toBe(true);
    const forGuest: Item[] = await api.ok('GET', '/api/feed/public?limit=5', null);
    expect(forGuest[0]).toMatchObject({ position: { additional: { likes_total: 1, is_liked_by_current_user: false } } });

    expect((await api.fails(403, 'DELETE', `/api/feed/${old.uuid}/unpin?pin_type=public`, alice)).code).toBe('FORBIDDEN');
    await api.ok('DELETE', `/api/feed/${old.uuid}/unpin?pin_type=public`, moderator);
    expect((await api.fails(404, 'DELETE', `/api/feed/${old.uuid}/unpin`, moderator)).code).toBe('PIN_NOT_FOUND');
    expect(((await api.ok('GET', '/api/feed/public?limit=5', null)) as Item[]).some((i) => i.is_pinned)).toBe(false);
  });

  it('drafts stay out of every tab; publishing puts an item on top', async () => {
    const draft = await api.article(alice);
    const mine = await readAll(`/api/feed/users/${alice.uuid}`, alice, 50);
    expect(uuids(mine)).not.toContain(draft.uuid);
    await api.ok('PATCH', `/api/articles/${draft.uuid}/status`, alice, { status: 'published' });
    expect(((await api.ok('GET', '/api/feed/public?limit=1', null)) as Item[])[0]!.position.uuid).toBe(draft.uuid);
    await api.ok('PATCH', `/api/articles/${draft.uuid}/status`, alice, { status: 'draft' });
    expect(uuids(await readAll('/api/feed/public', null, 50))).not.toContain(draft.uuid);
  });
});

describe('deleting', () => {
  it('removes the item from every tab with its comments and likes, in one transaction', async () => {
    await api.ok('POST', `/api/subscription/${alice.uuid}`, carol);
    const post = await api.post(alice, { text: 'to be deleted' });
    const comment = await api.ok('POST', `/api/posts/${post.uuid}/comments`, bob, { comment: 'nice' });
    await api.ok('POST', `/api/comments/${comment.id}/like`, carol);
    await api.ok('POST', `/api/posts/${post.uuid}/like`, bob);
    expect(uuids(await api.ok('GET', '/api/feed/subscriptions?limit=1', carol))).toEqual([post.uuid]);

    // A failure inside the transaction (a trigger refusing the feed row's delete) leaves everything.
    await t.ctx.db.execute(sql.raw(`create function refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`));
    await t.ctx.db.execute(sql.raw(`create trigger refuse_feed before delete on feed_items for each row execute function refuse()`));
    expect((await api.call('DELETE', `/api/posts/${post.uuid}`, alice)).statusCode).toBe(500);
    const kept = await t.ctx.db.execute(sql`select (select count(*)::int from publication_comments c join publications p on p.id = c.publication_id where p.uuid = ${post.uuid}) as comments`);
    expect((kept as unknown as { rows: { comments: number }[] }).rows[0]!.comments).toBe(1);
    await t.ctx.db.execute(sql.raw('drop trigger refuse_feed on feed_items'));

    await api.ok('DELETE', `/api/posts/${post.uuid}`, alice);
    for (const [path, user] of [['/api/feed/public', null], ['/api/feed/subscriptions', carol], [`/api/feed/users/${alice.uuid}`, null]] as const) {
      expect(uuids(await readAll(path, user, 50)), path).not.toContain(post.uuid);
    }
    const left = await t.ctx.db.execute(
      sql`select (select count(*)::int from publication_comments where id = ${comment.id}) as comments,
        (select count(*)::int from comment_likes where comment_id = ${comment.id}) as comment_likes,
        (select count(*)::int from publication_likes l join publications p on p.id = l.publication_id where p.uuid = ${post.uuid}) as likes`,
    );
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ comments: 0, comment_likes: 0, likes: 0 });
    expect((await api.fails(404, 'POST', `/api/comments/${comment.id}/like`, bob)).code).toBe('COMMENT_NOT_FOUND');
  });
});

describe('subscriptions', () => {
  it('follow and unfollow, lists with previous_uuid, counters, the subscriptions tab', async () => {
    const dave = await makeUser(t);
    const fans = [await makeUser(t), await makeUser(t), await makeUser(t)];
    for (const fan of fans) expect(await api.ok('POST', `/api/subscription/${dave.uuid}`, fan)).toMatchObject({ is_subscribed: true });
    expect(await api.ok('POST', `/api/subscription/${dave.uuid}`, fans[0])).toMatchObject({ is_subscribed: true, subscribers_count: 3 });
    expect((await api.fails(400, 'POST', `/api/subscription/${dave.uuid}`, dave)).code).toBe('CANNOT_FOLLOW_YOURSELF');
    expect((await api.fails(401, 'POST', `/api/subscription/${dave.uuid}`, null)).code).toBe('UNAUTHENTICATED');
    expect((await api.fails(404, 'POST', `/api/subscription/0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70`, fans[0])).code).toBe('USER_NOT_FOUND');

    const page1 = await api.ok('GET', `/api/subscription/${dave.uuid}/subscribers?limit=2`, null);
    expect(page1.map((u: { uuid: string }) => u.uuid)).toEqual([fans[2]!.uuid, fans[1]!.uuid]);
    const page2 = await api.ok('GET', `/api/subscription/${dave.uuid}/subscribers?limit=2&previous_uuid=${fans[1]!.uuid}`, null);
    expect(page2.map((u: { uuid: string }) => u.uuid)).toEqual([fans[0]!.uuid]);
    expect((await api.ok('GET', `/api/subscription/${fans[0]!.uuid}/subscriptions`, fans[0]))[0]).toMatchObject({ uuid: dave.uuid, is_subscribed: true });
    expect(await api.ok('GET', `/api/subscription/${dave.uuid}/counters`, fans[0])).toEqual({ subscriptions_count: 0, subscribers_count: 3, is_subscribed: true });

    const post = await api.post(dave, { text: 'for my followers' });
    await api.post(bob, { text: 'not followed' });
    expect(uuids(await api.ok('GET', '/api/feed/subscriptions', fans[1]))).toEqual([post.uuid]);
    expect(await api.ok('DELETE', `/api/subscription/${dave.uuid}`, fans[1])).toMatchObject({ is_subscribed: false, subscribers_count: 2 });
    expect(await api.ok('GET', '/api/feed/subscriptions', fans[1])).toEqual([]);
    expect((await api.fails(401, 'GET', '/api/feed/subscriptions', null)).code).toBe('UNAUTHENTICATED');
    expect(uuids(await api.ok('GET', `/api/feed/users/${dave.uuid}`, null))).toEqual([post.uuid]);
  });
});
