// The Favorites page against answers shaped like the server's: items 10 a page and all loaded when a
// page brings fewer (core.md §4, §9), a move whose group_modified sets the folder counts, a folder
// deletion that closes the gap in the order, and the sign-in call a guest gets on desktop.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { profile, tokens } from '../../../../test/account-fixtures';
import { translation, word } from '../../../../test/dictionary-fixtures';
import { installFakeApi, type RecordedCall } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { useSessionStore } from '../../../shared/session/session-store';
import { readCompilationPrefill } from '../../../shared/training/compilation-prefill';
import type { Favorite, FavoriteGroup } from '../types';
import FavoritesPage from './FavoritesPage';

const NS = ['favorites'];

function group(id: number, name: string, order: number, translations = 0): FavoriteGroup {
  return { id, name, is_main: order === 1, order, translations_count: translations, sentences_count: 0, created_at: '2026-03-14T10:00:00.000Z' };
}

function raw(id: number, groupId: number): Favorite {
  const from = `word ${id}`;
  return {
    id,
    favorite_group_id: groupId,
    entity_type: 'translation',
    entity_id: null,
    additional_id: null,
    comment: null,
    is_raw: true,
    raw: { word_from: from, word_to: `Wort ${id}`, lang_from: 'eng', lang_to: 'ger' },
    entity: null,
    is_available: true,
    saved: { text_from: from, text_to: `Wort ${id}`, lang_from: 'eng', lang_to: 'ger' },
    created_at: '2026-03-14T10:00:00.000Z',
  };
}

const query = (call: RecordedCall) => new URL(call.path, 'http://x').searchParams;

let folders: FavoriteGroup[];
let items: Favorite[];

function serve(extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /api/user/profile': () => ({ body: { data: profile() } }),
    'GET /api/favorites/group': () => ({
      body: { data: folders, folders_total_count: folders.length, translations_total_count: items.length, sentences_total_count: 0 },
    }),
    'GET /api/favorites/group/1/favorites': (call) => {
      const offset = Number(query(call).get('offset'));
      const limit = Number(query(call).get('limit'));
      return { body: { data: items.slice(offset, offset + limit), total_count: items.length } };
    },
    'GET /api/favorites/group/2/favorites': () => ({ body: { data: [], total_count: 0 } }),
    ...extra,
  });
}

beforeEach(() => {
  useSessionStore.getState().signIn(tokens());
  folders = [group(1, 'Favorites', 1, 13), group(2, 'Travel', 2), group(3, 'Verbs', 3)];
  items = Array.from({ length: 13 }, (_, i) => raw(100 + i, 1));
});

describe('a folder of 13 items', () => {
  it('loads 10, then the 3 left, and then counts as all loaded', async () => {
    const api = serve();
    await renderRoute(<FavoritesPage />, { path: '/page/favorites', namespaces: NS });
    const list = await screen.findByTestId('favorite-items');
    await waitFor(() => expect(within(list).getAllByTestId('favorite-item')).toHaveLength(10));
    const first = api.callsTo('GET', '/api/favorites/group/1/favorites')[0]!;
    expect(Object.fromEntries(query(first))).toEqual({ limit: '10', offset: '0', sort_by: 'date', sort_order: 'desc' });

    await userEvent.click(screen.getByTestId('more-items'));
    await waitFor(() => expect(within(list).getAllByTestId('favorite-item')).toHaveLength(13));
    expect(query(api.callsTo('GET', '/api/favorites/group/1/favorites')[1]!).get('offset')).toBe('10');
    expect(screen.getByTestId('all-loaded')).toHaveTextContent('That is everything in this folder.');
    expect(screen.queryByTestId('more-items')).not.toBeInTheDocument();
  });

  it('moves the selected items; the answer’s group_modified sets both folders’ counts', async () => {
    // After the move, the folder list the page asks for again is held back: the counts on screen then
    // come from group_modified alone.
    let moved = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const listAnswer = () => ({
      body: { data: folders, folders_total_count: folders.length, translations_total_count: items.length, sentences_total_count: 0 },
    });
    const api = serve({
      'GET /api/favorites/group': () => (moved ? held.then(listAnswer) : listAnswer()),
      'POST /api/favorites/move': () => {
        moved = true;
        items = items.slice(2);
        folders = [group(1, 'Favorites', 1, 11), group(2, 'Travel', 2, 2), group(3, 'Verbs', 3)];
        return {
          body: {
            data: { favorite_group_id: 2, ids: [100, 101], skipped_duplicates: 0 },
            group_modified: [group(2, 'Travel', 2, 2), group(1, 'Favorites', 1, 11)],
          },
        };
      },
    });
    await renderRoute(<FavoritesPage />, { path: '/page/favorites', namespaces: NS });
    const list = await screen.findByTestId('favorite-items');
    await waitFor(() => expect(within(list).getAllByTestId('favorite-item')).toHaveLength(10));
    const boxes = within(list).getAllByTestId('favorite-select');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    expect(screen.getByTestId('selection-bar')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByTestId('selection-move'));
    const popup = await screen.findByTestId('transfer-popup');
    await userEvent.click(within(popup).getByRole('radio', { name: /Travel/ }));
    await userEvent.click(within(popup).getByTestId('transfer-confirm'));

    await waitFor(() => expect(api.callsTo('POST', '/api/favorites/move')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/favorites/move')[0]!.body).toEqual({ ids: [100, 101], favorite_group_id: 2 });
    const rows = screen.getAllByTestId('folder-row');
    await waitFor(() => expect(rows[1]).toHaveTextContent('Travel2 translations'));
    expect(rows[0]).toHaveTextContent('11 translations');
    expect(screen.getByTestId('folder-counts')).toHaveTextContent('11 translations');
    expect(within(list).queryByText('word 100')).not.toBeInTheDocument();
    release();
  });
});

describe('deleting a folder', () => {
  it('closes the gap: the folders after it move up one place', async () => {
    const api = serve({
      'PUT /api/favorites/group/change-order': (call) => ({
        body: { data: (call.body as { order: number[] }).order.map((id, i) => ({ id, order: i + 1 })) },
      }),
      'DELETE /api/favorites/group/2': () => {
        folders = [group(1, 'Favorites', 1, 13), group(3, 'Verbs', 2)];
        return { body: { data: { id: 2, deleted_favorites: 0, moved_favorites: 0, main_group_id: 1 }, group_modified: [] } };
      },
    });
    await renderRoute(<FavoritesPage />, { path: '/page/favorites', namespaces: NS });
    await waitFor(() => expect(screen.getAllByTestId('folder-name').map((n) => n.textContent)).toEqual(['Favorites', 'Travel', 'Verbs']));
    const travel = screen.getAllByTestId('folder-row')[1]!;
    await userEvent.click(within(travel).getByTestId('folder-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete the folder' }));
    await userEvent.click(await screen.findByTestId('delete-folder-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('folder-name').map((n) => n.textContent)).toEqual(['Favorites', 'Verbs']));
    expect(api.callsTo('DELETE', '/api/favorites/group/2')).toHaveLength(1);
    // Verbs is second now: moving it up puts it first, and the server gets every folder in the new order.
    const verbs = screen.getAllByTestId('folder-row')[1]!;
    expect(verbs).toHaveAttribute('data-folder-id', '3');
    await userEvent.click(within(verbs).getByTestId('folder-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/favorites/group/change-order')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/favorites/group/change-order')[0]!.body).toEqual({ order: [3, 1] });
    await waitFor(() => expect(screen.getAllByTestId('folder-name').map((n) => n.textContent)).toEqual(['Verbs', 'Favorites']));
  });
});

describe('a guest', () => {
  it('gets the sign-in call on desktop', async () => {
    useSessionStore.getState().end('logout');
    installFakeApi({});
    await renderRoute(<FavoritesPage />, { path: '/page/favorites', namespaces: NS, width: 1280 });
    expect(await screen.findByTestId('favorites-guest')).toHaveTextContent('Keep the words you want to learn');
  });

  it('is sent to /auth on mobile', async () => {
    useSessionStore.getState().end('logout');
    installFakeApi({});
    const { router } = await renderRoute(<FavoritesPage />, { path: '/page/favorites', namespaces: NS, width: 390 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});

describe('a compilation from favorites (issue 36 item 6)', () => {
  it('opens the compilation editor with the chosen translations, not the machine translations', async () => {
    const dict = (id: number, en: string, de: string): Favorite => ({
      ...raw(id, 1),
      is_raw: false,
      raw: null,
      entity_id: id,
      entity: translation(id, { primary_word: word(id * 10, en, 'eng'), translation_word: word(id * 10 + 1, de, 'ger') }),
    });
    items = [dict(201, 'dog', 'Hund'), dict(202, 'cat', 'Katze'), raw(203, 1)];
    serve();
    const { router } = await renderRoute(<FavoritesPage />, { path: '/page/favorites', namespaces: NS });
    const list = await screen.findByTestId('favorite-items');
    await waitFor(() => expect(within(list).getAllByTestId('favorite-item')).toHaveLength(3));
    await userEvent.click(screen.getByTestId('select-all'));
    await userEvent.click(screen.getByTestId('selection-compilation'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/training/selection/create'));
    const prefill = readCompilationPrefill(new URLSearchParams(router.state.location.search));
    expect(prefill).toEqual({
      name: 'Favorites',
      langFrom: 'eng',
      langTo: 'ger',
      words: [
        { id: 201, from: 'dog', to: 'Hund' },
        { id: 202, from: 'cat', to: 'Katze' },
      ],
      leftOut: 1,
    });
  });

  it('makes one from the whole folder, reading it in pages of 100', async () => {
    items = Array.from({ length: 130 }, (_, i) => ({
      ...raw(300 + i, 1),
      is_raw: false,
      raw: null,
      entity: translation(300 + i, { primary_word: word(i * 10, `Wort${i}`, 'ger'), translation_word: word(i * 10 + 1, `word${i}`, 'eng') }),
    }));
    const api = serve();
    const { router } = await renderRoute(<FavoritesPage />, { path: '/page/favorites', namespaces: NS });
    await screen.findByTestId('favorite-items');
    await userEvent.click(screen.getByTestId('folder-compilation'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/selection/create'));
    const pages = api.callsTo('GET', '/api/favorites/group/1/favorites').map(query).filter((q) => q.get('limit') === '100');
    expect(pages.map((q) => q.get('offset'))).toEqual(['0', '100']);
    const prefill = readCompilationPrefill(new URLSearchParams(router.state.location.search))!;
    // The profile's learner pair is not among them: the direction they were saved in (German -> English).
    expect(prefill).toMatchObject({ langFrom: 'ger', langTo: 'eng', leftOut: 0 });
    expect(prefill.words).toHaveLength(130);
  });
});
