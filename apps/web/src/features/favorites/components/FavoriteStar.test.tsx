// The favorite star (core.md §2, §4, §7): optimistic with rollback, the set_favorites_folder choice
// (asked the first time), and guests sent to /auth on mobile and to Favorites on desktop.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokens } from '../../../../test/account-fixtures';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { useAlerts } from '../../../shared/alerts/store';
import { useSessionStore } from '../../../shared/session/session-store';
import type { FavoriteStarProps } from '../../../shared/slots/slots';
import { readStarFolder, writeStarFolder } from '../lib/star-folder';
import type { Favorite, FavoriteGroup } from '../types';
import FavoriteStar from './FavoriteStar';

const NS = ['favorite-star', 'favorites'];

function group(id: number, name: string, order: number): FavoriteGroup {
  return { id, name, is_main: order === 1, order, translations_count: 0, sentences_count: 0, created_at: '2026-03-14T10:00:00.000Z' };
}

function favorite(id: number, groupId: number): Favorite {
  return {
    id,
    favorite_group_id: groupId,
    entity_type: 'translation',
    entity_id: 7,
    additional_id: null,
    comment: null,
    is_raw: false,
    raw: null,
    entity: null,
    is_available: true,
    saved: { text_from: 'house', text_to: 'Haus', lang_from: 'eng', lang_to: 'ger' },
    created_at: '2026-03-14T10:00:00.000Z',
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const translationStar: FavoriteStarProps = {
  target: { entity_type: 'translation', entity_id: 7, favorite: null },
  place: 'result-card',
};

const star = () => screen.findByRole('button', { name: /favorites/ });

beforeEach(() => {
  useAlerts.setState({ alert: null, banner: null });
  useSessionStore.getState().signIn(tokens());
});

describe('the star of a signed-in user', () => {
  it('fills at once, saves into the chosen folder, and keeps the favorite the server made', async () => {
    writeStarFolder({ mode: 'folder', folderId: 4 });
    const answer = deferred<{ body: unknown }>();
    const api = installFakeApi({
      'POST /api/favorites': () => answer.promise,
      'DELETE /api/favorites/delete': () => ({ body: { data: { deleted_ids: [55] }, group_modified: [] } }),
    });
    await renderRoute(<FavoriteStar {...translationStar} />, { namespaces: NS });
    const button = await star();
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('POST', '/api/favorites')[0]!.body).toEqual({ entity_type: 'translation', entity_id: 7, favorite_group_id: 4 });

    answer.resolve({ body: { data: favorite(55, 4), created: true, group_modified: [group(4, 'Travel', 2)] } });
    await waitFor(() => expect(useAlerts.getState().alert?.messageKey).toBe('favorite-star:saved_to'));
    expect(useAlerts.getState().alert?.values).toEqual({ folder: 'Travel' });

    // Un-starring removes the favorite the server answered (id 55).
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(api.callsTo('DELETE', '/api/favorites/delete')[0]!.body).toEqual({ ids: [55] });
  });

  it('empties again when the server refuses the save', async () => {
    writeStarFolder({ mode: 'main' });
    const answer = deferred<{ status: number; body: unknown }>();
    installFakeApi({ 'POST /api/favorites': () => answer.promise });
    await renderRoute(<FavoriteStar {...translationStar} />, { namespaces: NS });
    const button = await star();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    answer.resolve({ status: 404, body: errorBody('TRANSLATION_NOT_FOUND') });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(useAlerts.getState().alert?.messageKey).toBe('favorite-star:failed'));
  });

  it('comes back filled when the server refuses the removal', async () => {
    installFakeApi({ 'DELETE /api/favorites/delete': () => ({ status: 400, body: errorBody('VALIDATION_ERROR') }) });
    await renderRoute(
      <FavoriteStar target={{ entity_type: 'sentence', entity_id: 9, favorite: { id: 12, comment: null } }} place="sentence" />,
      { namespaces: NS },
    );
    const button = await star();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(useAlerts.getState().alert?.messageKey).toBe('favorite-star:failed'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a folder the first time and remembers the answer (set_favorites_folder)', async () => {
    const api = installFakeApi({
      'GET /api/favorites/group': () => ({
        body: { data: [group(1, 'Favorites', 1), group(4, 'Travel', 2)], folders_total_count: 2, translations_total_count: 0, sentences_total_count: 0 },
      }),
      'POST /api/favorites/translation/raw': () => ({ body: { data: { ...favorite(60, 4), is_raw: true }, created: true, group_modified: [group(4, 'Travel', 2)] } }),
    });
    expect(readStarFolder()).toBeUndefined();
    await renderRoute(
      <FavoriteStar
        target={{ entity_type: 'raw', word_from: 'small house', word_to: 'kleines Haus', lang_from: 'eng', lang_to: 'ger', favorite: null }}
        place="machine-translation"
      />,
      { namespaces: NS },
    );
    await userEvent.click(await star());
    const dialog = await screen.findByTestId('folder-choice');
    expect(api.callsTo('POST', '/api/favorites/translation/raw')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('radio', { name: /Travel/ }));
    await userEvent.click(screen.getByTestId('folder-choice-save'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('POST', '/api/favorites/translation/raw')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/favorites/translation/raw')[0]!.body).toEqual({
      word_from: 'small house',
      word_to: 'kleines Haus',
      lang_from: 'eng',
      lang_to: 'ger',
      favorite_group_id: 4,
    });
    expect(readStarFolder()).toEqual({ mode: 'folder', folderId: 4 });
  });

  it('saves nothing when the folder question is closed', async () => {
    const api = installFakeApi({
      'GET /api/favorites/group': () => ({
        body: { data: [group(1, 'Favorites', 1)], folders_total_count: 1, translations_total_count: 0, sentences_total_count: 0 },
      }),
    });
    await renderRoute(<FavoriteStar {...translationStar} />, { namespaces: NS });
    const button = await star();
    await userEvent.click(button);
    await screen.findByTestId('folder-choice');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('folder-choice')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('POST', '/api/favorites')).toHaveLength(0);
    expect(readStarFolder()).toBeUndefined();
  });
});

describe('a guest', () => {
  beforeEach(() => useSessionStore.getState().end('logout'));

  it('is sent to the Favorites route on desktop', async () => {
    const api = installFakeApi({});
    const { router } = await renderRoute(<FavoriteStar {...translationStar} />, { namespaces: NS, width: 1280 });
    await userEvent.click(await star());
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('is sent to /auth on mobile', async () => {
    const api = installFakeApi({});
    const { router } = await renderRoute(<FavoriteStar {...translationStar} />, { namespaces: NS, width: 390 });
    await userEvent.click(await star());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
