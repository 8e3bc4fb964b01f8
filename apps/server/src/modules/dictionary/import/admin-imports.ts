// Imports started from the administrators' page. POST queues a row in `dictionary_imports` (one
// queued or running at a time: a partial unique index) and a pg-boss job; whichever instance takes
// the job runs it with the CLI's code (pipeline.ts, import/runner.ts): on PostgreSQL the source is
// merged in one transaction (other connections keep answering), on PGlite (one connection, whose
// transaction would hold every other query) in units parsed beforehand and sized so that each
// transaction ends within UNIT_MS_PGLITE, between which the server answers. Progress goes to the row (the page after a reload) and to the administrators'
// sockets. Cancel (or a failure) while the entries are read leaves nothing of the import behind: on
// PostgreSQL the transaction rolls back; on PGlite the committed units are deleted (rows of this
// source created since the import began) and the checkpoint is put back as it was. Once the entries
// are in, the forms, ranking and read model run in units too (import/units.ts: at most AFTER_UNIT
// rows per transaction, on PGlite time-boxed to UNIT_MS_PGLITE as well, the server answering
// between two), and with the starter compilations they run to
// the end: they are not cancellable, as stopping them would leave entries that search, autocomplete
// and close spellings do not know. An interruption there (the process stops) leaves the old read
// model and old lists in place (the new ones are swapped in at the end), and the next import or
// `npm run import -- stats` completes them.
import { sql } from 'drizzle-orm';
import { DICTIONARY_IMPORT_EVENT, DictionaryAdminErrorCode, IMPORTS_LISTED, type DictionaryImport, type ImportStep } from '@glossa/contract';
import type { ImportStatusValue } from '../../../db/schema/open-data';
import { isAdmin, type Viewer, assertAdmin } from '../../../platform/auth/viewer';
import type { AppContext } from '../../../platform/context';
import { one, rows } from '../../../platform/db/rows';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError } from '../../../platform/errors';
import { openBulkConnection, type BulkConnection } from './bulk';
import { runImport, type ImportSource } from './runner';
import { ImportFileError, refreshAfterImport, sourceFor } from './pipeline';

export const IMPORT_JOB = 'dictionary.import';
export const ADMINS_ROOM = 'admins';
/** Most entries per transaction on PGlite. */
export const UNIT_PGLITE = 2_000;
/**
 * The time box of a unit's transaction on PGlite: a search waits for the transaction under way,
 * so units are sized to end within it (at 2,000 entries a unit held the connection 1-4 s).
 */
export const UNIT_MS_PGLITE = 200;
/** Rows per transaction in the steps after the entries (words, keys, unions, prefixes or forms). */
export const AFTER_UNIT = { pglite: 2_000, postgres: 20_000 } as const;
const PROGRESS_EVERY_MS = 500;
const HEARTBEAT_MS = 5_000;
/** A running import whose instance has not written for this long is failed (the instance stopped). */
const STALE_SECONDS = 120;
const CANCELLABLE_STEPS: readonly (ImportStep | null)[] = [null, 'parse', 'merge'];

/** Tables an import writes, children before parents: what a cancelled import on PGlite deletes. */
const IMPORTED_TABLES = [
  'translation_sources',
  'translation_meanings',
  'translation_attributes',
  'translation_vocabularies',
  'word_group_items',
  'word_groups',
  'sentence_translations',
  'word_sentences',
  'audios',
  'translation_unions',
  'meanings',
  'sentences',
  'word_forms',
  'word_attributes',
  'words',
] as const;

interface ImportRow {
  id: number;
  source_id: string;
  status: ImportStatusValue;
  step: ImportStep | null;
  done: number;
  total: number;
  rate: number;
  cancel_requested: boolean;
  message: string | null;
  result: DictionaryImport['result'];
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentImport(r: ImportRow): DictionaryImport {
  const active = r.status === 'queued' || r.status === 'running';
  const reading = r.step === 'parse' || r.step === 'merge';
  return {
    id: r.id,
    source_id: r.source_id,
    status: r.status,
    step: r.step,
    done: r.done,
    total: r.total,
    rate: r.rate,
    eta_seconds: r.status === 'running' && reading && r.rate > 0 ? Math.ceil(Math.max(0, r.total - r.done) / r.rate) : null,
    cancel_requested: r.cancel_requested,
    cancellable: active && !r.cancel_requested && CANCELLABLE_STEPS.includes(r.step),
    message: r.message,
    result: r.result,
    created_at: iso(r.created_at)!,
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
  };
}

class Cancelled extends Error {}

export function createDictionaryImports(ctx: AppContext) {
  const dirs = () => ({ freedict: ctx.config.FREEDICT_DIR, wordnet: ctx.config.WORDNET_DIR });
  /** Imports this process runs, by id: cancel reaches them at once (others poll the row). */
  const local = new Map<number, AbortController>();

  ctx.realtime.onConnection((socket) => {
    if (isAdmin(socket.data.viewer)) void socket.join(ADMINS_ROOM);
  });
  const publish = (row: ImportRow) => ctx.realtime.io.to(ADMINS_ROOM).emit(DICTIONARY_IMPORT_EVENT, presentImport(row));

  const get = (id: number) => one<ImportRow>(ctx.db, sql`select * from dictionary_imports where id = ${id}`);

  async function update(id: number, set: ReturnType<typeof sql>): Promise<ImportRow | null> {
    return one<ImportRow>(ctx.db, sql`update dictionary_imports set ${set}, updated_at = now() where id = ${id} returning *`);
  }

  /** Fails running imports whose instance stopped writing (on PGlite: any not running in this process). */
  async function failStale(): Promise<void> {
    const stale = await rows<ImportRow>(
      ctx.db,
      ctx.database.kind === 'pglite'
        ? sql`select * from dictionary_imports where status = 'running'`
        : sql`select * from dictionary_imports where status = 'running' and updated_at < now() - make_interval(secs => ${STALE_SECONDS})`,
    );
    for (const r of stale) {
      if (local.has(r.id)) continue;
      const row = await one<ImportRow>(
        ctx.db,
        sql`update dictionary_imports set status = 'failed', finished_at = now(), updated_at = now(),
              message = 'The server running this import stopped before it ended. Import again to go on.'
            where id = ${r.id} and status = 'running' returning *`,
      );
      if (row) publish(row);
    }
  }

  /** Deletes what an interrupted import committed (PGlite's units) and puts the checkpoint back. */
  async function undo(conn: BulkConnection, source: ImportSource, since: string, checkpoint: Record<string, unknown> | null) {
    await conn.transaction(async () => {
      const [ds] = await conn.query<{ id: number; created_at: Date | string }>(
        'select id, created_at from data_sources where slug = $1',
        [source.dataSource.slug],
      );
      if (!ds) return;
      // Link tables without provenance of their own go with their parents (foreign keys cascade).
      const own = new Set(
        (
          await conn.query<{ table_name: string }>(
            `select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'data_source_id'`,
          )
        ).map((r) => r.table_name),
      );
      for (const table of IMPORTED_TABLES.filter((name) => own.has(name)))
        await conn.query(`delete from ${table} where data_source_id = $1 and created_at >= $2`, [ds.id, since]);
      await conn.query('delete from import_checkpoints where source_key = $1', [source.key]);
      if (checkpoint)
        await conn.query(
          `insert into import_checkpoints (source_key, data_source_id, file_signature, position, total, completed_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            checkpoint.source_key,
            checkpoint.data_source_id,
            checkpoint.file_signature,
            checkpoint.position,
            checkpoint.total,
            checkpoint.completed_at,
            checkpoint.updated_at,
          ],
        );
      // A source first registered by this import goes with it.
      if (new Date(ds.created_at) >= new Date(since)) await conn.query('delete from data_sources where id = $1', [ds.id]);
    });
  }

  async function run(id: number): Promise<void> {
    await failStale();
    // At least once: a second delivery (or a job whose import was cancelled while queued) does nothing.
    const claimed = await one<ImportRow>(
      ctx.db,
      sql`update dictionary_imports set status = 'running', started_at = now(), updated_at = now()
          where id = ${id} and status = 'queued' returning *`,
    );
    if (!claimed) return;
    publish(claimed);
    const controller = new AbortController();
    if (claimed.cancel_requested) controller.abort();
    local.set(id, controller);
    let state = { step: null as ImportStep | null, done: 0, total: 0, rate: 0 };
    let writing: Promise<unknown> = Promise.resolve();
    let lastWrite = 0;
    // Written and pushed at most every PROGRESS_EVERY_MS (and at each step); one write in flight.
    const report = (force = false) => {
      const now = Date.now();
      if (!force && now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      const s = { ...state };
      writing = writing
        .then(() => update(id, sql`step = ${s.step}, done = ${s.done}, total = ${s.total}, rate = ${s.rate}`))
        .then((row) => {
          if (!row) return;
          if (row.cancel_requested) controller.abort();
          publish(row);
        })
        .catch((err: unknown) => ctx.log.warn({ err, import: id }, 'dictionary import: progress not written'));
    };
    // Cancel from another instance, and a heartbeat so that nobody takes this import for abandoned.
    const heartbeat = setInterval(() => {
      void one<{ cancel_requested: boolean }>(
        ctx.db,
        sql`update dictionary_imports set updated_at = now() where id = ${id} returning cancel_requested`,
      )
        .then((r) => (r?.cancel_requested ? controller.abort() : undefined))
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();

    const finish = async (status: ImportStatusValue, fields: { message?: string | null; result?: DictionaryImport['result'] }) => {
      await writing;
      const row = await update(
        id,
        sql`status = ${status}, finished_at = now(), step = ${state.step}, done = ${state.done}, total = ${state.total},
            rate = ${state.rate}, message = ${fields.message ?? null}, result = ${fields.result ? JSON.stringify(fields.result) : null}::jsonb`,
      );
      if (row) publish(row);
    };

    let source: ImportSource;
    try {
      source = sourceFor(claimed.source_id, dirs());
    } catch (err) {
      clearInterval(heartbeat);
      local.delete(id);
      await finish('failed', { message: err instanceof ImportFileError ? err.message : (err as Error).message });
      return;
    }
    const conn = await openBulkConnection(ctx.database);
    const [{ now: since } = { now: '' }] = await conn.query<{ now: string }>('select now()::text as now');
    const [checkpoint] = await conn.query<Record<string, unknown>>('select * from import_checkpoints where source_key = $1', [source.key]);
    const started = performance.now();
    let from = 0;
    let fromAt = started;
    try {
      state = { step: 'parse', done: 0, total: source.total, rate: 0 };
      report(true);
      const summary = await runImport(ctx.database, source, {
        force: true,
        // A fixed unit size when configured (tests count units); on PGlite otherwise time-boxed units.
        ...(ctx.config.IMPORT_UNIT_ENTRIES
          ? { batchSize: ctx.config.IMPORT_UNIT_ENTRIES }
          : ctx.database.kind === 'pglite'
            ? { batchSize: UNIT_PGLITE, unitMs: UNIT_MS_PGLITE }
            : {}),
        signal: controller.signal,
        cancelBeforeMerge: true,
        onStart: (info) => {
          from = info.from;
          fromAt = performance.now();
        },
        onProgress: (info) => {
          const seconds = (performance.now() - fromAt) / 1000;
          const step: ImportStep = info.phase === 'merging' ? 'merge' : 'parse';
          state = { step, done: info.done, total: info.total, rate: seconds > 0.5 ? Math.round((info.done - from) / seconds) : 0 };
          report(step !== 'parse');
        },
      });
      if (summary.interrupted) throw new Cancelled();
      const result = {
        entries: summary.entries,
        words: summary.stats.wordsAdded,
        translations: summary.stats.unionsAdded,
        seconds: 0,
      };
      state.done = source.total;
      await refreshAfterImport(ctx.database, {
        hunspellDir: ctx.config.HUNSPELL_DIR,
        ...(source.languages ? { langs: source.languages } : {}),
        now: ctx.now,
        units: {
          size: AFTER_UNIT[ctx.database.kind],
          // Time-boxed on PGlite, as the entries' units: every search waits for the unit under way.
          ...(ctx.database.kind === 'pglite' ? { unitMs: UNIT_MS_PGLITE } : {}),
          phase: (step, phase, ms) =>
            ctx.log.info({ import: id, step, phase, seconds: Math.round(ms) / 1000 }, 'dictionary import: phase done'),
        },
        onStep: (step) => {
          state = { ...state, step };
          report(true);
        },
      });
      result.seconds = Math.round((performance.now() - started) / 100) / 10;
      await finish('done', { result });
      ctx.log.info({ import: id, source: claimed.source_id, ...result }, 'dictionary import done');
    } catch (err) {
      const cancelled = err instanceof Cancelled;
      const reading = CANCELLABLE_STEPS.includes(state.step);
      let message = cancelled ? null : err instanceof ImportFileError ? err.message : `Import failed: ${(err as Error).message}`;
      if (reading) {
        try {
          await undo(conn, source, since, checkpoint ?? null);
        } catch (undoErr) {
          ctx.log.error({ err: undoErr, import: id }, 'dictionary import: undo failed');
          message = `${message ?? 'Cancelled'}; removing what was written failed: ${(undoErr as Error).message}`;
        }
      }
      if (!cancelled) ctx.log.error({ err, import: id }, 'dictionary import failed');
      await finish(cancelled ? 'cancelled' : 'failed', { message });
    } finally {
      clearInterval(heartbeat);
      local.delete(id);
      await conn.release();
    }
  }

  ctx.jobs.work<{ id: number }>(IMPORT_JOB, async (data) => {
    if (Number.isInteger(data?.id)) await run(data.id);
  });

  return {
    /** Runs a queued import in this process (the job's handler; tests call it to wait for the end). */
    run,

    async list(viewer: Viewer): Promise<DictionaryImport[]> {
      assertAdmin(viewer);
      await failStale();
      const list = await rows<ImportRow>(
        ctx.db,
        sql`select * from dictionary_imports order by id desc limit ${IMPORTS_LISTED}`,
      );
      return list.map(presentImport);
    },

    async start(viewer: Viewer, sourceId: string, known: readonly string[]): Promise<DictionaryImport> {
      assertAdmin(viewer);
      if (!known.includes(sourceId))
        throw new AppError(DictionaryAdminErrorCode.DICTIONARY_SOURCE_NOT_FOUND, 404, `No dictionary ${sourceId} on this machine`);
      // The files are read now, so a missing or corrupt file is refused here with its reason.
      try {
        sourceFor(sourceId, dirs());
      } catch (err) {
        if (err instanceof ImportFileError)
          throw new AppError(DictionaryAdminErrorCode.DICTIONARY_FILE_INVALID, 400, err.message, 'source_id');
        throw err;
      }
      await failStale();
      let row: ImportRow | null;
      try {
        row = await one<ImportRow>(
          ctx.db,
          sql`insert into dictionary_imports (source_id, requested_by) values (${sourceId}, ${viewer.id}) returning *`,
        );
      } catch (err) {
        if (isUniqueViolation(err, 'dictionary_imports_one_active'))
          throw new AppError(DictionaryAdminErrorCode.IMPORT_ALREADY_RUNNING, 400, 'Another import is queued or running');
        throw err;
      }
      publish(row!);
      const jobId = await ctx.jobs.send(IMPORT_JOB, { id: row!.id });
      // Jobs not started (a CLI-built app): run it here, in the background.
      if (jobId === null && !ctx.jobs.started) void run(row!.id).catch((err: unknown) => ctx.log.error({ err }, 'dictionary import failed'));
      return presentImport(row!);
    },

    async cancel(viewer: Viewer, id: number): Promise<DictionaryImport> {
      assertAdmin(viewer);
      const current = await get(id);
      if (!current) throw new AppError(DictionaryAdminErrorCode.IMPORT_NOT_FOUND, 404, 'No such import');
      const row = await one<ImportRow>(
        ctx.db,
        sql`update dictionary_imports
            set cancel_requested = true, updated_at = now(),
                status = case when status = 'queued' then 'cancelled' else status end,
                finished_at = case when status = 'queued' then now() else finished_at end
            where id = ${id} and not cancel_requested
              and (status = 'queued' or (status = 'running' and (step is null or step in ('parse', 'merge'))))
            returning *`,
      );
      if (!row)
        throw new AppError(
          DictionaryAdminErrorCode.IMPORT_NOT_CANCELLABLE,
          400,
          current.status === 'running' ? 'The entries are in; the import is finishing' : 'This import has ended',
        );
      local.get(id)?.abort();
      publish(row);
      return presentImport(row);
    },
  };
}

export type DictionaryImports = ReturnType<typeof createDictionaryImports>;
