// The steps after an import (forms, ranking statistics, read model) in units, as the server runs
// them: with a unit of a few rows, a search answers between two units of every step and a search
// sent during a unit answers before the step ends; and what the units build is what the one-shot
// build (the CLI's) builds: popularity, autocomplete lists, documents, cards, answers, spellings.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HUNSPELL_FIXTURES_DIR, type TestApp } from '../../../../test/app';
import { readFixtureEntries, writeDictd, writeFixtureDictd } from '../../../../test/dictd-fixtures';
import { openBulkConnection } from './bulk';
import { refreshAfterImport, sourceFor } from './pipeline';
import { rebuildReadModel } from './read-model';
import { runImport } from './runner';

let t: TestApp;
const dictd = mkdtempSync(path.join(tmpdir(), 'fd-units-'));
const dirs = { freedict: dictd, wordnet: path.join(dictd, 'none') };

const SNAPSHOT: Record<string, string> = {
  popularity: 'select id, popularity from words order by id',
  word_forms: 'select word_id, canonical_word_id, kind from word_forms order by 1, 2',
  word_completions: 'select lang_code, translation_lang, prefix, word_ids from word_completions order by 1, 2, 3',
  search_documents: 'select lang_code, search_key, translation_lang, head, union_ids, tips from search_documents order by 1, 2, 3',
  union_cards: 'select union_id, card from union_cards order by 1',
  tooltip_answers: 'select lang_code, prefix, translation_lang, answer from tooltip_answers order by 1, 2, 3',
  spelling_variants: 'select lang_code, variant, key_length, search_key from spelling_variants order by 1, 2, 3, 4',
};

async function snapshot(): Promise<Record<string, unknown[]>> {
  const conn = await openBulkConnection(t.database);
  try {
    const out: Record<string, unknown[]> = {};
    for (const [name, text] of Object.entries(SNAPSHOT)) out[name] = await conn.query(text);
    return out;
  } finally {
    await conn.release();
  }
}

/** Popularity, autocomplete lists and the read model back to nothing, to be built again. */
async function resetFigures(): Promise<void> {
  const conn = await openBulkConnection(t.database);
  try {
    await conn.transaction(async () => {
      await conn.query(`select set_config('glossa.read_model', 'bulk', true)`);
      await conn.query('update words set popularity = 0');
      await conn.query('delete from word_completions');
      for (const table of Object.keys(SNAPSHOT).slice(3)) await conn.query(`delete from ${table}`);
    });
  } finally {
    await conn.release();
  }
}

/** What the one-shot build (the CLI's) built, set by the first test. */
let oneShot: Record<string, unknown[]> = {};

/** Uncached (a new word each time would still be read from the cache the second time). */
const search = (word: string) => t.app.inject({ method: 'GET', url: `/api/translations?lang=eng&lang_t=ger&search=${word}` });

beforeAll(async () => {
  writeFixtureDictd(dictd, 'ding-eng-deu.txt', 'eng-deu');
  writeFixtureDictd(dictd, 'ding-deu-eng.txt', 'deu-eng');
  // Enough words under one prefix for autocomplete lists (more than 50 words under "ha", "han").
  const many = Array.from({ length: 120 }, (_, i) => {
    const word = `han${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
    return { headwords: [word], text: `${word}\nHand${i} <n>\n` };
  });
  writeDictd(dictd, 'eng-fra', [...readFixtureEntries('plain-eng-fra.txt'), ...many]);
  t = await createTestApp({
    DEMO_DATA: 'false',
    FREEDICT_DIR: dictd,
    WORDNET_DIR: dirs.wordnet,
    HUNSPELL_DIR: HUNSPELL_FIXTURES_DIR,
    DICTIONARY_CACHE_ENTRIES: '0',
  });
  for (const id of ['freedict:eng-deu', 'freedict:deu-eng', 'freedict:eng-fra']) await runImport(t.database, sourceFor(id, dirs));
});
afterAll(() => t.close());

describe('the steps after an import, in units', () => {
  it('answer searches between units and during them, and build what one transaction builds', { timeout: 240_000 }, async () => {
    await refreshAfterImport(t.database, { hunspellDir: HUNSPELL_FIXTURES_DIR });
    oneShot = await snapshot();
    expect(oneShot.search_documents!.length).toBeGreaterThan(10);
    expect(oneShot.word_forms!.length).toBeGreaterThan(5);
    expect(oneShot.word_completions!.length).toBeGreaterThan(0);

    // Figures to be built again: popularity back to nothing, no autocomplete list, no read model.
    await resetFigures();

    const unitsSeen: Record<string, number> = {};
    const phases: string[] = [];
    const searched: string[] = [];
    // A search sent during a unit (not awaited here): on PGlite it answers before the unit after next.
    let inFlight: { promise: Promise<unknown>; done: boolean; sentAt: string } | null = null;
    const result = await refreshAfterImport(t.database, {
      hunspellDir: HUNSPELL_FIXTURES_DIR,
      units: {
        size: 3,
        phase: (step, phase, ms) => {
          expect(ms).toBeGreaterThanOrEqual(0);
          phases.push(`${step} ${phase}`);
        },
        async between(step, n) {
          unitsSeen[step] = n;
          // On PGlite a transaction holds the one connection: the search waits for at most the
          // unit under way. (On PostgreSQL it never waits for one; it only takes its own time.)
          if (t.database.kind === 'pglite' && inFlight && !inFlight.done && n > 2) {
            await inFlight.promise;
            throw new Error(`a search sent at ${inFlight.sentAt} waited more than two units`);
          }
          if (n === 1 || n === 2) {
            const res = await search('house');
            expect(res.statusCode, `${step} ${n}`).toBe(200);
            expect(JSON.stringify(res.json()), `${step} ${n}`).toContain('Haus');
            searched.push(`${step} ${n}`);
          }
          if (n === 2) {
            const flight = { promise: Promise.resolve() as Promise<unknown>, done: false, sentAt: `${step} ${n}` };
            flight.promise = search('go').then((res) => {
              expect(res.statusCode).toBe(200);
              flight.done = true;
            });
            inFlight = flight;
          }
        },
      },
    });
    await (inFlight as { promise: Promise<unknown> } | null)?.promise;
    // Every step ran in several units, and a search answered in each.
    for (const step of ['forms', 'ranking', 'read_model']) expect(unitsSeen[step], step).toBeGreaterThan(3);
    // The read model's phases are timed for the log (its swap was where a search waited longest).
    expect(phases).toEqual(['read_model documents', 'read_model cards', 'read_model tooltips', 'read_model analyze', 'read_model swap', 'read_model vacuum']);
    expect(searched).toEqual(['forms 1', 'forms 2', 'ranking 1', 'ranking 2', 'read_model 1', 'read_model 2']);
    expect(result.stats.readModel.documents).toBe(oneShot.search_documents!.length);
    expect(result.stats.completionLists).toBe(oneShot.word_completions!.length);

    const units = await snapshot();
    for (const name of Object.keys(SNAPSHOT)) expect(units[name], name).toEqual(oneShot[name]);
    // The new tables were swapped in: no build schema is left behind, and edits are rebuilt again.
    const check = await openBulkConnection(t.database);
    try {
      const [row] = await check.query<{ s: string | null }>(`select to_regnamespace('glossa_read_model_build')::text as s`);
      expect(row!.s).toBeNull();
    } finally {
      await check.release();
    }
  });

  it('time-boxed units (sizes following the time each took) build what fixed units build', { timeout: 240_000 }, async () => {
    expect(oneShot.search_documents?.length).toBeGreaterThan(10);
    const run = async (units: { size: number; unitMs?: number }) => {
      await resetFigures();
      const seen: Record<string, number> = {};
      await refreshAfterImport(t.database, {
        hunspellDir: HUNSPELL_FIXTURES_DIR,
        units: {
          ...units,
          between(step, n) {
            seen[step] = n;
          },
        },
      });
      const built = await snapshot();
      for (const name of Object.keys(SNAPSHOT)) expect(built[name], name).toEqual(oneShot[name]);
      return seen;
    };
    const fixed = await run({ size: 100 });
    // A time box of 1 ms: every unit takes longer, so the units shrink to the smallest size (25).
    const timed = await run({ size: 100, unitMs: 1 });
    for (const step of ['ranking', 'read_model']) expect(timed[step], step).toBeGreaterThan(fixed[step]!);
  });

  it('an edit committed while the read model is rebuilt in units is in the model swapped in', { timeout: 240_000 }, async () => {
    const conn = await openBulkConnection(t.database);
    try {
      const [street] = await conn.query<{ id: number }>(
        `select u.id from translation_unions u join words w on w.id = u.primary_word_id join words o on o.id = u.translation_word_id
         where w.name = 'street' and o.name = 'Straße'`,
      );
      expect(street).toBeDefined();
      expect(JSON.stringify((await search('street')).json())).toContain('Straße');
      let edited = false;
      await rebuildReadModel(t.database, {
        units: {
          size: 3,
          async between() {
            if (edited) return;
            // Once the new tables hold street's document: a moderator removes the translation.
            const [built] = await conn.query<{ n: number }>(
              `select count(*)::int as n from glossa_read_model_build.search_documents where search_key = 'street'`,
            );
            if (!built?.n) return;
            await conn.query('update translation_unions set is_removed = true where id = $1', [street!.id]);
            edited = true;
          },
        },
      });
      expect(edited).toBe(true);
      expect(JSON.stringify((await search('street')).json())).not.toContain('Straße');
      const [doc] = await conn.query<{ union_ids: number[] }>(
        `select union_ids from search_documents where lang_code = 'eng' and search_key = 'street' and translation_lang = 'ger'`,
      );
      expect(doc?.union_ids ?? []).not.toContain(street!.id);
      expect(Number((await conn.query<{ n: number }>('select count(*)::int as n from read_model_queue'))[0]!.n)).toBe(0);
    } finally {
      await conn.release();
    }
  });
});
