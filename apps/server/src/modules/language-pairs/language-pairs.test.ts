import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeTranslation } from '../../../test/dictionary-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dictionary/pairs', () => {
  it('counts accepted translations per pair, both directions together, most entries first', async () => {
    expect((await t.app.inject({ url: '/api/dictionary/pairs' })).json()).toEqual({ data: [] });
    await makeTranslation(t, ['eng', 'house'], ['ger', 'Haus']);
    await makeTranslation(t, ['ger', 'Baum'], ['eng', 'tree']);
    await makeTranslation(t, ['eng', 'door'], ['ger', 'Tür'], { removed: true });
    await makeTranslation(t, ['fre', 'maison'], ['eng', 'house']);

    // Kept for a minute; a write of this process refreshes it.
    expect((await t.app.inject({ url: '/api/dictionary/pairs' })).json()).toEqual({ data: [] });
    t.services.languagePairs.refresh();
    const res = await t.app.inject({ url: '/api/dictionary/pairs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { lang: 'eng', lang_t: 'ger', count: 2 },
        { lang: 'eng', lang_t: 'fre', count: 1 },
      ],
    });
  });
});
