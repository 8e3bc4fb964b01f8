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
import { dispatchRealtime } from '../../shared/realtime/events';
import { readUserSetting } from '../../shared/session/user-data';
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

function memberTask(id: number): ModerationTask {
  const uuid = '7d6f0a0e-6a55-4c1f-9a77-2b2f1c1d0e07';
  return {
    ...task(id, ''),
    type: 'user',
    detail_data: {
      kind: 'complaint',
      entity_type_slug: 'user',
      entity_id: uuid,
      translation_union_id: null,
      lang_codes: [],
      summary: '',
      entity: {},
      review_status: null,
      author: { uuid, nickname: 'Trollhunter' },
      complaint: { id: 9, comment: 'Insults in the chat', target_user_uuid: uuid },
    },
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

  it('leave hands the task back undecided: shown as back in the queue, then it leaves the list, no points', async () => {
    signInNow();
    const server = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile({ role: 'moderator' }) } }),
      'GET /api/v2/moderation/tasks': () => ({ body: { data: [task(1, 'house → Haus')] } }),
      'POST /api/v2/moderation/tasks/1/dictionary': () => ({
        body: { data: { ...task(1, 'house → Haus'), date_of_receiving: null }, rating: { points: 0, total: 0, level: 1 } },
      }),
    });
    await renderApp('/moderation', { routes });
    const card = await screen.findByTestId('moderation-task', {}, { timeout: 8000 });
    await userEvent.click(within(card).getByTestId('task-leave'));
    expect(await within(card).findByTestId('task-done')).toHaveTextContent('Back in the queue');
    expect(server.callsTo('POST', '/api/v2/moderation/tasks/1/dictionary')[0]!.body).toMatchObject({ action: 'leave' });
    await waitFor(() => expect(screen.queryAllByTestId('moderation-task')).toHaveLength(0), { timeout: 3000 });
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

  it('a complaint about a member: Block opens the ban popup and upholds it with the reason and period', async () => {
    signInNow();
    const server = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile({ role: 'admin' }) } }),
      'GET /api/v2/moderation/tasks': () => ({ body: { data: [memberTask(5)] } }),
      'POST /api/v2/moderation/tasks/5/users': () => ({ body: { data: { ...memberTask(5), done: true, resolution: 'accept' }, rating: { points: 1, total: 1, level: 1 } } }),
    });
    await renderApp('/moderation', { routes });
    const card = await screen.findByTestId('moderation-task', {}, { timeout: 8000 });
    expect(within(card).getByTestId('task-type')).toHaveTextContent('Member');
    await userEvent.click(within(card).getByTestId('task-block'));
    const popup = await screen.findByTestId('sanction-popup');
    expect(popup).toHaveTextContent('The member is signed out everywhere at once');
    await userEvent.selectOptions(within(popup).getByLabelText('Reason'), 'insults');
    await userEvent.selectOptions(within(popup).getByLabelText('Period'), '30');
    await userEvent.type(within(popup).getByLabelText('Comment'), 'Third time');
    await userEvent.click(within(popup).getByTestId('sanction-confirm'));
    expect(await within(card).findByTestId('task-done')).toHaveTextContent('Upheld, member blocked');
    expect(server.callsTo('POST', '/api/v2/moderation/tasks/5/users')[0]!.body).toEqual({ action: 'ban', reason: 'insults', period: 30, comment: 'Third time' });
  });

  it('a task another moderator decided leaves the list; the moderation notice shows once', async () => {
    signInNow();
    installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile({ role: 'moderator' }) } }),
      'GET /api/v2/moderation/tasks': () => ({ body: { data: [task(1, 'house → Haus'), task(2, 'house → Heim')] } }),
    });
    await renderApp('/moderation', { routes });
    expect(await screen.findByTestId('moderation-notice', {}, { timeout: 8000 })).toHaveTextContent('Moderation mode');
    expect(readUserSetting('moderation-notice-shown')).toBe(true);
    expect(await screen.findAllByTestId('moderation-task')).toHaveLength(2);
    dispatchRealtime('moderation:task-closed', { id: 1 });
    expect(await screen.findByText('Decided by another moderator')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('moderation-task')).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByTestId('moderation-notice')).toBeNull(), { timeout: 6000 });
  });

  it('an unknown moderation path is not found', async () => {
    signInNow();
    installFakeApi({ 'GET /api/user/profile': () => ({ body: { data: profile({ role: 'moderator' }) } }) });
    await renderApp('/moderation/nope', { routes });
    expect(await screen.findByTestId('moderation-not-found', {}, { timeout: 8000 })).toHaveTextContent('Page not found');
  });
});
