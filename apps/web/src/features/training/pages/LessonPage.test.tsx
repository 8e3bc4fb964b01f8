// The lesson's ends (issue 36): "I know this word" on every card ends the lesson with each word
// marked known and a way on; the end lists every word; no listening switch without audio; an empty
// lesson offers the other lessons and a way back; "Repeat words" sends the studied words, and skipping
// the last word left after the others were answered ends the lesson (it showed an answered card again).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import type { LessonWord } from '@glossa/contract';
import { renderApp } from '../../../../test/render';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import type * as LessonsApi from '../api/lessons';
import LessonPage from './LessonPage';

const word = (id: number, prompt: string, answer: string): LessonWord => ({
  union: {
    id,
    is_verified: true,
    is_removed: false,
    translation_id: id,
    words: [
      { id: id * 10, name: prompt, lang_code: 'eng', audios: [] },
      { id: id * 10 + 1, name: answer, lang_code: 'ger', audios: [] },
    ],
  } as unknown as LessonWord['union'],
  type: 'word',
  prompt,
  audio_url: null,
  audio_synthetic: false,
  ipa: null,
  options: [answer, 'Haus'],
  letters: [...answer],
  exercises: ['choose_translation', 'make_translation'],
  hard_exercises: ['write_translation_from_text'],
  due: null,
});

const lessonWords = vi.hoisted(() => ({ list: [] as LessonWord[] }));
const sendSkips = vi.hoisted(() => vi.fn(async () => ({})));
const completeLesson = vi.hoisted(() => vi.fn(async () => ({ points: 1, doubled: false, words: 1, days_activity_span: 1, has_activity_today: true })));
const sendAnswer = vi.hoisted(() => vi.fn(async ({ answer }: { answer: string }) => ({ correct: answer === 'Hund', expected: 'Hund', counted: true, points: 1 })));
const repeatWords = vi.hoisted(() => vi.fn(async () => ({ repeat: [], due_total: 0 })));

vi.mock('../api/lessons', async (original) => ({
  ...(await original<typeof LessonsApi>()),
  lessonWordsQueryOptions: (type: string) =>
    queryOptions({ queryKey: ['training', 'lesson-test', type], queryFn: async () => ({ data: lessonWords.list, total: lessonWords.list.length }) }),
  sendSkips,
  sendAnswer,
  completeLesson,
  repeatWords,
}));

async function open(type: string) {
  await loadNamespaces(['training', 'common']);
  return renderApp(`/training/lesson?type=${type}`, { routes: [{ path: 'training/lesson', element: <LessonPage /> }] });
}

describe('lesson page', () => {
  it('ends the lesson when every word is known, lists them as known and offers the way on', async () => {
    lessonWords.list = [word(1, 'dog', 'Hund'), word(2, 'cat', 'Katze')];
    await open('new');
    await screen.findByText('dog');
    expect(screen.queryByText('Listening exercises')).toBeNull();
    fireEvent.click(screen.getByTestId('skip'));
    fireEvent.click(await screen.findByTestId('skip'));
    const done = await screen.findByTestId('lesson-done');
    expect(sendSkips).toHaveBeenCalledWith([1, 2], undefined);
    const rows = within(done).getAllByTestId('lesson-summary-word');
    expect(rows.map((r) => r.textContent)).toEqual(['dog — HundKnown', 'cat — KatzeKnown']);
    // A lesson that is not a compilation's goes back to training, not "to the compilation".
    expect(within(done).getByTestId('lesson-back').textContent).toBe('Back to training');
    expect(within(done).getByTestId('points-link')).toBeTruthy();
  });

  it('an empty lesson offers the other lessons and a way back', async () => {
    lessonWords.list = [];
    await open('repeat');
    const nothing = await screen.findByTestId('lesson-nothing');
    expect(within(nothing).getByText('New words')).toBeTruthy();
    expect(within(nothing).getByText('Back to training')).toBeTruthy();
  });

  it('"Repeat words" at the end opens a fresh repeat lesson (known words are not sent back)', async () => {
    lessonWords.list = [word(1, 'dog', 'Hund')];
    await open('new');
    fireEvent.click(await screen.findByTestId('skip'));
    const done = await screen.findByTestId('lesson-done');
    fireEvent.click(within(done).getByTestId('lesson-repeat'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Repeat words' })).toBeTruthy();
    expect(screen.queryByTestId('lesson-done')).toBeNull();
    expect(await screen.findByText('dog')).toBeTruthy();
    expect(repeatWords).not.toHaveBeenCalled();
  });

  it('"Repeat words" at the end sends the words studied (not the known ones) back for repetition', async () => {
    const dog = { ...word(1, 'dog', 'Hund'), exercises: ['choose_translation' as const], hard_exercises: [] };
    lessonWords.list = [dog, word(2, 'cat', 'Katze')];
    await open('new');
    // "dog" is answered; "cat" is known.
    await screen.findByText('dog');
    fireEvent.click((await screen.findAllByTestId('option')).find((b) => b.textContent?.includes('Hund'))!);
    fireEvent.click(await screen.findByTestId('next'));
    await screen.findByText('cat');
    fireEvent.click(screen.getByTestId('skip'));
    const done = await screen.findByTestId('lesson-done');
    expect(sendSkips).toHaveBeenCalledWith([2], undefined);
    expect(completeLesson).toHaveBeenCalledWith(expect.objectContaining({ unions: [1] }));
    fireEvent.click(within(done).getByTestId('lesson-repeat'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Repeat words' })).toBeTruthy();
    expect(repeatWords).toHaveBeenCalledWith([1], undefined);
  });
});
