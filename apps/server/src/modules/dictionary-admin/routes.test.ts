// GET /api/admin/dictionaries: administrators only (guests 401, members and moderators 403); an
// administrator sees the dictionaries found on the machine and what is imported.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeTranslation } from '../../../test/dictionary-factories';
import { makeUser, type TestUser } from '../../../test/factories';

let t: TestApp;
const freedict = mkdtempSync(path.join(tmpdir(), 'fd-'));
const users: Record<'member' | 'moderator' | 'admin', TestUser> = {} as never;
const get = (user?: TestUser) => t.app.inject({ method: 'GET', url: '/api/admin/dictionaries', headers: user?.headers ?? {} });

beforeAll(async () => {
  writeFileSync(path.join(freedict, 'freedict-eng-deu.index'), 'x\n');
  writeFileSync(path.join(freedict, 'freedict-eng-deu.dict.dz'), 'abcd');
  t = await createTestApp({ FREEDICT_DIR: freedict, WORDNET_DIR: path.join(freedict, 'none'), HUNSPELL_DIR: path.join(freedict, 'none') });
  users.member = await makeUser(t);
  users.moderator = await makeUser(t, { role: 'moderator' });
  users.admin = await makeUser(t, { role: 'admin' });
  await makeTranslation(t, ['eng', 'house'], ['ger', 'Haus']);
});
afterAll(() => t.close());

describe('GET /api/admin/dictionaries', () => {
  it('refuses guests, members and moderators', async () => {
    expect((await get()).statusCode).toBe(401);
    for (const who of ['member', 'moderator'] as const) {
      const res = await get(users[who]);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errors[0].code).toBe('FORBIDDEN');
    }
  });

  it('shows an administrator the dictionaries found and what the data holds', async () => {
    const res = await get(users.admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.sources).toEqual([
      { id: 'freedict:eng-deu', kind: 'freedict', slug: 'freedict-eng-deu', label: 'FreeDict eng-deu', bytes: 6, debian_package: 'dict-freedict-eng-deu', imported: null },
    ]);
    expect(data.pairs).toEqual([{ langs: ['eng', 'ger'], translations: 1 }]);
    expect(data.languages).toEqual(
      expect.arrayContaining([
        { lang: 'eng', words: 1, forms_linked: false, hunspell: { installed: false, debian_package: 'hunspell-en-us', file: 'en_US' } },
      ]),
    );
  });
});
