// My learning on the Statistics page (issue 36 item 18): the learner sees words learned and the
// period's lessons, minutes and retention from GET /education/statistics, can change the period,
// and sees a dash (not "0 %") before any answer; another member's statistics show no learning panel.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATISTICS_ITEM_TYPES, type Statistics } from '@glossa/contract';
import { profile, resetSession, signInNow } from '../../../../test/account-fixtures';
import { installFakeApi, type RecordedCall } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import StatisticsPage from './StatisticsPage';

const byType = Object.fromEntries(STATISTICS_ITEM_TYPES.map((type) => [type, { ACCEPTED: 0, ON_MODIFY: 0, REJECTED: 0 }]));

function figures(period: Statistics['period'], over: Partial<Statistics>): Statistics {
  return {
    period,
    detailed_by_period: [],
    points_total: 0,
    words_learned: 0,
    words_in_learning: 0,
    lessons_completed: 0,
    minutes: 0,
    retention: null,
    ...over,
  };
}

const LEARNING: Record<string, Statistics> = {
  week: figures('week', { words_learned: 42, lessons_completed: 1, minutes: 1, retention: 80 }),
  month: figures('month', { words_learned: 42, lessons_completed: 11, minutes: 95, retention: 74 }),
  year: figures('year', { words_learned: 42 }),
};

let calls: RecordedCall[];

beforeEach(async () => {
  resetSession();
  await loadNamespaces(['progress']);
  calls = installFakeApi({
    'GET /api/user/profile': () => ({ body: { data: profile() } }),
    'GET /api/education/statistics': (call) => {
      const period = new URL(call.path, 'http://x').searchParams.get('period') ?? 'week';
      return { body: { data: LEARNING[period] } };
    },
    'GET /api/actions/general': () => ({ body: { data: { ADDED: byType, VERIFIED: byType, points: 7, level: 1 } } }),
    'GET /api/actions/list': () => ({ body: { data: [] } }),
    'GET /api/actions/Someone/general': () => ({ body: { data: { ADDED: byType, VERIFIED: byType, points: 3, level: 1 } } }),
  }).calls;
});
afterEach(() => {
  cleanup();
  resetSession();
});

const routes = [
  { path: 'statistics', element: <StatisticsPage /> },
  { path: 'statistics/:nickname', element: <StatisticsPage /> },
];

const figureOf = (panel: HTMLElement, key: string) => within(within(panel).getByTestId(`learning-${key}`)).getAllByText(/.+/)[0]!.textContent;

describe('my learning on the statistics page', () => {
  it("shows the week's words learned, lessons, minutes and retention, and the month's when chosen", async () => {
    signInNow();
    await renderApp('/statistics', { routes });
    const panel = await screen.findByTestId('statistics-learning');
    await waitFor(() => expect(figureOf(panel, 'lessons')).toBe('1'));
    expect(figureOf(panel, 'words')).toBe('42');
    expect(figureOf(panel, 'minutes')).toBe('1');
    expect(figureOf(panel, 'retention')).toBe('80 %');
    // Each label agrees with its figure: "1 lesson done", not "1 lessons done".
    expect(within(panel).getByTestId('learning-lessons').textContent).toBe('1lesson done');
    expect(within(panel).getByTestId('learning-minutes').textContent).toBe('1minute in lessons');
    expect(within(panel).getByTestId('learning-words').textContent).toBe('42words learned');

    fireEvent.click(within(panel).getByText('Month'));
    await waitFor(() => expect(figureOf(panel, 'lessons')).toBe('11'));
    expect(within(panel).getByTestId('learning-lessons').textContent).toBe('11lessons done');
    expect(figureOf(panel, 'minutes')).toBe('95');
    expect(figureOf(panel, 'retention')).toBe('74 %');
    expect(calls.filter((c) => c.path.startsWith('/api/education/statistics')).map((c) => new URL(c.path, 'http://x').searchParams.get('period'))).toEqual(['week', 'month']);
  });

  it('agrees in number in Ukrainian: 1 пройдений урок, 42 вивчені слова, 1 хвилина', async () => {
    signInNow();
    await renderApp('/uk/statistics', { routes, storedLocale: 'uk' });
    const panel = await screen.findByTestId('statistics-learning');
    await waitFor(() => expect(within(panel).getByTestId('learning-lessons').textContent).toBe('1пройдений урок'));
    expect(within(panel).getByTestId('learning-words').textContent).toBe('42вивчені слова');
    expect(within(panel).getByTestId('learning-minutes').textContent).toBe('1хвилина на уроках');
  });

  it('says nothing about retention before any answer (a dash, not 0 %)', async () => {
    signInNow();
    await renderApp('/statistics', { routes });
    const panel = await screen.findByTestId('statistics-learning');
    fireEvent.click(within(panel).getByText('Year'));
    await waitFor(() => expect(figureOf(panel, 'lessons')).toBe('0'));
    expect(figureOf(panel, 'retention')).toBe('—');
  });

  it("another member's statistics have no learning panel (learning is private)", async () => {
    signInNow();
    await renderApp('/statistics/Someone', { routes });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/actions/Someone/general'))).toBe(true));
    expect(screen.queryByTestId('statistics-learning')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/education/statistics'))).toBe(false);
  });
});
