// Comments, likes, answers with replies and votes, complaints: happy paths, each error code, the
// guest/stranger/owner/moderator matrix, exact counts under concurrent likes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { feedClient } from '../../../test/feed-helpers';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let moderator: TestUser;
let admin: TestUser;
const api = feedClient(() => t);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FEED_WRITE: '10000/1m' });
  owner = await makeUser(t);
  stranger = await makeUser(t);
  moderator = await makeUser(t, { role: 'moderator' });
  admin = await makeUser(t, { role: 'admin' });
});
afterAll(() => t.close());

describe('comments', () => {
  it('are added, listed oldest first with pagination_id, edited by their author, deleted by author or moderator', async () => {
    const post = await api.post(owner);
    const guest = await api.fails(401, 'POST', `/api/posts/${post.uuid}/comments`, null, { comment: 'hi' });
    expect(guest.code).toBe('UNAUTHENTICATED');
    const c1 = await api.ok('POST', `/api/posts/${post.uuid}/comments`, stranger, { comment: 'First!' });
    const c2 = await api.ok('POST', `/api/posts/${post.uuid}/comments`, owner, { comment: '<b onclick="x()">Second</b>' });
    expect(c1).toMatchObject({ comment: 'First!', can_edit: true, can_delete: true, additional: { likes_total: 0, is_liked_by_current_user: false } });
    expect((await api.ok('GET', `/api/posts/${post.uuid}`, null)).additional.comments_total).toBe(2);
    expect((await api.ok('GET', `/api/posts/${post.uuid}/comments?limit=1`, null)).map((c: { id: number }) => c.id)).toEqual([c1.id]);
    const rest = await api.ok('GET', `/api/posts/${post.uuid}/comments?limit=5&pagination_id=${c1.id}`, null);
    expect(rest).toMatchObject([{ id: c2.id, comment: '<b onclick="x()">Second</b>', can_edit: false, can_delete: false }]);

    expect((await api.fails(403, 'PUT', `/api/posts/${post.uuid}/comments/${c1.id}`, owner, { comment: 'edited' })).code).toBe('FORBIDDEN');
    expect((await api.ok('PUT', `/api/posts/${post.uuid}/comments/${c1.id}`, stranger, { comment: 'edited' })).comment).toBe('edited');
    const other = await api.post(owner);
    expect((await api.fails(404, 'PUT', `/api/posts/${other.uuid}/comments/${c1.id}`, stranger, { comment: 'x' })).code).toBe('COMMENT_NOT_FOUND');
    expect((await api.fails(403, 'DELETE', `/api/posts/${post.uuid}/comments/${c2.id}`, stranger)).code).toBe('FORBIDDEN');
    await api.ok('DELETE', `/api/posts/${post.uuid}/comments/${c2.id}`, moderator);
    await api.ok('DELETE', `/api/posts/${post.uuid}/comments/${c1.id}`, stranger);
    expect((await api.ok('GET', `/api/posts/${post.uuid}`, null)).additional.comments_total).toBe(0);
    expect((await api.fails(404, 'DELETE', `/api/posts/${post.uuid}/comments/${c1.id}`, stranger)).code).toBe('COMMENT_NOT_FOUND');
  });

  it('a draft cannot be commented on or read by others; questions take answers, not comments', async () => {
    const draft = await api.article(owner);
    expect((await api.fails(404, 'POST', `/api/articles/${draft.uuid}/comments`, stranger, { comment: 'x' })).code).toBe('ARTICLE_NOT_FOUND');
    expect((await api.fails(404, 'POST', `/api/articles/${draft.uuid}/comments`, owner, { comment: 'x' })).code).toBe('ARTICLE_NOT_FOUND');
    expect((await api.fails(404, 'GET', `/api/articles/${draft.uuid}/comments`, null)).code).toBe('ARTICLE_NOT_FOUND');
    const q = await api.question(owner);
    expect((await api.call('POST', `/api/questions/${q.uuid}/comments`, stranger, { comment: 'x' })).statusCode).toBe(404);
  });
});

describe('likes', () => {
  it('50 members liking one post at once leave exactly 50; liking twice changes nothing', async () => {
    const post = await api.post(owner);
    // One by one with names of their own (the factory's random names may collide in a batch of 50).
    const members: TestUser[] = [];
    for (let i = 0; i < 50; i++) members.push(await makeUser(t, { nickname: `liker${String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26))}` }));
    const answers = await Promise.all(members.map((m) => api.ok('POST', `/api/posts/${post.uuid}/like`, m)));
    expect(answers.every((a) => a.liked_by_user)).toBe(true);
    expect(Math.max(...answers.map((a) => a.count))).toBe(50);
    expect(await api.ok('POST', `/api/posts/${post.uuid}/like`, members[0])).toEqual({ liked_by_user: true, count: 50 });
    expect(await api.ok('POST', `/api/posts/${post.uuid}/unlike`, members[0])).toEqual({ liked_by_user: false, count: 49 });
    expect(await api.ok('POST', `/api/posts/${post.uuid}/unlike`, members[0])).toEqual({ liked_by_user: false, count: 49 });
    const read = await api.ok('GET', `/api/posts/${post.uuid}`, members[1]);
    expect(read.additional).toMatchObject({ likes_total: 49, is_liked_by_current_user: true });
    expect((await api.fails(401, 'POST', `/api/posts/${post.uuid}/like`, null)).code).toBe('UNAUTHENTICATED');
  });

  it('comments and questions are liked the same way', async () => {
    const q = await api.question(owner);
    expect(await api.ok('POST', `/api/questions/${q.uuid}/like`, stranger)).toEqual({ liked_by_user: true, count: 1 });
    const article = await api.article(owner);
    await api.ok('PATCH', `/api/articles/${article.uuid}/status`, owner, { status: 'published' });
    const c = await api.ok('POST', `/api/articles/${article.uuid}/comments`, owner, { comment: 'Thanks for reading' });
    expect(await api.ok('POST', `/api/comments/${c.id}/like`, stranger)).toEqual({ liked_by_user: true, count: 1 });
    expect(await api.ok('POST', `/api/comments/${c.id}/like`, stranger)).toEqual({ liked_by_user: true, count: 1 });
    const [listed] = await api.ok('GET', `/api/articles/${article.uuid}/comments`, stranger);
    expect(listed.additional).toEqual({ is_liked_by_current_user: true, likes_total: 1 });
    expect((await api.fails(404, 'POST', '/api/comments/999999/like', stranger)).code).toBe('COMMENT_NOT_FOUND');
  });
});

describe('answers', () => {
  it('threads replies under the answer, refuses replies to another question, counts answers', async () => {
    const q = await api.question(owner);
    const other = await api.question(owner);
    const a1 = await api.ok('POST', `/api/questions/${q.uuid}/answers`, stranger, { answer: 'Use the dative after mit.' });
    expect(a1).toMatchObject({ reply_to_uuid: null, replies: [], replies_total: 0, counter: { count: 0, voted_by_user: false, users_vote_type: null } });
    const r1 = await api.ok('POST', `/api/questions/${q.uuid}/answers`, owner, { answer: 'Thanks!', reply_to_uuid: a1.uuid });
    const r2 = await api.ok('POST', `/api/questions/${q.uuid}/answers`, stranger, { answer: 'You are welcome', reply_to_uuid: r1.uuid });
    expect(r2.reply_to_uuid).toBe(r1.uuid);
    const wrong = await api.fails(400, 'POST', `/api/questions/${other.uuid}/answers`, stranger, { answer: 'x', reply_to_uuid: a1.uuid });
    expect(wrong).toMatchObject({ code: 'REPLY_TO_ANOTHER_QUESTION', field: 'reply_to_uuid' });
    expect((await api.fails(404, 'POST', `/api/questions/${q.uuid}/answers`, stranger, { answer: 'x', reply_to_uuid: '0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70' })).code).toBe('ANSWER_NOT_FOUND');

    const [listed] = await api.ok('GET', `/api/questions/${q.uuid}/answers`, null);
    expect(listed).toMatchObject({ uuid: a1.uuid, replies_total: 2 });
    expect(listed.replies.map((r: { uuid: string }) => r.uuid)).toEqual([r1.uuid, r2.uuid]);
    const replies = await api.ok('GET', `/api/questions/${q.uuid}/answers/${a1.uuid}/replies?limit=1&pagination_uuid=${r1.uuid}`, null);
    expect(replies.map((r: { uuid: string }) => r.uuid)).toEqual([r2.uuid]);
    // Two replies to one answer: still one answer (issue 36: "a reply counted as an answer").
    expect((await api.ok('GET', `/api/questions/${q.uuid}`, null)).additional.answers_total).toBe(1);

    expect((await api.fails(403, 'PUT', `/api/questions/${q.uuid}/answers/${a1.uuid}`, owner, { answer: 'mine' })).code).toBe('FORBIDDEN');
    expect((await api.ok('PUT', `/api/questions/${q.uuid}/answers/${a1.uuid}`, stranger, { answer: 'Use the dative after mit and bei.' })).answer).toBe(
      'Use the dative after mit and bei.',
    );
    expect((await api.fails(404, 'PUT', `/api/questions/${other.uuid}/answers/${a1.uuid}`, stranger, { answer: 'x' })).code).toBe('ANSWER_NOT_FOUND');
    expect((await api.fails(403, 'DELETE', `/api/questions/${q.uuid}/answers/${a1.uuid}`, owner)).code).toBe('FORBIDDEN');
    await api.ok('DELETE', `/api/questions/${q.uuid}/answers/${r2.uuid}`, moderator);
    expect((await api.ok('GET', `/api/questions/${q.uuid}`, null)).additional.answers_total).toBe(1);
    await api.ok('DELETE', `/api/questions/${q.uuid}/answers/${a1.uuid}`, stranger);
    expect((await api.ok('GET', `/api/questions/${q.uuid}`, null)).additional.answers_total).toBe(0);
    expect(await api.ok('GET', `/api/questions/${q.uuid}/answers`, null)).toEqual([]);
  });

  it('votes: one per member, changing sides moves the count by 2, order best and newest with paging', async () => {
    const q = await api.question(owner);
    const a = await api.ok('POST', `/api/questions/${q.uuid}/answers`, stranger, { answer: 'first answer' });
    const b = await api.ok('POST', `/api/questions/${q.uuid}/answers`, owner, { answer: 'second answer' });
    const vote = (who: TestUser, ans: { uuid: string }, v: string) => api.ok('POST', `/api/questions/${q.uuid}/answers/${ans.uuid}/vote/${v}`, who);
    expect(await vote(owner, a, 'plus')).toEqual({ count: 1, voted_by_user: true, users_vote_type: 'plus' });
    expect(await vote(owner, a, 'plus')).toEqual({ count: 1, voted_by_user: true, users_vote_type: 'plus' });
    expect(await vote(moderator, a, 'plus')).toMatchObject({ count: 2 });
    expect(await vote(owner, a, 'minus')).toEqual({ count: 0, voted_by_user: true, users_vote_type: 'minus' });
    expect(await vote(stranger, b, 'plus')).toMatchObject({ count: 1 });
    // Members cannot vote on their own answers (issue 39): 400 with a code, nothing counted.
    for (const v of ['plus', 'minus']) {
      const own = await api.fails(400, 'POST', `/api/questions/${q.uuid}/answers/${b.uuid}/vote/${v}`, owner);
      expect(own).toMatchObject({ code: 'CANNOT_VOTE_OWN_ANSWER', field: 'answer_uuid' });
    }
    expect((await api.fails(400, 'POST', `/api/questions/${q.uuid}/answers/${a.uuid}/vote/plus`, stranger)).code).toBe('CANNOT_VOTE_OWN_ANSWER');
    expect((await api.fails(400, 'POST', `/api/questions/${q.uuid}/answers/${a.uuid}/vote/up`, owner)).code).toBe('VALIDATION_ERROR');
    expect((await api.fails(401, 'POST', `/api/questions/${q.uuid}/answers/${a.uuid}/vote/plus`, null)).code).toBe('UNAUTHENTICATED');

    const best = await api.ok('GET', `/api/questions/${q.uuid}/answers?order_by=best&limit=1`, owner);
    expect(best.map((x: { uuid: string }) => x.uuid)).toEqual([b.uuid]);
    const next = await api.ok('GET', `/api/questions/${q.uuid}/answers?order_by=best&limit=1&pagination_uuid=${b.uuid}`, owner);
    expect(next).toMatchObject([{ uuid: a.uuid, counter: { count: 0, users_vote_type: 'minus' } }]);
    const newest = await api.ok('GET', `/api/questions/${q.uuid}/answers?order_by=newest`, null);
    expect(newest.map((x: { uuid: string }) => x.uuid)).toEqual([b.uuid, a.uuid]);
  });
});

describe('complaints', () => {
  it('go to moderation once per member; admins\' content and one\'s own cannot be complained about', async () => {
    const post = await api.post(owner);
    const body = { target: post.uuid, target_type: 'post', comment: 'Spam' };
    expect((await api.fails(401, 'POST', '/api/feed/complain', null, body)).code).toBe('UNAUTHENTICATED');
    const filed = await api.ok('POST', '/api/feed/complain', stranger, body);
    expect(filed).toMatchObject({ target: post.uuid, target_type: 'post', comment: 'Spam', status: 'pending' });
    const again = await api.fails(400, 'POST', '/api/feed/complain', stranger, body);
    expect(again).toMatchObject({ code: 'COMPLAIN_BEING_PROCESSED', message: 'You have already complained about this content' });
    expect((await api.fails(400, 'POST', '/api/feed/complain', moderator, body)).code).toBe('COMPLAIN_BEING_PROCESSED');
    expect((await api.fails(400, 'POST', '/api/feed/complain', owner, body)).field).toBe('target');

    const adminPost = await api.post(admin);
    expect((await api.fails(400, 'POST', '/api/feed/complain', stranger, { ...body, target: adminPost.uuid })).code).toBe('ADMINS_CAN_NOT_BE_COMPLAINED');
    const c = await api.ok('POST', `/api/posts/${post.uuid}/comments`, owner, { comment: 'rude words' });
    expect(await api.ok('POST', '/api/feed/complain', stranger, { target: c.uuid, target_type: 'comment', comment: 'Offensive' })).toMatchObject({ target_type: 'comment' });
    expect((await api.fails(404, 'POST', '/api/feed/complain', stranger, { target: c.uuid, target_type: 'answer', comment: 'x' })).code).toBe('ANSWER_NOT_FOUND');

    const tasks = await t.ctx.db.execute(sql`select type, entity_type, entity_key from moderation_tasks where kind = 'complaint' order by id`);
    expect((tasks as unknown as { rows: unknown[] }).rows).toEqual([
      { type: 'feed', entity_type: 'post', entity_key: post.uuid },
      { type: 'feed', entity_type: 'comment', entity_key: c.uuid },
    ]);
  });
});

describe('rate limit', () => {
  it('limits writes per member with 429', async () => {
    const strict = await createTestApp({ RATE_LIMIT_FEED_WRITE: '3/1m' });
    try {
      const member = await makeUser(strict);
      const other = await makeUser(strict);
      const write = (u: TestUser) => strict.app.inject({ method: 'POST', url: '/api/posts', headers: u.headers, payload: { text: 'hi', lang_code: 'eng' } });
      for (let i = 0; i < 3; i++) expect((await write(member)).statusCode).toBe(200);
      const limited = await write(member);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
      expect((await write(other)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
