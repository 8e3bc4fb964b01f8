// One translation and what hangs off it: detail, meanings, synonyms/antonyms, data sources,
// possible complements; words and all meanings of a keyword.
import {
  DICTIONARY_LIMITS,
  DictionaryErrorCode,
  type ComplementType,
  type PossibleComplements,
  type Translation,
} from '@glossa/contract';
import { isModerator, type Viewer } from '../../../platform/auth/viewer';
import { AppError, validationError } from '../../../platform/errors';
import { dictionaryRepository as repo, type UnionBasic } from '../repository';
import {
  presentDataSource,
  presentMeaning,
  presentRelation,
  presentTranslation,
  presentWord,
} from '../presenter';
import { can, material } from '../../../platform/policy/content';
import { searchKeyOf } from '../../../platform/text/search-key';
import { presentContext, type DictionaryDeps } from './deps';

export const translationNotFound = () =>
  new AppError(DictionaryErrorCode.TRANSLATION_NOT_FOUND, 404, 'Translation not found');

/** Removed or unreviewed unions exist only for their author and moderators. */
export function readableUnion(
  viewer: Viewer | null,
  u: { author_id: number | null; review_status: string; is_removed: boolean } | null,
) {
  return u !== null && can(viewer, 'read', material(u.author_id, u.review_status, u.is_removed));
}

export function detailsUseCases(deps: DictionaryDeps) {
  const db = () => deps.ctx.db;

  async function union(viewer: Viewer | null, id: number): Promise<UnionBasic> {
    const u = await repo.reading.union(db(), id);
    if (!u || !readableUnion(viewer, u)) throw translationNotFound();
    return u;
  }

  return {
    union,

    async translation(
      viewer: Viewer | null,
      id: number,
      lang: string | undefined,
      localCode: string,
    ): Promise<Translation> {
      const row = await repo.search.translationById(
        db(),
        id,
        viewer?.id ?? null,
        DICTIONARY_LIMITS.meaningsPreview,
      );
      if (!row || !readableUnion(viewer, row)) throw translationNotFound();
      const swap = lang !== undefined && lang === row.translation_lang && lang !== row.primary_lang;
      const ctx = await presentContext(deps, viewer, localCode, { translations: [row.id] });
      return presentTranslation(row, swap, ctx);
    },

    async meaningDescriptions(
      viewer: Viewer | null,
      id: number,
      q: { lang_code: string; limit: number; offset: number },
    ) {
      const u = await union(viewer, id);
      const wordId =
        q.lang_code === u.primary_lang
          ? u.primary_word_id
          : q.lang_code === u.translation_lang
            ? u.translation_word_id
            : null;
      if (wordId === null)
        throw validationError(
          'lang_code',
          `This translation is between ${u.primary_lang} and ${u.translation_lang}`,
        );
      const rows = await repo.reading.unionMeanings(db(), {
        unionId: id,
        wordId,
        viewerId: viewer?.id ?? null,
        limit: q.limit,
        offset: q.offset,
      });
      const ctx = { viewer, attributes: new Map(), vocabularyNames: new Map() };
      let total = rows[0]?.total ?? 0;
      if (!rows.length && q.offset > 0) {
        total =
          (
            await repo.reading.unionMeanings(db(), {
              unionId: id,
              wordId,
              viewerId: viewer?.id ?? null,
              limit: 1,
              offset: 0,
            })
          )[0]?.total ?? 0;
      }
      return { data: rows.map((m) => presentMeaning(m, ctx)), total_count: total };
    },

    async relations(viewer: Viewer | null, id: number, kind: 'synonym' | 'antonym') {
      const u = await union(viewer, id);
      const rows = await repo.reading.relations(db(), {
        kind,
        unionId: id,
        wordIds: [u.primary_word_id, u.translation_word_id],
        viewerId: viewer?.id ?? null,
        limit: DICTIONARY_LIMITS.relationsMax,
      });
      const ctx = { viewer, attributes: new Map(), vocabularyNames: new Map() };
      return rows.map((r) => presentRelation(r, ctx));
    },

    async dataSources(viewer: Viewer | null, id: number) {
      await union(viewer, id);
      const rows = await repo.reading.dataSources(db(), id);
      return rows.map((r) => presentDataSource(r, deps.avatarUrl ?? ((f) => f)));
    },

    /**
     * What a reader could still add to this translation, per side: meanings, synonyms, antonyms,
     * sentences, attributes, audio (native speakers, reviewed words only), subjects (max 5).
     */
    async possibleComplements(viewer: Viewer | null, id: number): Promise<PossibleComplements> {
      const u = await union(viewer, id);
      const [counts, native] = await Promise.all([
        repo.reading.complementCounts(db(), id, u.primary_word_id, u.translation_word_id),
        viewer ? repo.reading.nativeLanguage(db(), viewer.id) : Promise.resolve(null),
      ]);
      const items: PossibleComplements['items'] = [];
      const sides = [
        { p: 'p', lang: u.primary_lang, wordId: u.primary_word_id, status: counts.p_status },
        { p: 't', lang: u.translation_lang, wordId: u.translation_word_id, status: counts.t_status },
      ] as const;
      for (const side of sides) {
        for (const type of ['meaning', 'synonym', 'antonym', 'sentence', 'attribute'] as ComplementType[]) {
          items.push({
            type,
            lang_code: side.lang,
            word_id: side.wordId,
            count: counts[`${side.p}_${type}`] ?? 0,
            can_add: viewer !== null,
            reason: viewer ? null : 'AUTH_REQUIRED',
          });
        }
        let reason: string | null = null;
        if (!viewer) reason = 'AUTH_REQUIRED';
        else if (side.status !== 'accepted') reason = 'NOT_REVIEWED';
        else if (native !== side.lang) reason = 'NATIVE_SPEAKERS_ONLY';
        items.push({
          type: 'audio',
          lang_code: side.lang,
          word_id: side.wordId,
          count: counts[`${side.p}_audio`] ?? 0,
          can_add: reason === null,
          reason,
        });
      }
      const fullSubjects = counts.vocabulary >= DICTIONARY_LIMITS.vocabularyCodesPerTranslation;
      const subjectReason = !viewer
        ? 'AUTH_REQUIRED'
        : fullSubjects
          ? 'SUBJECT_LIMIT'
          : u.is_verified && !isModerator(viewer)
            ? 'VERIFIED'
            : null;
      items.push({
        type: 'vocabulary',
        lang_code: u.primary_lang,
        word_id: u.primary_word_id,
        count: counts.vocabulary ?? 0,
        can_add: subjectReason === null,
        reason: subjectReason,
      });
      return { translation_union_id: id, requires_auth: viewer === null, items };
    },

    async word(viewer: Viewer | null, id: number, localCode: string) {
      const w = await repo.reading.word(db(), id, viewer?.id ?? null);
      if (!w || !can(viewer, 'read', material(w.author_id, w.review_status)))
        throw new AppError(DictionaryErrorCode.WORD_NOT_FOUND, 404, 'Word not found');
      return presentWord(w, await presentContext(deps, viewer, localCode));
    },

    /** Every meaning of the words spelled `keyword` in `lang` (and of their lemmas). */
    async allMeanings(viewer: Viewer | null, q: { keyword: string; lang: string }) {
      const key = searchKeyOf(q.keyword);
      if (!key) return { data: [], total_count: 0 };
      const hits = await repo.reading.wordIdsByKey(db(), q.lang, key, q.keyword);
      const ids = [...new Set([...hits.map((h) => h.id), ...hits.flatMap((h) => h.lemma_ids ?? [])])];
      if (!ids.length) return { data: [], total_count: 0 };
      const rows = await repo.reading.allMeanings(db(), {
        wordIds: ids,
        viewerId: viewer?.id ?? null,
        limit: DICTIONARY_LIMITS.allMeaningsMax,
      });
      const ctx = { viewer, attributes: new Map(), vocabularyNames: new Map() };
      return {
        data: rows.map((m) => ({ ...presentMeaning(m, ctx), translation_union_ids: m.union_ids ?? [] })),
        total_count: rows[0]?.total ?? 0,
      };
    },
  };
}
