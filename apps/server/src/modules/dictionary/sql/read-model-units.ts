// A full rebuild of the read model in units (import/units.ts): the same statements as
// readModelSql.rebuildAll (sql/read-model.ts), run for a unit of search keys, of unions, of long
// prefixes at a time, each unit its own transaction, into the new tables of read-model-tables.ts
// (created with their indexes, committed, first on each unit's search path). Readers keep the old
// tables until the swap, one short transaction at the end. Edits committed meanwhile stay queued
// (readModelSql.rebuildQueued leaves the queue to a rebuild under way) and are rebuilt in the swap's
// transaction, over the new tables. A failure drops the new tables: the old ones stay. With a time
// box (units.unitMs) every loop sizes its units after the time the last one took (units.ts).
import type { BulkConnection } from '../import/bulk';
import { idBounds, timedPhase, timedRanges, unitCounter, type Units } from '../import/units';
import { readModelParts, readModelSql, type RebuildCounts } from './read-model';
import { buildCards, type CardsBuild } from './read-model-cards';
import { ACCEPTED, runSteps } from './read-model-steps';
import { BUILD_SCHEMA, READ_MODEL_TABLES, freshReadModelTables } from './read-model-tables';
import { spellingSql } from './spelling';

const { BUILD_DOCUMENTS_STEPS, INSERT_DOCUMENTS, BUILD_TOOLTIPS_STEPS, INSERT_TOOLTIPS, lockReadModel, stagingTables, count } =
  readModelParts;

const SESSION_TABLES = '_ru_keys, _ru_prefixes';

async function settings(conn: BulkConnection): Promise<void> {
  await conn.query(`select set_config('work_mem', '256MB', true)`);
  if (conn.kind === 'postgres') await conn.query(`select set_config('jit', 'off', true)`);
}

/** Null when the new tables cannot be made (the role may not): the caller rebuilds in one transaction. */
export async function rebuildAllInUnits(
  conn: BulkConnection,
  units: Units,
  opts: { cards?: CardsBuild } = {},
): Promise<RebuildCounts | null> {
  const fresh = await conn.transaction(async () => {
    await settings(conn);
    // Edits queued before now are covered by the units; those committed from now on stay queued.
    await conn.query('delete from read_model_queue');
    const made = await freshReadModelTables(conn, { units: true });
    // Indexes first: each unit's rows go into indexed tables (the tooltips read the documents).
    for (const table of READ_MODEL_TABLES) await made?.finish(table);
    return made;
  });
  if (!fresh) return null;
  const between = unitCounter(units, 'read_model');
  const unit = <T>(fn: () => Promise<T>) =>
    conn.transaction(async () => {
      await settings(conn);
      await fresh.enter();
      await stagingTables(conn);
      return fn();
    });
  let swapped = false;
  await conn.query(`drop table if exists ${SESSION_TABLES}`);
  try {
    // The keys that can have a document (a translated word's), numbered, by ranges of word ids.
    await conn.query(
      `create temp table _ru_keys (n serial, lang_code varchar(3), search_key varchar(255) collate "C", primary key (lang_code, search_key))`,
    );
    const [wLo, wHi] = await idBounds(conn, 'words');
    for await (const [lo, hi] of timedRanges(wLo, wHi, units.size * 10, units, between)) {
      await conn.query(`insert into _ru_keys (lang_code, search_key)
        select distinct w.lang_code, w.search_key from words w
        where w.id between ${lo} and ${hi}
          and (exists (select 1 from translation_unions u where u.primary_word_id = w.id and ${ACCEPTED})
            or exists (select 1 from translation_unions u where u.translation_word_id = w.id and ${ACCEPTED}))
        on conflict do nothing`);
    }
    const keys = await count(conn, 'select count(*)::int as n from _ru_keys');

    // Documents and their close spellings, by ranges of keys.
    await timedPhase(units, 'read_model', 'documents', async () => {
      for await (const [lo, hi] of timedRanges(1, keys, units.size, units, between)) {
        await unit(async () => {
          await conn.query(
            `insert into _rm_keys select lang_code, search_key from _ru_keys where n between ${lo} and ${hi}`,
          );
          await conn.query('analyze _rm_keys');
          await runSteps(conn, BUILD_DOCUMENTS_STEPS);
          await conn.query(INSERT_DOCUMENTS);
          await spellingSql.buildQueued(conn);
        });
      }
    });

    // Cards of every visible union, by ranges of union ids.
    const [uLo, uHi] = await idBounds(conn, 'translation_unions');
    await timedPhase(units, 'read_model', 'cards', async () => {
      for await (const [lo, hi] of timedRanges(uLo, uHi, units.size, units, between)) {
        await unit(async () => {
          await conn.query(
            `insert into _rm_cards select u.id from translation_unions u where ${ACCEPTED} and u.id between ${lo} and ${hi}`,
          );
          await conn.query('analyze _rm_cards');
          await buildCards(conn, { build: opts.cards ?? 'auto', fresh: true });
        });
      }
    });

    // Autocomplete's answers of the long prefixes, by ranges of them (they read the new documents).
    await conn.query(
      `create temp table _ru_prefixes (n serial, lang_code varchar(3), prefix varchar(255) collate "C", translation_lang varchar(3))`,
    );
    await conn.query(
      'insert into _ru_prefixes (lang_code, prefix, translation_lang) select lang_code, prefix, translation_lang from word_completions',
    );
    const prefixes = await count(conn, 'select count(*)::int as n from _ru_prefixes');
    await timedPhase(units, 'read_model', 'tooltips', async () => {
      for await (const [lo, hi] of timedRanges(1, prefixes, units.size, units, between)) {
        await unit(async () => {
          await conn.query(
            `insert into _rm_prefixes select lang_code, prefix, translation_lang from _ru_prefixes where n between ${lo} and ${hi}`,
          );
          await conn.query('analyze _rm_prefixes');
          await runSteps(conn, BUILD_TOOLTIPS_STEPS);
          await conn.query(INSERT_TOOLTIPS);
        });
      }
    });

    // The new tables analyzed before the swap, one statement at a time (on PGlite each holds the
    // one connection; inside the swap's transaction they held it all at once).
    await timedPhase(units, 'read_model', 'analyze', async () => {
      for (const table of READ_MODEL_TABLES) {
        await conn.query(`analyze ${BUILD_SCHEMA}.${table}`);
        await between();
      }
    });
    // The swap, and the edits committed during the units, rebuilt over the new tables.
    await timedPhase(units, 'read_model', 'swap', () =>
      conn.transaction(async () => {
        await settings(conn);
        await lockReadModel(conn);
        await fresh.swap();
        swapped = true;
        // Edits wait for the lock until the commit: the queue holds every one since the first unit.
        await readModelSql.rebuildQueued(conn);
      }),
    );
    return {
      keys,
      documents: await count(conn, 'select count(*)::int as n from search_documents'),
      cards: await count(conn, `select count(*)::int as n from translation_unions u where ${ACCEPTED}`),
      tooltips: await count(conn, 'select count(*)::int as n from tooltip_answers'),
    };
  } finally {
    await conn.query(`drop table if exists ${SESSION_TABLES}`).catch(() => undefined);
    if (!swapped) await conn.query(`drop schema if exists ${BUILD_SCHEMA} cascade`).catch(() => undefined);
  }
}
