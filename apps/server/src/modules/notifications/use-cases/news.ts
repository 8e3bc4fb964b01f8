// Product news (community.md §4 News and version, §5, §7 News): the items suitable for a web
// version, and the latest web version with its newest news id. The web's version is the one of
// apps/web/package.json (the same file the web build reads), so a deploy changes both at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INTERFACE_LOCALES, type NewsItem } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import { REPO_ROOT } from '../../../config';
import { notificationsRepository as repo } from '../repository';
import { presentNews } from '../presenter';
import { NEWS_SEED } from '../news-seed';
import type { Delivery } from './delivery';

const LOCALES = new Set(INTERFACE_LOCALES as readonly string[]);

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

export interface PublishNews {
  /** A stable name: publishing the same slug again adds nothing and tells nobody twice. */
  slug: string;
  /** Digits and dots: the first web version the item suits. */
  minSuitableVersion: string;
  /** { en: { title, body }, ... }: English is required (the fallback). */
  texts: Record<string, { title: string; body: string }>;
}

export class NewsInputError extends Error {}

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** What an operator's news file must hold (the CLI's publish-news); a clear message otherwise. */
export function checkNews(input: unknown): PublishNews {
  const item = input as Partial<PublishNews> | null;
  if (!item || typeof item !== 'object') throw new NewsInputError('The news file must hold one JSON object');
  if (typeof item.slug !== 'string' || !SLUG.test(item.slug)) throw new NewsInputError('slug: lower-case letters, digits and dashes (1-63)');
  const version = item.minSuitableVersion ?? '0.0.0';
  if (typeof version !== 'string' || !/^\d+(\.\d+)*$/.test(version)) throw new NewsInputError('minSuitableVersion: digits and dots, such as 0.2.0');
  const texts = item.texts;
  if (!texts || typeof texts !== 'object' || !texts.en) throw new NewsInputError('texts.en is required ({ "en": { "title": "...", "body": "..." } })');
  for (const [locale, text] of Object.entries(texts)) {
    if (!LOCALES.has(locale)) throw new NewsInputError(`texts.${locale}: not an interface language (${[...LOCALES].join(', ')})`);
    if (!text || typeof text.title !== 'string' || !text.title.trim() || typeof text.body !== 'string' || !text.body.trim())
      throw new NewsInputError(`texts.${locale}: a non-empty title and body are needed`);
    if (text.title.length > 120 || text.body.length > 4000) throw new NewsInputError(`texts.${locale}: title up to 120, body up to 4000 characters`);
  }
  return { slug: item.slug, minSuitableVersion: version, texts };
}

export function createNews(ctx: AppContext, delivery: Pick<Delivery, 'notify'>) {
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

    /**
     * An operator publishes a news item (CLI publish-news): stored, then `feature_news` to every
     * member who has not turned it off, opening the news page. Null when the slug was published before.
     */
    async publish(input: PublishNews): Promise<{ id: number } | null> {
      const item = checkNews(input);
      const created = await repo.news.publish(ctx.db, { ...item, minVersionNumber: versionNumber(item.minSuitableVersion) });
      if (!created) return null;
      delivery.notify({
        type: 'feature_news',
        to: { everyone: true },
        actorId: null,
        entity: { slug: 'news', id: String(created.id) },
        params: { title: item.texts.en!.title },
        cancellationKey: `feature-news:${item.slug}`,
      });
      return created;
    },

    /** The shipped news items (idempotent; run at start). */
    async seed(): Promise<void> {
      for (const item of NEWS_SEED) {
        await repo.news.seed(ctx.db, { ...item, minVersionNumber: versionNumber(item.minSuitableVersion) });
      }
    },
  };
}
