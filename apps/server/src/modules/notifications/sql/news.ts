// Feature news: pages of the items suitable for a web version, the newest one, the seed.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface NewsRow {
  id: number;
  min_suitable_version: string;
  texts: Record<string, { title: string; body: string }>;
  published_at: Date | string;
}

export const newsQueries = {
  page(exec: Executor, q: { versionNumber: number; limit: number; before?: number }) {
    return rows<NewsRow>(
      exec,
      sql`select id, min_suitable_version, texts, published_at from news_items
        where min_version_number <= ${q.versionNumber}::int ${q.before ? sql`and id < ${q.before}::int` : sql``}
        order by id desc limit ${q.limit}::int`,
    );
  },

  async latestId(exec: Executor, versionNumber: number): Promise<number | null> {
    const row = await one<{ id: number }>(
      exec,
      sql`select max(id)::int as id from news_items where min_version_number <= ${versionNumber}::int`,
    );
    return row?.id ?? null;
  },

  /** A new item; null when the slug exists already (publishing twice adds nothing). */
  async publish(exec: Executor, item: { slug: string; minSuitableVersion: string; minVersionNumber: number; texts: NewsRow['texts'] }) {
    return one<{ id: number }>(
      exec,
      sql`insert into news_items (slug, min_suitable_version, min_version_number, texts)
        values (${item.slug}, ${item.minSuitableVersion}, ${item.minVersionNumber}::int, ${JSON.stringify(item.texts)}::jsonb)
        on conflict (slug) do nothing returning id`,
    );
  },

  async seed(exec: Executor, item: { slug: string; minSuitableVersion: string; minVersionNumber: number; texts: NewsRow['texts'] }) {
    await exec.execute(sql`insert into news_items (slug, min_suitable_version, min_version_number, texts)
      values (${item.slug}, ${item.minSuitableVersion}, ${item.minVersionNumber}::int, ${JSON.stringify(item.texts)}::jsonb)
      on conflict (slug) do nothing`);
  },
};
