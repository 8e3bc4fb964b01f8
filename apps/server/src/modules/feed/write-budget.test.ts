// RATE_LIMIT_FEED_WRITE is one budget per member across the feed's write routes (.env.example):
// alternating like and unlike spends the same budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { feedClient } from '../../../test/feed-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FEED_WRITE: '6/1m' });
});
afterAll(() => t.close());
const api = feedClient(() => t);

describe('the feed write budget', () => {
  it('is shared by every feed write route of a member, and per member', async () => {
    const author = await makeUser(t, { native: 'ger' });
    const reader = await makeUser(t, { native: 'eng' });
    const post = await api.post(author); // the author's first write
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await api.call('POST', `/api/posts/${post.uuid}/${i % 2 ? 'unlike' : 'like'}`, reader)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await api.call('POST', `/api/posts/${post.uuid}/comments`, reader, { comment: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    // The author's own budget is untouched by the reader's writes.
    expect((await api.call('POST', `/api/posts/${post.uuid}/like`, author)).statusCode).toBe(200);
  });
});
