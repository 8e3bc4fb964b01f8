import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('documents every dictionary call with its parameters', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/translations',
      '/api/translations/light',
      '/api/translations/{id}',
      '/api/translations/{id}/possible-complements',
      '/api/translations/{id}/meaning-descriptions',
      '/api/translations/{id}/synonyms',
      '/api/translations/{id}/antonyms',
      '/api/translations/{id}/data-sources',
      '/api/translations/{id}/like',
      '/api/translations/{id}/dislike',
      '/api/translations/words/all-meanings',
      '/api/translations/words/{id}',
      '/api/translations/sentences/example',
      '/api/words/sentences2',
      '/api/words/tooltips',
      '/api/word-sentences/{id}/translations',
      '/api/dictionary/multiple-edit-available',
      '/api/dictionary/entity',
      '/api/dictionary/search-history',
      '/api/dictionary/search-history/{id}',
      '/api/dictionary/settings',
    ]) {
      expect(paths).toContain(p);
    }
    const search = doc.paths['/api/translations'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['lang', 'lang_t', 'search', 'page', 'offset']));
    const answer = search.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(['data', 'total_count', 'sentences_total_count', 'canonical', 'close_spellings']));
    const edit = doc.paths['/api/dictionary/multiple-edit-available'].get;
    expect(edit.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['translation-union', 'sentence-translation']));
  });
});
