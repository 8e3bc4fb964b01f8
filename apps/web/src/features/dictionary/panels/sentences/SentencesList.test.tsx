// The sentences panel asks 15, then 5 more per click, and stops at 100 even when there are more.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sentence } from '../../../../../test/dictionary-fixtures';
import { renderDictionary } from '../../test/render';
import { startTestServer, type TestServer } from '../../test/server';
import { SentencesList } from './SentencesList';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function serve(total: number) {
  server.on((req) => {
    if (req.path !== '/api/words/sentences2') return undefined;
    const offset = Number(req.query.get('offset'));
    const limit = Number(req.query.get('limit'));
    const data = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => sentence(offset + i));
    return { body: { data, total_count: total } };
  });
}

beforeEach(() => {
  server.route();
  server.seen.length = 0;
});

const pages = () => server.requests('/api/words/sentences2').map((r) => `${r.query.get('offset')}+${r.query.get('limit')}`);

describe('SentencesList', () => {
  it('loads 15, then 5 per click, and stops at 100 of 130', async () => {
    serve(130);
    await renderDictionary(<SentencesList params={{ word: 'house', wordT: 'Haus', lang: 'eng', langT: 'ger' }} />);
    await waitFor(() => expect(screen.getAllByTestId('sentence')).toHaveLength(15));
    expect(screen.getByTestId('sentences-count')).toHaveTextContent('15 of 100');
    const first = server.requests('/api/words/sentences2')[0]!;
    expect(first.query.get('word_name')).toBe('house');
    expect(first.query.get('word_name_t')).toBe('Haus');

    const user = userEvent.setup();
    for (let shown = 20; shown <= 100; shown += 5) {
      await user.click(screen.getByTestId('more-sentences'));
      await waitFor(() => expect(screen.getAllByTestId('sentence')).toHaveLength(shown));
    }
    expect(screen.queryByTestId('more-sentences')).toBeNull();
    expect(pages()).toEqual(['0+15', ...Array.from({ length: 17 }, (_, i) => `${15 + i * 5}+5`)]);
  }, 60_000);

  it('has no "more" when everything fits in the first 15', async () => {
    serve(12);
    await renderDictionary(<SentencesList params={{ word: 'house', lang: 'eng', langT: 'ger' }} />);
    await waitFor(() => expect(screen.getAllByTestId('sentence')).toHaveLength(12));
    expect(screen.queryByTestId('more-sentences')).toBeNull();
    expect(pages()).toEqual(['0+15']);
  });

  it('highlights the word and shows the best translation', async () => {
    serve(1);
    await renderDictionary(<SentencesList params={{ word: 'house', lang: 'eng', langT: 'ger' }} />);
    const item = await screen.findByTestId('sentence');
    expect(item.querySelector('mark')).toHaveTextContent(/^house$/);
    expect(item).toHaveTextContent('Beispiel 0 mit einem Haus.');
  });
});
