// Feed test helpers: calls through app.inject and creators of posts, articles and questions.
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { TestUser } from './factories';

export function feedClient(t: () => TestApp) {
  const call = (method: string, url: string, user?: TestUser | null, payload?: unknown) =>
    t().app.inject({
      method: method as 'GET',
      url,
      headers: user?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function ok(method: string, url: string, user?: TestUser | null, payload?: unknown) {
    const res = await call(method, url, user, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json().data;
  }

  /** Expects an error answer and returns its first error item. */
  async function fails(status: number, method: string, url: string, user?: TestUser | null, payload?: unknown) {
    const res = await call(method, url, user, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().errors[0] as { code: string; message: string; field?: string };
  }

  return {
    call,
    ok,
    fails,
    post: (user: TestUser, extra: Record<string, unknown> = {}) => ok('POST', '/api/posts', user, { text: 'Hallo zusammen!', lang_code: 'ger', ...extra }),
    question: (user: TestUser, extra: Record<string, unknown> = {}) =>
      ok('POST', '/api/questions', user, {
        short_description: 'How do I use the dative case?',
        description: 'When exactly does German need the dative after a preposition?',
        hashtags: ['grammar', '#Dative'],
        lang_code: 'ger',
        ...extra,
      }),
    article: (user: TestUser, extra: Record<string, unknown> = {}) =>
      ok('POST', '/api/articles', user, {
        title: 'Ten tips for learning German',
        subtitle: 'From a learner',
        body: [{ type: 'paragraph', content: [{ text: 'Start with ' }, { text: 'articles', bold: true }] }],
        lang_code: 'eng',
        ...extra,
      }),
  };
}
