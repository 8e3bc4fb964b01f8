// Chat message search (core.md §5, §9): fewer than 4 characters empty the results and show the empty
// state without asking the server; 4 or more ask GET /chat-api/messages/search with limit 20.
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../../shared/i18n/i18n';
import { fakeMessage } from '../../../../../test/chat-fixtures';
import { installFakeApi } from '../../../../../test/fake-api';
import { renderWithProviders } from '../../../../../test/render';
import { SearchResults } from './SearchPanel';

const found = fakeMessage({ id: 41, chat_id: 5, text: 'Let us practise tomorrow', created_at: new Date().toISOString() });

/** The search field and its results, as the conversation shows them. */
function Harness() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input aria-label="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      <SearchResults chatId={5} query={query} onPick={() => undefined} />
    </>
  );
}

describe('message search', () => {
  beforeAll(async () => {
    await renderWithProviders(<div />);
    await loadNamespaces(['chat']);
  });

  it('searches from 4 characters; with fewer the results are emptied and the empty state shows', async () => {
    const api = installFakeApi({ 'GET /chat-api/messages/search': () => ({ body: { data: [found] } }) });
    await renderWithProviders(<Harness />);
    const field = screen.getByLabelText('search');
    await userEvent.type(field, 'pra');
    expect(screen.getByTestId('search-empty')).toHaveTextContent('Type at least 4 characters to search');
    // Longer than the debounce: still nothing asked.
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(api.callsTo('GET', '/chat-api/messages/search')).toHaveLength(0);

    await userEvent.type(field, 'c');
    await waitFor(() => expect(screen.getByTestId('search-result')).toHaveTextContent('Let us practise tomorrow'));
    const calls = api.callsTo('GET', '/chat-api/messages/search');
    expect(calls).toHaveLength(1);
    const params = new URL(calls[0]!.path, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({ chat_id: '5', query: 'prac', limit: '20' });
    // The chat API gets no `local` header (core.md §7).
    expect(calls[0]!.headers.local).toBeUndefined();

    // Back to three characters (spaces do not count): the results go, the empty state is back.
    await userEvent.clear(field);
    await userEvent.type(field, ' pr ');
    expect(screen.queryByTestId('search-result')).toBeNull();
    expect(screen.getByTestId('search-empty')).toHaveTextContent('Type at least 4 characters to search');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(api.callsTo('GET', '/chat-api/messages/search')).toHaveLength(1);
  });

  it('says so when nothing matches', async () => {
    installFakeApi({ 'GET /chat-api/messages/search': () => ({ body: { data: [] } }) });
    await renderWithProviders(<Harness />);
    await userEvent.type(screen.getByLabelText('search'), 'zzzz');
    await waitFor(() => expect(screen.getByTestId('search-empty')).toHaveTextContent('No messages found'));
  });
});
