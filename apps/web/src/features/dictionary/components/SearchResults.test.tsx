// Results come 10 at a time with more on demand; nothing found shows close spellings; a search that
// found something goes to the history once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLocalHistory } from '../hooks/use-search-history';
import { translation } from '../../../../test/dictionary-fixtures';
import { renderDictionary } from '../test/render';
import { allDataAnswer, startTestServer, type TestServer } from '../test/server';
import { SearchResults } from './SearchResults';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TOTAL = 23;

beforeEach(() => {
  server.route();
  server.seen.length = 0;
  useLocalHistory.setState({ entries: [], nextId: 1 });
  server.on((req) => {
    if (req.path === '/api/languages/get/all-data') return allDataAnswer();
    if (req.path === '/api/words/tooltips') return { body: { data: [] } };
    if (req.path !== '/api/translations') return undefined;
    if (req.query.get('search') === 'Haus') {
      const other_directions = [
        { lang: 'ger', lang_t: 'spa', count: 3 },
        { lang: 'ger', lang_t: 'eng', count: 5 },
      ];
      return { body: { data: [], total_count: 0, sentences_total_count: 0, canonical: null, close_spellings: [], other_directions } };
    }
    if (req.query.get('search') === 'hause') {
      return { body: { data: [], total_count: 0, sentences_total_count: 0, canonical: null, close_spellings: ['house', 'horse'] } };
    }
    const page = Number(req.query.get('page'));
    const from = (page - 1) * 10;
    const data = Array.from({ length: Math.max(0, Math.min(10, TOTAL - from)) }, (_, i) => translation(from + i + 1));
    return { body: { data, total_count: TOTAL, sentences_total_count: 4, canonical: null, close_spellings: [] } };
  });
});

describe('SearchResults', () => {
  it('shows 10, then 10 more per click, until all 23 are there', async () => {
    await renderDictionary(<SearchResults lang="eng" langT="ger" search="house" activeId={null} onExamples={() => undefined} />);
    await waitFor(() => expect(screen.getAllByTestId('result-card')).toHaveLength(10));
    expect(screen.getByTestId('headword')).toHaveTextContent('house');
    expect(await screen.findByText('English → German · 23 translations')).toBeInTheDocument();
    const more = screen.getByTestId('more-results');
    expect(more).toHaveTextContent('Show more translations (10 of 23)');
    await userEvent.click(more);
    await waitFor(() => expect(screen.getAllByTestId('result-card')).toHaveLength(20));
    await userEvent.click(screen.getByTestId('more-results'));
    await waitFor(() => expect(screen.getAllByTestId('result-card')).toHaveLength(23));
    expect(screen.queryByTestId('more-results')).toBeNull();
    expect(server.requests('/api/translations').map((r) => `${r.query.get('page')}/${r.query.get('limit')}`)).toEqual([
      '1/10',
      '2/10',
      '3/10',
    ]);
    // Cards link to DetailWordPage (desktop opens a panel instead when given onOpenTranslation).
    expect(within(screen.getAllByTestId('result-card')[0]!).getByTestId('result-word')).toHaveAttribute(
      'href',
      '/dictionary/eng/ger/house/1',
    );
    // Found: recorded in the (guest) history once.
    await waitFor(() => expect(useLocalHistory.getState().entries.map((e) => e.text)).toEqual(['house']));
  });

  it('nothing found: close spellings link to their search, and nothing goes to the history', async () => {
    await renderDictionary(<SearchResults lang="eng" langT="ger" search="hause" activeId={null} onExamples={() => undefined} />);
    const spellings = await screen.findByTestId('close-spellings');
    expect(within(spellings).getByRole('link', { name: 'house' })).toHaveAttribute('href', '/dictionary/eng/ger/house');
    expect(screen.getByTestId('not-found')).toHaveTextContent('No translations of “hause”');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(useLocalHistory.getState().entries.filter((e) => e.text === 'hause')).toEqual([]);
  });

  it('a word of another language: says which, and links each direction with its count', async () => {
    await renderDictionary(<SearchResults lang="eng" langT="spa" search="Haus" activeId={null} onExamples={() => undefined} />);
    const hint = await screen.findByTestId('other-directions');
    await waitFor(() => expect(hint).toHaveTextContent('“Haus” is German:'));
    const links = within(hint).getAllByTestId('other-direction');
    expect(links.map((l) => l.textContent)).toEqual(['German → English (5)', 'German → Spanish (3)']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/dictionary/ger/eng/Haus', '/dictionary/ger/spa/Haus']);
  });
});
