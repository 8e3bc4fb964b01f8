// Lists of selections: the discover blocks (popular, new, old unpopular; each with its own cursor),
// search (public ones and the viewer's own) and a member's learning materials. One statement per
// block or page presents every row (no per-row queries).
import { TRAINING_LIMITS as L, type MaterialsQuery, type SelectionSearchQuery, type SelectionsFeedQuery } from '@glossa/contract';
import type { Viewer } from '../../../../platform/auth/viewer';
import { searchKeyOf } from '../../../../platform/text/search-key';
import { selectionNotFound } from '../../errors';
import { presentSelection } from '../../presenter';
import { trainingRepository as repo, type SelectionRow } from '../../repository';
import type { TrainingDeps } from '../deps';

const DAY_MS = 86_400_000;

/** The words-range filter of a search or "my materials": the full range is no filter (community.md §5:
 * from only above 6, to only below 500). */
function wordsRange(q: { words_range_from?: number; words_range_to?: number }) {
  return {
    wordsFrom: q.words_range_from !== undefined && q.words_range_from > L.wordsRangeMin ? q.words_range_from : undefined,
    wordsTo: q.words_range_to !== undefined && q.words_range_to < L.wordsRangeMax ? q.words_range_to : undefined,
  };
}

export function selectionLists(deps: TrainingDeps) {
  const db = () => deps.ctx.db;
  const present = (list: SelectionRow[], viewer: Viewer | null) => list.map((r) => presentSelection(r, viewer, deps.ctx.now()));

  return {
    async feed(viewer: Viewer | null, q: SelectionsFeedQuery) {
      const base = { viewerId: viewer?.id ?? null, langFrom: q.lang_from, langTo: q.lang_to, limit: q.limit };
      const now = deps.ctx.now().getTime();
      const [starter, popular, fresh, old] = await Promise.all([
        repo.selections.starter(db(), base),
        repo.selections.popular(db(), { ...base, after: q.popular_pagination_uuid }),
        repo.selections.newest(db(), { ...base, after: q.new_pagination_uuid, since: new Date(now - L.oldDays * DAY_MS) }),
        repo.selections.oldUnpopular(db(), { ...base, after: q.old_unpopular_pagination_uuid, before: new Date(now - L.oldDays * DAY_MS) }),
      ]);
      return { starter: present(starter, viewer), popular: present(popular, viewer), new: present(fresh, viewer), old_unpopular: present(old, viewer) };
    },

    async search(viewer: Viewer | null, q: SelectionSearchQuery) {
      // The page before ended on a selection this viewer can see; anything else is 404.
      if (q.previous_uuid && !(await repo.selections.byUuid(db(), q.previous_uuid, viewer?.id ?? null))) throw selectionNotFound();
      const found = await repo.selections.search(db(), {
        after: q.previous_uuid,
        viewerId: viewer?.id ?? null,
        langFrom: q.lang_from,
        langTo: q.lang_to,
        name: q.selection_name ? searchKeyOf(q.selection_name) || undefined : undefined,
        words: q.word_names?.map((w) => searchKeyOf(w)).filter(Boolean),
        complexity: q.complexity,
        ...wordsRange(q),
        subjects: q.subjects,
        limit: q.limit,
        offset: q.offset,
      });
      return { rows: present(found, viewer) };
    },

    async materials(viewer: Viewer, q: MaterialsQuery) {
      if (q.previous_uuid && !(await repo.selections.byUuid(db(), q.previous_uuid, viewer.id))) throw selectionNotFound();
      const page = await repo.selections.materials(db(), {
        viewerId: viewer.id,
        source: q.source,
        complexity: q.complexity,
        ...wordsRange(q),
        subjects: q.subjects,
        after: q.previous_uuid,
        limit: q.limit,
        offset: q.offset,
      });
      return { count: page.count, rows: present(page.rows, viewer) };
    },

    /** The feed's loader for items of type selection: the page's selections in one statement. */
    async feedItems(viewer: Viewer | null, uuids: readonly string[]) {
      const found = await repo.selections.byUuids(db(), uuids, viewer?.id ?? null);
      return new Map(found.filter((r) => r.is_public).map((r) => [r.uuid, presentSelection(r, viewer, deps.ctx.now())]));
    },
  };
}
