// Entry counts per language pair: one grouped read of translation_unions (accepted, not removed),
// each unordered pair once. And the import signal: every import batch (CLI in another process, or
// the demo seed) commits its checkpoint row with its entries, so the checkpoints' latest change
// says cheaply (a few hundred rows at most) whether the counts may have changed.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';

export interface PairCountRow {
  lang: string;
  lang_t: string;
  count: number;
}

export const languagePairsRepository = {
  async counts(db: Executor): Promise<PairCountRow[]> {
    const result = await db.execute(sql`
      select least(primary_lang, translation_lang) as lang, greatest(primary_lang, translation_lang) as lang_t,
             count(*)::int as count
        from translation_unions
       where review_status = 'accepted' and not is_removed
       group by 1, 2
       order by 3 desc, 1, 2`);
    return (result as unknown as { rows: PairCountRow[] }).rows;
  },

  /** Changes whenever an import batch commits: the number of sources and their latest update. */
  async importSignal(db: Executor): Promise<string> {
    const result = await db.execute(sql`
      select count(*)::int as n, coalesce(max(updated_at)::text, '') as at from import_checkpoints`);
    const [row] = (result as unknown as { rows: { n: number; at: string }[] }).rows;
    return `${row?.n ?? 0}@${row?.at ?? ''}`;
  },
};
