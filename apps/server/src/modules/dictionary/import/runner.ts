// Runs an import in units (by default a whole source; `batchSize` entries when asked): a unit's
// entries are parsed in chunks, each chunk COPYed into staging tables while the next is parsed,
// then the unit is merged set-based and committed with its checkpoint in one transaction. An
// interrupted import resumes after the last committed unit and never leaves half a unit behind.
// Sources validate their files before the first write.
import type { Database } from '../../../platform/db/index';
import {
  addStats,
  analyzeImportedTables,
  createImportWriter,
  emptyStats,
  readCheckpoint,
  saveCheckpoint,
  upsertDataSource,
  type DataSourceRecord,
  type WriteStats,
} from '../repository';
import { openBulkConnection } from './bulk';
import { BatchBuilder } from './model';
import { UnitSize } from './units';

export type DataSourceInfo = DataSourceRecord;

export interface ImportSource {
  /** Checkpoint key: the source and its file. */
  key: string;
  label: string;
  /** Languages whose words it adds (their inflected forms are linked after the import). */
  languages?: readonly string[];
  /** Size and mtime of the files; another edition restarts from the beginning. */
  signature: string;
  dataSource: DataSourceInfo;
  total: number;
  /** Adds entry `index` (0-based, in the source's reading order) to the batch. */
  parse(index: number, b: BatchBuilder): void;
  /** Where entry `index` is, for messages. */
  describe(index: number): string;
}

export interface ImportOptions {
  /** Entries per transaction (a unit): by default the whole source. */
  batchSize?: number;
  /**
   * A time box for each unit's transaction, in ms (PGlite in the server: its one connection waits
   * for the transaction, and so does every search). The unit's entries are parsed before the
   * transaction opens, and the unit size follows the time the last transactions took, up to
   * `batchSize`.
   */
  unitMs?: number;
  /** Entries parsed and COPYed at a time inside a unit (tests make it small to stage in many chunks). */
  chunkSize?: number;
  /** Re-read every entry even when the checkpoint says the source is complete (still adds nothing twice). */
  force?: boolean;
  signal?: AbortSignal;
  /** An abort while a unit is staged drops the unit instead of merging it first. */
  cancelBeforeMerge?: boolean;
  onStart?(info: { total: number; from: number }): void;
  onProgress?(info: {
    done: number;
    total: number;
    stats: WriteStats;
    phase: 'staging' | 'merging' | 'merged';
  }): void;
}

export interface ImportSummary {
  source: string;
  total: number;
  /** Entries read in this run. */
  entries: number;
  resumedFrom: number;
  alreadyComplete: boolean;
  interrupted: boolean;
  /** Entries that could not be parsed (kept out, listed in failures). */
  entriesSkipped: number;
  failures: string[];
  stats: WriteStats;
  seconds: number;
  entriesPerSecond: number;
  /** Milliseconds per write step (COPY, then each merge statement). */
  profile: Map<string, number>;
}

const FAILURES_KEPT = 20;
const CHECKPOINT_EVERY_UNITS = 25;
/** Entries parsed and COPYed at a time inside a unit. */
const CHUNK = { postgres: 20_000, pglite: 5_000 } as const;

class ImportInterrupted extends Error {}
const PARSE_SLICE = 250;
// Time-boxed units (`unitMs`) are sized as the steps after the import size theirs (units.ts).

export async function runImport(
  database: Database,
  source: ImportSource,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  // A unit is merged in one transaction: by default the whole source, so every table is written
  // by one set-based statement (hash joins over the whole source instead of index probes per batch).
  const unitSize = options.batchSize ?? Number.POSITIVE_INFINITY;
  const chunkSize = Math.min(unitSize, options.chunkSize ?? CHUNK[database.kind]);
  const conn = await openBulkConnection(database);
  const summary: ImportSummary = {
    source: source.label,
    total: source.total,
    entries: 0,
    resumedFrom: 0,
    alreadyComplete: false,
    interrupted: false,
    entriesSkipped: 0,
    failures: [],
    stats: emptyStats(),
    seconds: 0,
    entriesPerSecond: 0,
    profile: new Map(),
  };
  try {
    const dataSourceId = await upsertDataSource(conn, source.dataSource);
    const checkpoint = await readCheckpoint(conn, source.key);
    const sameFile = checkpoint?.signature === source.signature;
    if (sameFile && checkpoint.completed && !options.force) {
      summary.alreadyComplete = true;
      return summary;
    }
    let position: number =
      sameFile && !checkpoint.completed && !options.force ? Math.min(checkpoint.position, source.total) : 0;
    summary.resumedFrom = position;
    options.onStart?.({ total: source.total, from: position });
    const writer = await createImportWriter(conn, dataSourceId);
    summary.profile = writer.profile;
    const builder = new BatchBuilder();
    let units = 0;
    // Parses entries [from, to) into a chunk, yielding every few hundred entries so the previous
    // chunk's COPY goes on meanwhile (the database works while this thread parses).
    const parseRange = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        try {
          source.parse(i, builder);
        } catch (err) {
          summary.entriesSkipped++;
          if (summary.failures.length < FAILURES_KEPT)
            summary.failures.push(`${source.describe(i)}: ${(err as Error).message}`);
        }
        if ((i - from) % PARSE_SLICE === PARSE_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
      }
      return builder.take();
    };

    // Time-boxed units start small and follow the time their transactions take.
    const size = new UnitSize(unitSize, options.unitMs);
    while (position < source.total) {
      if (options.signal?.aborted) {
        summary.interrupted = true;
        break;
      }
      const unitStart = position;
      const unitEnd = Math.min(position + size.value, source.total);
      // Time-boxed: the unit is parsed before its transaction, so the transaction only writes.
      const parsedUnit: Awaited<ReturnType<typeof parseRange>>[] = [];
      if (options.unitMs) {
        for (let from = unitStart; from < unitEnd; from += chunkSize) {
          parsedUnit.push(await parseRange(from, Math.min(from + chunkSize, unitEnd)));
        }
        if (options.signal?.aborted) {
          summary.interrupted = true;
          break;
        }
      }
      const transactionStart = performance.now();
      // One transaction per unit: its chunks are staged (while the next ones are parsed, unless
      // parsed already), then merged set-based at once, with the checkpoint. A failure or a stop
      // leaves nothing of it.
      const written = await conn.transaction(async () => {
        if (options.unitMs) {
          for (const chunk of parsedUnit) await writer.stage(conn, chunk);
          options.onProgress?.({ done: unitEnd, total: source.total, stats: summary.stats, phase: 'staging' });
        }
        let chunkEnd = Math.min(unitStart + chunkSize, unitEnd);
        let next = options.unitMs ? null : await parseRange(unitStart, chunkEnd);
        while (next) {
          const chunk = next;
          const staging = writer.stage(conn, chunk);
          const from = chunkEnd;
          chunkEnd = Math.min(from + chunkSize, unitEnd);
          const parsing = from < unitEnd ? parseRange(from, chunkEnd) : Promise.resolve(null);
          // Both settle before going on: a failed COPY never leaves a parse running behind it.
          const [staged, parsed] = await Promise.allSettled([staging, parsing]);
          if (staged.status === 'rejected') throw staged.reason;
          if (parsed.status === 'rejected') throw parsed.reason;
          options.onProgress?.({ done: from, total: source.total, stats: summary.stats, phase: 'staging' });
          if (!parsed.value) break;
          if (options.signal?.aborted) throw new ImportInterrupted();
          next = parsed.value;
          // PGlite resolves its promises without yielding: let timers (the progress bar) run.
          await new Promise((resolve) => setImmediate(resolve));
        }
        // Cancel (the administrators' page): a stop asked for while the last chunk was staged
        // merges nothing of the unit. (Ctrl-C in the CLI lets the unit being staged finish.)
        if (options.cancelBeforeMerge && options.signal?.aborted) throw new ImportInterrupted();
        options.onProgress?.({ done: unitEnd, total: source.total, stats: summary.stats, phase: 'merging' });
        const s = await writer.merge(conn);
        await saveCheckpoint(conn, {
          key: source.key,
          dataSourceId,
          signature: source.signature,
          position: unitEnd,
          total: source.total,
          completed: unitEnd >= source.total,
        });
        return s;
      }).catch((err: unknown) => {
        if (err instanceof ImportInterrupted) return null;
        throw err;
      });
      if (!written) {
        summary.interrupted = true;
        break;
      }
      addStats(summary.stats, written);
      summary.entries += unitEnd - position;
      position = unitEnd;
      size.took(performance.now() - transactionStart);
      options.onProgress?.({ done: position, total: source.total, stats: summary.stats, phase: 'merged' });
      if (++units % CHECKPOINT_EVERY_UNITS === 0) await conn.checkpoint();
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (source.total === 0) {
      await saveCheckpoint(conn, {
        key: source.key,
        dataSourceId,
        signature: source.signature,
        position: 0,
        total: 0,
        completed: true,
      });
    }
    if (summary.entries > 0) await analyzeImportedTables(conn);
    return summary;
  } finally {
    summary.seconds = (performance.now() - started) / 1000;
    summary.entriesPerSecond = summary.seconds > 0 ? Math.round(summary.entries / summary.seconds) : 0;
    await conn.release();
  }
}
