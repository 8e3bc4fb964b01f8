// The importers end to end on a real database: FreeDict fixtures of every family, WordNet, the
// demo dictionary. Idempotence, resuming, errors that name the file and offset, whole batches.
import { mkdtempSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, createTestDatabase, type TestApp } from '../../../../test/app';
import { openPostgres } from '../../../platform/db';
import { FIXTURES_DIR, writeFixtureDictd } from '../../../../test/dictd-fixtures';
import { ImportFileError } from '../../../cli/import/dictd';
import { freedictSource } from '../../../cli/import/freedict/source';
import { wordnetSource } from '../../../cli/import/wordnet';

import { runImport, type ImportSource } from './runner';
import { nextUnitSize } from './units';
import { rebuildReadModel } from './read-model';
import { IMPORTED_TABLES } from '../sql/import-bookkeeping';

const dir = mkdtempSync(path.join(tmpdir(), 'glossa-import-'));
const engDeu = writeFixtureDictd(dir, 'ding-eng-deu.txt', 'eng-deu', { chunkLength: 128 });
const deuEng = writeFixtureDictd(dir, 'ding-deu-eng.txt', 'deu-eng');
const polEng = writeFixtureDictd(dir, 'wikdict-pol-eng.txt', 'pol-eng');
const engFra = writeFixtureDictd(dir, 'plain-eng-fra.txt', 'eng-fra');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TABLES = ['data_sources', ...IMPORTED_TABLES];

async function counts(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const r = await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return out;
}

const get = (t: TestApp, url: string) => t.app.inject({ url }).then((r) => r.json());

/** An import as the CLI runs it (another process): the server's cache of guests' answers does not see it, so clear it. */
async function importInto(t: TestApp, source: ImportSource, options?: Parameters<typeof runImport>[2]) {
  try {
    return await runImport(t.database, source, options);
  } finally {
    t.services.dictionary.invalidateReadCache();
  }
}

describe('FreeDict and WordNet imports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('imports a Ding pair: translations with attributes, subjects, examples, synonyms and forms', async () => {
    const summary = await importInto(t, freedictSource(engDeu), { batchSize: 3 });
    expect(summary).toMatchObject({
      source: 'freedict-eng-deu (ding)',
      total: 11,
      entries: 11,
      entriesSkipped: 0,
      alreadyComplete: false,
      interrupted: false,
    });
    expect(summary.stats.unionsAdded).toBe(18);
    expect(summary.stats.sentencesAdded).toBe(14);
    expect(summary.stats.formsAdded).toBe(2);
    expect(summary.stats.groupsAdded).toBe(3);
    expect(summary.entriesPerSecond).toBeGreaterThan(0);

    const bank = await get(t, '/api/translations?lang=eng&lang_t=ger&search=bank');
    expect(
      bank.data.map((d: { translation_word: { name: string } }) => d.translation_word.name).sort(),
    ).toEqual(['Bank', 'Bankinstitut', 'Gewässerufer', 'Ufer']);
    const institut = bank.data.find(
      (d: { translation_word: { name: string } }) => d.translation_word.name === 'Bankinstitut',
    );
    expect(institut).toMatchObject({
      vocabulary_codes: ['finance'],
      review_status: 'accepted',
      is_this_user: false,
      primary_word: { transcriptions: ['bˈaŋk'] },
    });
    expect(
      institut.all_translation_attributes
        .map((a: { attribute: { code: string } }) => a.attribute.code)
        .sort(),
    ).toEqual(['neuter', 'noun']);
    expect(bank.sentences_total_count).toBe(1);
    const sources = await get(t, `/api/translations/${institut.id}/data-sources`);
    expect(sources.data).toEqual([
      expect.objectContaining({
        source: 'English - German Ding/FreeDict dictionary ver. 1.9-fd1-test',
        license: 'GPL-3.0 and AGPL-3.0',
        source_url: 'https://freedict.org/',
      }),
    ]);
    const went = await get(t, '/api/translations?lang=eng&lang_t=ger&search=went');
    expect(went.canonical).toMatchObject({ name: 'go' });
    expect(
      went.data.map((d: { translation_word: { name: string } }) => d.translation_word.name).sort(),
    ).toEqual(['ablaufen', 'gehen', 'laufen']);
    const sentences = await get(
      t,
      '/api/words/sentences2?word_name=go&word_name_t=gehen&lang=eng&lang_t=ger',
    );
    expect(sentences.data[0]).toMatchObject({
      sentence_text: 'he/she goes',
      selected_positions: [1],
      changed_word_form: 'goes',
    });
    const eir = await get(t, '/api/translations?lang=eng&lang_t=ger&search=eir');
    expect(eir.data.map((d: { translation_word: { name: string } }) => d.translation_word.name)).toEqual([
      'Gerätekennungsregister',
      'Gerätekennungsdatei',
    ]);
  });

  it('adds nothing when run again, even when forced to re-read the file', async () => {
    const before = await counts(t);
    const again = await importInto(t, freedictSource(engDeu));
    expect(again).toMatchObject({ alreadyComplete: true, entries: 0 });
    const forced = await importInto(t, freedictSource(engDeu), { force: true, batchSize: 4 });
    expect(forced.entries).toBe(11);
    expect(forced.stats).toMatchObject({
      wordsAdded: 0,
      unionsAdded: 0,
      unionsSkipped: 18,
      sentencesAdded: 0,
      meaningsAdded: 0,
      groupsAdded: 0,
      formsAdded: 0,
    });
    expect(await counts(t)).toEqual(before);
  });

  it('merges the reverse pair into the same translations, listing both sources', async () => {
    const before = await get(t, '/api/translations?lang=ger&lang_t=eng&search=haus');
    const summary = await importInto(t, freedictSource(deuEng));
    expect(summary.stats.unionsSkipped).toBe(3);
    expect(summary.stats.unionsAdded).toBe(2);
    const after = await get(t, '/api/translations?lang=ger&lang_t=eng&search=haus');
    expect(after.data).toHaveLength(1);
    expect(after.data[0].id).toBe(before.data[0].id);
    expect(
      after.data[0].all_primary_attributes
        .map((a: { attribute: { code: string } }) => a.attribute.code)
        .sort(),
    ).toEqual(['neuter', 'noun']);
    const sources = await get(t, `/api/translations/${after.data[0].id}/data-sources`);
    expect(sources.data.map((s: { source: string }) => s.source)).toEqual([
      'English - German Ding/FreeDict dictionary ver. 1.9-fd1-test',
      'German - English Ding/FreeDict dictionary ver. 1.9-fd1-test',
    ]);
    const [weights] = (
      (await t.ctx.db.execute(
        sql`select weight from translation_unions where id = ${after.data[0].id}::int`,
      )) as unknown as { rows: { weight: number }[] }
    ).rows;
    expect(weights!.weight).toBeGreaterThan(4);
  });

  it('imports WikDict definitions as meanings and plain pairs', async () => {
    const wik = await importInto(t, freedictSource(polEng));
    expect(wik.stats.meaningsAdded).toBe(7);
    const dom = await get(t, '/api/translations?lang=pol&lang_t=eng&search=dom');
    const house = dom.data.find(
      (d: { translation_word: { name: string } }) => d.translation_word.name === 'house',
    );
    expect(house.primary_meanings_descriptions.map((m: { value: string }) => m.value)).toEqual([
      '(architektura, architektoniczny) oddzielny budynek mieszkalny',
      '(heraldyka, heraldyczny) ród, rodzina, dynastia',
    ]);
    const sources = await get(t, `/api/translations/${house.id}/data-sources`);
    expect(sources.data[0]).toMatchObject({ license: 'CC BY-SA 3.0', source_url: 'http://www.wikdict.com/' });
    await importInto(t, freedictSource(engFra));
    const school = await get(t, '/api/translations?lang=fre&lang_t=eng&search=ecole');
    expect(school.data.map((d: { translation_word: { name: string } }) => d.translation_word.name)).toEqual([
      'school',
    ]);
    const floor = await get(
      t,
      `/api/translations?lang=eng&lang_t=fre&search=${encodeURIComponent('ground-floor')}`,
    );
    expect(floor.data[0].translation_word.name).toBe('rez‐de‐chaussée');
  });

  it('imports WordNet: meanings, synonyms, antonyms, examples and irregular forms, idempotently', async () => {
    const summary = await importInto(t, wordnetSource(path.join(FIXTURES_DIR, 'wordnet')));
    expect(summary.stats.meaningsAdded).toBe(21);
    expect(summary.stats.groupsAdded).toBe(8);
    const meanings = await get(t, '/api/translations/words/all-meanings?keyword=bank&lang=eng');
    expect(meanings.data.map((m: { value: string }) => m.value)).toEqual([
      'sloping land (especially the slope beside a body of water)',
      'a financial institution that accepts deposits and channels the money into lending activities',
    ]);
    const bank = await get(t, '/api/translations?lang=eng&lang_t=ger&search=bank');
    const ufer = bank.data.find(
      (d: { translation_word: { name: string } }) => d.translation_word.name === 'Gewässerufer',
    );
    const synonyms = await get(t, `/api/translations/${ufer.id}/synonyms`);
    const names = synonyms.data.map((s: { name: string }) => s.name);
    expect(names.slice(0, 2).sort()).toEqual(['river bank', 'stream bank']);
    expect(names).toEqual(expect.arrayContaining(['depository financial institution', 'banking concern']));
    const fast = await get(t, '/api/translations?lang=eng&lang_t=ger&search=fast');
    const antonyms = await get(t, `/api/translations/${fast.data[0].id}/antonyms`);
    expect(antonyms.data.map((s: { name: string }) => s.name)).toEqual(['slow']);
    const geese = await get(t, '/api/translations?lang=eng&lang_t=ger&search=geese');
    expect(geese).toMatchObject({
      canonical: { name: 'goose' },
      data: [{ translation_word: { name: 'Gans' } }],
    });
    const dog = await get(t, '/api/words/sentences2?word_name=dog&lang=eng&lang_t=ger');
    expect(dog.data).toEqual([
      expect.objectContaining({
        sentence_text: 'the dog barked all night',
        selected_positions: [1],
        translations: [],
      }),
    ]);
    const before = await counts(t);
    await importInto(t, wordnetSource(path.join(FIXTURES_DIR, 'wordnet')), { force: true });
    expect(await counts(t)).toEqual(before);
  });
});

/** The imported content by natural keys (no ids): equal dumps mean equal dictionaries. */
async function dump(t: TestApp): Promise<Record<string, string[]>> {
  const W = (id: string) => `(select lang_code || ':' || name from words where id = ${id})`;
  const U = (id: string) =>
    `(select ${W('u.primary_word_id')} || '>' || ${W('u.translation_word_id')} from translation_unions u where u.id = ${id})`;
  const S = (id: string) => `(select lang_code || ':' || text from sentences where id = ${id})`;
  const queries: Record<string, string> = {
    words: `select lang_code || ':' || name || ' ' || transcriptions::text || ' ' || review_status from words`,
    unions: `select ${W('primary_word_id')} || '>' || ${W('translation_word_id')} || ' w' || weight || ' ' || coalesce(primary_word_explanation, '') || '|' || coalesce(translation_word_explanation, '') || '|' || coalesce(comment, '') || '|' || coalesce(extras::text, '') from translation_unions`,
    sources: `select ${U('translation_union_id')} || ' ' || (select slug from data_sources d where d.id = data_source_id) from translation_sources`,
    attributes: `select ${U('translation_union_id')} || ' ' || side || ' ' || attribute_id from translation_attributes`,
    subjects: `select ${U('translation_union_id')} || ' ' || vocabulary_code from translation_vocabularies`,
    meanings: `select ${W('word_id')} || ' ' || lang_code || ' ' || value from meanings`,
    forms: `select ${W('word_id')} || '>' || ${W('canonical_word_id')} || ' ' || coalesce(kind, '') from word_forms`,
    groups: `select g.external_key || ' ' || g.kind || ' ' || coalesce(${U('g.translation_union_id')}, '') || ' ' || coalesce((select string_agg(${W('i.word_id')}, ',' order by 1) from word_group_items i where i.word_group_id = g.id), '') from word_groups g`,
    sentences: `select ${W('word_id')} || ' ' || ${S('sentence_id')} || ' ' || selected_positions::text || ' ' || coalesce(changed_word_form, '') from word_sentences`,
    sentenceTranslations: `select ${S('sentence_id')} || ' = ' || ${S('translation_sentence_id')} from sentence_translations`,
  };
  const out: Record<string, string[]> = {};
  for (const [name, q] of Object.entries(queries)) {
    const r = await t.ctx.db.execute(sql.raw(`select x as v from (${q}) t(x)`));
    out[name] = (r as unknown as { rows: { v: string }[] }).rows.map((row) => row.v).sort();
  }
  return out;
}

describe('time-boxed units', () => {
  it('grow and shrink with the time their transactions take, at most twice per unit, within bounds', () => {
    expect(nextUnitSize(200, 100, 200, 2_000)).toBe(400);
    expect(nextUnitSize(200, 10, 200, 2_000)).toBe(400);
    expect(nextUnitSize(200, 400, 200, 2_000)).toBe(100);
    expect(nextUnitSize(200, 5_000, 200, 2_000)).toBe(100);
    expect(nextUnitSize(1_500, 100, 200, 2_000)).toBe(2_000);
    expect(nextUnitSize(30, 5_000, 200, 2_000)).toBe(25);
    expect(nextUnitSize(3, 5_000, 200, 4)).toBe(4);
  });
});

describe('a whole source in one unit', () => {
  let whole: TestApp;
  let batched: TestApp;
  let timed: TestApp;
  beforeAll(async () => {
    [whole, batched, timed] = await Promise.all([createTestApp(), createTestApp(), createTestApp()]);
  });
  afterAll(() => Promise.all([whole.close(), batched.close(), timed.close()]));

  it('stores exactly what batch-by-batch imports store, and adds nothing when run again', async () => {
    for (const file of [engDeu, deuEng]) {
      await importInto(whole, freedictSource(file), { chunkSize: 3 });
      await importInto(batched, freedictSource(file), { batchSize: 2 });
      // Time-boxed units (the server on PGlite): parsed in chunks before each transaction.
      await importInto(timed, freedictSource(file), { batchSize: 5, unitMs: 50, chunkSize: 2 });
    }
    const expected = await dump(batched);
    expect(expected.unions.length).toBeGreaterThan(10);
    expect(expected.attributes.length).toBeGreaterThan(0);
    expect(expected.groups.length).toBeGreaterThan(0);
    expect(expected.sentences.length).toBeGreaterThan(0);
    expect(await dump(whole)).toEqual(expected);
    expect(await dump(timed)).toEqual(expected);

    const again = await importInto(whole, freedictSource(deuEng), { force: true, chunkSize: 4 });
    expect(again.stats).toMatchObject({ wordsAdded: 0, unionsAdded: 0, sentencesAdded: 0, groupsAdded: 0 });
    expect(await dump(whole)).toEqual(expected);
  });
});

// PGlite allows one process, so imports there never run at the same time.
describe.skipIf(!process.env.DATABASE_URL)('imports running at the same time (two processes on PostgreSQL)', () => {
  let together: TestApp;
  let oneByOne: TestApp;
  beforeAll(async () => {
    [together, oneByOne] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(() => Promise.all([together.close(), oneByOne.close()]));

  it('store what one after the other stores: merges take turns', async () => {
    // Pairs sharing English words but no translations, so the order of the merges cannot matter.
    const files = [engDeu, polEng, engFra];
    for (const file of files) await importInto(oneByOne, freedictSource(file), { chunkSize: 3 });
    const summaries = await Promise.all(files.map((file) => importInto(together, freedictSource(file), { chunkSize: 3 })));
    expect(summaries.every((s) => s.entries > 0 && !s.interrupted)).toBe(true);
    const expected = await dump(oneByOne);
    expect(expected.words.length).toBeGreaterThan(20);
    expect(await dump(together)).toEqual(expected);
  });
});

// A role that may not switch off row-by-row foreign-key checks (not a superuser): the merge then
// locks no tables and skips existing rows by ON CONFLICT only.
describe.skipIf(!process.env.DATABASE_URL)('an import by a role that keeps row-by-row checks (PostgreSQL)', () => {
  const role = `glossa_importer_${Math.random().toString(36).slice(2, 10)}`;
  let owner: TestApp;
  let restricted: TestApp;
  let restrictedDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let asRole: ReturnType<typeof openPostgres>;
  beforeAll(async () => {
    owner = await createTestApp();
    restrictedDb = await createTestDatabase();
    restricted = await createTestApp({}, { database: restrictedDb.database });
    const admin = new pg.Client({ connectionString: restrictedDb.url });
    await admin.connect();
    await admin.query(`create role ${role} login nosuperuser`);
    await admin.query(`grant all on all tables in schema public to ${role}`);
    await admin.query(`grant all on all sequences in schema public to ${role}`);
    await admin.end();
    const url = new URL(restrictedDb.url!);
    url.username = role;
    asRole = openPostgres(url.toString(), 2);
  });
  afterAll(async () => {
    await asRole.close();
    await restricted.close();
    await restrictedDb.drop();
    await owner.close();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop role if exists ${role}`);
    await admin.end();
  });

  it("stores what the owner's import stores, and adds nothing when run again", async () => {
    for (const file of [engDeu, deuEng, polEng]) {
      await importInto(owner, freedictSource(file), { chunkSize: 3 });
      const summary = await runImport(asRole, freedictSource(file), { chunkSize: 3 });
      expect(summary.stats.foreignKeysChecked).toBeGreaterThan(0);
    }
    const expected = await dump(owner);
    expect(expected.unions.length).toBeGreaterThan(10);
    expect(await dump(restricted)).toEqual(expected);

    const again = await runImport(asRole, freedictSource(deuEng), { force: true, chunkSize: 4 });
    expect(again.stats).toMatchObject({ wordsAdded: 0, unionsAdded: 0, sentencesAdded: 0, groupsAdded: 0 });
    expect(await dump(restricted)).toEqual(expected);
  });

  it("rebuilds the read model in place (it may not swap new tables in), to the owner's counts", async () => {
    const cardsTable = async (db: ReturnType<typeof openPostgres>) =>
      (await db.pool!.query<{ oid: number }>(`select to_regclass('union_cards')::oid::int as oid`)).rows[0]!.oid;
    const [ownerTable, roleTable] = [await cardsTable(owner.database), await cardsTable(asRole)];
    const mine = await rebuildReadModel(owner.database);
    const theirs = await rebuildReadModel(asRole);
    expect(mine.documents).toBeGreaterThan(5);
    expect(theirs).toMatchObject({ keys: mine.keys, documents: mine.documents, cards: mine.cards, tooltips: mine.tooltips });
    expect(await cardsTable(owner.database)).not.toBe(ownerTable);
    expect(await cardsTable(asRole)).toBe(roleTable);
  });
});

describe('resuming and failing imports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('resumes after an interruption where the last committed batch ended', async () => {
    const controller = new AbortController();
    const first = await importInto(t, freedictSource(engDeu), {
      batchSize: 2,
      signal: controller.signal,
      onProgress: ({ done }) => {
        if (done >= 4) controller.abort();
      },
    });
    expect(first).toMatchObject({ interrupted: true, entries: 4 });
    const partial = await counts(t);
    expect(partial.translation_unions).toBeGreaterThan(0);
    const second = await importInto(t, freedictSource(engDeu), { batchSize: 2 });
    expect(second).toMatchObject({ resumedFrom: 4, entries: 7, interrupted: false });
    expect(first.stats.unionsAdded + second.stats.unionsAdded).toBe(18);
    expect((await counts(t)).translation_unions).toBe(18);
    expect((await importInto(t, freedictSource(engDeu))).alreadyComplete).toBe(true);
  });

  it('refuses a truncated archive before writing anything, naming the file and offset', async () => {
    const sub = mkdtempSync(path.join(dir, 'broken-'));
    const index = writeFixtureDictd(sub, 'plain-eng-fra.txt', 'eng-fra');
    const dz = index.replace('.index', '.dict.dz');
    truncateSync(dz, readFileSync(dz).length - 30);
    const before = await counts(t);
    expect(() => freedictSource(index)).toThrow(ImportFileError);
    expect(() => freedictSource(index)).toThrow(
      new RegExp(`${dz.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: .*at byte offset \\d+`),
    );
    expect(await counts(t)).toEqual(before);
  });

  it('keeps entries it cannot parse out and lists them, without stopping', async () => {
    const source: ImportSource = {
      key: 'test:parse-failures',
      label: 'parse failures',
      signature: '1',
      total: 3,
      dataSource: {
        slug: 'test-parse',
        name: 'Parse test',
        author: null,
        url: null,
        license: 'CC0',
        licenseUrl: null,
        edition: null,
        notice: null,
      },
      parse(i, b) {
        if (i === 1) throw new Error('unexpected token');
        const p = b.word('eng', `alpha${i}`)!;
        const q = b.word('ger', `Alpha${i}`)!;
        b.batch.unions.push({
          primary: p,
          translation: q,
          primaryExplanation: null,
          translationExplanation: null,
          comment: null,
          weight: 1,
          isVerified: false,
          extras: null,
          attributes: [],
          subjects: [],
          meanings: [],
        });
      },
      describe: (i) => `test entry ${i}`,
    };
    const summary = await importInto(t, source);
    expect(summary).toMatchObject({
      entries: 3,
      entriesSkipped: 1,
      failures: ['test entry 1: unexpected token'],
    });
    expect(summary.stats.unionsAdded).toBe(2);
  });

  it('rolls a failing batch back whole and keeps the batches before it', async () => {
    const source: ImportSource = {
      key: 'test:failing-batch',
      label: 'failing batch',
      signature: '1',
      total: 4,
      dataSource: {
        slug: 'test-failing',
        name: 'Failing test',
        author: null,
        url: null,
        license: 'CC0',
        licenseUrl: null,
        edition: null,
        notice: null,
      },
      parse(i, b) {
        // Entry 3 names a language the database does not know: its batch cannot be stored.
        const p = b.word('eng', `beta${i}`)!;
        const q = b.word(i === 3 ? 'xx!' : 'ger', `Beta${i}`)!;
        b.batch.unions.push({
          primary: p,
          translation: q,
          primaryExplanation: null,
          translationExplanation: null,
          comment: null,
          weight: 1,
          isVerified: false,
          extras: null,
          attributes: [],
          subjects: [],
          meanings: [],
        });
      },
      describe: (i) => `entry ${i}`,
    };
    await expect(importInto(t, source, { batchSize: 2 })).rejects.toThrow();
    const words = (await t.ctx.db.execute(
      sql`select name from words where name like 'beta%' order by name`,
    )) as unknown as { rows: { name: string }[] };
    expect(words.rows.map((r) => r.name)).toEqual(['beta0', 'beta1']);
    const checkpoint = (await t.ctx.db.execute(
      sql`select position, completed_at from import_checkpoints where source_key = 'test:failing-batch'`,
    )) as unknown as {
      rows: { position: number; completed_at: Date | null }[];
    };
    expect(checkpoint.rows[0]).toMatchObject({ position: 2, completed_at: null });
  });
});

describe('the demo dictionary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The whole seed: import, lemmas, ranking and the search read model (about 40 s on a loaded PGlite).
  it('loads into an empty dictionary once, with all eight languages paired', { timeout: 120_000 }, async () => {
    const summary = await t.services.dictionary.seed.demoIfEmpty();
    expect(summary!.entriesSkipped).toBe(0);
    expect(summary!.stats.unionsAdded).toBeGreaterThan(2500);
    expect(await t.services.dictionary.seed.demoIfEmpty()).toBeNull();
    const street = await get(t, '/api/translations?lang=ger&lang_t=eng&search=strasse');
    expect(street.data[0]).toMatchObject({ translation_word: { name: 'street' }, is_verified: true });
    const dog = await get(t, '/api/translations?lang=ukr&lang_t=spa&search=собака');
    expect(dog.data[0]).toMatchObject({
      primary_word: { name: 'собака' },
      translation_word: { name: 'perro' },
    });
    expect(
      dog.data[0].all_translation_attributes
        .map((a: { attribute: { code: string } }) => a.attribute.code)
        .sort(),
    ).toEqual(['male', 'noun']);
    expect(dog.data[0].primary_meanings_descriptions[0].value).toMatch(/^Свійська тварина/);
    const sentences = await get(
      t,
      '/api/words/sentences2?word_name=Hund&word_name_t=собака&lang=ger&lang_t=rus',
    );
    expect(sentences.data[0]).toMatchObject({
      sentence_text: 'Der Hund hat die ganze Nacht gebellt.',
      translations: [{ sentence_text: 'Собака лаяла всю ночь.' }],
    });
    const went = await get(t, '/api/translations?lang=eng&lang_t=pol&search=went');
    expect(went).toMatchObject({ canonical: { name: 'go' }, data: [{ translation_word: { name: 'iść' } }] });
    const big = await get(t, '/api/translations?lang=eng&lang_t=fre&search=big');
    expect(
      (await get(t, `/api/translations/${big.data[0].id}/antonyms`)).data.map(
        (a: { name: string }) => a.name,
      ),
    ).toEqual(expect.arrayContaining(['small', 'petit']));
    expect(
      (await get(t, `/api/translations/${big.data[0].id}/synonyms`)).data.map(
        (a: { name: string }) => a.name,
      ),
    ).toEqual(expect.arrayContaining(['large', 'gros']));
    const sources = await get(t, `/api/translations/${big.data[0].id}/data-sources`);
    expect(sources.data).toEqual([
      expect.objectContaining({ source: 'Glossa demo dictionary', license: 'CC BY-SA 4.0' }),
    ]);
    // Ranked at once: the ranking statistics ran after the load.
    const ranked = (await t.ctx.db.execute(
      sql`select (select count(*) from spelling_variants)::int as vocabulary,
        (select popularity from words where lang_code = 'eng' and name = 'house') as house`,
    )) as unknown as { rows: { vocabulary: number; house: number }[] };
    expect(ranked.rows[0]!.vocabulary).toBeGreaterThan(0);
    expect(ranked.rows[0]!.house).toBeGreaterThan(1);
    const misspelt = await get(t, '/api/translations?lang=eng&lang_t=ger&search=hause');
    expect(misspelt.close_spellings[0]).toBe('house');
    const example = await get(t, '/api/translations/sentences/example?lang=spa&lang_t=dut');
    expect(example.data.sentence.lang_code).toBe('spa');
    expect(example.data.translation.lang_code).toBe('dut');
  });
});
