// The feed tabs: all (public), subscriptions, one author's items. A page is one statement (the
// pinned item, the index range and the publications on it); items of other types are presented by
// their type's loader, one query per type on the page. Selection and video register their loaders
// from the training module (registerType), so adding them changes nothing in the feed.
import { v7 as timeOrderedUuid } from 'uuid';
import type { FeedItem, FeedItemType, FeedQuery } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { notFound } from '../../../platform/errors';
import { presentPublication } from '../presenter';
import { feedRepository as repo, type FeedPageRow, type FeedRow, type FeedTab } from '../repository';
import type { FeedDeps } from './deps';

/** Presents the items of one type on a page, keyed by entity uuid; an item it leaves out is skipped. */
export type FeedTypeLoader = (exec: Executor, rows: FeedRow[], viewer: Viewer | null) => Promise<Map<string, { position: FeedItem['position']; payload?: Record<string, unknown> | null }>>;

/** Posts, articles and questions: the page's statement brought their rows already. */
const publicationLoader: FeedTypeLoader = async (exec, rows, viewer) => {
  const joined = rows.flatMap((r) => (r.publication ? [r.publication] : []));
  const missing = rows.filter((r) => !r.publication && r.publication_id).map((r) => r.publication_id!);
  const found = [...joined, ...(await repo.publications.byIds(exec, missing, viewer?.id ?? null))];
  return new Map(found.filter((p) => p.status === 'published').map((p) => [p.uuid, { position: presentPublication(p, viewer) }]));
};

export function feedUseCases(deps: FeedDeps) {
  const loaders = new Map<FeedItemType, FeedTypeLoader>([
    ['post', publicationLoader],
    ['article', publicationLoader],
    ['question', publicationLoader],
  ]);

  async function present(exec: Executor, list: { row: FeedPageRow; fallback: boolean }[], viewer: Viewer | null): Promise<FeedItem[]> {
    const byLoader = new Map<FeedTypeLoader, FeedRow[]>();
    for (const { row } of list) {
      const loader = loaders.get(row.type);
      if (loader) byLoader.set(loader, [...(byLoader.get(loader) ?? []), row]);
    }
    const loaded = new Map<string, { position: FeedItem['position']; payload?: Record<string, unknown> | null }>();
    for (const [loader, rows] of byLoader) for (const [k, v] of await loader(exec, rows, viewer)) loaded.set(k, v);
    return list.flatMap(({ row, fallback }) => {
      const item = loaded.get(row.entity_uuid);
      return item ? [{ pagination_uuid: row.cursor, type: row.type, position: item.position, payload: item.payload ?? null, fallback, is_pinned: row.pinned }] : [];
    });
  }

  async function page(viewer: Viewer | null, tab: FeedTab, q: FeedQuery): Promise<FeedItem[]> {
    const db = deps.ctx.db;
    const pin = tab.kind === 'public' ? ('public' as const) : undefined;
    const base = { tab, type: q.type, pin, limit: q.limit, viewerId: viewer?.id ?? null };
    const langs = q.lang_codes?.length ? q.lang_codes : null;
    const list: { row: FeedPageRow; fallback: boolean }[] = [];
    if (langs && q.fallback) {
      // Continuing through the other languages after the asked ones ran out.
      const rows = await repo.feed.page(db, { ...base, langs: { codes: langs, mode: 'not in' }, before: q.pagination_uuid });
      list.push(...rows.map((row) => ({ row, fallback: true })));
    } else {
      const withPinned = !q.pagination_uuid;
      const rows = await repo.feed.page(db, { ...base, withPinned, langs: langs ? { codes: langs, mode: 'in' } : undefined, before: q.pagination_uuid });
      list.push(...rows.map((row) => ({ row, fallback: false })));
      const found = rows.filter((r) => !r.pinned).length;
      if (langs && found < q.limit) {
        // Too little in the asked languages: fill the page from the others rather than end it.
        const more = await repo.feed.page(db, { ...base, langs: { codes: langs, mode: 'not in' }, limit: q.limit - found });
        list.push(...more.map((row) => ({ row, fallback: true })));
      }
    }
    return present(db, list, viewer);
  }

  return {
    /** For selection and video (training issues): how their feed items are presented. */
    registerType(type: FeedItemType, loader: FeedTypeLoader) {
      loaders.set(type, loader);
    },
    /** For plugged types: puts an item at the top of the feed (inside the caller's transaction). */
    async indexItem(exec: Executor, i: { type: FeedItemType; entityUuid: string; authorId: number; langCode: string }) {
      await repo.feed.insert(exec, { cursor: timeOrderedUuid(), type: i.type, entityUuid: i.entityUuid, publicationId: null, authorId: i.authorId, langCode: i.langCode, at: deps.ctx.now() });
    },
    /** For plugged types: takes an item out of the feed (private again, deleted). */
    unindexItem: (exec: Executor, entityUuid: string) => repo.feed.remove(exec, entityUuid),
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
