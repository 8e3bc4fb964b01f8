// Product news (community.md §4 News and version, §5, §7 News): the items suitable for a web
// version, and the latest web version with its newest news id. The web's version is the one of
// apps/web/package.json (the same file the web build reads), so a deploy changes both at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NewsItem } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import { REPO_ROOT } from '../../../config';
import { notificationsRepository as repo } from '../repository';
import { presentNews } from '../presenter';
import { NEWS_SEED } from '../news-seed';

/** community.md §5: digits and dots, read as a number without the dots ('0.1.0' -> 10). */
export function versionNumber(version: string): number {
  const digits = version.replace(/[^\d.]/g, '').replace(/\./g, '');
  return digits ? Math.min(Number(digits.slice(0, 9)), 2_147_483_647) : 0;
}

function webVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/web/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

export function createNews(ctx: AppContext) {
  const version = webVersion();
  return {
    version,

    async page(version: string, locale: string, q: { limit: number; pagination_id?: number }): Promise<NewsItem[]> {
      const list = await repo.news.page(ctx.db, { versionNumber: versionNumber(version), limit: q.limit, before: q.pagination_id });
      return list.map((row) => presentNews(row, locale));
    },

    async latest() {
      return { version, latest_news_id: await repo.news.latestId(ctx.db, versionNumber(version)) };
    },

    /** The shipped news items (idempotent; run at start). */
    async seed(): Promise<void> {
      for (const item of NEWS_SEED) {
        await repo.news.seed(ctx.db, { ...item, minVersionNumber: versionNumber(item.minSuitableVersion) });
      }
    },
  };
}
