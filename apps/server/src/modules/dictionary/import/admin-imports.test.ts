// Imports from the administrators' page: every route refuses guests (401), members and moderators
// (403); an administrator imports a FreeDict pair found on the machine (the CLI's code: entries,
// then forms, ranking, read model and starter compilations), a missing or corrupt file is a 4xx with
// its reason, one import at a time, and a cancelled import leaves nothing of it in the dictionary.
import { mkdtempSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HUNSPELL_FIXTURES_DIR, type TestApp } from '../../../../test/app';
import { writeFixtureDictd } from '../../../../test/dictd-fixtures';
import { makeUser, type TestUser } from '../../../../test/factories';
import { openBulkConnection } from './bulk';
import { IMPORTED_TABLES } from '../sql/import-bookkeeping';

let t: TestApp;
const dictd = mkdtempSync(path.join(tmpdir(), 'fd-imports-'));
const users: Record<'member' | 'moderator' | 'admin', TestUser> = {} as never;

type Who = TestUser | undefined;
const list = (user: Who) => t.app.inject({ method: 'GET', url: '/api/admin/dictionaries/imports', headers: user?.headers ?? {} });
const start = (user: Who, source_id: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/dictionaries/imports', headers: user?.headers ?? {}, payload: { source_id } });
const cancel = (user: Who, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/dictionaries/imports/${id}/cancel`, headers: user?.headers ?? {} });

async function counts(): Promise<Record<string, number>> {
  const conn = await openBulkConnection(t.database);
  try {
    const out: Record<string, number> = {};
    for (const table of [...IMPORTED_TABLES, 'data_sources', 'import_checkpoints'])
      out[table] = Number((await conn.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);
    return out;
  } finally {
    await conn.release();
  }
}

async function until(id: number, ok: (status: string) => boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const row = (await list(users.admin)).json().data.find((r: { id: number }) => r.id === id);
    if (row && ok(row.status)) return row;
    if (Date.now() > end) throw new Error(`import ${id} still ${row?.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  writeFixtureDictd(dictd, 'ding-eng-deu.txt', 'eng-deu', { chunkLength: 128 });
  // A download cut short: the archive ends in the middle.
  const broken = writeFixtureDictd(dictd, 'plain-eng-fra.txt', 'eng-nld').replace(/\.index$/, '.dict.dz');
  truncateSync(broken, Math.floor(statSync(broken).size / 2));
  // An index without its .dict.dz.
  writeFileSync(path.join(dictd, 'freedict-eng-swe.index'), 'house\tA\tB\n');
  // One entry per transaction, so that a cancel lands between two committed units.
  t = await createTestApp({
    DEMO_DATA: 'false',
    FREEDICT_DIR: dictd,
    WORDNET_DIR: path.join(dictd, 'none'),
    HUNSPELL_DIR: HUNSPELL_FIXTURES_DIR,
    IMPORT_UNIT_ENTRIES: '1',
  });
  users.member = await makeUser(t);
  users.moderator = await makeUser(t, { role: 'moderator' });
  users.admin = await makeUser(t, { role: 'admin' });
});
afterAll(() => t.close());

describe('dictionary imports: who may', () => {
  it('refuses guests (401), members and moderators (403) on every route', async () => {
    const calls = [() => list, () => (u: Who) => start(u, 'freedict:eng-deu'), () => (u: Who) => cancel(u, 1)];
    for (const make of calls) {
      const call = make() as (u: Who) => ReturnType<typeof list>;
      expect((await call(undefined)).statusCode).toBe(401);
      for (const who of ['member', 'moderator'] as const) {
        const res = await call(users[who]);
        expect(res.statusCode, who).toBe(403);
        expect(res.json().errors[0].code).toBe('FORBIDDEN');
      }
    }
    expect((await list(users.admin)).json()).toEqual({ data: [] });
  });
});

describe('dictionary imports: bad input and bad files', () => {
  it('answers 4xx with a code, never 5xx', async () => {
    const unknown = await start(users.admin, 'freedict:eng-zzz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('DICTIONARY_SOURCE_NOT_FOUND');
    expect((await start(users.admin, 'wordnet')).statusCode).toBe(404); // no WordNet in WORDNET_DIR
    for (const bad of [123, '', 'x'.repeat(101), null]) {
      const res = await start(users.admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR');
    }
    const truncated = await start(users.admin, 'freedict:eng-nld');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().errors[0]).toMatchObject({ code: 'DICTIONARY_FILE_INVALID', field: 'source_id' });
    expect(truncated.json().errors[0].message).toMatch(/truncated/);
    const missing = await start(users.admin, 'freedict:eng-swe');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].code).toBe('DICTIONARY_FILE_INVALID');
    expect(missing.json().errors[0].message).toMatch(/dict/);
    expect((await cancel(users.admin, 999_999)).json().errors[0].code).toBe('IMPORT_NOT_FOUND');
    expect((await cancel(users.admin, 'x')).statusCode).toBe(400);
    expect((await list(users.admin)).json().data).toEqual([]);
  });
});

describe('dictionary imports: an administrator imports', () => {
  it('cancelled while its entries are read: nothing of it stays', async () => {
    const before = await counts();
    const res = await start(users.admin, 'freedict:eng-deu');
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json().data;
    // One import at a time.
    const second = await start(users.admin, 'freedict:eng-deu');
    expect(second.statusCode).toBe(400);
    expect(second.json().errors[0].code).toBe('IMPORT_ALREADY_RUNNING');
    // Some units committed, then cancel.
    const end = Date.now() + 30_000;
    let seen = 0;
    while (seen < 2 && Date.now() < end) {
      const row = (await list(users.admin)).json().data[0];
      seen = row.status === 'running' ? row.done : 0;
      if (row.status !== 'queued' && row.status !== 'running') throw new Error(`ended ${row.status} before the cancel`);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(seen).toBeGreaterThanOrEqual(2);
    const cancelled = await cancel(users.admin, id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ cancel_requested: true, cancellable: false });
    const row = await until(id, (s) => s !== 'running');
    expect(row.status, JSON.stringify(row)).toBe('cancelled');
    expect(row.message, row.message).toBeNull();
    expect(await counts()).toEqual(before);
    expect((await cancel(users.admin, id)).json().errors[0].code).toBe('IMPORT_NOT_CANCELLABLE');
  });

  it('imports a pair: progress, the result, the inventory, the search and the starter compilations', async () => {
    const res = await start(users.admin, 'freedict:eng-deu');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ source_id: 'freedict:eng-deu', status: 'queued', cancellable: true });
    const row = await until(res.json().data.id, (s) => s !== 'queued' && s !== 'running');
    expect(row).toMatchObject({ status: 'done', step: 'starter', message: null, eta_seconds: null, cancellable: false });
    expect(row.done).toBe(row.total);
    expect(row.result.entries).toBe(row.total);
    expect(row.result.translations).toBeGreaterThan(10);
    const inv = (await t.app.inject({ method: 'GET', url: '/api/admin/dictionaries', headers: users.admin.headers })).json().data;
    expect(inv.sources.find((s: { id: string }) => s.id === 'freedict:eng-deu').imported).toMatchObject({ complete: true });
    const search = await t.app.inject({ method: 'GET', url: '/api/translations?lang=eng&lang_t=ger&search=house' });
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).toContain('Haus');
    const conn = await openBulkConnection(t.database);
    try {
      const [made] = await conn.query<{ n: number }>(`select count(*)::int as n from selections where generated is not null`);
      expect(made!.n).toBeGreaterThan(0);
    } finally {
      await conn.release();
    }
  });
});
