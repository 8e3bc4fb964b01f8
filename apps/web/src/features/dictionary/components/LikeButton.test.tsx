// Likes are optimistic (core.md §4): the count and state change at once in every copy, and go back
// when the server refuses; a guest is sent to sign in and nothing is posted.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthTokens } from '@glossa/contract';
import { useAlerts } from '../../../shared/alerts/store';
import { useSessionStore } from '../../../shared/session/session-store';
import { useTranslations } from '../api/get-translations';
import { translation } from '../../../../test/dictionary-fixtures';
import { renderDictionary } from '../test/render';
import { gate, startTestServer, type TestServer } from '../test/server';
import { LikeButton } from './LikeButton';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TOKENS: AuthTokens = {
  access_token: 'token',
  token_type: 'Bearer',
  expires_in: 900,
  refresh_token: 'refresh',
  google_auth: false,
  facebook_auth: false,
  apple_auth: false,
};

/** A result list as the page has it: the like button shows what the cache holds. */
function Results() {
  const query = useTranslations({ lang: 'eng', langT: 'ger', search: 'house' });
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      {items.map((t) => (
        <LikeButton key={t.id} id={t.id} liked={t.liked_by_user} count={t.likes_count} />
      ))}
    </>
  );
}

let answer: { status: number; body: unknown };
let hold: ReturnType<typeof gate>;

beforeEach(() => {
  server.route();
  server.seen.length = 0;
  useAlerts.setState({ alert: null, banner: null });
  hold = gate();
  answer = { status: 200, body: {} };
  server.on((req) => {
    if (req.path === '/api/translations') {
      return { body: { data: [translation(7, { likes_count: 3 })], total_count: 1, sentences_total_count: 0, canonical: null, close_spellings: [] } };
    }
    if (req.path === '/api/translations/7/like') return { ...answer, hold: hold.promise };
    return undefined;
  });
});

describe('like', () => {
  it('shows the like at once and keeps the server’s count', async () => {
    act(() => useSessionStore.getState().signIn(TOKENS));
    answer = { status: 200, body: { data: { translation_union_id: 7, likes_count: 10, liked_by_user: true } } };
    await renderDictionary(<Results />);
    const button = await screen.findByRole('button', { name: 'Like this translation' });
    expect(button).toHaveTextContent('3');

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('4');
    expect(server.requests('/api/translations/7/like')).toHaveLength(1);

    hold.open();
    await waitFor(() => expect(button).toHaveTextContent('10'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls back when the server refuses, and says so', async () => {
    act(() => useSessionStore.getState().signIn(TOKENS));
    answer = { status: 404, body: { errors: [{ code: 'TRANSLATION_NOT_FOUND', message: 'Translation not found' }] } };
    await renderDictionary(<Results />);
    const button = await screen.findByRole('button', { name: 'Like this translation' });

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('4'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // A second click while the first is on its way changes nothing.
    await userEvent.click(button);
    expect(server.requests('/api/translations/7/like')).toHaveLength(1);
    expect(server.requests('/api/translations/7/dislike')).toHaveLength(0);

    hold.open();
    await waitFor(() => expect(button).toHaveTextContent('3'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(useAlerts.getState().banner).toMatchObject({ channel: 'dictionary', messageKey: 'dictionary:like.failed' });
  });

  it('sends a guest to sign in and posts nothing', async () => {
    act(() => useSessionStore.getState().end('logout'));
    const { router } = await renderDictionary(<Results />);
    const button = await screen.findByRole('button', { name: 'Like this translation' });
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(server.requests('/api/translations/7/like')).toHaveLength(0);
    expect(window.sessionStorage.getItem('glossa-redirect-link')).toBe('/dictionary/eng/ger/house');
  });
});
