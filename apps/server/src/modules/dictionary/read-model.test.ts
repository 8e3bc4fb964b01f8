// The read model of guests' searches: its answers equal the live queries' (a second app on the
// same database with DICTIONARY_READ_MODEL=false), every accepted edit shows in the next
// uncached lookup, the triggers drop what an edit made stale in the edit's own transaction, and
// imports (whose triggers stand aside) rebuild it set-wise.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeForm, makeMeaning, makeSentence, makeTranslation, makeWord } from '../../../test/dictionary-factories';
import { rebuildReadModel } from './import/read-model';
import { runImport } from './import/runner';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFixtureDictd } from '../../../test/dictd-fixtures';
import { freedictSource } from '../../cli/import/freedict/source';

let t: TestApp;
let live: TestApp;
let author: TestUser;
let member: TestUser;
let moderator: TestUser;

const NO_CACHE = { DICTIONARY_CACHE_ENTRIES: '0' };

beforeAll(async () => {
  t = await createTestApp(NO_CACHE);
  live = await createTestApp({ ...NO_CACHE, DICTIONARY_READ_MODEL: 'false' }, { database: t.database });
  author = await makeUser(t, { native: 'eng' });
  member = await makeUser(t);
  moderator = await makeUser(t, { role: 'moderator' });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Ufer'], { weight: 5, attributes: [{ side: 'translation', code: 'neuter' }] });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Bank'], {
    verified: true,
    subjects: ['finance'],
    attributes: [
      { side: 'primary', code: 'noun' },
      { side: 'translation', code: 'female' },
    ],
    meanings: [
      { side: 'primary', text: 'A financial institution.' },
      { side: 'primary', text: 'A place that keeps money.' },
      { side: 'primary', text: 'An organization lending money.' },
      { side: 'primary', text: 'A building of such an organization.' },
      { side: 'translation', text: 'Ein Geldinstitut.' },
    ],
  });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Geldinstitut'], { likes: 3 });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Sparkasse'], { author });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Uferbank'], { removed: true });
  await makeTranslation(t, ['eng', 'bank'], ['fre', 'banque']);
  // Two words of one key (Bank, bank in German): the exact spelling comes first.
  await makeTranslation(t, ['ger', 'bank'], ['eng', 'bench']);
  await makeTranslation(t, ['ger', 'Straße'], ['eng', 'street']);
  await makeTranslation(t, ['ger', 'Gans'], ['eng', 'goose']);
  await makeForm(t, 'eng', 'geese', 'goose');
  await makeTranslation(t, ['eng', 'went'], ['ger', 'ging']);
  await makeTranslation(t, ['eng', 'go'], ['ger', 'gehen']);
  await makeForm(t, 'eng', 'went', 'go');
  const bank = await makeWord(t, 'eng', 'bank');
  await makeSentence(t, bank, 'eng', 'I work in a bank.', [{ lang: 'ger', text: 'Ich arbeite in einer Bank.' }]);
  await makeMeaning(t, bank, 'eng', 'Sloping land beside a river.');
  for (let i = 1; i <= 12; i++)
    await makeTranslation(t, ['eng', 'page'], ['spa', `página ${String(i).padStart(2, '0')}`], { weight: 100 - i });
  await ready();
}, 240_000);
afterAll(async () => {
  await live.close();
  await t.close();
});

/** Waits for the refresh after the last write, then rebuilds whatever is still queued. */
async function ready(): Promise<void> {
  await t.services.dictionary.readModel.idle();
  await t.services.dictionary.readModel.drain();
}

const guest = (app: TestApp, url: string, locale = 'eng') => app.app.inject({ url, headers: { local: locale } });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function documents(lang: string, key: string): Promise<number> {
  const res = await t.ctx.db.execute(
    sql`select count(*)::int as n from search_documents where lang_code = ${lang} and search_key = ${key}`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** The guest's answer from the read model, checked against the live queries' answer. */
async function same(url: string, locale = 'eng') {
  const [fromModel, fromLive] = await Promise.all([guest(t, url, locale), guest(live, url, locale)]);
  expect(fromModel.statusCode).toBe(200);
  expect(fromModel.json()).toEqual(fromLive.json());
  return fromModel.json();
}

const names = (body: { data: { translation_word: { name: string } }[] }) => body.data.map((d) => d.translation_word.name);
const search = (text: string, lang = 'eng', langT = 'ger', extra = '') =>
  `/api/translations?lang=${lang}&lang_t=${langT}&search=${encodeURIComponent(text)}${extra}`;
const tips = (prefix: string, lang = 'eng', langT = 'ger') =>
  `/api/words/tooltips?lang=${lang}&lang_t=${langT}&search=${encodeURIComponent(prefix)}`;
const tipPairs = (body: { data: { name: string; translation: string }[] }) => body.data.map((d) => `${d.name}=${d.translation}`);

describe('the read model answers as the live queries do', () => {
  it('has documents for translated keys only', async () => {
    expect(await documents('eng', 'bank')).toBe(2); // into German and French
    // An inflected form without translations of its own is searched live, through its lemma.
    expect(await documents('eng', 'geese')).toBe(0);
    expect(await documents('eng', 'page')).toBe(1);
    expect(await documents('eng', 'nothing')).toBe(0);
  });

  it('full answers: order, attributes, subjects, meanings, sentences, lemmas, both orientations, pages', async () => {
    const bank = await same(search('bank'));
    expect(names(bank)).toEqual(['Bank', 'Geldinstitut', 'Ufer']);
    expect(bank).toMatchObject({ total_count: 3, sentences_total_count: 1, canonical: null, close_spellings: [] });
    await same(search('bank'), 'ger');
    await same(search('BANK', 'eng', 'fre'));
    const swapped = await same(search('Bank', 'ger', 'eng'));
    expect(names(swapped)).toEqual(['bank', 'bench']);
    await same(search('bank', 'ger', 'eng'));
    await same(search('STRASSE', 'ger', 'eng'));
    expect((await same(search('geese', 'eng', 'ger'))).canonical).toMatchObject({ name: 'goose' });
    expect((await same(search('went'))).canonical).toMatchObject({ name: 'go' });
    expect((await same(search('page', 'eng', 'spa', '&page=2'))).data).toHaveLength(2);
    await same(search('page', 'eng', 'spa', '&offset=3&limit=4'));
    expect((await same(search('page', 'eng', 'spa', '&page=9'))).total_count).toBe(12);
    expect((await same(search('hause'))).data).toEqual([]);
    await same(`/api/translations/light?lang=eng&lang_t=ger&search=bank&limit=2`);
    await same(`/api/translations/light?lang=ger&lang_t=eng&search=Bank`);
  });

  it('autocomplete: candidates and their best translation from the documents, as the live queries give them', async () => {
    expect(tipPairs(await same(tips('ba')))).toEqual(['bank=Bank']);
    expect(tipPairs(await same(tips('b', 'ger', 'eng')))).toEqual(['Bank=bank', 'bank=bench']);
    // Forms without translations of their own are not offered; their lemmas are.
    expect(tipPairs(await same(tips('g')))).toEqual(['go=gehen', 'goose=Gans']);
    expect(tipPairs(await same(tips('we')))).toEqual(['went=ging']);
    await same(tips('pa', 'eng', 'spa'));
    await same(tips('str', 'ger', 'eng'));
    expect((await same(tips('zz'))).data).toEqual([]);
    // The guest's answer is read from the document (one shaped by hand here shows it), not the unions.
    await t.ctx.db.execute(sql`update search_documents d set tips = jsonb_build_object(w.id::text, jsonb_build_array(u.id, u.translation_word_id))
      from words w, translation_unions u join words o on o.id = u.translation_word_id
      where d.lang_code = 'eng' and d.search_key = 'bank' and d.translation_lang = 'ger'
        and w.lang_code = 'eng' and w.name = 'bank' and u.primary_word_id = w.id and o.name = 'Ufer'`);
    expect(tipPairs((await guest(t, tips('ba'))).json())).toEqual(['bank=Ufer']);
    // A document built before tips existed is judged live.
    await t.ctx.db.execute(sql`update search_documents set tips = null where lang_code = 'eng' and search_key = 'bank'`);
    expect(tipPairs(await same(tips('ba')))).toEqual(['bank=Bank']);
    // At start such documents are rebuilt (in the background) with their tips.
    expect(await t.services.dictionary.readModel.buildIfMissing()).not.toBeNull();
    expect(await t.services.dictionary.readModel.buildIfMissing()).toBeNull();
    expect(tipPairs(await same(tips('ba')))).toEqual(['bank=Bank']);
  });

  it('members keep the live queries: they see their own material under review', async () => {
    const res = await call('GET', search('bank'), author);
    expect(names(res.json())).toContain('Sparkasse');
  });
});

describe('edits show in the next uncached lookup', () => {
  async function taskFor(type: string, id: number): Promise<number> {
    const res = await call('GET', '/api/v2/moderation/tasks?limit=50', moderator);
    const task = (res.json().data as { id: number; detail_data: { entity_type_slug: string; entity_id: string } }[]).find(
      (x) => x.detail_data.entity_type_slug === type && x.detail_data.entity_id === String(id),
    );
    expect(task).toBeDefined();
    return task!.id;
  }
  type Card = { translation_word: { name: string }; translation_word_explanation: string | null; translation_meanings_descriptions: { value: string }[] };
  const sitzbank = (body: { data: Card[] }) => body.data.find((d) => d.translation_word.name === 'Sitzbank')!;
  const decide = async (type: string, id: number, action: 'accept' | 'reject') =>
    expect((await call('POST', `/api/v2/moderation/tasks/${await taskFor(type, id)}/dictionary`, moderator, { action })).statusCode).toBe(200);

  it('an accepted translation, a like, a moderator edit, a meaning, a rejection', { timeout: 240_000 }, async () => {
    const word = async (name: string, lang: string) =>
      (await call('POST', '/api/words/add-or-get', author, { word: name, lang_code: lang })).json().data.id as number;
    const added = await call('POST', '/api/translations', author, {
      primary_word_id: await word('bank', 'eng'),
      translation_word_id: await word('Sitzbank', 'ger'),
      translation_lang_code: 'ger',
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as number;
    expect(names((await guest(t, search('bank'))).json())).not.toContain('Sitzbank');

    // Accepted: verified, so among the first; the very next lookup shows it, rebuilt or not.
    await decide('translation-union', id, 'accept');
    expect(names((await guest(t, search('bank'))).json()).slice(0, 2)).toEqual(['Bank', 'Sitzbank']);
    await ready();
    expect(await documents('eng', 'bank')).toBe(2);
    expect(names(await same(search('bank'))).slice(0, 2)).toEqual(['Bank', 'Sitzbank']);
    expect(names(await same(search('Sitzbank', 'ger', 'eng')))).toEqual(['bank']);
    expect(tipPairs(await same(tips('sitz', 'ger', 'eng')))).toEqual(['Sitzbank=bank']);

    // A like reorders: Ufer (weight 5) overtakes Geldinstitut (3 likes) with 4.
    const ufer = (await same(search('bank'))).data.find((d: { translation_word: { name: string } }) => d.translation_word.name === 'Ufer');
    for (const u of [member, author, moderator, await makeUser(t)])
      expect((await call('POST', `/api/translations/${ufer.id}/like`, u)).statusCode).toBe(200);
    expect(names((await guest(t, search('bank'))).json())).toEqual(['Bank', 'Sitzbank', 'Ufer', 'Geldinstitut']);
    await ready();
    expect(names(await same(search('bank')))).toEqual(['Bank', 'Sitzbank', 'Ufer', 'Geldinstitut']);
    await same(tips('ban'));
    await same(tips('uf', 'ger', 'eng'));

    // A moderator's edit of the explanation.
    const edited = await call('PUT', `/api/translations/${id}`, moderator, {
      primary_word_id: added.json().data.primary_word.id,
      translation_word_id: added.json().data.translation_word.id,
      translation_word_explanation: 'im Park',
    });
    expect(edited.statusCode).toBe(200);
    expect(sitzbank((await guest(t, search('bank'))).json()).translation_word_explanation).toBe('im Park');
    await ready();
    expect(sitzbank(await same(search('bank'))).translation_word_explanation).toBe('im Park');

    // A meaning: shown once accepted.
    const meaning = await call('POST', `/api/translations/${id}/meaning-descriptions`, member, {
      lang_code: 'ger',
      value: 'Eine Bank zum Sitzen.',
    });
    expect(meaning.statusCode).toBe(200);
    await ready();
    expect(sitzbank(await same(search('bank'))).translation_meanings_descriptions).toEqual([]);
    await decide('translation-meaning', meaning.json().data.id, 'accept');
    expect(sitzbank((await guest(t, search('bank'))).json()).translation_meanings_descriptions[0].value).toBe('Eine Bank zum Sitzen.');
    await ready();
    expect(sitzbank(await same(search('bank'))).translation_meanings_descriptions).toHaveLength(1);

    // A rejected addition never shows; a complaint upheld takes an accepted one away.
    const bad = await call('POST', '/api/translations', author, {
      primary_word_id: await word('bank', 'eng'),
      translation_word_id: await word('Bankrott', 'ger'),
      translation_lang_code: 'ger',
    });
    await decide('translation-union', bad.json().data.id, 'reject');
    await ready();
    expect(names(await same(search('bank')))).not.toContain('Bankrott');
    const complaint = await call('POST', '/api/complain', member, { target: id, target_type: 'translation-union', comment: 'Not a bank' });
    expect(complaint.statusCode).toBe(200);
    const tasks = (await call('GET', '/api/v2/moderation/tasks?limit=50', moderator)).json().data as { id: number; kind?: string; detail_data: { entity_id: string } }[];
    const complaintTask = tasks.find((x) => x.detail_data.entity_id === String(id));
    expect(complaintTask).toBeDefined();
    expect((await call('POST', `/api/v2/moderation/tasks/${complaintTask!.id}/dictionary`, moderator, { action: 'accept' })).statusCode).toBe(200);
    expect(names((await guest(t, search('bank'))).json())).not.toContain('Sitzbank');
    expect((await guest(t, tips('sitz', 'ger', 'eng'))).json().data).toEqual([]);
    await ready();
    expect(names(await same(search('bank')))).not.toContain('Sitzbank');
    expect(await documents('ger', 'sitzbank')).toBe(0);
    expect((await same(tips('sitz', 'ger', 'eng'))).data).toEqual([]);
  });

  it('the edit itself deletes what it made stale and queues it, in its own transaction', async () => {
    const { id } = await makeTranslation(t, ['eng', 'harbour'], ['ger', 'Hafen']);
    await ready();
    expect(await documents('eng', 'harbour')).toBe(1);
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update translation_unions set likes_count = likes_count + 1 where id = ${id}`);
      const inside = await tx.execute(
        sql`select (select count(*) from search_documents where search_key in ('harbour', 'hafen'))::int as docs,
          (select count(*) from union_cards where union_id = ${id})::int as cards,
          (select count(*) from read_model_queue where search_key in ('harbour', 'hafen') or union_id = ${id})::int as queued`,
      );
      expect((inside as unknown as { rows: unknown[] }).rows[0]).toEqual({ docs: 0, cards: 0, queued: 3 });
    });
    await t.services.dictionary.readModel.drain();
    expect(await documents('eng', 'harbour')).toBe(1);
    expect(await documents('ger', 'hafen')).toBe(1);
    await same(search('harbour'));
  });

  it('a word deleted, an audio-free word renamed: documents follow', async () => {
    const goose = await makeWord(t, 'eng', 'goose');
    await t.ctx.db.execute(sql`update words set transcriptions = '["ɡuːs"]'::jsonb where id = ${goose}`);
    await t.services.dictionary.readModel.drain();
    expect((await same(search('goose', 'eng', 'ger'))).data[0].primary_word.transcriptions).toEqual(['ɡuːs']);
    await same(search('geese', 'eng', 'ger'));
    await t.ctx.db.execute(sql`delete from words where lang_code = 'ger' and name = 'Gans'`);
    await t.services.dictionary.readModel.drain();
    expect(await documents('eng', 'goose')).toBe(0);
    expect(await documents('eng', 'geese')).toBe(0);
    expect((await same(search('geese', 'eng', 'ger'))).data).toEqual([]);
  });
});

describe('cards', () => {
  it('set-wise (a full rebuild) and one by one (an edit) give every card the same text', async () => {
    const bank = await makeWord(t, 'eng', 'bank');
    const bankGer = await makeWord(t, 'ger', 'Bank');
    const exec = (q: ReturnType<typeof sql>) => t.ctx.db.execute(q);
    await exec(sql`insert into audios (word_id, file_name, preview_file_name, review_status) values
      (${bank}, 'bank-1.mp3', 'bank-1.png', 'accepted'), (${bank}, 'bank-2.mp3', null, 'accepted'),
      (${bankGer}, 'bank-de.mp3', null, 'under_review')`);
    await exec(sql`insert into word_attributes (word_id, attribute_id, review_status)
      select ${bankGer}, id, 'accepted' from attributes where code = 'female'`);
    const cards = async () => {
      const res = await exec(sql`select union_id, card from union_cards order by union_id`);
      return (res as unknown as { rows: { union_id: number; card: string }[] }).rows;
    };
    await rebuildReadModel(t.database, { cards: 'one-by-one' });
    const oneByOne = await cards();
    await rebuildReadModel(t.database, { cards: 'set-wise' });
    const setWise = await cards();
    expect(setWise.length).toBeGreaterThan(10);
    expect(setWise).toEqual(oneByOne);
    // What the details hold, so that the comparison covers them.
    const parsed = setWise.map((c) => JSON.parse(c.card));
    const bankBank = parsed.find((c) => c.primary_word.name === 'bank' && c.translation_word.name === 'Bank');
    expect(bankBank.primary_word.audios.map((a: { file_name: string }) => a.file_name)).toEqual(['bank-1.mp3', 'bank-2.mp3']);
    expect(bankBank.translation_word.audios).toEqual([]);
    expect(bankBank.translation_word.attributes).toHaveLength(1);
    expect(bankBank.attributes).toHaveLength(2);
    expect(bankBank.vocabularies).toHaveLength(1);
    expect(bankBank.primary_meanings).toHaveLength(3);
    expect(bankBank.primary_meanings_count).toBe(4);
    expect(bankBank.translation_meanings_count).toBe(1);
    expect(parsed.find((c) => c.primary_word.name === 'went').primary_word.canonical).toMatchObject({ name: 'go' });
    // The answers stay the live ones.
    await same(search('bank'));
  });
});

describe('a full rebuild', () => {
  it('swaps in new tables of the same shape: columns, indexes, constraints, names; edits reach them', async () => {
    const shape = async () => {
      const res = await t.ctx.db.execute(sql`
        select 'column' as kind, c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull || ' ' || coalesce(a.attcollation::regcollation::text, '') as what
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          where c.relname in ('search_documents', 'union_cards', 'tooltip_answers') and a.attnum > 0 and not a.attisdropped
        union all
        select 'index', pg_get_indexdef(x.indexrelid) from pg_index x join pg_class c on c.oid = x.indrelid
          where c.relname in ('search_documents', 'union_cards', 'tooltip_answers')
        union all
        select 'constraint', c.relname || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid) from pg_constraint con join pg_class c on c.oid = con.conrelid
          where c.relname in ('search_documents', 'union_cards', 'tooltip_answers')
        union all
        select 'schema', nspname from pg_namespace where nspname like 'glossa%'
        order by 1, 2`);
      return (res as unknown as { rows: { kind: string; what: string }[] }).rows.map((r) => `${r.kind}: ${r.what}`);
    };
    const before = await shape();
    expect(before.filter((l) => l.startsWith('index')).length).toBeGreaterThanOrEqual(4);
    const built = await rebuildReadModel(t.database);
    expect(built.documents).toBeGreaterThan(5);
    expect(await shape()).toEqual(before);
    // An edit's triggers and the refresh after it work on the new tables.
    expect(names(await same(search('Straße', 'ger', 'eng')))).toEqual(['street']);
    await makeTranslation(t, ['ger', 'Straße'], ['eng', 'road'], { verified: true });
    await ready();
    expect(names(await same(search('Straße', 'ger', 'eng')))).toEqual(['road', 'street']);
  });
});

describe('imports', () => {
  it('write past the triggers and rebuild the read model set-wise after', { timeout: 240_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'glossa-read-model-'));
    const app = await createTestApp(NO_CACHE);
    const liveApp = await createTestApp({ ...NO_CACHE, DICTIONARY_READ_MODEL: 'false' }, { database: app.database });
    const count = async (table: string) =>
      ((await app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    try {
      const summary = await runImport(app.database, freedictSource(writeFixtureDictd(dir, 'ding-eng-deu.txt', 'eng-deu')));
      expect(summary.stats.unionsAdded).toBeGreaterThan(0);
      // Bulk writes queue nothing (the triggers stand aside) ...
      expect(await count('read_model_queue')).toBe(0);
      expect(await count('search_documents')).toBe(0);
      // ... and the rebuild after the import makes every translated key's document.
      const built = await rebuildReadModel(app.database);
      expect(built.documents).toBeGreaterThan(10);
      expect(built.cards).toBe(await count(`translation_unions where review_status = 'accepted' and not is_removed`));
      for (const url of [search('bank'), search('Haus', 'ger', 'eng'), search('went'), search('STRASSE', 'ger', 'eng')]) {
        const [a, b] = await Promise.all([guest(app, url), guest(liveApp, url)]);
        expect(a.json().data.length).toBeGreaterThan(0);
        expect(a.json()).toEqual(b.json());
      }
    } finally {
      await liveApp.close();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
