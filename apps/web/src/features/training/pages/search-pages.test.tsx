// Issue 39 (community.md §7 Education): the selection and video searches and "my materials" read
// their next page after the last item shown (previous_uuid), so an item added at the top between two
// pages neither shows twice nor pushes one out; "my materials" sends its complexity, subjects and
// words-range filters (§5: only what narrows the list). The fake server below pages like the real
// one: after the named item in its current order, or at an offset when none is named.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TRAINING_LIMITS } from '@glossa/contract/training/constants';
import { profile, tokens } from '../../../../test/account-fixtures';
import { installFakeApi, type RecordedCall } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { useSessionStore } from '../../../shared/session/session-store';
import AllSelectionsPage from './AllSelectionsPage';
import AllVideosPage from './AllVideosPage';
import MaterialsPage from './MaterialsPage';

const author = { uuid: '0c8e7a52-3c59-4f0e-9d47-6f1f3b0d0001', nickname: 'Annabel', avatar: null, role: 'user' as const };
const uuidOf = (n: number) => `5f0c1b1e-1f53-4f57-a1e3-${String(n).padStart(12, '0')}`;
const selection = (n: number) => ({
  uuid: uuidOf(n),
  name: `Compilation ${n}`,
  lang_from: 'eng',
  lang_to: 'ger',
  complexity: 'medium' as const,
  subjects: [],
  is_public: true,
  generated: null,
  author,
  can_edit: false,
  created_at: '2026-03-14T10:00:00.000Z',
  updated_at: '2026-03-14T10:00:00.000Z',
  additional: { labels: [], is_liked_by_current_user: false, likes_total: 0, comments_total: 0, words_total: 6, words_total_learned: 0, words_total_in_learning: 0, selected_for_learning: false, followers_total: 0 },
});
const video = (n: number) => ({
  uuid: uuidOf(n),
  title: `Video ${n}`,
  lang_code: 'eng',
  hashtags: [],
  complexity: 'easy' as const,
  subjects: [],
  is_public: true,
  source: 'upload' as const,
  youtube_id: null,
  duration: 60_000,
  media_url: null,
  poster_url: null,
  captions: [],
  author,
  can_edit: false,
  created_at: '2026-03-14T10:00:00.000Z',
  updated_at: '2026-03-14T10:00:00.000Z',
  labels: [],
  is_liked_by_current_user: false,
  users_liked_video_count: 0,
  comments_count: 0,
  selected_for_learning: false,
  learners_count: 0,
  watching_time: 0,
  progress: 0,
});

/** A list the server pages as the real one does; `list` may change between two calls. */
function pager<T extends { uuid: string }>(list: T[]) {
  return (call: RecordedCall) => {
    const q = new URL(call.path, 'http://x').searchParams;
    const limit = Number(q.get('limit') ?? 18);
    const after = q.get('previous_uuid');
    const start = after ? list.findIndex((r) => r.uuid === after) + 1 : Number(q.get('offset') ?? 0);
    return list.slice(start, start + limit);
  };
}
const params = (call: RecordedCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);
const shown = (testId: string) => screen.getAllByTestId(testId).map((c) => c.getAttribute('data-uuid'));

beforeEach(() => useSessionStore.getState().signIn(tokens()));

describe('search pages continue after the last item shown', () => {
  it('all compilations: the second page names the last one; one added meanwhile repeats nothing and hides nothing', async () => {
    const page = TRAINING_LIMITS.listPage;
    const list = Array.from({ length: page + 3 }, (_, i) => selection(i + 1));
    const rows = pager(list);
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      'GET /api/education/selections/search': (call) => ({ body: { data: { rows: rows(call) } } }),
    });
    await renderRoute(<AllSelectionsPage />, { path: '/training/all_selections', namespaces: ['training'] });
    await waitFor(() => expect(screen.getAllByTestId('selection-card')).toHaveLength(page));
    expect(params(api.callsTo('GET', '/api/education/selections/search')[0]!).previous_uuid).toBeUndefined();
    // A new popular compilation lands at the top before the reader asks for more.
    list.unshift(selection(999));
    await userEvent.click(screen.getByTestId('more'));
    await waitFor(() => expect(screen.getAllByTestId('selection-card')).toHaveLength(page + 3));
    const second = api.callsTo('GET', '/api/education/selections/search')[1]!;
    expect(params(second)).toMatchObject({ previous_uuid: uuidOf(page), limit: String(page) });
    expect(params(second).offset).toBeUndefined();
    expect(shown('selection-card')).toEqual(Array.from({ length: page + 3 }, (_, i) => uuidOf(i + 1)));
    // A short page is the last one.
    expect(screen.queryByTestId('more')).toBeNull();
  });

  it('all videos: the same, after the last video shown', async () => {
    const list = Array.from({ length: 26 }, (_, i) => video(i + 1));
    const rows = pager(list);
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      'GET /api/education/videos/search': (call) => ({ body: { data: { rows: rows(call) } } }),
    });
    await renderRoute(<AllVideosPage />, { path: '/training/all_videos', namespaces: ['training'] });
    await waitFor(() => expect(screen.getAllByTestId('video-card')).toHaveLength(24));
    // The first video goes away and a new one comes at the top: neither shifts the next page.
    list.splice(0, 1, video(999));
    await userEvent.click(screen.getByTestId('more'));
    await waitFor(() => expect(screen.getAllByTestId('video-card')).toHaveLength(26));
    expect(params(api.callsTo('GET', '/api/education/videos/search').at(-1)!).previous_uuid).toBe(uuidOf(24));
    expect(shown('video-card')).toEqual(Array.from({ length: 26 }, (_, i) => uuidOf(i + 1)));
  });
});

describe('my materials', () => {
  const vocabularies = [
    { code: 'law', localized_value: 'Law' },
    { code: 'finance', localized_value: 'Finance' },
    { code: 'medicine', localized_value: 'Medicine' },
  ];

  it('sends the chosen complexity, subjects and words range, and pages after the last one shown', async () => {
    const page = TRAINING_LIMITS.listPage;
    const list = Array.from({ length: page + 1 }, (_, i) => selection(i + 1));
    const rows = pager(list);
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      'GET /api/languages/get/all-data': () => ({ body: { data: { languages: [], interface_languages: [], vocabularies }, modified_key: 'k1' } }),
      'GET /api/education/selections/search/users': (call) => {
        const found = rows(call);
        return { body: { count: list.length, rows: found } };
      },
    });
    await renderRoute(<MaterialsPage />, { path: '/profile/annabel/learning_materials', namespaces: ['training'] });
    await waitFor(() => expect(screen.getAllByTestId('selection-card')).toHaveLength(page));
    const calls = () => api.callsTo('GET', '/api/education/selections/search/users');
    // Nothing chosen: no filter sent (the full 6-500 range is none).
    expect(params(calls()[0]!)).toEqual({ source: 'all', limit: String(page) });

    await userEvent.click(screen.getByTestId('more'));
    await waitFor(() => expect(screen.getAllByTestId('selection-card')).toHaveLength(page + 1));
    expect(params(calls().at(-1)!).previous_uuid).toBe(uuidOf(page));

    // Complexity.
    await userEvent.click(screen.getByTestId('complexity-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'Hard', hidden: true }));
    await waitFor(() => expect(params(calls().at(-1)!)).toMatchObject({ complexity: 'hard' }));
    // Two subjects.
    const subjects = screen.getByTestId('subjects-filter');
    await userEvent.click(subjects);
    fireEvent.click(await screen.findByRole('option', { name: 'Law', hidden: true }));
    await userEvent.click(subjects);
    fireEvent.click(await screen.findByRole('option', { name: 'Medicine', hidden: true }));
    await waitFor(() => expect(params(calls().at(-1)!)).toMatchObject({ complexity: 'hard', subjects: 'law,medicine' }));
    // The range's lower end, moved by keyboard; the upper one stays at 500 and is not sent.
    const from = screen.getByRole('slider', { name: 'Fewest words' });
    from.focus();
    fireEvent.keyDown(from, { key: 'ArrowRight' });
    fireEvent.keyDown(from, { key: 'ArrowRight' });
    await waitFor(() => expect(params(calls().at(-1)!)).toEqual({ source: 'all', limit: String(page), complexity: 'hard', subjects: 'law,medicine', words_range_from: '8' }));
    expect(screen.getByText('Words: 8–500')).toBeTruthy();

    // Another source keeps the filters.
    await userEvent.click(screen.getByText('Made by me'));
    await waitFor(() => expect(params(calls().at(-1)!)).toMatchObject({ source: 'authored_by_me', complexity: 'hard', subjects: 'law,medicine', words_range_from: '8' }));
  }, 20_000);
});
