// The review queue (community.md §4): moderators only; a decided task shows as done and leaves the
// list after 1 s; the edit of a translation opens its edit screen with the task attached.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationTask } from '@glossa/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { profile, resetSession, signInNow } from '../../../test/account-fixtures';
import { installFakeApi, type RecordedCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { editOrigin } from '../../shared/contributions/task-context';
import { moderationRoutes } from './routes';

const routes: RouteObject[] = [...moderationRoutes, { path: 'editing/translation', element: <h1>edit screen</h1> }];

vi.setConfig({ testTimeout: 30_000 });
beforeEach(resetSession);
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

function task(id: number, summary: string): ModerationTask {
  return {
    id,
    type: 'dictionary',
    detail_data: {
      kind: 'add',
      entity_type_slug: 'translation-union',
      entity_id: String(100 + id),
      translation_union_id: 100 + id,
      lang_codes: ['eng', 'ger'],
      summary,
      entity: { primary_lang: 'eng' },
      review_status: 'under_review',
      author: { uuid: 'u', nickname: 'Anna' },
      complaint: null,
    },
    done: false,
    resolution: null,
    date_of_receiving: '2026-01-01T10:00:00.000Z',
    created_at: '2026-01-01T10:00:00.000Z',
  };
}

describe('moderation page', () => {
  it('answers 403 to a user who is not a moderator, without asking for tasks', async () => {
    signInNow();
    const server = installFakeApi({ 'GET /api/user/profile': () => ({ body: { data: profile({ role: 'user' }) } }) });
    await renderApp('/moderation', { routes });
    expect(await screen.findByTestId('moderation-forbidden', {}, { timeout: 8000 })).toHaveTextContent('403');
    expect(server.callsTo('GET', '/api/v2/moderation/tasks')).toHaveLength(0);
  });

  it('accepting a task marks it done, then it leaves the list after a second', async () => {
    signInNow();
    const server = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile({ role: 'moderator' }) } }),
      'GET /api/v2/moderation/tasks': () => ({ body: { data: [task(1, 'house → Haus'), task(2, 'house → Heim')] } }),
      'POST /api/v2/moderation/tasks/1/dictionary': (call: RecordedCall) => ({
        body: { data: { ...task(1, 'house → Haus'), done: true, resolution: (call.body as { action: string }).action }, rating: { points: 1, total: 1, level: 1 } },
      }),
    });
    await renderApp('/moderation', { routes });
    const cards = await screen.findAllByTestId('moderation-task', {}, { timeout: 8000 });
    expect(cards).toHaveLength(2);
    await userEvent.click(within(cards[0]!).getByTestId('task-accept'));
    expect(await within(cards[0]!).findByTestId('task-done')).toHaveTextContent('Accepted');
    expect(server.callsTo('POST', '/api/v2/moderation/tasks/1/dictionary')[0]!.body).toMatchObject({ action: 'accept' });
    // Still shown, marked done; then gone.
    expect(screen.getAllByTestId('moderation-task')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId('moderation-task')).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByTestId('task-summary')).toHaveTextContent('house → Heim');
  });

  it('edit opens the translation edit screen with the moderation task attached', async () => {
    signInNow();
    installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile({ role: 'admin' }) } }),
      'GET /api/v2/moderation/tasks': () => ({ body: { data: [task(3, 'house → Haus')] } }),
    });
    const app = await renderApp('/moderation', { routes });
    await userEvent.click(await screen.findByTestId('task-edit', {}, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { name: 'edit screen' })).toBeInTheDocument();
    expect(app.path()).toBe('/editing/translation?translation_id=103&lang=eng');
    expect(editOrigin.get().moderation).toEqual({ taskId: 3, entityType: 'translation-union', entityId: 103 });
  });
});
