// The compilation editor opened from favorites (issue 36 item 6): their words are pending, the
// name and the pair come with them, and Save creates the compilation with those union ids.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { profile, tokens } from '../../../../test/account-fixtures';
import { installFakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { useSessionStore } from '../../../shared/session/session-store';
import { compilationPrefillLink } from '../../../shared/training/compilation-prefill';
import SelectionEditorPage from './SelectionEditorPage';

beforeEach(() => useSessionStore.getState().signIn(tokens()));

describe('a new compilation from favorites', () => {
  it('starts with their words, name and pair, and saves them', async () => {
    const created = {
      uuid: '5f0c1b1e-1f53-4f57-a1e3-0b0b0b0b0b0b',
      name: 'Animals',
      lang_from: 'eng',
      lang_to: 'ger',
      complexity: 'medium' as const,
      subjects: [],
      is_public: false,
      generated: null,
      author: { uuid: profile().uuid, nickname: 'Annabel', avatar: null, role: 'user' as const },
      can_edit: true,
      created_at: '2026-03-14T10:00:00.000Z',
      updated_at: '2026-03-14T10:00:00.000Z',
      additional: { labels: [], is_liked_by_current_user: false, likes_total: 0, comments_total: 0, words_total: 2, words_total_learned: 0, words_total_in_learning: 0, selected_for_learning: false, followers_total: 0 },
    };
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      'POST /api/education/selections': () => ({ body: { data: created } }),
    });
    const link = compilationPrefillLink({
      name: 'Animals',
      langFrom: 'eng',
      langTo: 'ger',
      words: [
        { id: 201, from: 'dog', to: 'Hund' },
        { id: 202, from: 'cat', to: 'Katze' },
      ],
      leftOut: 1,
    });
    const { router } = await renderRoute(<SelectionEditorPage />, { path: link, namespaces: ['training'] });
    expect(await screen.findByTestId('prefill-note')).toHaveTextContent(
      '2 words from your favorites are ready to save. 1 favorite was left out (a sentence, a machine translation or another language pair).',
    );
    expect(screen.getByTestId('selection-name')).toHaveValue('Animals');
    expect(screen.getAllByTestId('pending-added').map((r) => r.textContent)).toEqual(['+ dog — HundUndo', '+ cat — KatzeUndo']);
    await userEvent.click(screen.getByTestId('save-selection'));
    await waitFor(() => expect(api.callsTo('POST', '/api/education/selections')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/education/selections')[0]!.body).toMatchObject({ name: 'Animals', lang_from: 'eng', lang_to: 'ger', union_ids: [201, 202] });
    await waitFor(() => expect(router.state.location.search).toBe(`?uuid=${created.uuid}`));
  });

  it('opens empty when the link names nothing kept', async () => {
    installFakeApi({ 'GET /api/user/profile': () => ({ body: { data: profile() } }) });
    await renderRoute(<SelectionEditorPage />, { path: '/training/selection/create?prefill=gone123', namespaces: ['training'] });
    expect(await screen.findByTestId('selection-name')).toHaveValue('');
    expect(screen.queryByTestId('prefill-note')).toBeNull();
    expect(screen.queryAllByTestId('pending-added')).toHaveLength(0);
  });
});
