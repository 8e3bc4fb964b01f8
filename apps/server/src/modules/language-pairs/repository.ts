// Entry counts per language pair: one grouped read of translation_unions (accepted, not removed),
// each unordered pair once.
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
};
