// Runs an import: entries are parsed into batches; each batch and the checkpoint after it are
// committed in one transaction, so an interrupted import resumes where it stopped and never
// leaves half a batch behind. Sources validate their files before the first write.
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
  batchSize?: number;
  /** Re-read every entry even when the checkpoint says the source is complete (still adds nothing twice). */
  force?: boolean;
  signal?: AbortSignal;
  onStart?(info: { total: number; from: number }): void;
  onProgress?(info: { done: number; total: number; stats: WriteStats }): void;
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
}

const FAILURES_KEPT = 20;
const CHECKPOINT_EVERY_BATCHES = 25;
const PARSE_SLICE = 250;

export async function runImport(
  database: Database,
  source: ImportSource,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const batchSize = options.batchSize ?? (database.kind === 'postgres' ? 10_000 : 2000);
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
  };
  try {
    const dataSourceId = await upsertDataSource(conn, source.dataSource);
    const checkpoint = await readCheckpoint(conn, source.key);
    const sameFile = checkpoint?.signature === source.signature;
    if (sameFile && checkpoint.completed && !options.force) {
      summary.alreadyComplete = true;
      return summary;
    }
    let position =
      sameFile && !checkpoint.completed && !options.force ? Math.min(checkpoint.position, source.total) : 0;
    summary.resumedFrom = position;
    options.onStart?.({ total: source.total, from: position });
    const writer = await createImportWriter(conn, dataSourceId);
    const builder = new BatchBuilder();
    let batches = 0;
    // Parses entries [from, to) into a batch, yielding every few hundred entries so the previous
    // batch's statements go on meanwhile (the database works while this thread parses).
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
    let end = Math.min(position + batchSize, source.total);
    let next = position < source.total ? await parseRange(position, end) : null;

    while (next) {
      if (options.signal?.aborted) {
        summary.interrupted = true;
        break;
      }
      const batch = next;
      const batchEnd = end;
      const writing = conn.transaction(async () => {
        const s = await writer.write(conn, batch);
        await saveCheckpoint(conn, {
          key: source.key,
          dataSourceId,
          signature: source.signature,
          position: batchEnd,
          total: source.total,
          completed: batchEnd >= source.total,
        });
        return s;
      });
      end = Math.min(batchEnd + batchSize, source.total);
      const parsing = batchEnd < source.total ? parseRange(batchEnd, end) : Promise.resolve(null);
      // Both settle before going on: a failed write never leaves a parse running behind it.
      const [written, parsed] = await Promise.allSettled([writing, parsing]);
      if (written.status === 'rejected') throw written.reason;
      if (parsed.status === 'rejected') throw parsed.reason;
      addStats(summary.stats, written.value);
      summary.entries += batchEnd - position;
      position = batchEnd;
      next = parsed.value;
      options.onProgress?.({ done: position, total: source.total, stats: summary.stats });
      if (++batches % CHECKPOINT_EVERY_BATCHES === 0) await conn.checkpoint();
      // PGlite runs in this thread and resolves its promises without yielding to the event loop:
      // let timers (the progress bar, a server's requests) run between batches.
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
