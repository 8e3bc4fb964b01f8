// Selections: create (words, a favorites folder), read with pages of words, change, delete; the
// public/private rules for guests, strangers and the author; contents saved together or not at
// all; the 500-word and 6-word rules; lists (discover blocks, search, materials), likes, comments,
// study; the feed item; export to Anki and CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeTranslation } from '../../../test/dictionary-factories';
import { addAudio, bulkVocabulary, makeVocabulary, PAIRS, trainingClient } from '../../../test/training-helpers';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let words: number[];
const api = trainingClient(() => t);
const S = '/api/education/selections';

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await makeUser(t), await makeUser(t)];
  words = await makeVocabulary(t);
});
afterAll(() => t.close());

describe('create and read', () => {
  it('creates a private selection and pages its words 20 at a time with pagination_id', async () => {
    const s = await api.selection(alice, words.slice(0, 3), { subjects: ['general'], complexity: 'easy' });
    expect(s).toMatchObject({ name: 'Animals', lang_from: 'eng', lang_to: 'ger', is_public: false, can_edit: true, complexity: 'easy', subjects: ['general'] });
    expect(s.additional).toMatchObject({ words_total: 3, words_total_learned: 0, likes_total: 0, selected_for_learning: false, labels: ['new'] });
    const res = await api.call('GET', `${S}/${s.uuid}?limit=2`, alice);
    const first = res.json();
    expect(first.data.unions.map((u: { union: { id: number } }) => u.union.id)).toEqual(words.slice(0, 2));
    expect(first.data.unions[0].union.words.map((w: { name: string }) => w.name)).toEqual(['dog', 'Hund']);
    const next = (await api.call('GET', `${S}/${s.uuid}?limit=2&pagination_id=${first.next_pagination_id}`, alice)).json();
    expect(next.data.unions.map((u: { union: { id: number } }) => u.union.id)).toEqual([words[2]]);
    expect(next.next_pagination_id).toBeNull();
  });

  it('orients words of a union stored the other way round (ger->eng) to the selection pair', async () => {
    const reversed = await makeTranslation(t, ['ger', 'Fisch'], ['eng', 'fish'], { verified: true });
    const s = await api.selection(alice, [reversed.id]);
    const { data } = (await api.call('GET', `${S}/${s.uuid}`, alice)).json();
    expect(data.unions[0].union.words.map((w: { name: string }) => w.name)).toEqual(['fish', 'Fisch']);
  });

  it('builds a selection from a favorites folder (only its translations of the pair)', async () => {
    const folder = await api.ok('POST', '/api/favorites/group', alice, { name: 'Zoo' });
    for (const id of words.slice(0, 2)) await api.ok('POST', '/api/favorites', alice, { entity_type: 'translation', entity_id: id, favorite_group_id: folder.id });
    const other = await makeTranslation(t, ['eng', 'moon'], ['fre', 'lune'], { verified: true });
    await api.ok('POST', '/api/favorites', alice, { entity_type: 'translation', entity_id: other.id, favorite_group_id: folder.id });
    const s = await api.selection(alice, [], { favorite_group_id: folder.id });
    expect(s.additional.words_total).toBe(2);
    // Someone else's folder is not found.
    expect((await api.fails(404, 'POST', S, bob, { name: 'x', lang_from: 'eng', lang_to: 'ger', favorite_group_id: folder.id })).code).toBe('FAVORITE_GROUP_NOT_FOUND');
  });

  it('refuses bad input with a code and the field', async () => {
    expect((await api.fails(401, 'POST', S, null, { name: 'x', lang_from: 'eng', lang_to: 'ger' })).code).toBe('UNAUTHENTICATED');
    expect((await api.fails(400, 'POST', S, alice, { name: '', lang_from: 'eng', lang_to: 'ger' })).field).toBe('name');
    expect((await api.fails(400, 'POST', S, alice, { name: 'x', lang_from: 'zzz', lang_to: 'ger' })).field).toBe('lang_from');
    expect((await api.fails(400, 'POST', S, alice, { name: 'x', lang_from: 'eng', lang_to: 'eng' })).field).toBe('lang_to');
    const six = ['general', 'business', 'finance', 'law', 'medicine', 'science'];
    expect((await api.fails(400, 'POST', S, alice, { name: 'x', lang_from: 'eng', lang_to: 'ger', subjects: six })).field).toBe('subjects');
    expect((await api.fails(400, 'POST', S, alice, { name: 'x', lang_from: 'eng', lang_to: 'ger', subjects: ['nope'] })).field).toBe('subjects');
    const unknown = await api.fails(400, 'POST', S, alice, { name: 'x', lang_from: 'eng', lang_to: 'ger', union_ids: [words[0], 99999999] });
    expect(unknown).toMatchObject({ code: 'TRANSLATION_NOT_FOUND', payload: { union_ids: [99999999] } });
    const fr = await makeTranslation(t, ['eng', 'sun'], ['fre', 'soleil'], { verified: true });
    expect((await api.fails(400, 'POST', S, alice, { name: 'x', lang_from: 'eng', lang_to: 'ger', union_ids: [fr.id] })).code).toBe('SELECTION_LANGUAGE_MISMATCH');
    const publicFew = await api.fails(400, 'POST', S, alice, { name: 'x', lang_from: 'eng', lang_to: 'ger', union_ids: words.slice(0, 5), is_public: true });
    expect(publicFew).toMatchObject({ code: 'SELECTION_PUBLIC_MIN_WORDS', message: 'A public collection needs at least 6 flashcards' });
    expect((await api.fails(400, 'GET', `${S}/not-a-uuid`, alice)).field).toBe('uuid');
    expect((await api.fails(404, 'GET', `${S}/0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70`, alice))).toMatchObject({ code: 'SELECTION_NOT_FOUND', message: 'Not found selection.uuid' });
  });
});

describe('who sees and changes what (guest, stranger, author)', () => {
  let priv: { uuid: string };
  let pub: { uuid: string };
  beforeAll(async () => {
    priv = await api.selection(alice, words.slice(0, 2), { name: 'Secret' });
    pub = await api.selection(alice, words.slice(0, 6), { name: 'Open', is_public: true });
  });

  it('a private selection is 404 for guests and strangers on every route, the author sees it', async () => {
    await api.ok('GET', `${S}/${priv.uuid}`, alice);
    for (const [who, status] of [[null, 404], [bob, 404]] as const) {
      expect((await api.fails(status, 'GET', `${S}/${priv.uuid}`, who)).code).toBe('SELECTION_NOT_FOUND');
      expect((await api.fails(status, 'GET', `${S}/${priv.uuid}/contents/enumeration`, who)).code).toBe('SELECTION_NOT_FOUND');
      expect((await api.fails(status, 'GET', `${S}/${priv.uuid}/comments`, who)).code).toBe('SELECTION_NOT_FOUND');
      expect((await api.fails(status, 'GET', `${S}/${priv.uuid}/export`, who)).code).toBe('SELECTION_NOT_FOUND');
    }
    for (const [m, path] of [['PUT', ''], ['DELETE', ''], ['PUT', '/contents'], ['POST', '/study'], ['POST', '/like'], ['POST', '/comments']] as const) {
      const body = m === 'PUT' && path === '' ? { name: 'x' } : path === '/comments' ? { comment: 'hi' } : m === 'PUT' ? { add_union_ids: [] } : undefined;
      expect((await api.fails(404, m, `${S}/${priv.uuid}${path}`, bob, body)).code, `${m} ${path}`).toBe('SELECTION_NOT_FOUND');
      expect((await api.fails(401, m, `${S}/${priv.uuid}${path}`, null, body)).code, `${m} ${path}`).toBe('UNAUTHENTICATED');
    }
    const found = await api.ok('GET', `${S}/search?selection_name=secret`, bob);
    expect(found.rows).toEqual([]);
    expect((await api.ok('GET', `${S}/search?selection_name=secret`, alice)).rows.map((r: { uuid: string }) => r.uuid)).toContain(priv.uuid);
  });

  it('a public selection is read by everyone; only the author changes or deletes it (403)', async () => {
    const asGuest = await api.ok('GET', `${S}/${pub.uuid}`, null);
    expect(asGuest.can_edit).toBe(false);
    expect((await api.ok('GET', `${S}/${pub.uuid}`, bob)).can_edit).toBe(false);
    expect((await api.fails(403, 'PUT', `${S}/${pub.uuid}`, bob, { name: 'Mine now' })).code).toBe('FORBIDDEN');
    expect((await api.fails(403, 'PUT', `${S}/${pub.uuid}/contents`, bob, { delete_union_ids: [words[0]] })).code).toBe('FORBIDDEN');
    expect((await api.fails(403, 'DELETE', `${S}/${pub.uuid}`, bob)).code).toBe('FORBIDDEN');
    expect((await api.ok('GET', `${S}/${pub.uuid}/contents/enumeration`, null))).toEqual(words.slice(0, 6));
  });

  it('public with fewer than 6 words is refused, and so is removing words below 6 while public', async () => {
    expect((await api.fails(400, 'PUT', `${S}/${priv.uuid}`, alice, { is_public: true })).code).toBe('SELECTION_PUBLIC_MIN_WORDS');
    expect((await api.fails(400, 'PUT', `${S}/${pub.uuid}/contents`, alice, { delete_union_ids: [words[0]] })).code).toBe('SELECTION_PUBLIC_MIN_WORDS');
    expect((await api.ok('GET', `${S}/${pub.uuid}`, alice)).additional.words_total).toBe(6);
  });
});

describe('contents', () => {
  it('adds and removes together; nothing is saved when any id is refused', async () => {
    const s = await api.selection(alice, words.slice(0, 2));
    const changed = await api.ok('PUT', `${S}/${s.uuid}/contents`, alice, { add_union_ids: [words[2], words[3]], delete_union_ids: [words[0]] });
    expect(changed).toMatchObject({ added: [words[2], words[3]], removed: [words[0]] });
    expect(changed.additional.words_total).toBe(3);
    const bad = await api.fails(400, 'PUT', `${S}/${s.uuid}/contents`, alice, { add_union_ids: [words[4], 2147483647], delete_union_ids: [words[1]] });
    expect(bad).toMatchObject({ code: 'TRANSLATION_NOT_FOUND', field: 'add_union_ids' });
    expect(await api.ok('GET', `${S}/${s.uuid}/contents/enumeration`, alice)).toEqual([words[1], words[2], words[3]]);
    expect((await api.fails(400, 'PUT', `${S}/${s.uuid}/contents`, alice, { add_union_ids: ['x'] })).field).toMatch(/add_union_ids/);
  });

  it('holds at most 500 words (the spec message)', async () => {
    const big = await bulkVocabulary(t, 501);
    expect((await api.fails(400, 'POST', S, alice, { name: 'Big', lang_from: 'eng', lang_to: 'ger', union_ids: big })).field).toBe('union_ids');
    const s = await api.selection(alice, big.slice(0, 499));
    const over = await api.fails(400, 'PUT', `${S}/${s.uuid}/contents`, alice, { add_union_ids: big.slice(499, 501) });
    expect(over).toMatchObject({ code: 'SELECTION_WORDS_LIMIT', message: 'The collection reached the maximum flashcards' });
    expect((await api.ok('GET', `${S}/${s.uuid}`, alice)).additional.words_total).toBe(499);
    await api.ok('PUT', `${S}/${s.uuid}/contents`, alice, { add_union_ids: [big[499]] });
  }, 60_000);

  it('a removed dictionary entry drops out of the page with notice_material_removed', async () => {
    const gone = await makeTranslation(t, ['eng', 'ghost'], ['ger', 'Geist'], { verified: true });
    const s = await api.selection(alice, [words[0], gone.id]);
    await t.ctx.db.execute(`update translation_unions set is_removed = true where id = ${gone.id}`);
    t.services.dictionary.invalidateReadCache();
    const res = (await api.call('GET', `${S}/${s.uuid}`, alice)).json();
    expect(res.data.unions.map((u: { union: { id: number } }) => u.union.id)).toEqual([words[0]]);
    expect(res.notices).toEqual(['notice_material_removed']);
  });
});

describe('lists, social, feed, export', () => {
  let pub: { uuid: string };
  beforeAll(async () => {
    pub = await api.selection(alice, words.slice(0, 6), { name: 'Haustiere und Essen', is_public: true, subjects: ['general'], complexity: 'hard' });
  });

  it('search by name, words, complexity, subjects and words range; the full range is no filter', async () => {
    const q = async (query: string) => (await api.ok('GET', `${S}/search?${query}`, bob)).rows.map((r: { uuid: string }) => r.uuid);
    expect(await q('selection_name=haustiere')).toContain(pub.uuid);
    expect(await q('word_names=Hund,brot')).toContain(pub.uuid);
    expect(await q('word_names=zebra')).not.toContain(pub.uuid);
    expect(await q('complexity=hard&lang_from=eng&lang_to=ger')).toContain(pub.uuid);
    expect(await q('complexity=easy&selection_name=haustiere')).toEqual([]);
    expect(await q('subjects=general&selection_name=haustiere')).toEqual([pub.uuid]);
    expect(await q('words_range_from=6&words_range_to=500&selection_name=haustiere')).toEqual([pub.uuid]);
    expect(await q('words_range_from=7&selection_name=haustiere')).toEqual([]);
    expect((await api.fails(400, 'GET', `${S}/search?words_range_from=5`, bob)).field).toBe('words_range_from');
    expect((await api.fails(400, 'GET', `${S}/search?subjects=a,b,c,d,e,f`, bob)).field).toBe('subjects');
  });

  it('my materials filter by subjects and words range too; the full range is no filter; count matches the filter', async () => {
    const small = await api.selection(alice, words.slice(0, 3), { name: 'Drei Wörter', complexity: 'easy' });
    const mine = async (query: string) => {
      const page = (await api.call('GET', `${S}/search/users?source=authored_by_me&limit=50&${query}`, alice)).json();
      expect(page.count).toBe(page.rows.length);
      return page.rows.map((r: { uuid: string }) => r.uuid) as string[];
    };
    const all = await mine('');
    expect(all).toEqual(expect.arrayContaining([pub.uuid, small.uuid]));
    const general = await mine('subjects=general');
    expect(general).toContain(pub.uuid);
    expect(general).not.toContain(small.uuid);
    expect(await mine('words_range_from=6&words_range_to=500')).toEqual(all);
    const big = await mine('words_range_from=7');
    expect(big).not.toContain(pub.uuid);
    expect(big).not.toContain(small.uuid);
    const few = await mine('words_range_to=6');
    expect(few).toEqual(expect.arrayContaining([pub.uuid, small.uuid]));
    expect(await mine('subjects=general&words_range_to=6&complexity=hard')).toEqual([pub.uuid]);
    expect((await api.fails(400, 'GET', `${S}/search/users?words_range_to=501`, alice)).field).toBe('words_range_to');
    expect((await api.fails(400, 'GET', `${S}/search/users?subjects=a,b,c,d,e,f`, alice)).field).toBe('subjects');
  });

  it('my materials page after previous_uuid: the same order, no repeat, no skip, the count of the whole set', async () => {
    const mine = async (query: string) => {
      const page = (await api.call('GET', `${S}/search/users?source=authored_by_me&${query}`, alice)).json();
      return { count: page.count as number, uuids: page.rows.map((r: { uuid: string }) => r.uuid) as string[] };
    };
    for (const n of [1, 2, 3]) await api.selection(alice, words.slice(0, 2), { name: `Meine Seite ${n}` });
    const all = await mine('limit=50');
    expect(all.uuids.length).toBeGreaterThan(2);
    const paged: string[] = [];
    let page = await mine('limit=2');
    while (page.uuids.length) {
      expect(page.count).toBe(all.count);
      paged.push(...page.uuids);
      page = await mine(`limit=2&previous_uuid=${page.uuids.at(-1)}`);
    }
    expect(paged).toEqual(all.uuids);
    expect((await api.fails(404, 'GET', `${S}/search/users?previous_uuid=00000000-0000-4000-8000-000000000000`, alice)).code).toBe('SELECTION_NOT_FOUND');
    expect((await api.fails(400, 'GET', `${S}/search/users?previous_uuid=nope`, alice)).field).toBe('previous_uuid');
  });

  it('search pages continue after previous_uuid: the same order, no repeat, no skip; an unknown one is 404', async () => {
    for (const n of [1, 2, 3]) await api.selection(alice, words.slice(0, 6), { name: `Blätterseite ${n}`, is_public: true });
    const q = async (query: string) => (await api.ok('GET', `${S}/search?selection_name=blatterseite&${query}`, bob)).rows.map((r: { uuid: string }) => r.uuid) as string[];
    const all = await q('limit=50');
    expect(all).toHaveLength(3);
    const paged: string[] = [];
    let page = await q('limit=1');
    while (page.length) {
      paged.push(...page);
      page = await q(`limit=1&previous_uuid=${page[0]}`);
    }
    expect(paged).toEqual(all);
    // previous_uuid wins over an offset.
    expect(await q(`limit=1&offset=2&previous_uuid=${all[0]}`)).toEqual([all[1]]);
    expect((await api.fails(404, 'GET', `${S}/search?previous_uuid=00000000-0000-4000-8000-000000000000`, bob)).code).toBe('SELECTION_NOT_FOUND');
    expect((await api.fails(400, 'GET', `${S}/search?previous_uuid=nope`, bob)).field).toBe('previous_uuid');
  });

  it('discover blocks continue after their own cursor', async () => {
    const first = await api.ok('GET', `${S}/feed?limit=1&lang_from=eng&lang_to=ger`, null);
    expect(first.new).toHaveLength(1);
    const next = await api.ok('GET', `${S}/feed?limit=1&lang_from=eng&lang_to=ger&new_pagination_uuid=${first.new[0].uuid}`, null);
    expect(next.new[0]?.uuid).not.toBe(first.new[0].uuid);
    expect(first.old_unpopular).toEqual([]);
  });

  it('likes, study and comments move their counters; materials list what the member studies', async () => {
    expect(await api.ok('POST', `${S}/${pub.uuid}/like`, bob)).toEqual({ liked_by_user: true, count: 1 });
    expect(await api.ok('POST', `${S}/${pub.uuid}/like`, bob)).toEqual({ liked_by_user: true, count: 1 });
    expect(await api.ok('POST', `${S}/${pub.uuid}/study`, bob)).toEqual({ selected_for_learning: true, followers_total: 1 });
    const c = await api.ok('POST', `${S}/${pub.uuid}/comments`, bob, { comment: 'Sehr gut!' });
    expect((await api.fails(403, 'PUT', `${S}/${pub.uuid}/comments/${c.uuid}`, alice, { comment: 'mine' })).code).toBe('FORBIDDEN');
    expect((await api.ok('PUT', `${S}/${pub.uuid}/comments/${c.uuid}`, bob, { comment: 'Super!' })).comment).toBe('Super!');
    expect(await api.ok('POST', `${S}/${pub.uuid}/comments/${c.id}/like`, alice)).toEqual({ liked_by_user: true, count: 1 });
    expect((await api.fails(404, 'POST', `${S}/${pub.uuid}/comments/999999/like`, alice)).code).toBe('COMMENT_NOT_FOUND');
    const seen = await api.ok('GET', `${S}/${pub.uuid}`, bob);
    expect(seen.additional).toMatchObject({ likes_total: 1, comments_total: 1, followers_total: 1, selected_for_learning: true, is_liked_by_current_user: true });
    const materials = (await api.call('GET', `${S}/search/users?source=studying`, bob)).json();
    expect(materials.rows.map((r: { uuid: string }) => r.uuid)).toEqual([pub.uuid]);
    expect(materials.count).toBe(1);
    await api.ok('DELETE', `${S}/${pub.uuid}/comments/${c.uuid}`, bob);
    expect(await api.ok('POST', `${S}/${pub.uuid}/dislike`, bob)).toEqual({ liked_by_user: false, count: 0 });
    expect(await api.ok('GET', `${S}/${pub.uuid}/comments`, null)).toEqual([]);
  });

  it('a public selection is a feed item; private again or deleted, it leaves the feed and every learner', async () => {
    const s = await api.selection(alice, words.slice(0, 6), { name: 'Feed me', is_public: true });
    const feed = async () => (await api.ok('GET', '/api/feed/public?type=selection', null)).map((i: { position: { uuid: string } }) => i.position.uuid);
    expect(await feed()).toContain(s.uuid);
    await api.ok('PUT', `${S}/${s.uuid}`, alice, { is_public: false });
    expect(await feed()).not.toContain(s.uuid);
    await api.ok('PUT', `${S}/${s.uuid}`, alice, { is_public: true });
    await api.ok('POST', `${S}/${s.uuid}/study`, bob);
    expect(await feed()).toContain(s.uuid);
    await api.ok('DELETE', `${S}/${s.uuid}`, alice);
    expect(await feed()).not.toContain(s.uuid);
    const materials = (await api.call('GET', `${S}/search/users?source=studying`, bob)).json();
    expect(materials.rows.map((r: { uuid: string }) => r.uuid)).not.toContain(s.uuid);
    expect((await api.fails(404, 'GET', `${S}/${s.uuid}`, alice)).code).toBe('SELECTION_NOT_FOUND');
  });

  it('exports Anki notes with audio file names and CSV', async () => {
    const [dog] = await t.ctx.db.execute(`select primary_word_id from translation_unions where id = ${words[0]}`).then((r) => (r as unknown as { rows: { primary_word_id: number }[] }).rows);
    await addAudio(t, dog!.primary_word_id, 'dog-en.mp3');
    t.services.dictionary.invalidateReadCache();
    const anki = await api.call('GET', `${S}/${pub.uuid}/export?format=anki`, null);
    expect(anki.statusCode).toBe(200);
    expect(anki.headers['content-type']).toContain('text/tab-separated-values');
    const lines = anki.body.trim().split('\n');
    expect(lines.slice(0, 4)).toEqual(['#separator:tab', '#html:true', '#columns:Word\tTranslation\tExample\tAudio', '#deck:Haustiere und Essen']);
    expect(lines[4]).toBe('dog\tHund\t\t[sound:dog-en.mp3]');
    expect(lines).toHaveLength(4 + 6);
    const csv = await api.call('GET', `${S}/${pub.uuid}/export?format=csv`, null);
    expect(csv.body).toContain('cat,Katze,eng,ger');
    expect((await api.fails(400, 'GET', `${S}/${pub.uuid}/export?format=pdf`, null)).field).toBe('format');
    expect(PAIRS).toHaveLength(8);
  });
});
