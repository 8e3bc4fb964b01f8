// The words of a lesson with their exercises (community.md §4 Lessons): selection (a selection's
// words, due and new first), repeat (the viewer's due cards in due order), new (words of studied
// selections without a card), favorite (the viewer's saved translations). Choices come from the
// other words of the page; the right answer is never marked.
import { TRAINING_LIMITS as L, type LessonType, type LessonWord, type LessonWordsQuery, type Translation } from '@glossa/contract';
import type { Viewer } from '../../../../platform/auth/viewer';
import { validationError } from '../../../../platform/errors';
import { choicesFor, exercisesFor, lettersOf, withRealChoices } from '../../exercises';
import { audioUrl, presentUnion, sidesOf } from '../../presenter';
import { trainingRepository as repo } from '../../repository';
import type { TrainingDeps } from '../deps';
import { assertNotBeingEdited, readableBare } from '../selections/access';

/** A repeat page's pagination_id: "<due ms>.<union id>" of its last word (400 for anything else). */
function keysetOf(id: string | undefined): { due: Date; unionId: number } | undefined {
  if (id === undefined) return undefined;
  const m = /^(\d{1,15})\.(\d{1,10})$/.exec(id);
  const unionId = m ? Number(m[2]) : NaN;
  if (!m || unionId > 2_147_483_647) throw validationError('pagination_id', 'Not a pagination_id of the repeat lesson');
  return { due: new Date(Number(m[1])), unionId };
}

export function lessonWords(deps: TrainingDeps) {
  const db = () => deps.ctx.db;

  /** The page's union ids and total; `due` when the query already read the cards (else they are read after). */
  async function candidates(
    viewer: Viewer,
    type: LessonType,
    q: LessonWordsQuery,
    limit: number,
  ): Promise<{ ids: number[]; total: number; pair: { from?: string; to?: string }; due?: Map<number, Date | null>; next?: string | null }> {
    const now = deps.ctx.now();
    if (type !== 'repeat' && q.pagination_id !== undefined) {
      if (!/^\d+$/.test(q.pagination_id)) throw validationError('pagination_id', 'Not a pagination_id of this lesson type');
      q = { ...q, offset: Number(q.pagination_id) };
    }
    if (type === 'selection') {
      if (!q.selection_uuid) throw validationError('selection_uuid', 'Required for a selection lesson');
      const s = await readableBare(db(), q.selection_uuid, viewer);
      assertNotBeingEdited(s, viewer, now);
      const list = await repo.cards.forSelection(db(), { userId: viewer.id, selectionId: s.id, now, limit, offset: q.offset });
      const due = new Map(list.map((r) => [r.union_id, r.due ? new Date(r.due) : null]));
      return { ids: list.map((r) => r.union_id), total: s.words_total, pair: { from: q.lang_from ?? s.lang_from, to: q.lang_to ?? s.lang_to }, due };
    }
    const pair = { from: q.lang_from, to: q.lang_to };
    if (type === 'repeat') {
      const after = keysetOf(q.pagination_id);
      const { list, total } = await repo.cards.due(db(), { userId: viewer.id, now, langFrom: q.lang_from, langTo: q.lang_to, limit, offset: after ? 0 : q.offset, after });
      const last = list.at(-1);
      const next = list.length === limit && last ? `${last.due.getTime()}.${last.union_id}` : null;
      return { ids: list.map((r) => r.union_id), total, pair, due: new Map(list.map((r) => [r.union_id, r.due])), next };
    }
    if (type === 'new') {
      // New words have no card: nothing is due.
      const list = await repo.cards.fresh(db(), { userId: viewer.id, langFrom: q.lang_from, langTo: q.lang_to, limit, offset: q.offset });
      return { ids: list.map((r) => r.union_id), total: q.offset + list.length, pair, due: new Map<number, Date | null>() };
    }
    const ids = await deps.favorites.translationIds(viewer, { limit, offset: q.offset });
    return { ids, total: q.offset + ids.length, pair };
  }

  return {
    async words(viewer: Viewer, type: LessonType, q: LessonWordsQuery): Promise<{ data: LessonWord[]; total: number; pagination_id: string | null }> {
      const limit = Math.min(q.limit ?? (type === 'repeat' ? L.lessonRepeatPage : L.lessonPage), L.lessonPageMax);
      const { ids, total, pair, due: known, next } = await candidates(viewer, type, q, limit);
      // The next page: the repeat queue's position (keyset), else the next offset while a page is full.
      const offset = q.pagination_id !== undefined && /^\d+$/.test(q.pagination_id) ? Number(q.pagination_id) : q.offset;
      const pagination_id = next !== undefined ? next : ids.length === limit ? String(offset + ids.length) : null;
      const [found, due] = await Promise.all([
        deps.dictionary.batch.translations(viewer, ids.map((id) => ({ id })), 'eng'),
        known ?? repo.cards.byUnions(db(), viewer.id, ids).then((cards) => new Map([...cards].map(([id, c]) => [id, c.due]))),
      ]);
      const live = ids.map((id) => found.get(id)).filter((t): t is Translation => !!t && !t.is_removed);
      const oriented = live.map((t) => ({ t, sides: sidesOf(t, pair.from, pair.to) }));
      const pool = oriented.map((o) => o.sides[1].name);
      // Words without a member's recording get a synthetic voice (and its IPA) when the viewer wants them.
      const speech = deps.speech && q.listening && (await deps.speech.wanted(viewer)) ? deps.speech : null;
      const synthetic = await Promise.all(
        oriented.map(({ sides: [from] }) => (speech && !from.audios[0] ? speech.synthesize(from.lang_code, from.name) : null)),
      );
      const data = oriented.map(({ t, sides }, i): LessonWord => {
        const [from, to] = sides;
        const voice = synthetic[i] ?? null;
        const audio = from.audios[0] ? audioUrl(from.audios[0].actual_file_name) : (voice?.audio_url ?? null);
        const { exercises, hard } = exercisesFor(type, audio !== null, q.listening);
        const options = choicesFor(to.name, pool);
        return {
          union: presentUnion(t, sides),
          type: 'word',
          prompt: from.name,
          audio_url: q.listening ? audio : null,
          audio_synthetic: q.listening && !from.audios[0] && voice !== null,
          ipa: from.transcriptions[0] ?? voice?.ipa ?? null,
          options,
          letters: lettersOf(to.name),
          exercises: withRealChoices(exercises, options),
          hard_exercises: hard,
          due: due.get(t.id)?.toISOString() ?? null,
        };
      });
      return { data, total, pagination_id };
    },
  };
}
