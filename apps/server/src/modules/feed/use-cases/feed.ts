// The feed tabs: all (public), subscriptions, one author's items. A page is one index query plus
// one query per item type on it (a loader per type). Post, article and question are loaded here;
// selection and video register their loaders from the training module (registerType), so adding
// them changes nothing in the feed.
import type { FeedItem, FeedItemType, FeedQuery } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { notFound } from '../../../platform/errors';
import { presentPublication } from '../presenter';
import { feedRepository as repo, type FeedRow, type FeedTab } from '../repository';
import type { FeedDeps } from './deps';

/** Presents the items of one type on a page, keyed by entity uuid; an item it leaves out is skipped. */
export type FeedTypeLoader = (exec: Executor, rows: FeedRow[], viewer: Viewer | null) => Promise<Map<string, { position: FeedItem['position']; payload?: Record<string, unknown> | null }>>;

const publicationLoader: FeedTypeLoader = async (exec, rows, viewer) => {
  const found = await repo.publications.byIds(exec, rows.map((r) => r.publication_id!).filter(Boolean), viewer?.id ?? null);
  return new Map(found.filter((p) => p.status === 'published').map((p) => [p.uuid, { position: presentPublication(p, viewer) }]));
};

export function feedUseCases(deps: FeedDeps) {
  const loaders = new Map<FeedItemType, FeedTypeLoader>([
    ['post', publicationLoader],
    ['article', publicationLoader],
    ['question', publicationLoader],
  ]);

  async function present(exec: Executor, list: { row: FeedRow; fallback: boolean; pinned: boolean }[], viewer: Viewer | null): Promise<FeedItem[]> {
    const byLoader = new Map<FeedTypeLoader, FeedRow[]>();
    for (const { row } of list) {
      const loader = loaders.get(row.type);
      if (loader) byLoader.set(loader, [...(byLoader.get(loader) ?? []), row]);
    }
    const loaded = new Map<string, { position: FeedItem['position']; payload?: Record<string, unknown> | null }>();
    for (const [loader, rows] of byLoader) for (const [k, v] of await loader(exec, rows, viewer)) loaded.set(k, v);
    return list.flatMap(({ row, fallback, pinned }) => {
      const item = loaded.get(row.entity_uuid);
      return item ? [{ pagination_uuid: row.cursor, type: row.type, position: item.position, payload: item.payload ?? null, fallback, is_pinned: pinned }] : [];
    });
  }

  async function page(viewer: Viewer | null, tab: FeedTab, q: FeedQuery): Promise<FeedItem[]> {
    const db = deps.ctx.db;
    const pinned = tab.kind === 'public' ? await repo.feed.pinned(db, 'public') : null;
    const base = { tab, type: q.type, excludeEntity: pinned?.entity_uuid ?? null, limit: q.limit };
    const langs = q.lang_codes?.length ? q.lang_codes : null;
    const list: { row: FeedRow; fallback: boolean; pinned: boolean }[] = [];
    if (pinned && !q.pagination_uuid && !q.fallback && (!q.type || q.type === pinned.type)) list.push({ row: pinned, fallback: false, pinned: true });

    if (langs && q.fallback) {
      // Continuing through the other languages after the asked ones ran out.
      const rows = await repo.feed.page(db, { ...base, langs: { codes: langs, mode: 'not in' }, before: q.pagination_uuid });
      list.push(...rows.map((row) => ({ row, fallback: true, pinned: false })));
    } else {
      const rows = await repo.feed.page(db, { ...base, langs: langs ? { codes: langs, mode: 'in' } : undefined, before: q.pagination_uuid });
      list.push(...rows.map((row) => ({ row, fallback: false, pinned: false })));
      if (langs && rows.length < q.limit) {
        // Too little in the asked languages: fill the page from the others rather than end it.
        const more = await repo.feed.page(db, { ...base, langs: { codes: langs, mode: 'not in' }, limit: q.limit - rows.length });
        list.push(...more.map((row) => ({ row, fallback: true, pinned: false })));
      }
    }
    return present(db, list, viewer);
  }

  return {
    /** For selection and video (training issues): how their feed items are presented. */
    registerType(type: FeedItemType, loader: FeedTypeLoader) {
      loaders.set(type, loader);
    },
    public: (viewer: Viewer | null, q: FeedQuery) => page(viewer, { kind: 'public' }, q),
    subscriptions: (viewer: Viewer, q: FeedQuery) => page(viewer, { kind: 'subscriptions', viewerId: viewer.id }, q),
    async author(viewer: Viewer | null, authorUuid: string, q: FeedQuery) {
      const author = await repo.follows.userByUuid(deps.ctx.db, authorUuid);
      if (!author || author.deleted_at) throw notFound('USER', 'User not found');
      return page(viewer, { kind: 'author', authorId: author.id }, q);
    },
  };
}

export type FeedUseCases = ReturnType<typeof feedUseCases>;
