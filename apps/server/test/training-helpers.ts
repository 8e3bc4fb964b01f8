// Training test helpers: calls through app.inject, a vocabulary of verified eng->ger translations
// (one with audio) and a selection maker.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { audios } from '../src/db/schema/index';
import type { TestApp } from './app';
import { makeTranslation } from './dictionary-factories';
import type { TestUser } from './factories';

export const PAIRS: [string, string][] = [
  ['dog', 'Hund'],
  ['cat', 'Katze'],
  ['house', 'Haus'],
  ['tree', 'Baum'],
  ['water', 'Wasser'],
  ['bread', 'Brot'],
  ['apple', 'Apfel'],
  ['book', 'Buch'],
];

/** Verified eng->ger unions; the first word has an audio recording. */
export async function makeVocabulary(t: TestApp, pairs = PAIRS, prefix = ''): Promise<number[]> {
  const ids: number[] = [];
  for (const [en, de] of pairs) ids.push((await makeTranslation(t, ['eng', `${prefix}${en}`], ['ger', `${prefix}${de}`], { verified: true })).id);
  return ids;
}

/** Many verified eng->ger unions in three statements (big selections, benchmarks). */
export async function bulkVocabulary(t: TestApp, n: number, prefix = 'bulk'): Promise<number[]> {
  const r = await t.ctx.db.execute(sql`
    with e as (insert into words (name, lang_code, search_key, review_status)
        select ${prefix} || 'en' || i, 'eng', ${prefix} || 'en' || i, 'accepted' from generate_series(1, ${n}::int) i returning id, name),
      g as (insert into words (name, lang_code, search_key, review_status)
        select ${prefix} || 'de' || i, 'ger', ${prefix} || 'de' || i, 'accepted' from generate_series(1, ${n}::int) i returning id, name)
    insert into translation_unions (primary_word_id, translation_word_id, primary_lang, translation_lang, is_verified, review_status)
      select e.id, g.id, 'eng', 'ger', true, 'accepted' from e join g on substr(e.name, length(${prefix}) + 3) = substr(g.name, length(${prefix}) + 3)
      order by e.id returning id`);
  t.services.dictionary.invalidateReadCache();
  return (r as unknown as { rows: { id: number }[] }).rows.map((x) => x.id).sort((a, b) => a - b);
}

export async function addAudio(t: TestApp, wordId: number, fileName: string) {
  await t.ctx.db.insert(audios).values({ wordId, fileName, reviewStatus: 'accepted' });
}

export function trainingClient(t: () => TestApp) {
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

  async function fails(status: number, method: string, url: string, user?: TestUser | null, payload?: unknown) {
    const res = await call(method, url, user, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().errors[0] as { code: string; message: string; field?: string; payload?: unknown };
  }

  return {
    call,
    ok,
    fails,
    selection: (user: TestUser, union_ids: number[], extra: Record<string, unknown> = {}) =>
      ok('POST', '/api/education/selections', user, { name: 'Animals', lang_from: 'eng', lang_to: 'ger', union_ids, ...extra }),
  };
}
