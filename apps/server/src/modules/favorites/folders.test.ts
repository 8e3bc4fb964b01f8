// Folders: the main folder, names, order after create/delete/reorder, counts, paging, ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeTranslation } from '../../../test/dictionary-factories';

let t: TestApp;
const call = (
  method: string,
  url: string,
  user?: TestUser,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(user?.headers ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function folders(user: TestUser, query = '') {
  const res = await call('GET', `/api/favorites/group${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: {
      id: number;
      name: string;
      is_main: boolean;
      order: number;
      translations_count: number;
      sentences_count: number;
    }[];
    folders_total_count: number;
    translations_total_count: number;
    sentences_total_count: number;
  };
}

async function create(user: TestUser, name: string) {
  const res = await call('POST', '/api/favorites/group', user, { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string; order: number; is_main: boolean };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the main folder', () => {
  it('is created on first use, named in the interface language, and is the only main one', async () => {
    const u = await makeUser(t);
    const first = await call('GET', '/api/favorites/group', u, undefined, { local: 'ger' });
    expect(first.json()).toMatchObject({
      data: [{ name: 'Favoriten', is_main: true, order: 1, translations_count: 0, sentences_count: 0 }],
      folders_total_count: 1,
      translations_total_count: 0,
      sentences_total_count: 0,
    });
    // Concurrent first uses still make one main folder.
    const v = await makeUser(t);
    await Promise.all([folders(v), folders(v), call('POST', '/api/favorites/group', v, { name: 'Words' })]);
    const list = await folders(v);
    expect(list.data.filter((g) => g.is_main)).toHaveLength(1);
    expect(list.data.map((g) => g.order)).toEqual([1, 2]);
  });

  it('moves with POST /favorites/group/{id}/main', async () => {
    const u = await makeUser(t);
    await folders(u);
    const b = await create(u, 'Second');
    const res = await call('POST', `/api/favorites/group/${b.id}/main`, u);
    expect(res.json().data).toMatchObject({ id: b.id, is_main: true });
    const list = await folders(u);
    expect(list.data.map((g) => [g.name, g.is_main])).toEqual([
      ['Favorites', false],
      ['Second', true],
    ]);
  });
});

describe('folder names', () => {
  it('refuses a duplicate name, case-insensitively, with the spec error', async () => {
    const u = await makeUser(t);
    await create(u, 'Verbs');
    for (const name of ['Verbs', 'verbs', '  VERBS  ']) {
      const res = await call('POST', '/api/favorites/group', u, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        code: 'FAVORITE_GROUP_UNIQUE_EXCEPTION',
        message: 'A folder with the same name already exists',
        field: 'name',
      });
    }
    // Accents make a different name; another user may use the same one.
    await create(u, 'Vérbs');
    await create(await makeUser(t), 'Verbs');
  });

  it('renames, refusing a name another folder has but allowing a new case of its own', async () => {
    const u = await makeUser(t);
    const a = await create(u, 'Animals');
    await create(u, 'Food');
    expect(
      (await call('PUT', `/api/favorites/group/${a.id}`, u, { name: 'food' })).json().errors[0].code,
    ).toBe('FAVORITE_GROUP_UNIQUE_EXCEPTION');
    const res = await call('PUT', `/api/favorites/group/${a.id}`, u, { name: 'ANIMALS' });
    expect(res.json().data).toMatchObject({ id: a.id, name: 'ANIMALS' });
  });

  it('validates names', async () => {
    const u = await makeUser(t);
    for (const name of ['', '   ', 'x'.repeat(101), 'a\nb', 'tab\there', 'nul\u0000']) {
      const res = await call('POST', '/api/favorites/group', u, { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name' });
    }
    expect((await call('POST', '/api/favorites/group', u, {})).json().errors[0].field).toBe('name');
  });
});

describe('order', () => {
  it('appends new folders and closes the gap when one is deleted', async () => {
    const u = await makeUser(t);
    await folders(u);
    const [b, c, d] = [await create(u, 'B'), await create(u, 'C'), await create(u, 'D')];
    expect([b.order, c.order, d.order]).toEqual([2, 3, 4]);
    const res = await call('DELETE', `/api/favorites/group/${c.id}`, u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: c.id, deleted_favorites: 0, moved_favorites: 0 });
    expect((await folders(u)).data.map((g) => [g.name, g.order])).toEqual([
      ['Favorites', 1],
      ['B', 2],
      ['D', 3],
    ]);
    // A new folder goes after the last one.
    expect((await create(u, 'E')).order).toBe(4);
  });

  it('reorders with a permutation of all of the user\u2019s folders and refuses anything else', async () => {
    const u = await makeUser(t);
    const other = await makeUser(t);
    await folders(u);
    const ids = [(await folders(u)).data[0]!.id, (await create(u, 'X')).id, (await create(u, 'Y')).id];
    const theirs = (await create(other, 'Theirs')).id;
    const bad = [
      [ids[0], ids[1]], // missing one
      [ids[0], ids[1], ids[2], ids[2]], // repeated
      [ids[0], ids[1], theirs], // someone else's
      [ids[0], ids[1], ids[2], theirs], // extra
      [ids[0], ids[1], 999_999],
    ];
    for (const order of bad) {
      const res = await call('PUT', '/api/favorites/group/change-order', u, { order });
      expect(res.statusCode, JSON.stringify(order)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'order' });
    }
    expect((await call('PUT', '/api/favorites/group/change-order', u, { order: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/favorites/group/change-order', u, { order: 'x' })).statusCode).toBe(400);
    const ok = await call('PUT', '/api/favorites/group/change-order', u, { order: [ids[2], ids[0], ids[1]] });
    expect(ok.json().data).toEqual([
      { id: ids[2], order: 1 },
      { id: ids[0], order: 2 },
      { id: ids[1], order: 3 },
    ]);
    expect((await folders(u)).data.map((g) => g.name)).toEqual(['Y', 'Favorites', 'X']);
    // The other user's list is untouched.
    expect((await folders(other)).data.map((g) => [g.name, g.order])).toEqual([
      ['Favorites', 1],
      ['Theirs', 2],
    ]);
  });
});

describe('deleting a folder', () => {
  it('deletes its favorites, or moves them (merging duplicates) with move_to', async () => {
    const u = await makeUser(t);
    const a = await makeTranslation(t, ['eng', 'apple'], ['ger', 'Apfel']);
    const b = await makeTranslation(t, ['eng', 'pear'], ['ger', 'Birne']);
    const src = await create(u, 'Source');
    const dst = await create(u, 'Target');
    const gone = await create(u, 'Gone');
    const add = (id: number, group: number) =>
      call('POST', '/api/favorites', u, {
        entity_type: 'translation',
        entity_id: id,
        favorite_group_id: group,
      });
    await add(a.id, src.id);
    await add(b.id, src.id);
    await add(a.id, dst.id);
    await add(b.id, gone.id);
    const moved = await call('DELETE', `/api/favorites/group/${src.id}?move_to=${dst.id}`, u);
    expect(moved.json()).toMatchObject({
      data: { deleted_favorites: 0, moved_favorites: 1 },
      group_modified: [{ id: dst.id, translations_count: 2 }],
    });
    const deleted = await call('DELETE', `/api/favorites/group/${gone.id}`, u);
    expect(deleted.json().data).toMatchObject({ deleted_favorites: 1, moved_favorites: 0 });
    const list = await folders(u);
    expect(list.data.map((g) => [g.name, g.translations_count])).toEqual([
      ['Favorites', 0],
      ['Target', 2],
    ]);
    expect(list.translations_total_count).toBe(2);
    // move_to must be another folder of the viewer's.
    const other = await makeUser(t);
    const theirs = await create(other, 'Theirs');
    const keep = await create(u, 'Keep');
    expect((await call('DELETE', `/api/favorites/group/${keep.id}?move_to=${theirs.id}`, u)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/api/favorites/group/${keep.id}?move_to=${keep.id}`, u)).json().errors[0].field,
    ).toBe('move_to');
    expect((await folders(u)).data.map((g) => g.name)).toContain('Keep');
  });

  it('makes the first remaining folder main when the main one is deleted', async () => {
    const u = await makeUser(t);
    const main = (await folders(u)).data[0]!;
    const b = await create(u, 'B');
    await create(u, 'C');
    const res = await call('DELETE', `/api/favorites/group/${main.id}`, u);
    expect(res.json().data.main_group_id).toBe(b.id);
    expect((await folders(u)).data.map((g) => [g.name, g.order, g.is_main])).toEqual([
      ['B', 1, true],
      ['C', 2, false],
    ]);
  });
});

describe('paging the folder list', () => {
  it('gives 15 per page, 20 when searching, and clamps the limit', async () => {
    const u = await makeUser(t);
    await folders(u);
    for (let i = 1; i <= 24; i++) await create(u, `Topic ${String(i).padStart(2, '0')}`);
    const first = await folders(u);
    expect(first.data).toHaveLength(15);
    expect(first.folders_total_count).toBe(25);
    expect((await folders(u, '?offset=15')).data).toHaveLength(10);
    const past = await folders(u, '?offset=500');
    expect(past).toMatchObject({ data: [], folders_total_count: 25 });
    expect((await folders(u, '?limit=1000')).data).toHaveLength(25);
    const search = await folders(u, '?search=topic');
    expect(search.data).toHaveLength(20);
    expect(search.folders_total_count).toBe(24);
    expect((await folders(u, '?search=pic%2021')).data.map((g) => g.name)).toEqual(['Topic 21']);
    // LIKE wildcards match themselves.
    expect((await folders(u, '?search=%25')).data).toEqual([]);
    for (const q of ['?limit=0', '?limit=-1', '?offset=-1', '?limit=abc']) {
      expect((await call('GET', `/api/favorites/group${q}`, u)).statusCode, q).toBe(400);
    }
  });
});

describe('access', () => {
  it('asks guests to sign in on every call', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/favorites'],
      ['POST', '/api/favorites'],
      ['POST', '/api/favorites/translation/raw'],
      ['DELETE', '/api/favorites/delete?ids=1'],
      ['POST', '/api/favorites/copy'],
      ['POST', '/api/favorites/move'],
      ['PUT', '/api/favorites/1'],
      ['DELETE', '/api/favorites/1/comment'],
      ['GET', '/api/favorites/group'],
      ['POST', '/api/favorites/group'],
      ['PUT', '/api/favorites/group/1'],
      ['DELETE', '/api/favorites/group/1'],
      ['POST', '/api/favorites/group/1/main'],
      ['PUT', '/api/favorites/group/change-order'],
      ['GET', '/api/favorites/group/1/favorites'],
      ['GET', '/api/favorites/group/1/export'],
    ];
    const bodies: Record<string, unknown> = {
      'POST /api/favorites': { entity_type: 'translation', entity_id: 1 },
      'POST /api/favorites/translation/raw': {
        word_from: 'a',
        word_to: 'b',
        lang_from: 'eng',
        lang_to: 'ger',
      },
      'POST /api/favorites/copy': { ids: [1], favorite_group_id: 1 },
      'POST /api/favorites/move': { ids: [1], favorite_group_id: 1 },
      'PUT /api/favorites/1': { comment: 'x' },
      'POST /api/favorites/group': { name: 'x' },
      'PUT /api/favorites/group/1': { name: 'x' },
      'PUT /api/favorites/group/change-order': { order: [1] },
    };
    for (const [method, url] of calls) {
      const res = await call(method, url, undefined, bodies[`${method} ${url}`]);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().errors[0].code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 404 for another user\u2019s folder on every folder call, and changes nothing', async () => {
    const owner = await makeUser(t);
    const intruder = await makeUser(t);
    const g = await create(owner, 'Private');
    await folders(intruder);
    const tries: [string, string, unknown][] = [
      ['PUT', `/api/favorites/group/${g.id}`, { name: 'Hacked' }],
      ['POST', `/api/favorites/group/${g.id}/main`, undefined],
      ['DELETE', `/api/favorites/group/${g.id}`, undefined],
      ['GET', `/api/favorites/group/${g.id}/favorites`, undefined],
      ['GET', `/api/favorites/group/${g.id}/export?format=csv`, undefined],
      [
        'POST',
        '/api/favorites/translation/raw',
        { word_from: 'a', word_to: 'b', lang_from: 'eng', lang_to: 'ger', favorite_group_id: g.id },
      ],
    ];
    for (const [method, url, payload] of tries) {
      const res = await call(method, url, intruder, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().errors[0].code).toBe('FAVORITE_GROUP_NOT_FOUND');
    }
    // Same answer as for an id that does not exist at all.
    const missing = await call('PUT', '/api/favorites/group/2000000000', intruder, { name: 'x' });
    expect(missing.json()).toEqual(
      (await call('PUT', `/api/favorites/group/${g.id}`, intruder, { name: 'x' })).json(),
    );
    expect((await folders(owner)).data.map((x) => [x.name, x.is_main])).toEqual([
      ['Favorites', true],
      ['Private', false],
    ]);
    for (const id of ['0', '-1', 'abc', '99999999999']) {
      expect((await call('PUT', `/api/favorites/group/${id}`, owner, { name: 'x' })).statusCode, id).toBe(
        400,
      );
    }
  });
});
