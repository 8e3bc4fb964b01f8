// Which language pairs hold entries, and how many: the pickers list these first. The grouped count
// reads the whole table, so the answer is kept for PAIR_COUNTS_TTL_MS; writes of this process
// (`refresh()`, called after contributions) and CLI imports (other processes) show within that time.
import type { LanguagePairCount } from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import { languagePairsRepository as repo } from './repository';

export const PAIR_COUNTS_TTL_MS = 60_000;

export type LanguagePairsService = ReturnType<typeof createLanguagePairsService>;

export function createLanguagePairsService(ctx: AppContext, now: () => number = Date.now) {
  let cached: { at: number; value: Promise<LanguagePairCount[]> } | null = null;
  return {
    counts(): Promise<LanguagePairCount[]> {
      if (!cached || now() - cached.at > PAIR_COUNTS_TTL_MS) {
        const value = repo.counts(ctx.db);
        cached = { at: now(), value };
        // A failed read is not kept: the next request asks again.
        value.catch(() => (cached = null));
      }
      return cached.value;
    },
    /** Forget the counts (after a write of this process). */
    refresh(): void {
      cached = null;
    },
  };
}
