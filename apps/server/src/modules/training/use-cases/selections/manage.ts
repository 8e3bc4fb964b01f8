// Creating, reading, changing and deleting selections and their words. Public needs at least 6
// words and at most 500 fit; a public selection is in the feed (type selection), a private or
// deleted one is not. Each change runs in one transaction holding the selection row.
import {
  TRAINING_LIMITS as L,
  type ContentsBody,
  type SelectionBody,
  type SelectionUpdateBody,
} from '@glossa/contract';
import type { Viewer } from '../../../../platform/auth/viewer';
import type { Executor } from '../../../../platform/db/index';
import { validationError } from '../../../../platform/errors';
import { searchKeyOf } from '../../../../platform/text/search-key';
import { publicMinWords, selectionNotFound, wordsLimit } from '../../errors';
import { SELECTION_EDIT_LOCK } from '@glossa/contract';
import { presentSelection } from '../../presenter';
import { trainingRepository as repo } from '../../repository';
import type { TrainingDeps } from '../deps';
import { assertNotBeingEdited, ownedBare, readableBare } from './access';
import type { SelectionWords } from './words';

export function manageSelections(deps: TrainingDeps, words: SelectionWords) {
  const db = () => deps.ctx.db;
  const now = () => deps.ctx.now();

  async function checkSubjects(exec: Executor, subjects: readonly string[] | undefined) {
    if (!subjects?.length) return;
    const known = await repo.selections.knownSubjects(exec, subjects);
    const unknown = subjects.find((s) => !known.has(s));
    if (unknown) throw validationError('subjects', `Unknown subject: ${unknown}`);
  }

  async function present(exec: Executor, id: number, viewer: Viewer) {
    const [row] = await repo.selections.byIds(exec, [id], viewer.id);
    return presentSelection(row!, viewer, now());
  }

  /** Puts the selection into the feed or takes it out when its visibility changed. */
  async function syncFeed(exec: Executor, s: { uuid: string; author_id: number; lang_from: string }, was: boolean, is: boolean) {
    if (!was && is) await deps.feed.indexItem(exec, { type: 'selection', entityUuid: s.uuid, authorId: s.author_id, langCode: s.lang_from });
    if (was && !is) await deps.feed.unindexItem(exec, s.uuid);
  }

  return {
    async create(viewer: Viewer, body: SelectionBody) {
      const pair = { lang_from: body.lang_from, lang_to: body.lang_to };
      if (body.lang_from === body.lang_to) throw validationError('lang_to', 'Choose two different languages');
      await checkSubjects(db(), body.subjects);
      const ids = await words.resolve(viewer, body.union_ids, pair, 'union_ids');
      const fromFolder = body.favorite_group_id ? await words.fromFolder(viewer, body.favorite_group_id, pair, L.wordsMax) : [];
      const all = [...new Set([...ids, ...fromFolder])];
      if (all.length > L.wordsMax) throw wordsLimit();
      if (body.is_public && all.length < L.publicMinWords) throw publicMinWords();
      const id = await db().transaction(async (tx) => {
        const created = await repo.selections.insert(tx, {
          authorId: viewer.id,
          name: body.name,
          searchName: searchKeyOf(body.name),
          langFrom: body.lang_from,
          langTo: body.lang_to,
          complexity: body.complexity,
          subjects: body.subjects,
          isPublic: body.is_public,
          at: now(),
        });
        await repo.contents.add(tx, created.id, all, now());
        await repo.selections.setWords(tx, created.id, null);
        await syncFeed(tx, { uuid: created.uuid, author_id: viewer.id, lang_from: body.lang_from }, false, body.is_public);
        return created.id;
      });
      await repo.selections.setWords(db(), id, await words.searchText(viewer, id, pair));
      return present(db(), id, viewer);
    },

    /** The selection with one page of its words (20 by default, continued with pagination_id). */
    async get(viewer: Viewer | null, uuid: string, q: { limit: number; pagination_id?: number }) {
      const row = await repo.selections.byUuid(db(), uuid, viewer?.id ?? null);
      if (!row) throw selectionNotFound();
      assertNotBeingEdited(row, viewer, now());
      const page = await words.page(viewer, row, q);
      return {
        data: { ...presentSelection(row, viewer, now()), unions: page.entries },
        next_pagination_id: page.lastId !== null && page.entries.length + page.removed >= q.limit ? page.lastId : null,
        notices: page.removed ? (['notice_material_removed'] as const).slice() : [],
      };
    },

    async update(viewer: Viewer, uuid: string, body: SelectionUpdateBody) {
      await checkSubjects(db(), body.subjects);
      const id = await db().transaction(async (tx) => {
        const s = await ownedBare(tx, uuid, viewer, true);
        if (body.is_public && s.words_total < L.publicMinWords) throw publicMinWords();
        // Saving ends the edit: the compilation is open to others again.
        await repo.selections.setEditing(tx, s.id, null);
        await repo.selections.update(tx, s.id, {
          name: body.name,
          searchName: body.name === undefined ? undefined : searchKeyOf(body.name),
          complexity: body.complexity,
          subjects: body.subjects,
          isPublic: body.is_public,
          at: now(),
        });
        await syncFeed(tx, s, s.is_public, body.is_public ?? s.is_public);
        return s.id;
      });
      return present(db(), id, viewer);
    },

    async remove(viewer: Viewer, uuid: string) {
      await db().transaction(async (tx) => {
        const s = await ownedBare(tx, uuid, viewer, true);
        await deps.feed.unindexItem(tx, s.uuid);
        await repo.selections.remove(tx, s.id);
      });
      deps.events.publish({ type: 'material.deleted', material: 'selection', uuid });
      return { success: true as const };
    },

    /** Every union id of the selection (the edit mode's starting point). */
    async enumerate(viewer: Viewer | null, uuid: string) {
      const s = await readableBare(db(), uuid, viewer);
      assertNotBeingEdited(s, viewer, now());
      return repo.contents.unionIds(db(), s.id);
    },

    /**
     * The author opens (or keeps open) the editor: others get "temporarily unavailable" until the
     * save, `stopEditing`, or SELECTION_EDIT_LOCK.holdMs without a renewal.
     */
    async startEditing(viewer: Viewer, uuid: string) {
      const s = await ownedBare(db(), uuid, viewer);
      const until = new Date(now().getTime() + SELECTION_EDIT_LOCK.holdMs);
      await repo.selections.setEditing(db(), s.id, until);
      return { editing_until: until.toISOString() };
    },

    /** The author left the editor without saving: open to others again. */
    async stopEditing(viewer: Viewer, uuid: string) {
      const s = await ownedBare(db(), uuid, viewer);
      await repo.selections.setEditing(db(), s.id, null);
      return { success: true as const };
    },

    /** Pending added and removed words saved together; nothing is saved when any id is refused. */
    async change(viewer: Viewer, uuid: string, body: ContentsBody) {
      const s0 = await ownedBare(db(), uuid, viewer);
      const pair = { lang_from: s0.lang_from, lang_to: s0.lang_to };
      const add = await words.resolve(viewer, body.add_union_ids, pair);
      const fromFolder = body.favorite_group_id ? await words.fromFolder(viewer, body.favorite_group_id, pair, L.wordsMax) : [];
      const result = await db().transaction(async (tx) => {
        const s = await ownedBare(tx, uuid, viewer, true);
        const removed = await repo.contents.remove(tx, s.id, body.delete_union_ids);
        const added = await repo.contents.add(tx, s.id, [...new Set([...add, ...fromFolder])], now());
        const total = await repo.contents.count(tx, s.id);
        if (total > L.wordsMax) throw wordsLimit();
        if (s.is_public && total < L.publicMinWords) throw publicMinWords();
        await repo.selections.update(tx, s.id, { at: now() });
        await repo.selections.setWords(tx, s.id, null);
        return { id: s.id, added, removed };
      });
      await repo.selections.setWords(db(), result.id, await words.searchText(viewer, result.id, pair));
      return { ...(await present(db(), result.id, viewer)), added: result.added, removed: result.removed };
    },

    /** Reset progress: the viewer's cards of these words go; learned words are 0 again. */
    async reset(viewer: Viewer, uuid: string) {
      const s = await readableBare(db(), uuid, viewer);
      await repo.cards.resetSelection(db(), viewer.id, s.id);
      return { words_total_learned: 0 };
    },
  };
}
