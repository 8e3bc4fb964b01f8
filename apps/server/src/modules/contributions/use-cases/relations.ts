// Meaning descriptions, synonyms and antonyms of one side of a translation.
import type { MeaningDescription, Rating, RelationEntryBody, WordRelationEntry } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { notFound } from '../../../platform/errors';
import { searchKeyOf } from '../../../platform/text/search-key';
import { can, isAuthorOf, material } from '../../../platform/policy/content';
import { contributionsRepository as repo, type EntityRef, type TaskRow, type UnionBasic, type WordBasic } from '../repository';
import { solvedByEdit, write, type ContributionsDeps } from './deps';
import { assertCanEdit, contributionError, edited, ratingOf, snapshotOrThrow, submit, taskForEdit } from './review';
import { sideOf, unionForChild, unionForEdit } from './translations';

type Kind = 'synonym' | 'antonym';
const CODES = {
  synonym: { unique: 'SYNONYM_UNIQUE', cannot: 'SYNONYM_CANNOT_BE_ADDED_EXCEPTION' },
  antonym: { unique: 'ANTONYM_UNIQUE', cannot: 'ANTONYM_CANNOT_BE_ADDED_EXCEPTION' },
} as const;

export function relationsUseCases(deps: ContributionsDeps) {
  const now = () => deps.ctx.now();

  function presentMeaning(viewer: Viewer, m: { id: number; lang_code: string; value: string; word_id: number; author_id: number | null; review_status: string }): MeaningDescription {
    return {
      id: m.id,
      lang_code: m.lang_code,
      value: m.value,
      word_id: m.word_id,
      can_edit: can(viewer, 'edit', material(m.author_id, m.review_status)),
      is_this_user: isAuthorOf(viewer, m.author_id),
    };
  }

  async function presentEntry(tx: Executor, viewer: Viewer, itemId: number): Promise<WordRelationEntry> {
    const item = (await repo.content.groupItem(tx, itemId))!;
    const [word] = await repo.content.wordsByIds(tx, [item.word_id]);
    const task = await repo.review.openTaskOf(tx, 'content', item.kind, String(item.id));
    return {
      id: item.id,
      word_group_id: item.word_group_id,
      word_id: item.word_id,
      lang_code: item.lang_code,
      name: word!.name,
      can_edit: can(viewer, 'edit', material(item.author_id, item.review_status)),
      is_this_user: isAuthorOf(viewer, item.author_id),
      moderation_task_id: task?.id ?? null,
    };
  }

  /** The word an entry names (by id, or by name in the side's language, added if new), checked against the side's word. */
  async function entryWord(tx: Executor, viewer: Viewer, kind: Kind, body: { word_id?: number; name?: string }, side: { wordId: number; lang: string }, exceptItemId = 0) {
    let word: WordBasic | undefined;
    if (body.word_id !== undefined) {
      [word] = await repo.content.wordsByIds(tx, [body.word_id]);
      if (!word) throw notFound('WORD', 'Word not found');
    } else {
      const name = body.name!;
      if (!/[\p{L}\p{N}]/u.test(name) || /[,;|]/.test(name) || !searchKeyOf(name)) throw contributionError(CODES[kind].cannot);
      const added = await repo.content.addOrGetWord(tx, { name, lang: side.lang, key: searchKeyOf(name), authorId: viewer.id, at: now() });
      if (added.created) await deps.dictionary.linkWordForms(tx, added);
      word = added;
    }
    const opposite: Kind = kind === 'synonym' ? 'antonym' : 'synonym';
    // A word is not its own synonym, must be in the side's language, and cannot be both synonym and antonym.
    if (word.id === side.wordId || word.lang_code !== side.lang) throw contributionError(CODES[kind].cannot);
    if (await repo.content.related(tx, opposite, side.wordId, word.id)) throw contributionError(CODES[kind].cannot);
    if (await repo.content.related(tx, kind, side.wordId, word.id, exceptItemId)) throw contributionError(CODES[kind].unique);
    return word;
  }

  /** Edits an entry inside the caller's transaction (PUT and a moderator's edit decision). */
  async function applyEntryEdit(tx: Executor, viewer: Viewer, kind: Kind, unionId: number, entryId: number, body: RelationEntryBody, task: TaskRow | null, comment: string | null = null) {
    const u = await unionForEdit(tx, viewer, unionId);
    const item = await repo.content.groupItem(tx, entryId);
    if (!item || item.kind !== kind || item.union_id !== unionId) throw notFound(kind.toUpperCase(), `${kind} not found`);
    const ref: EntityRef = { type: kind, id: entryId };
    const before = await snapshotOrThrow(tx, ref);
    assertCanEdit(viewer, before);
    const { wordId } = sideOf(u, item.lang_code);
    const word = await entryWord(tx, viewer, kind, body, { wordId, lang: item.lang_code }, entryId);
    const at = now();
    await repo.content.updateGroupItemWord(tx, entryId, word.id, at);
    return edited(tx, viewer, ref, before, at, task, comment);
  }

  async function applyMeaningEdit(tx: Executor, viewer: Viewer, unionId: number, meaningId: number, value: string, task: TaskRow | null, comment: string | null = null) {
    await unionForEdit(tx, viewer, unionId);
    const m = await repo.content.meaning(tx, meaningId);
    if (!m || !(await repo.content.meaningLinked(tx, unionId, meaningId))) throw notFound('MEANING', 'Meaning not found');
    const ref: EntityRef = { type: 'translation-meaning', id: meaningId };
    const before = await snapshotOrThrow(tx, ref);
    assertCanEdit(viewer, before);
    if (await repo.content.meaningTwin(tx, m.word_id, m.lang_code, value, meaningId)) throw contributionError('MEANING_EXIST');
    const at = now();
    await repo.content.updateMeaning(tx, meaningId, value, at);
    return edited(tx, viewer, ref, before, at, task, comment);
  }

  return {
    applyEntryEdit,
    applyMeaningEdit,

    async addMeaning(viewer: Viewer, unionId: number, body: { lang_code: string; value: string }): Promise<{ data: MeaningDescription; rating: Rating }> {
      return write(deps, async (tx) => {
        const u = await unionForChild(tx, viewer, unionId);
        const { wordId } = sideOf(u, body.lang_code);
        const at = now();
        const id = await repo.content.insertMeaning(tx, { wordId, lang: body.lang_code, value: body.value, authorId: viewer.id, at });
        if (id === null) throw contributionError('MEANING_EXIST');
        await repo.content.linkMeaning(tx, unionId, id, at);
        const points = await submit(tx, viewer, { type: 'translation-meaning', id }, at);
        return { data: presentMeaning(viewer, (await repo.content.meaning(tx, id))!), rating: await ratingOf(tx, viewer.id, points) };
      });
    },

    async editMeaning(viewer: Viewer, unionId: number, meaningId: number, body: { value: string; moderation_task_id?: number }) {
      const { task, ...answer } = await write(deps, async (tx) => {
        const task = await taskForEdit(tx, viewer, { type: 'translation-meaning', id: meaningId }, body.moderation_task_id);
        const points = await applyMeaningEdit(tx, viewer, unionId, meaningId, body.value, task);
        return { data: presentMeaning(viewer, (await repo.content.meaning(tx, meaningId))!), rating: await ratingOf(tx, viewer.id, points), task };
      });
      solvedByEdit(deps, viewer, task);
      return answer;
    },

    async addEntry(viewer: Viewer, kind: Kind, unionId: number, body: RelationEntryBody): Promise<{ data: WordRelationEntry; rating: Rating }> {
      return write(deps, async (tx) => {
        const u: UnionBasic = await unionForChild(tx, viewer, unionId);
        const { wordId } = sideOf(u, body.lang_code);
        const word = await entryWord(tx, viewer, kind, body, { wordId, lang: body.lang_code });
        const at = now();
        const groupId = (await repo.content.groupOf(tx, unionId, kind, body.lang_code)) ?? (await repo.content.createGroup(tx, { unionId, kind, lang: body.lang_code, ownWordId: wordId, at }));
        const itemId = await repo.content.insertGroupItem(tx, { groupId, wordId: word.id, authorId: viewer.id, at });
        if (itemId === null) throw contributionError(CODES[kind].unique);
        const points = await submit(tx, viewer, { type: kind, id: itemId }, at);
        return { data: await presentEntry(tx, viewer, itemId), rating: await ratingOf(tx, viewer.id, points) };
      });
    },

    async editEntry(viewer: Viewer, kind: Kind, unionId: number, entryId: number, body: RelationEntryBody) {
      const { task, ...answer } = await write(deps, async (tx) => {
        const task = await taskForEdit(tx, viewer, { type: kind, id: entryId }, body.moderation_task_id);
        const points = await applyEntryEdit(tx, viewer, kind, unionId, entryId, body, task);
        return { data: await presentEntry(tx, viewer, entryId), rating: await ratingOf(tx, viewer.id, points), task };
      });
      solvedByEdit(deps, viewer, task);
      return answer;
    },
  };
}

export type RelationsUseCases = ReturnType<typeof relationsUseCases>;
