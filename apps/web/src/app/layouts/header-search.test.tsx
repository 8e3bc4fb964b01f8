// The header search suggests as the dictionary's box does: the same list after typing pauses, and
// ↓ Enter opens the dictionary on the chosen word with the remembered pair.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguagePairStore } from '../../shared/reference/language-pair';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: 'start', element: <p>start</p> },
  { path: 'dictionary/:lang/:langT/:search', element: <p data-testid="dictionary">dictionary</p> },
];

describe('the header search', () => {
  it('suggests words and opens the one chosen with the keyboard', async () => {
    useLanguagePairStore.setState({ lang: 'eng', langT: 'ger' });
    const api = installFakeApi({
      'GET /api/words/tooltips': (call) => {
        const prefix = new URL(call.path, 'http://x').searchParams.get('search') ?? '';
        const words = ['house', 'household'].filter((w) => w.startsWith(prefix));
        return { body: { data: words.map((name, i) => ({ id: i + 1, name, lang_code: 'eng', translation: `${name}-de`, translation_union_id: i })) } };
      },
    });
    const { path } = await renderApp('/start', { routes });
    const input = await screen.findByRole('combobox', { name: 'Search the dictionary' });
    const user = userEvent.setup();
    await user.type(input, 'hou');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['househouse-de', 'householdhousehold-de']);
    const asked = new URL(api.callsTo('GET', '/api/words/tooltips')[0]!.path, 'http://x').searchParams;
    expect([asked.get('lang'), asked.get('lang_t'), asked.get('search')]).toEqual(['eng', 'ger', 'hou']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await screen.findByTestId('dictionary');
    await waitFor(() => expect(path()).toBe('/dictionary/eng/ger/household'));
  });
});
