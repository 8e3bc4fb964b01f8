// The addition screens as a user meets them, against a fake HTTP server (test/fake-api): a guest gets
// the call-to-auth screen; a batch shows its statuses and stays when one fails, and when all succeed
// the finish flow returns to the last translate link with the review notice and the points; a
// synonym batch goes on past failures. The real server is exercised by e2e/contributions.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { profile, resetSession, signInNow } from '../../../test/account-fixtures';
import { errorBody, installFakeApi, type RecordedCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { useAlerts } from '../../shared/alerts/store';
import { rememberLastTranslateLink } from '../../shared/dictionary/last-translate-link';
import { contributionsRoutes } from './routes';
import { translation as fullTranslation, word } from '../../../test/dictionary-fixtures';

const routes: RouteObject[] = [
  ...contributionsRoutes,
  { path: 'dictionary/:lang/:langT/:search', element: <h1>dictionary page</h1> },
  { path: 'dictionary/:lang/:langT/:search/:id', element: <h1>dictionary page</h1> },
  { path: 'auth', element: <h1>auth page</h1> },
];

vi.setConfig({ testTimeout: 30_000 });
beforeEach(resetSession);
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  useAlerts.setState({ alert: null, banner: null });
});

const rating = (points: number) => ({ points, total: points, level: 1 });
const relationEntry = (name: string) => ({ id: 7, word_group_id: 8, word_id: 9, lang_code: 'eng', name, can_edit: true, is_this_user: true, moderation_task_id: 1 });
const translation = (id: number, name: string) => fullTranslation(id, { translation_word: word(id * 10 + 1, name, 'ger') });

function batchServer(existing: string[]) {
  let wordId = 10;
  return installFakeApi({
    'GET /api/user/profile': () => ({ body: { data: profile() } }),
    'POST /api/words/add-or-get': () => ({ body: { data: { id: wordId++, name: 'x', lang_code: 'ger', created: true } } }),
    'POST /api/translations': (call: RecordedCall) => {
      const body = call.body as { translation_word_id: number };
      // The server answers per pair; the test names pairs by the word id add-or-get gave out.
      if (existing.includes(String(body.translation_word_id))) return { status: 400, body: errorBody('TRANSLATION_EXIST_TRANSLATION') };
      return { body: { data: translation(body.translation_word_id, 'x'), rating: rating(5) } };
    },
  });
}

describe('addition screens', () => {
  it('a guest gets the call-to-auth screen instead of a redirect', async () => {
    installFakeApi({});
    const app = await renderApp('/addition/translation?lang=eng&lang_t=ger&word=house', { routes });
    expect(await screen.findByTestId('call-to-auth')).toBeInTheDocument();
    expect(app.path()).toBe('/addition/translation?lang=eng&lang_t=ger&word=house');
    expect(screen.getByTestId('call-to-auth-sign-in')).toHaveAttribute('href', '/auth');
  });

  it('a batch: the duplicate fails without a call, TRANSLATION_EXIST_TRANSLATION fails, the page stays', async () => {
    signInNow();
    // add-or-get hands out 10 (house), 11 (Haus), 12 (Bau): Bau already exists as a translation.
    const server = batchServer(['12']);
    const app = await renderApp('/addition/translation?lang=eng&lang_t=ger&word=house&out_of_place=dictionary', { routes });
    const inputs = () => screen.getAllByTestId('translation-input');
    await userEvent.type((await screen.findAllByTestId('translation-input', {}, { timeout: 8000 }))[0]!, 'Haus');
    await userEvent.click(screen.getByTestId('add-translation-row'));
    await userEvent.type(inputs()[1]!, 'Bau');
    await userEvent.click(screen.getByTestId('add-translation-row'));
    await userEvent.type(inputs()[2]!, 'Haus ');
    await userEvent.click(screen.getByTestId('send-translations'));

    const items = () => screen.getAllByTestId('translation-item');
    await waitFor(() => expect(items().map((i) => i.getAttribute('data-status'))).toEqual(['success', 'failed', 'failed']));
    expect(within(items()[1]!).getByTestId('item-status')).toHaveTextContent('This translation already exists, try adding another');
    expect(server.callsTo('POST', '/api/translations')).toHaveLength(2);
    expect(app.path()).toMatch(/^\/addition\/translation/);
  });

  it('all succeeded: the finish flow lands on the word with its new translation, the review notice and the points', async () => {
    signInNow();
    // Even after another word was looked up last, the member lands on the word they translated.
    rememberLastTranslateLink('/dictionary/eng/ger/garden');
    batchServer([]);
    const app = await renderApp('/addition/translation?lang=eng&lang_t=ger&word=house&out_of_place=dictionary', { routes });
    await userEvent.type((await screen.findAllByTestId('translation-input', {}, { timeout: 8000 }))[0]!, 'Haus');
    await userEvent.click(screen.getByTestId('send-translations'));
    expect(await screen.findByRole('heading', { name: 'dictionary page' })).toBeInTheDocument();
    expect(app.path()).toBe('/dictionary/eng/ger/house/11');
    await waitFor(() =>
      expect(useAlerts.getState().alert).toMatchObject({
        channel: 'new_points',
        messageKey: 'contributions:notice_material_sent_for_review_points',
        values: { count: 5 },
      }),
    );
  });

  it('any other error leaves the item without a status, ends the batch and shows the error banner', async () => {
    signInNow();
    let calls = 0;
    const server = installFakeApi({
      'POST /api/words/add-or-get': () => ({ body: { data: { id: 20 + calls, name: 'x', lang_code: 'ger', created: true } } }),
      'POST /api/translations': () => {
        calls++;
        return { status: 400, body: errorBody('WORD_CANNOT_BE_ADDED') };
      },
    });
    await renderApp('/addition/translation?lang=eng&lang_t=ger&word=house', { routes });
    await userEvent.type((await screen.findAllByTestId('translation-input', {}, { timeout: 8000 }))[0]!, 'Haus');
    await userEvent.click(screen.getByTestId('add-translation-row'));
    await userEvent.type(screen.getAllByTestId('translation-input')[1]!, 'Heim');
    await userEvent.click(screen.getByTestId('send-translations'));
    await waitFor(() => expect(useAlerts.getState().banner).toMatchObject({ channel: 'addition', messageKey: 'contributions:errors.error_word_cannot_be_added' }));
    expect(screen.getAllByTestId('translation-item').map((i) => i.getAttribute('data-status'))).toEqual(['empty', 'empty']);
    expect(server.callsTo('POST', '/api/translations')).toHaveLength(1);
  });

  it('a synonym batch goes on past a failure and gives each item its error key', async () => {
    signInNow();
    installFakeApi({
      'GET /api/translations/4': () => ({
        body: { data: fullTranslation(4, { primary_word: word(1, 'house', 'eng'), translation_word: word(2, 'Haus', 'ger') }) },
      }),
      'GET /api/translations/4/synonyms': () => ({ body: { data: [] } }),
      'POST /api/translations/4/synonym': (call: RecordedCall) =>
        (call.body as { name: string }).name === 'home'
          ? { status: 400, body: errorBody('SYNONYM_UNIQUE') }
          : { body: { data: relationEntry((call.body as { name: string }).name), rating: rating(2) } },
    });
    await renderApp('/addition/synonym-eng?translation_id=4', { routes });
    await userEvent.type((await screen.findAllByTestId('relation-input', {}, { timeout: 8000 }))[0]!, 'home');
    await userEvent.click(screen.getByTestId('add-relation-row'));
    await userEvent.type(screen.getAllByTestId('relation-input')[1]!, 'dwelling');
    await userEvent.click(screen.getByTestId('send-relations'));
    const items = () => screen.getAllByTestId('relation-item');
    await waitFor(() => expect(items().map((i) => i.getAttribute('data-status'))).toEqual(['failed', 'success']));
    expect(within(items()[0]!).getByTestId('item-status')).toHaveTextContent('This synonym already exists, try adding another');
  });
});
