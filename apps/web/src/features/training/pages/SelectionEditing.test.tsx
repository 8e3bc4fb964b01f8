// Issue 39: a compilation in its author's editor is "temporarily unavailable" to others
// (community.md §4). The editor holds it while open and lets it go on leaving; it guards unsaved
// changes (leaving asks first; Stay keeps the edit, Leave goes); saved changes leave freely; the
// compilation page of someone else says it is being edited and offers to try again.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { profile, tokens } from '../../../../test/account-fixtures';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { useSessionStore } from '../../../shared/session/session-store';
import SelectionEditorPage from './SelectionEditorPage';
import SelectionPage from './SelectionPage';

const UUID = '5f0c1b1e-1f53-4f57-a1e3-0b0b0b0b0b0b';
const selection = {
  uuid: UUID,
  name: 'Animals',
  lang_from: 'eng',
  lang_to: 'ger',
  complexity: 'medium' as const,
  subjects: [],
  is_public: true,
  generated: null,
  author: { uuid: profile().uuid, nickname: 'Annabel', avatar: null, role: 'user' as const },
  can_edit: true,
  created_at: '2026-03-14T10:00:00.000Z',
  updated_at: '2026-03-14T10:00:00.000Z',
  additional: { labels: [], is_liked_by_current_user: false, likes_total: 0, comments_total: 0, words_total: 6, words_total_learned: 0, words_total_in_learning: 0, selected_for_learning: false, followers_total: 0 },
};
const detail = { data: { ...selection, unions: [] }, next_pagination_id: null, notices: [] };

beforeEach(() => useSessionStore.getState().signIn(tokens()));

function editorApi() {
  return installFakeApi({
    'GET /api/user/profile': () => ({ body: { data: profile() } }),
    [`GET /api/education/selections/${UUID}`]: () => ({ body: detail }),
    [`POST /api/education/selections/${UUID}/editing`]: () => ({ body: { data: { editing_until: '2026-03-14T10:02:00.000Z' } } }),
    [`DELETE /api/education/selections/${UUID}/editing`]: () => ({ body: { data: { success: true } } }),
    [`PUT /api/education/selections/${UUID}`]: () => ({ body: { data: { ...selection, name: 'Animals and more' } } }),
  });
}

describe('the compilation editor', { timeout: 30_000 }, () => {
  it('holds the compilation while open and lets it go on leaving', async () => {
    const api = editorApi();
    const { router } = await renderRoute(<SelectionEditorPage />, { path: `/training/selection/edit?uuid=${UUID}`, namespaces: ['training'] });
    await waitFor(() => expect(screen.getByTestId('selection-name')).toHaveValue('Animals'));
    await waitFor(() => expect(api.callsTo('POST', `/api/education/selections/${UUID}/editing`)).toHaveLength(1));
    expect(api.callsTo('DELETE', `/api/education/selections/${UUID}/editing`)).toHaveLength(0);
    // Nothing changed: leaving does not ask.
    await act(() => router.navigate('/favorites'));
    expect(await screen.findByText('favorites page')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('DELETE', `/api/education/selections/${UUID}/editing`)).toHaveLength(1));
  });

  it('asks before leaving unsaved changes: Stay keeps them, Leave goes', async () => {
    editorApi();
    const { router } = await renderRoute(<SelectionEditorPage />, { path: `/training/selection/edit?uuid=${UUID}`, namespaces: ['training'] });
    const name = await screen.findByTestId('selection-name');
    await waitFor(() => expect(name).toHaveValue('Animals'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Animals and more');

    await act(async () => {
      void router.navigate('/favorites');
    });
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(screen.getByText('Your changes to this compilation will be lost.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('editor-stay'));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(router.state.location.pathname).toBe('/training/selection/edit');
    expect(screen.getByTestId('selection-name')).toHaveValue('Animals and more');

    await act(async () => {
      void router.navigate('/favorites');
    });
    await userEvent.click(await screen.findByTestId('editor-leave'));
    expect(await screen.findByText('favorites page')).toBeInTheDocument();
  });

  it('saved changes leave without a question', async () => {
    const api = editorApi();
    const { router } = await renderRoute(<SelectionEditorPage />, { path: `/training/selection/edit?uuid=${UUID}`, namespaces: ['training'] });
    const name = await screen.findByTestId('selection-name');
    await waitFor(() => expect(name).toHaveValue('Animals'));
    await userEvent.type(name, ' and more');
    await userEvent.click(screen.getByTestId('save-selection'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/selection'));
    expect(api.callsTo('PUT', `/api/education/selections/${UUID}`)[0]!.body).toMatchObject({ name: 'Animals and more' });
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });
});

describe('a compilation someone is editing', { timeout: 30_000 }, () => {
  it('says it is temporarily unavailable and opens once the author is done', async () => {
    let editing = true;
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      [`GET /api/education/selections/${UUID}`]: () =>
        editing
          ? { status: 409, body: errorBody('SELECTION_TEMPORARILY_UNAVAILABLE', 'This collection is being edited and is temporarily unavailable') }
          : { body: detail },
    });
    await renderRoute(<SelectionPage />, { path: `/training/selection?uuid=${UUID}`, namespaces: ['training'] });
    const box = await screen.findByTestId('selection-unavailable');
    expect(box).toHaveTextContent('This collection is being edited and is temporarily unavailable');
    expect(box).toHaveTextContent('Its author is changing it right now. Try again in a minute.');
    editing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('selection-title')).toHaveTextContent('Animals');
    expect(api.callsTo('GET', `/api/education/selections/${UUID}`).length).toBeGreaterThanOrEqual(2);
  });
});
