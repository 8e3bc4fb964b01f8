// Words (add or get), translations (add, edit), their subjects and attributes.
import {
  CONTRIBUTION_LIMITS,
  type AddTranslationBody,
  type EditTranslationBody,
  type Rating,
  type Translation,
} from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { notFound, validationError } from '../../../platform/errors';
import { can, material, refusal } from '../../../platform/policy/content';
import { searchKeyOf } from '../../../platform/text/search-key';
import { contributionsRepository as repo, type EntityRef, type TaskRow, type UnionBasic, type WordBasic } from '../repository';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { solvedByEdit, write, type ContributionsDeps } from './deps';
import {
  assertCanEdit,
  contributionError,
  edited,
  ratingOf,
  snapshotOrThrow,
  submit,
  taskForEdit,
  translationNotFound,
} from './review';

/** A word must have a letter or digit and be one entry (no list separators). */
function assertWordName(name: string) {
  if (!/[\p{L}\p{N}]/u.test(name) || /[,;|]/.test(name) || !searchKeyOf(name)) throw contributionError('WORD_CANNOT_BE_ADDED');
}

/** The union a child is added to: the viewer must be able to attach to it (readable, not removed or rejected). */
export async function unionForChild(tx: Executor, viewer: Viewer, id: number, onPost = true): Promise<UnionBasic> {
  const u = await repo.content.union(tx, id, true);
  if (!u || !can(viewer, 'attach', material(u.author_id, u.review_status, u.is_removed))) throw translationNotFound(onPost);
  return u;
}

/** The union whose part is edited: a removed one is gone for everyone but moderators (the rest is assertCanEdit's). */
export async function unionForEdit(tx: Executor, viewer: Viewer, id: number): Promise<UnionBasic> {
  const u = await repo.content.union(tx, id, true);
  if (!u || refusal(viewer, 'edit', material(u.author_id, u.review_status, u.is_removed)) === 'not_found') throw translationNotFound(false);
  return u;
}

/** The side of a union a language names. */
export function sideOf(u: UnionBasic, lang: string, field = 'lang_code'): { side: 'primary' | 'translation'; wordId: number } {
  if (lang === u.primary_lang) return { side: 'primary', wordId: u.primary_word_id };
  if (lang === u.translation_lang) return { side: 'translation', wordId: u.translation_word_id };
  throw validationError(field, 'The language of one of the two words of the translation');
}

async function pairWords(tx: Executor, primaryId: number, translationId: number): Promise<[WordBasic, WordBasic]> {
  if (primaryId === translationId) throw validationError('translation_word_id', 'Pick two different words');
  const found = await repo.content.wordsByIds(tx, [primaryId, translationId]);
  const primary = found.find((w) => w.id === primaryId);
  const translation = found.find((w) => w.id === translationId);
  if (!primary) throw notFound('WORD', 'Word not found');
  if (!translation) throw notFound('WORD', 'Word not found');
  if (primary.lang_code === translation.lang_code) throw validationError('translation_word_id', 'Pick words in two different languages');
  return [primary, translation];
}

export function translationsUseCases(deps: ContributionsDeps) {
  const now = () => deps.ctx.now();

  async function assertVocabularies(codes: string[]) {
    for (const [i, code] of codes.entries()) {
      if (!(await deps.reference.isVocabularyCode(code))) throw validationError(`vocabulary_codes.${i}`, 'Unknown subject code');
    }
  }

  const present = (viewer: Viewer, id: number, lang: string, local: string): Promise<Translation> =>
    deps.dictionary.details.translation(viewer, id, lang, local);

  /** Edits a union inside the caller's transaction (the PUT call and a moderator's edit decision). */
  async function applyEdit(tx: Executor, viewer: Viewer, id: number, body: EditTranslationBody, task: TaskRow | null, comment: string | null = null) {
    await unionForEdit(tx, viewer, id);
    const ref: EntityRef = { type: 'translation-union', id };
    const before = await snapshotOrThrow(tx, ref);
    assertCanEdit(viewer, before);
    const [primary, translation] = await pairWords(tx, body.primary_word_id, body.translation_word_id);
    const twin = await repo.content.unionOfPair(tx, primary.id, translation.id);
    if (twin !== null && twin !== id) throw contributionError('TRANSLATION_EXIST_TRANSLATION');
    const at = now();
    try {
      await repo.content.updateUnion(tx, id, {
        primary,
        translation,
        primaryExplanation: body.primary_word_explanation === undefined ? (before.entity.primary_word_explanation as string | null) : body.primary_word_explanation,
        translationExplanation:
          body.translation_word_explanation === undefined ? (before.entity.translation_word_explanation as string | null) : body.translation_word_explanation,
        at,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw contributionError('TRANSLATION_EXIST_TRANSLATION');
      throw err;
    }
    const points = await edited(tx, viewer, ref, before, at, task, comment);
    return { points, lang: primary.lang_code };
  }

  return {
    applyEdit,

    async addOrGetWord(viewer: Viewer, body: { word: string; lang_code: string }) {
      assertWordName(body.word);
      const word = await write(deps, async (tx) => {
        const w = await repo.content.addOrGetWord(tx, { name: body.word, lang: body.lang_code, key: searchKeyOf(body.word), authorId: viewer.id, at: now() });
        if (w.created) await deps.dictionary.linkWordForms(tx, w);
        return w;
      });
      return { id: word.id, name: word.name, lang_code: word.lang_code, created: word.created };
    },

    async add(viewer: Viewer, body: AddTranslationBody, local: string): Promise<{ data: Translation; rating: Rating }> {
      const codes = body.vocabulary_codes ?? [];
      await assertVocabularies(codes);
      const { id, rating, lang } = await write(deps, async (tx) => {
        const [primary, translation] = await pairWords(tx, body.primary_word_id, body.translation_word_id);
        if (translation.lang_code !== body.translation_lang_code) {
          throw validationError('translation_lang_code', 'Must be the language of translation_word_id');
        }
        const at = now();
        const unionId = await repo.content.insertUnion(tx, {
          primary,
          translation,
          primaryExplanation: body.primary_word_explanation ?? null,
          translationExplanation: body.translation_word_explanation ?? null,
          authorId: viewer.id,
          at,
        });
        if (unionId === null) throw contributionError('TRANSLATION_EXIST_TRANSLATION');
        const subjects = await repo.content.insertVocabularies(tx, unionId, codes, viewer.id, at);
        const bundle: EntityRef[] = subjects.map((s) => ({ type: 'translation-vocabulary', id: s.id }));
        const points = await submit(tx, viewer, { type: 'translation-union', id: unionId }, at, bundle);
        return { id: unionId, rating: await ratingOf(tx, viewer.id, points), lang: primary.lang_code };
      });
      return { data: await present(viewer, id, lang, local), rating };
    },

    async edit(viewer: Viewer, id: number, body: EditTranslationBody, local: string): Promise<{ data: Translation; rating: Rating }> {
      const { rating, lang, task } = await write(deps, async (tx) => {
        const task = await taskForEdit(tx, viewer, { type: 'translation-union', id }, body.moderation_task_id);
        const { points, lang } = await applyEdit(tx, viewer, id, body, task);
        return { rating: await ratingOf(tx, viewer.id, points), lang, task };
      });
      solvedByEdit(deps, viewer, task);
      return { data: await present(viewer, id, lang, local), rating };
    },

    /** Adds subjects (at most 5 per translation: what does not fit is cut). One task for the set. */
    async addVocabularies(viewer: Viewer, id: number, codes: string[], local: string) {
      await assertVocabularies(codes);
      const { rating, lang } = await write(deps, async (tx) => {
        const u = await unionForChild(tx, viewer, id);
        if (u.is_verified && !can(viewer, 'moderate', material(u.author_id, u.review_status))) throw contributionError('ENTITY_IS_VERIFIED');
        const room = CONTRIBUTION_LIMITS.vocabularyCodesPerTranslation - (await repo.content.vocabularyCount(tx, id));
        const at = now();
        const added = await repo.content.insertVocabularies(tx, id, codes.slice(0, Math.max(0, room)), viewer.id, at);
        const refs: EntityRef[] = added.map((s) => ({ type: 'translation-vocabulary', id: s.id }));
        const points = refs.length ? await submit(tx, viewer, refs[0]!, at, refs.slice(1)) : 0;
        return { rating: await ratingOf(tx, viewer.id, points), lang: u.primary_lang };
      });
      return { data: await present(viewer, id, lang, local), rating };
    },

    /** Adds parts of speech and genders (a gender needs its part of speech on that side). */
    async addAttributes(viewer: Viewer, id: number, items: { lang_code: string; attribute_id: number }[], local: string) {
      const { rating, lang } = await write(deps, async (tx) => {
        const u = await unionForChild(tx, viewer, id);
        const known = new Map((await repo.content.attributes(tx, [...new Set(items.map((i) => i.attribute_id))])).map((a) => [a.id, a]));
        const existing = await repo.content.unionAttributes(tx, id);
        const wanted = items.map((item, i) => {
          const attribute = known.get(item.attribute_id);
          if (!attribute) throw validationError(`attributes.${i}.attribute_id`, 'Unknown attribute');
          const { side } = sideOf(u, item.lang_code, `attributes.${i}.lang_code`);
          if (attribute.lang_code && attribute.lang_code !== item.lang_code) {
            throw validationError(`attributes.${i}.attribute_id`, 'This attribute does not apply to this language');
          }
          return { side, attribute, index: i };
        });
        for (const w of wanted) {
          const parentId = w.attribute.parent_id;
          if (parentId === null) continue;
          const hasParent =
            existing.some((e) => e.side === w.side && e.attribute_id === parentId) ||
            wanted.some((o) => o.side === w.side && o.attribute.id === parentId);
          if (!hasParent) throw validationError(`attributes.${w.index}.attribute_id`, 'Add the part of speech this attribute belongs to first');
        }
        const at = now();
        const refs: EntityRef[] = [];
        // Parents first, so a gender never lands without its part of speech.
        for (const w of [...wanted].sort((a, b) => Number(a.attribute.parent_id !== null) - Number(b.attribute.parent_id !== null))) {
          const rowId = await repo.content.insertAttribute(tx, { unionId: id, side: w.side, attributeId: w.attribute.id, authorId: viewer.id, at });
          if (rowId !== null) refs.push({ type: w.attribute.parent_id === null ? 'translation-attribute' : 'translation-child-attribute', id: rowId });
        }
        const points = refs.length ? await submit(tx, viewer, refs[0]!, at, refs.slice(1)) : 0;
        return { rating: await ratingOf(tx, viewer.id, points), lang: u.primary_lang };
      });
      return { data: await present(viewer, id, lang, local), rating };
    },
  };
}

export type TranslationsUseCases = ReturnType<typeof translationsUseCases>;
