// Which language pairs hold entries, and how many: the pickers list these first. The grouped count
// reads the whole table, so the answer is kept and recounted only when it may have changed:
// - after an import, in any process (the CLI runs beside the server): every read compares the
//   import signal (the checkpoints' latest update, committed with each batch) with the one the
//   counts were taken at; while an import runs, at most one recount per PAIR_COUNTS_MIN_RECOUNT_MS;
// - after a contribution or moderation write of this process (`refresh()`, through the dictionary's
//   content-changed hook), with the same limit of one recount per PAIR_COUNTS_MIN_RECOUNT_MS;
// - otherwise after PAIR_COUNTS_TTL_MS (such writes on another instance).
import type { LanguagePairCount } from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import { languagePairsRepository as repo } from './repository';

export const PAIR_COUNTS_TTL_MS = 60_000;
export const PAIR_COUNTS_MIN_RECOUNT_MS = 5_000;

export type LanguagePairsService = ReturnType<typeof createLanguagePairsService>;

interface Counted {
  at: number;
  signal: string;
  value: Promise<LanguagePairCount[]>;
}

export function createLanguagePairsService(ctx: AppContext) {
  let cached: Counted | null = null;
  const recount = (signal: string, at: number): Counted => {
    const entry: Counted = { at, signal, value: repo.counts(ctx.db) };
    // A failed read is not kept: the next request asks again.
    entry.value.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry;
  };
  return {
    async counts(): Promise<LanguagePairCount[]> {
      // Read before counting: the counts are then at least as new as the signal they are kept with.
      const signal = await repo.importSignal(ctx.db);
      const now = ctx.now().getTime();
      const age = cached ? now - cached.at : Infinity;
      const imported = cached !== null && cached.signal !== signal && age >= PAIR_COUNTS_MIN_RECOUNT_MS;
      if (!cached || imported || age > PAIR_COUNTS_TTL_MS) cached = recount(signal, now);
      return cached.value;
    },
    /** The counts may have changed (a write of this process): recount on the next read. */
    refresh(): void {
      if (cached) cached.signal = '';
    },
  };
}
