// The search box: autocomplete debounced by 300 ms against a real HTTP server, keyboard choice of a
// suggestion, swap (button and choosing the other side's language), recent languages (max 5).
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecentLanguages } from '../hooks/use-recent-languages';
import { allDataAnswer, startTestServer, type TestServer } from '../test/server';
import { renderDictionary } from '../test/render';
import { SearchBox } from './SearchBox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.route();
  server.seen.length = 0;
  useRecentLanguages.setState({ codes: [] });
  server.on((req) => {
    if (req.path === '/api/languages/get/all-data') return allDataAnswer();
    if (req.path === '/api/words/tooltips') {
      const prefix = req.query.get('search') ?? '';
      const words = ['house', 'household', 'houseboat'].filter((w) => w.startsWith(prefix));
      return {
        body: { data: words.map((name, i) => ({ id: i + 1, name, lang_code: 'eng', translation: `${name}-de`, translation_union_id: i + 10 })) },
      };
    }
    return undefined;
  });
});

/** The page around the box: it owns the pair (as the URL does) and records searches. */
function Harness({ onSearch }: { onSearch(text: string): void }) {
  const [pair, setPair] = useState<[string, string]>(['eng', 'ger']);
  return (
    <>
      <SearchBox lang={pair[0]} langT={pair[1]} text="" onSearch={onSearch} onLanguagesChange={(l, lt) => setPair([l, lt])} />
      <output data-testid="pair">{pair.join('>')}</output>
    </>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('autocomplete', () => {
  it('asks for suggestions once typing pauses for 300 ms, not per keystroke', async () => {
    await renderDictionary(<Harness onSearch={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Word or phrase to translate' });
    let lastKeystroke = 0;
    input.addEventListener('input', () => (lastKeystroke = Date.now()));
    const user = userEvent.setup();
    await user.type(input, 'hou');
    await sleep(Math.max(0, lastKeystroke + 200 - Date.now()));
    expect(server.requests('/api/words/tooltips')).toHaveLength(0);

    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const tooltips = server.requests('/api/words/tooltips');
    expect(tooltips).toHaveLength(1);
    expect(tooltips[0]!.query.get('search')).toBe('hou');
    expect(tooltips[0]!.query.get('limit')).toBe('6');
    expect(tooltips[0]!.query.get('lang')).toBe('eng');
    expect(tooltips[0]!.query.get('lang_t')).toBe('ger');
    expect(tooltips[0]!.at - lastKeystroke).toBeGreaterThanOrEqual(295);
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'househouse-de',
      'householdhousehold-de',
      'houseboathouseboat-de',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('↓ ↓ Enter searches the second suggestion; Esc closes the list', async () => {
    const onSearch = vi.fn();
    await renderDictionary(<Harness onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: 'Word or phrase to translate' });
    const user = userEvent.setup();
    await user.type(input, 'house');
    const list = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(list).getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('household');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(input, 's');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Enter without a chosen suggestion searches what is typed.
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('households');
  });
});

describe('languages', () => {
  it('the swap button exchanges the pair', async () => {
    await renderDictionary(<Harness onSearch={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Swap languages' }));
    expect(screen.getByTestId('pair')).toHaveTextContent('ger>eng');
  });

  it('choosing the language of the other side swaps the pair; another language just replaces', async () => {
    await renderDictionary(<Harness onSearch={() => undefined} />);
    const from = screen.getByRole('combobox', { name: 'From' });
    const to = screen.getByRole('combobox', { name: 'To' });
    await waitFor(() => expect(within(from).getByRole('option', { name: 'French' })).toBeInTheDocument());
    await userEvent.selectOptions(from, 'ger');
    expect(screen.getByTestId('pair')).toHaveTextContent('ger>eng');
    await userEvent.selectOptions(to, 'ger');
    expect(screen.getByTestId('pair')).toHaveTextContent('eng>ger');
    await userEvent.selectOptions(to, 'fre');
    expect(screen.getByTestId('pair')).toHaveTextContent('eng>fre');
  });

  it('offers the 5 most recently chosen languages first, newest first, without repeats', async () => {
    await renderDictionary(<Harness onSearch={() => undefined} />);
    const from = screen.getByRole('combobox', { name: 'From' });
    await waitFor(() => expect(within(from).getByRole('option', { name: 'French' })).toBeInTheDocument());
    for (const code of ['fre', 'spa', 'pol', 'rus', 'fre', 'ukr', 'dut']) {
      await userEvent.selectOptions(from, code);
    }
    const recent = from.querySelector('optgroup[label="Recent languages"]');
    expect(recent).not.toBeNull();
    const codes = [...recent!.querySelectorAll('option')].map((o) => o.getAttribute('value'));
    expect(codes).toEqual(['dut', 'ukr', 'fre', 'rus', 'pol']);
    // Kept for the next visit.
    act(() => undefined);
    expect(JSON.parse(window.localStorage.getItem('glossa-dictionary-recent-languages')!).state.codes).toEqual(codes);
    // Every language is still offered below.
    expect(from.querySelector('optgroup[label="All languages"]')!.querySelectorAll('option')).toHaveLength(8);
  });
});
