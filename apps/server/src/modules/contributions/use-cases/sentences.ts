// Example sentences of words and their translations.
import {
  CONTRIBUTION_LIMITS,
  type AddSentenceBody,
  type EditSentenceToSentenceBody,
  type EditWordSentenceBody,
  type SentenceItem,
  type SentenceTranslation,
} from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { notFound, validationError } from '../../../platform/errors';
import { can, isAuthorOf, material } from '../../../platform/policy/content';
import { contributionsRepository as repo, type EntityRef, type SentenceBasic, type TaskRow } from '../repository';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { solvedByEdit, write, type ContributionsDeps } from './deps';
import { assertCanEdit, contributionError, edited, ratingOf, snapshotOrThrow, submit, taskForEdit } from './review';

const tokens = (text: string) => text.split(' ').filter(Boolean);

function assertSentence(text: string, positions: number[], field = 'selected_positions') {
  const count = tokens(text).length;
  if (count < CONTRIBUTION_LIMITS.sentenceMinWords) throw contributionError('SENTENCE_TOO_SHORT', 400, undefined, 'sentence_text');
  const bad = positions.findIndex((p) => p >= count);
  if (bad >= 0) throw validationError(`${field}.${bad}`, 'Position past the end of the sentence');
}

const wordSentenceNotFound = () => notFound('WORD_SENTENCE', 'Sentence not found');

/** The viewer may change this sentence's own text: moderators, or its author while under review. */
const mayRewrite = (viewer: Viewer, s: SentenceBasic) => can(viewer, 'edit', material(s.author_id, s.review_status));

export function sentencesUseCases(deps: ContributionsDeps) {
  const now = () => deps.ctx.now();

  function presentTranslation(viewer: Viewer, pairId: number, pair: { author_id: number | null; review_status: string }, s: SentenceBasic): SentenceTranslation {
    return {
      sentence_translation_id: pairId,
      id: s.id,
      sentence_text: s.text,
      lang_code: s.lang_code,
      audio: null,
      can_edit: can(viewer, 'edit', material(pair.author_id, pair.review_status)),
      is_this_user: isAuthorOf(viewer, pair.author_id),
    };
  }

  async function presentItem(tx: Executor, viewer: Viewer, wsId: number, translation: { pairId: number } | null): Promise<SentenceItem> {
    const ws = (await repo.content.wordSentence(tx, wsId))!;
    const s = (await repo.content.sentence(tx, ws.sentence_id))!;
    const translations: SentenceTranslation[] = [];
    if (translation) {
      const pair = await repo.content.sentenceTranslation(tx, translation.pairId);
      if (pair && (pair.sentence_id === s.id || pair.translation_sentence_id === s.id)) {
        const other = (await repo.content.sentence(tx, pair.sentence_id === s.id ? pair.translation_sentence_id : pair.sentence_id))!;
        translations.push(presentTranslation(viewer, pair.id, pair, other));
      }
    }
    return {
      id: s.id,
      sentence_text: s.text,
      selected_positions: ws.selected_positions,
      lang_code: s.lang_code,
      changed_word_form: ws.changed_word_form,
      audio: null,
      word_sentence: { id: ws.id, favorite: null, can_edit: can(viewer, 'edit', material(ws.author_id, ws.review_status)), is_this_user: isAuthorOf(viewer, ws.author_id) },
      translations,
      sentence_translation_id: translations[0]?.sentence_translation_id ?? null,
    };
  }

  /** Gives a sentence of a pair a new text: in place when the viewer may rewrite it, else another sentence takes its place. */
  async function retext(tx: Executor, viewer: Viewer, s: SentenceBasic, text: string, onTaken: 'SENTENCE_EXIST' | null): Promise<SentenceBasic> {
    if (text === s.text) return s;
    const at = now();
    if (mayRewrite(viewer, s)) {
      if (await repo.content.sentenceTextTaken(tx, s.lang_code, text, s.id)) {
        if (onTaken) throw contributionError(onTaken);
      } else {
        await repo.content.updateSentenceText(tx, s.id, text, at);
        return { ...s, text };
      }
    }
    return repo.content.findOrCreateSentence(tx, { text, lang: s.lang_code, authorId: viewer.id, at });
  }

  async function applyWordSentenceEdit(tx: Executor, viewer: Viewer, wsId: number, body: EditWordSentenceBody, task: TaskRow | null, comment: string | null = null) {
    const ws = await repo.content.wordSentence(tx, wsId);
    if (!ws) throw wordSentenceNotFound();
    const ref: EntityRef = { type: 'word-sentence', id: wsId };
    const before = await snapshotOrThrow(tx, ref);
    assertCanEdit(viewer, before);
    assertSentence(body.sentence_text, body.selected_positions);
    const s = (await repo.content.sentence(tx, ws.sentence_id))!;
    const next = await retext(tx, viewer, s, body.sentence_text, 'SENTENCE_EXIST');
    const at = now();
    if (next.id !== s.id) {
      // This example now uses another sentence with that text.
      try {
        await repo.content.relinkWordSentence(tx, wsId, next.id, at);
      } catch (err) {
        if (isUniqueViolation(err)) throw contributionError('WORD_SENTENCE_EXIST');
        throw err;
      }
    }
    await repo.content.updateWordSentence(tx, wsId, { positions: body.selected_positions, form: body.changed_word_form ?? null, at });
    return edited(tx, viewer, ref, before, at, task, comment);
  }

  async function applyPairEdit(tx: Executor, viewer: Viewer, pairId: number, body: EditSentenceToSentenceBody, task: TaskRow | null, comment: string | null = null) {
    const pair = await repo.content.sentenceTranslation(tx, pairId);
    if (!pair) throw notFound('SENTENCE_TRANSLATION', 'Sentence translation not found');
    const ref: EntityRef = { type: 'sentence-translation', id: pairId };
    const before = await snapshotOrThrow(tx, ref);
    assertCanEdit(viewer, before);
    let a = pair.sentence_id;
    let b = pair.translation_sentence_id;
    for (const [field, side] of [['sentence', body.sentence], ['sentence_translation', body.sentence_translation]] as const) {
      if (!side) continue;
      if (side.id !== a && side.id !== b) throw validationError(`${field}.id`, 'One of the two sentences of this pair');
      if (tokens(side.sentence_text).length < CONTRIBUTION_LIMITS.sentenceMinWords) {
        throw contributionError('SENTENCE_TOO_SHORT', 400, undefined, `${field}.sentence_text`);
      }
      const s = (await repo.content.sentence(tx, side.id))!;
      const next = await retext(tx, viewer, s, side.sentence_text, null);
      if (side.id === a) a = next.id;
      else b = next.id;
    }
    if (a === b || (await repo.content.pairTaken(tx, a, b, pairId))) throw contributionError('EXIST_WORD_SENTENCE_TO_WS');
    const at = now();
    await repo.content.updateSentenceTranslation(tx, pairId, { sentenceId: a, translationId: b, at });
    return edited(tx, viewer, ref, before, at, task, comment);
  }

  return {
    applyWordSentenceEdit,
    applyPairEdit,

    /** An example for a word, optionally with its translation, in one transaction. */
    async add(viewer: Viewer, wordId: number, body: AddSentenceBody) {
      return write(deps, async (tx) => {
        const [word] = await repo.content.wordsByIds(tx, [wordId]);
        if (!word) throw notFound('WORD', 'Word not found');
        assertSentence(body.sentence_text, body.selected_positions);
        if (body.translation && body.translation.lang_code === word.lang_code) {
          throw validationError('translation.lang_code', 'A translation is in another language');
        }
        if (body.translation && tokens(body.translation.sentence_text).length < CONTRIBUTION_LIMITS.sentenceMinWords) {
          throw contributionError('SENTENCE_TOO_SHORT', 400, undefined, 'translation.sentence_text');
        }
        const at = now();
        const s = await repo.content.findOrCreateSentence(tx, { text: body.sentence_text, lang: word.lang_code, authorId: viewer.id, at });
        if (s.review_status === 'rejected') throw contributionError('SENTENCE_EXIST');
        const wsId = await repo.content.insertWordSentence(tx, {
          wordId,
          sentenceId: s.id,
          positions: body.selected_positions,
          form: body.changed_word_form ?? null,
          authorId: viewer.id,
          at,
        });
        if (wsId === null) throw contributionError('WORD_SENTENCE_EXIST');
        const bundle: EntityRef[] = [];
        let pairId: number | null = null;
        if (body.translation) {
          const t = await repo.content.findOrCreateSentence(tx, { text: body.translation.sentence_text, lang: body.translation.lang_code, authorId: viewer.id, at });
          pairId = await repo.content.insertSentenceTranslation(tx, { sentenceId: s.id, translationId: t.id, authorId: viewer.id, at });
          // A pair that already exists is simply there: nothing to add for it.
          if (pairId !== null) bundle.push({ type: 'sentence-translation', id: pairId });
        }
        const points = await submit(tx, viewer, { type: 'word-sentence', id: wsId }, at, bundle);
        return { data: await presentItem(tx, viewer, wsId, pairId ? { pairId } : null), rating: await ratingOf(tx, viewer.id, points) };
      });
    },

    async addTranslation(viewer: Viewer, sentenceId: number, body: { sentence_text: string; lang_code: string }) {
      return write(deps, async (tx) => {
        const s = await repo.content.sentence(tx, sentenceId);
        if (!s || !can(viewer, 'attach', material(s.author_id, s.review_status))) throw notFound('SENTENCE', 'Sentence not found');
        if (body.lang_code === s.lang_code) throw validationError('lang_code', 'A translation is in another language');
        if (tokens(body.sentence_text).length < CONTRIBUTION_LIMITS.sentenceMinWords) {
          throw contributionError('SENTENCE_TOO_SHORT', 400, undefined, 'sentence_text');
        }
        const at = now();
        const t = await repo.content.findOrCreateSentence(tx, { text: body.sentence_text, lang: body.lang_code, authorId: viewer.id, at });
        const pairId = await repo.content.insertSentenceTranslation(tx, { sentenceId, translationId: t.id, authorId: viewer.id, at });
        if (pairId === null) throw contributionError('SENTENCE_TRANSLATION_EXIST');
        const points = await submit(tx, viewer, { type: 'sentence-translation', id: pairId }, at);
        const pair = (await repo.content.sentenceTranslation(tx, pairId))!;
        return { data: presentTranslation(viewer, pairId, pair, t), rating: await ratingOf(tx, viewer.id, points) };
      });
    },

    async editWordSentence(viewer: Viewer, wsId: number, body: EditWordSentenceBody) {
      const { task, ...answer } = await write(deps, async (tx) => {
        const task = await taskForEdit(tx, viewer, { type: 'word-sentence', id: wsId }, body.moderation_task_id);
        const points = await applyWordSentenceEdit(tx, viewer, wsId, body, task);
        const pairId = body.sentence_translation_id ?? null;
        return { data: await presentItem(tx, viewer, wsId, pairId ? { pairId } : null), rating: await ratingOf(tx, viewer.id, points), task };
      });
      solvedByEdit(deps, viewer, task);
      return answer;
    },

    async editPair(viewer: Viewer, pairId: number, body: EditSentenceToSentenceBody) {
      const { task, ...answer } = await write(deps, async (tx) => {
        const task = await taskForEdit(tx, viewer, { type: 'sentence-translation', id: pairId }, body.moderation_task_id);
        const points = await applyPairEdit(tx, viewer, pairId, body, task);
        const pair = (await repo.content.sentenceTranslation(tx, pairId))!;
        const translationSentence = (await repo.content.sentence(tx, pair.translation_sentence_id))!;
        return { data: presentTranslation(viewer, pairId, pair, translationSentence), rating: await ratingOf(tx, viewer.id, points), task };
      });
      solvedByEdit(deps, viewer, task);
      return answer;
    },
  };
}

export type SentencesUseCases = ReturnType<typeof sentencesUseCases>;
