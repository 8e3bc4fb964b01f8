// Favorite use cases: save a dictionary translation or sentence, save a raw pair, list a folder,
// search, comment, delete, copy and move. Entities come from the dictionary in one batch per page.
import {
  FAVORITES_LIMITS,
  FavoritesErrorCode,
  type AddFavoriteBody,
  type AddRawFavoriteBody,
  type Favorite,
  type FavoritesSearchQuery,
  type GroupFavoritesQuery,
  type SentenceItem,
  type Translation,
} from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Viewer } from '../../../platform/auth/viewer';
import { AppError, validationError } from '../../../platform/errors';
import type { DictionaryService } from '../../dictionary/service';
import { favoriteNotFound, tooManyFavorites } from '../errors';
import type { Folders } from './folders';
import { presentFavorite, type Entities } from '../presenter';
import { favoritesRepository as repo, type FavoriteRow, type NewFavorite } from '../repository';
import { dedupeKey, fold, searchTextOf, sortKeyOf } from '../text';

export type DictionaryReader = Pick<DictionaryService, 'batch'>;

export function createItems(ctx: AppContext, deps: { folders: Folders; dictionary: DictionaryReader }) {
  const db = () => ctx.db;
  const { folders, dictionary } = deps;

  /** The dictionary entities of a page of favorites: at most one statement per entity kind. */
  async function entitiesOf(
    viewer: Viewer,
    list: readonly FavoriteRow[],
    localCode: string,
  ): Promise<Entities> {
    const live = list.filter((f) => !f.isRaw && f.entityId !== null);
    const translations = live
      .filter((f) => f.entityType === 'translation')
      .map((f) => ({ id: f.entityId!, firstWordId: f.additionalId }));
    const sentences = live
      .filter((f) => f.entityType === 'sentence')
      .map((f) => ({ id: f.entityId!, langT: f.langTo, sentenceTranslationId: f.additionalId }));
    const [t, s] = await Promise.all([
      translations.length
        ? dictionary.batch.translations(viewer, translations, localCode)
        : new Map<number, Translation>(),
      sentences.length ? dictionary.batch.wordSentences(viewer, sentences) : new Map<number, SentenceItem>(),
    ]);
    return { translations: t, sentences: s };
  }

  async function present(
    viewer: Viewer,
    list: readonly FavoriteRow[],
    localCode: string,
  ): Promise<Favorite[]> {
    const entities = await entitiesOf(viewer, list, localCode);
    return list.map((f) => presentFavorite(f, entities));
  }

  async function targetGroup(
    viewer: Viewer,
    groupId: number | null | undefined,
    localCode: string,
  ): Promise<number> {
    if (groupId == null) return folders.ensureMain(viewer, localCode);
    return (await folders.owned(db(), viewer, groupId)).id;
  }

  /**
   * Stores a favorite in one transaction holding the user's lock, so the per-user cap holds however
   * many adds run at once. `read` is the dictionary entity the caller already read: the answer is
   * presented from it when the stored row shows the same view (no second read).
   */
  async function save(
    viewer: Viewer,
    values: Omit<NewFavorite, 'userId' | 'createdAt' | 'updatedAt' | 'searchText' | 'sortKey'>,
    localCode: string,
    read?: Translation,
  ) {
    const now = ctx.now();
    const comment = values.comment || null;
    const { stored, created } = await db().transaction(async (tx) => {
      await repo.lockUser(tx, viewer.id);
      if ((await repo.countFavorites(tx, viewer.id)) >= FAVORITES_LIMITS.itemsPerUser) throw tooManyFavorites();
      const { row, created } = await repo.insertFavorite(tx, {
        ...values,
        comment,
        userId: viewer.id,
        sortKey: sortKeyOf(values.textFrom),
        searchText: searchTextOf([values.textFrom, values.textTo, comment]),
        createdAt: now,
        updatedAt: now,
      });
      // Saving again with a comment keeps the comment (the folder already had the item).
      if (!created && comment && comment !== row.comment) {
        const updated = await repo.updateComment(tx, viewer.id, row.id, {
          comment,
          searchText: searchTextOf([row.textFrom, row.textTo, comment]),
          now,
        });
        return { stored: updated!, created };
      }
      return { stored: row, created };
    });
    const sameView = read !== undefined && stored.entityId === read.id && stored.additionalId === values.additionalId;
    const [favorite] = sameView
      ? [presentFavorite(stored, { translations: new Map([[read.id, read]]), sentences: new Map() })]
      : await present(viewer, [stored], localCode);
    return {
      data: favorite!,
      created,
      group_modified: await folders.withCounts(db(), viewer, [stored.groupId]),
    };
  }

  async function ownedAll(viewer: Viewer, ids: readonly number[]): Promise<FavoriteRow[]> {
    const found = await repo.favoritesByIds(db(), viewer.id, ids);
    if (found.length !== new Set(ids).size) throw favoriteNotFound();
    return found;
  }

  async function setComment(
    viewer: Viewer,
    id: number,
    comment: string | null,
    localCode: string,
  ): Promise<Favorite> {
    const f = await repo.favorite(db(), viewer.id, id);
    if (!f) throw favoriteNotFound();
    const value = comment?.trim() || null;
    const updated = await repo.updateComment(db(), viewer.id, id, {
      comment: value,
      searchText: searchTextOf([f.textFrom, f.textTo, value]),
      now: ctx.now(),
    });
    if (!updated) throw favoriteNotFound();
    return (await present(viewer, [updated], localCode))[0]!;
  }

  return {
    present,
    entitiesOf,

    /** Saves a dictionary translation or sentence the viewer can read; saving it again answers the stored one. */
    async add(viewer: Viewer, body: AddFavoriteBody, localCode: string) {
      const groupId = await targetGroup(viewer, body.favorite_group_id, localCode);
      if (body.entity_type === 'translation') {
        const found = await dictionary.batch.translations(
          viewer,
          [{ id: body.entity_id, firstWordId: body.additional_id }],
          localCode,
        );
        const t = found.get(body.entity_id);
        if (!t) throw new AppError(FavoritesErrorCode.TRANSLATION_NOT_FOUND, 404, 'Translation not found');
        if (
          body.additional_id != null &&
          body.additional_id !== t.primary_word.id &&
          body.additional_id !== t.translation_word.id
        )
          throw validationError(
            'additional_id',
            'additional_id must be one of the two words of the translation',
          );
        return save(
          viewer,
          {
            groupId,
            entityType: 'translation',
            entityId: t.id,
            additionalId: t.primary_word.id,
            dedupeKey: dedupeKey({ kind: 'translation', entityId: t.id }),
            comment: body.comment ?? null,
            textFrom: t.primary_word.name,
            textTo: t.translation_word.name,
            langFrom: t.primary_word.lang_code,
            langTo: t.translation_word.lang_code,
            isRaw: false,
          },
          localCode,
          t,
        );
      }
      const found = await dictionary.batch.wordSentences(viewer, [
        { id: body.entity_id, sentenceTranslationId: body.additional_id },
      ]);
      const s = found.get(body.entity_id);
      if (!s) throw new AppError(FavoritesErrorCode.WORD_SENTENCE_NOT_FOUND, 404, 'Sentence not found');
      const chosen =
        body.additional_id != null
          ? s.translations.find((x) => x.sentence_translation_id === body.additional_id)
          : undefined;
      if (body.additional_id != null && !chosen)
        throw validationError('additional_id', 'additional_id must be a translation of this sentence');
      return save(
        viewer,
        {
          groupId,
          entityType: 'sentence',
          entityId: s.word_sentence.id,
          additionalId: chosen?.sentence_translation_id ?? null,
          dedupeKey: dedupeKey({ kind: 'sentence', entityId: s.word_sentence.id }),
          comment: body.comment ?? null,
          textFrom: s.sentence_text,
          textTo: chosen?.sentence_text ?? null,
          langFrom: s.lang_code,
          langTo: chosen?.lang_code ?? null,
          isRaw: false,
        },
        localCode,
      );
    },

    /** Saves a pair of texts that is not (or not only) a dictionary entry: a machine translation. */
    async addRaw(viewer: Viewer, body: AddRawFavoriteBody, localCode: string) {
      if (body.lang_from === body.lang_to) throw validationError('lang_to', 'Choose two different languages');
      const groupId = await targetGroup(viewer, body.favorite_group_id, localCode);
      return save(
        viewer,
        {
          groupId,
          entityType: 'translation',
          entityId: null,
          additionalId: null,
          dedupeKey: dedupeKey({
            kind: 'raw',
            langFrom: body.lang_from,
            langTo: body.lang_to,
            from: body.word_from,
            to: body.word_to,
          }),
          comment: body.comment ?? null,
          textFrom: body.word_from,
          textTo: body.word_to,
          langFrom: body.lang_from,
          langTo: body.lang_to,
          isRaw: true,
        },
        localCode,
      );
    },

    async inGroup(viewer: Viewer, groupId: number, q: GroupFavoritesQuery, localCode: string) {
      const group = await folders.owned(db(), viewer, groupId);
      const page = await repo.groupPage(db(), {
        userId: viewer.id,
        groupId: group.id,
        limit: q.limit ?? FAVORITES_LIMITS.itemsPage,
        offset: q.offset,
        sortBy: q.sort_by,
        order: q.sort_order,
        search: q.search ? fold(q.search) : null,
      });
      return { data: await present(viewer, page.rows, localCode), total_count: page.total };
    },

    async search(viewer: Viewer, q: FavoritesSearchQuery, localCode: string) {
      const page = await repo.search(db(), {
        userId: viewer.id,
        search: q.search ? fold(q.search) : null,
        entityType: q.entity_type ?? null,
        limit: q.limit ?? FAVORITES_LIMITS.searchPage,
        offset: q.offset,
      });
      return { data: await present(viewer, page.rows, localCode), total_count: page.total };
    },

    setComment,

    /** The viewer's favorite of a raw pair (the star on a machine translation), if any. */
    async rawFavorite(
      viewerId: number,
      pair: { langFrom: string; langTo: string; from: string; to: string },
    ) {
      return repo.favoriteByKey(db(), viewerId, dedupeKey({ kind: 'raw', ...pair }));
    },

    /** Idempotent: ids that are not the viewer's favorites (gone, or someone else's) are ignored. */
    async remove(viewer: Viewer, ids: readonly number[]) {
      const deleted = await repo.deleteFavorites(db(), viewer.id, ids);
      return {
        data: { deleted_ids: deleted.map((d) => d.id).sort((a, b) => a - b) },
        group_modified: await folders.withCounts(
          db(),
          viewer,
          deleted.map((d) => d.groupId),
        ),
      };
    },

    /** Copies into a folder; items it already has are skipped (and answered with their ids there). */
    async copy(viewer: Viewer, ids: readonly number[], groupId: number) {
      const target = await folders.owned(db(), viewer, groupId);
      const sources = await ownedAll(viewer, ids);
      const keys = new Set(sources.map((s) => s.dedupeKey));
      const copied = await db().transaction(async (tx) => {
        await repo.lockUser(tx, viewer.id);
        const count = await repo.countFavorites(tx, viewer.id);
        if (count + keys.size > FAVORITES_LIMITS.itemsPerUser) throw tooManyFavorites();
        return repo.copyInto(tx, viewer.id, ids, target.id, ctx.now());
      });
      return {
        data: {
          favorite_group_id: target.id,
          ids: await repo.idsInGroupByKeys(db(), viewer.id, target.id, [...keys]),
          skipped_duplicates: keys.size - copied,
        },
        group_modified: await folders.withCounts(db(), viewer, [target.id]),
      };
    },

    /**
     * Moves into a folder, keeping each favorite's id, date and comment. An item the folder already
     * has is merged into it (the moved duplicate is deleted, the folder's own copy stays); of several
     * moved copies of one item the newest is kept.
     */
    async move(viewer: Viewer, ids: readonly number[], groupId: number) {
      const target = await folders.owned(db(), viewer, groupId);
      const sources = await ownedAll(viewer, ids);
      const outcome = await db().transaction(async (tx) => {
        const moving = sources.filter((s) => s.groupId !== target.id);
        const already = await repo.keysInGroup(
          tx,
          target.id,
          moving.map((s) => s.dedupeKey),
        );
        const keep = new Map<string, FavoriteRow>();
        const drop: number[] = [];
        for (const s of [...moving].sort(
          (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
        )) {
          if (already.has(s.dedupeKey) || keep.has(s.dedupeKey)) drop.push(s.id);
          else keep.set(s.dedupeKey, s);
        }
        await repo.deleteFavorites(tx, viewer.id, drop);
        await repo.moveInto(
          tx,
          viewer.id,
          [...keep.values()].map((s) => s.id),
          target.id,
          ctx.now(),
        );
        return { skipped: drop.length };
      });
      return {
        data: {
          favorite_group_id: target.id,
          ids: await repo.idsInGroupByKeys(db(), viewer.id, target.id, [
            ...new Set(sources.map((s) => s.dedupeKey)),
          ]),
          skipped_duplicates: outcome.skipped,
        },
        group_modified: await folders.withCounts(db(), viewer, [target.id, ...sources.map((s) => s.groupId)]),
      };
    },
  };
}

export type Items = ReturnType<typeof createItems>;
