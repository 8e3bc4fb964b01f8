// The accepted answer (issue 36 item 12): only the question's author accepts (guest 401, stranger
// 403, unknown answer or question 404, a reply 400), one per question (accepting another moves the
// mark, two at once leave one), listed first whatever the order and across pages, and its author
// notified through the notifications channel (withdrawn when the mark moves or is taken back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { feedClient } from '../../../test/feed-helpers';

let t: TestApp;
let asker: TestUser;
let first: TestUser;
let second: TestUser;
let stranger: TestUser;
const api = feedClient(() => t);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FEED_WRITE: '10000/1m' });
  [asker, first, second, stranger] = await Promise.all([makeUser(t), makeUser(t), makeUser(t), makeUser(t)]);
});
afterAll(() => t.close());

async function settle() {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setImmediate(r));
    await t.services.notifications.flush();
  }
}
async function accepted(user: TestUser) {
  await settle();
  const list: { notification_type: string; data: { entity_id: string | null } }[] = await api.ok('GET', '/api/user/notifications/all?limit=50', user);
  return list.filter((n) => n.notification_type === 'answer_accepted').map((n) => n.data.entity_id);
}

async function questionWithAnswers() {
  const q = await api.question(asker);
  const a1 = await api.ok('POST', `/api/questions/${q.uuid}/answers`, first, { answer: 'Mit, nach, aus, bei, seit, von, zu take the dative.' });
  const a2 = await api.ok('POST', `/api/questions/${q.uuid}/answers`, second, { answer: 'Two-way prepositions take it for a place.' });
  // a2 is voted up so that the best order would put it first.
  await api.ok('POST', `/api/questions/${q.uuid}/answers/${a2.uuid}/vote/plus`, stranger);
  return { q, a1, a2 };
}

describe('accepting an answer', () => {
  it('is for the question’s author only: guest 401, stranger and answerer 403, unknown ids 404, a reply 400', async () => {
    const { q, a1 } = await questionWithAnswers();
    const url = `/api/questions/${q.uuid}/answers/${a1.uuid}/accept`;
    expect((await api.fails(401, 'POST', url, null)).code).toBe('UNAUTHENTICATED');
    expect((await api.fails(403, 'POST', url, stranger)).code).toBe('FORBIDDEN');
    expect((await api.fails(403, 'POST', url, first)).code).toBe('FORBIDDEN');
    expect((await api.fails(403, 'DELETE', url, stranger)).code).toBe('FORBIDDEN');
    const unknown = '0190a4b2-0000-7000-8000-000000000000';
    expect((await api.fails(404, 'POST', `/api/questions/${q.uuid}/answers/${unknown}/accept`, asker)).code).toBe('ANSWER_NOT_FOUND');
    expect((await api.fails(404, 'POST', `/api/questions/${unknown}/answers/${a1.uuid}/accept`, asker)).code).toBe('QUESTION_NOT_FOUND');
    expect((await api.fails(400, 'POST', `/api/questions/${q.uuid}/answers/not-a-uuid/accept`, asker)).code).toBe('VALIDATION_ERROR');
    // An answer of another question through this question's path.
    const other = await questionWithAnswers();
    expect((await api.fails(404, 'POST', `/api/questions/${q.uuid}/answers/${other.a1.uuid}/accept`, asker)).code).toBe('ANSWER_NOT_FOUND');
    const reply = await api.ok('POST', `/api/questions/${q.uuid}/answers`, second, { answer: 'And von.', reply_to_uuid: a1.uuid });
    const refused = await api.fails(400, 'POST', `/api/questions/${q.uuid}/answers/${reply.uuid}/accept`, asker);
    expect(refused).toMatchObject({ code: 'REPLY_CANNOT_BE_ACCEPTED', field: 'answer_uuid' });
    // Nothing was accepted by any of these.
    const list = await api.ok('GET', `/api/questions/${q.uuid}/answers`, asker);
    expect(list.map((a: { is_accepted: boolean }) => a.is_accepted)).toEqual([false, false]);
  });

  it('puts the accepted answer first in both orders and on the first page only; the author may take it back', async () => {
    const { q, a1, a2 } = await questionWithAnswers();
    const order = async (query: string, who: TestUser | null = null) =>
      (await api.ok('GET', `/api/questions/${q.uuid}/answers?${query}`, who)).map((a: { uuid: string }) => a.uuid);
    expect(await order('order_by=best')).toEqual([a2.uuid, a1.uuid]);

    const answer = await api.ok('POST', `/api/questions/${q.uuid}/answers/${a1.uuid}/accept`, asker);
    expect(answer).toMatchObject({ uuid: a1.uuid, is_accepted: true, can_accept: true });
    // Accepting twice changes nothing.
    expect(await api.ok('POST', `/api/questions/${q.uuid}/answers/${a1.uuid}/accept`, asker)).toMatchObject({ is_accepted: true });
    expect(await order('order_by=best')).toEqual([a1.uuid, a2.uuid]);
    expect(await order('order_by=newest')).toEqual([a1.uuid, a2.uuid]);
    // Pages of one: the accepted answer, then the others, each once.
    const page1 = await order('order_by=best&limit=1');
    expect(page1).toEqual([a1.uuid]);
    const page2 = await order(`order_by=best&limit=1&pagination_uuid=${page1[0]}`);
    expect(page2).toEqual([a2.uuid]);
    expect(await order(`order_by=best&limit=1&pagination_uuid=${page2[0]}`)).toEqual([]);

    // What others see: accepted, but not theirs to change.
    const seen = await api.ok('GET', `/api/questions/${q.uuid}/answers`, stranger);
    expect(seen[0]).toMatchObject({ is_accepted: true, can_accept: false });
    expect((await api.ok('GET', `/api/questions/${q.uuid}/answers`, null))[0]).toMatchObject({ is_accepted: true, can_accept: false });

    expect(await api.ok('DELETE', `/api/questions/${q.uuid}/answers/${a1.uuid}/accept`, asker)).toMatchObject({ is_accepted: false });
    expect(await order('order_by=best')).toEqual([a2.uuid, a1.uuid]);
  });

  it('sorts by every order_by (best, newest, oldest) with keyset pages that neither repeat nor skip; an unknown order is 400', async () => {
    const { q, a1, a2 } = await questionWithAnswers();
    const third = await makeUser(t);
    const a3 = await api.ok('POST', `/api/questions/${q.uuid}/answers`, third, { answer: 'Wegen takes the genitive.' });
    const order = async (query: string) => (await api.ok('GET', `/api/questions/${q.uuid}/answers?${query}`, null)).map((a: { uuid: string }) => a.uuid);
    const paged = async (by: string) => {
      const seen: string[] = [];
      let page = await order(`order_by=${by}&limit=1`);
      while (page.length) {
        seen.push(...page);
        page = await order(`order_by=${by}&limit=1&pagination_uuid=${page[0]}`);
      }
      return seen;
    };
    // a2 has a vote up; a1 and a3 none (newer first among equals).
    expect(await order('order_by=best')).toEqual([a2.uuid, a3.uuid, a1.uuid]);
    expect(await order('order_by=newest')).toEqual([a3.uuid, a2.uuid, a1.uuid]);
    expect(await order('order_by=oldest')).toEqual([a1.uuid, a2.uuid, a3.uuid]);
    expect(await order('')).toEqual(await order('order_by=best'));
    for (const by of ['best', 'newest', 'oldest']) expect(await paged(by)).toEqual(await order(`order_by=${by}`));
    // The accepted answer heads every order.
    await api.ok('POST', `/api/questions/${q.uuid}/answers/${a3.uuid}/accept`, asker);
    expect(await order('order_by=oldest')).toEqual([a3.uuid, a1.uuid, a2.uuid]);
    expect(await paged('oldest')).toEqual([a3.uuid, a1.uuid, a2.uuid]);
    expect((await api.fails(400, 'GET', `/api/questions/${q.uuid}/answers?order_by=loudest`, null)).code).toBe('VALIDATION_ERROR');
  });

  it('moves the mark to another answer; its author is notified, the first author’s notice withdrawn', async () => {
    const { q, a1, a2 } = await questionWithAnswers();
    await api.ok('POST', `/api/questions/${q.uuid}/answers/${a1.uuid}/accept`, asker);
    expect(await accepted(first)).toContain(q.uuid);
    await api.ok('POST', `/api/questions/${q.uuid}/answers/${a2.uuid}/accept`, asker);
    const list = await api.ok('GET', `/api/questions/${q.uuid}/answers`, null);
    expect(list.map((a: { uuid: string; is_accepted: boolean }) => [a.uuid, a.is_accepted])).toEqual([
      [a2.uuid, true],
      [a1.uuid, false],
    ]);
    expect(await accepted(first)).not.toContain(q.uuid);
    expect(await accepted(second)).toContain(q.uuid);
    await api.ok('DELETE', `/api/questions/${q.uuid}/answers/${a2.uuid}/accept`, asker);
    expect(await accepted(second)).not.toContain(q.uuid);
  });

  it('two accepts at once leave exactly one accepted answer', async () => {
    const { q, a1, a2 } = await questionWithAnswers();
    const results = await Promise.all(
      [a1, a2, a1, a2].map((a) => api.call('POST', `/api/questions/${q.uuid}/answers/${a.uuid}/accept`, asker)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const list = await api.ok('GET', `/api/questions/${q.uuid}/answers`, null);
    expect(list.filter((a: { is_accepted: boolean }) => a.is_accepted)).toHaveLength(1);
  });

  it('accepting one’s own answer to one’s own question notifies nobody', async () => {
    const q = await api.question(stranger);
    const own = await api.ok('POST', `/api/questions/${q.uuid}/answers`, stranger, { answer: 'I found it myself: the dative.' });
    expect(await api.ok('POST', `/api/questions/${q.uuid}/answers/${own.uuid}/accept`, stranger)).toMatchObject({ is_accepted: true });
    expect(await accepted(stranger)).toEqual([]);
  });
});
