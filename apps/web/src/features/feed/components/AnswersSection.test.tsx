// The accepted answer in the question's detail (issue 36 item 12): the asker sees "Accept this
// answer" on each answer and, once accepted, the badge on the answer the server lists first; other
// readers see the badge and no button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Answer } from '@glossa/contract';
import { profile, tokens } from '../../../../test/account-fixtures';
import { installFakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { useSessionStore } from '../../../shared/session/session-store';
import { AnswersSection } from './AnswersSection';

const Q = '0190a4b2-1111-7000-8000-000000000001';
const author = (n: string) => ({ uuid: `0190a4b2-2222-7000-8000-00000000000${n.length}`, nickname: n, avatar: null, role: 'user' as const });

function answer(uuid: string, text: string, extra: Partial<Answer> = {}): Answer {
  return {
    uuid,
    answer: text,
    author: author(text.slice(0, 5)),
    reply_to_uuid: null,
    created_at: '2026-03-14T10:00:00.000Z',
    updated_at: '2026-03-14T10:00:00.000Z',
    can_edit: false,
    can_delete: false,
    counter: { count: 0, voted_by_user: false, users_vote_type: null },
    is_accepted: false,
    can_accept: true,
    replies: [],
    replies_total: 0,
    ...extra,
  };
}

const A1 = '0190a4b2-3333-7000-8000-000000000001';
const A2 = '0190a4b2-3333-7000-8000-000000000002';

beforeEach(() => useSessionStore.getState().signIn(tokens()));

describe('the accepted answer', () => {
  it('the asker accepts an answer: it comes back first with its badge, and the mark can be taken back', async () => {
    let accepted: string | null = null;
    const list = () => {
      const all = [answer(A2, 'Two-way prepositions.', { counter: { count: 3, voted_by_user: false, users_vote_type: null } }), answer(A1, 'Mit, nach, aus.')];
      return all.map((a) => ({ ...a, is_accepted: a.uuid === accepted })).sort((a, b) => Number(b.is_accepted) - Number(a.is_accepted));
    };
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      [`GET /api/questions/${Q}/answers`]: () => ({ body: { data: list() } }),
      [`POST /api/questions/${Q}/answers/${A1}/accept`]: () => {
        accepted = A1;
        return { body: { data: list().find((a) => a.uuid === A1)! } };
      },
      [`DELETE /api/questions/${Q}/answers/${A1}/accept`]: () => {
        accepted = null;
        return { body: { data: list().find((a) => a.uuid === A1)! } };
      },
    });
    await renderRoute(<AnswersSection question={Q} viewerUuid={profile().uuid} />, { path: `/question/${Q}`, namespaces: ['feed'] });
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(2));
    expect(screen.queryByTestId('accepted-badge')).toBeNull();
    const second = screen.getAllByTestId('answer')[1]!;
    expect(second).toHaveTextContent('Mit, nach, aus.');
    await userEvent.click(within(second).getByRole('button', { name: 'Accept this answer' }));

    await waitFor(() => expect(screen.getAllByTestId('answer')[0]).toHaveTextContent('Mit, nach, aus.'));
    const first = screen.getAllByTestId('answer')[0]!;
    expect(within(first).getByTestId('accepted-badge')).toHaveTextContent('Accepted answer');
    expect(within(first).getByRole('button', { name: 'Accepted · undo' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST', `/api/questions/${Q}/answers/${A1}/accept`)).toHaveLength(1);

    await userEvent.click(within(first).getByRole('button', { name: 'Accepted · undo' }));
    await waitFor(() => expect(screen.queryByTestId('accepted-badge')).toBeNull());
    expect(api.callsTo('DELETE', `/api/questions/${Q}/answers/${A1}/accept`)).toHaveLength(1);
  });

  it('another reader sees the badge and no accept button', async () => {
    installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      [`GET /api/questions/${Q}/answers`]: () => ({
        body: { data: [answer(A1, 'Mit, nach, aus.', { is_accepted: true, can_accept: false }), answer(A2, 'Two-way.', { can_accept: false })] },
      }),
    });
    await renderRoute(<AnswersSection question={Q} viewerUuid={profile().uuid} />, { path: `/question/${Q}`, namespaces: ['feed'] });
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(2));
    expect(within(screen.getAllByTestId('answer')[0]!).getByTestId('accepted-badge')).toBeVisible();
    expect(screen.queryByTestId('accept-answer')).toBeNull();
  });
});

describe('votes', () => {
  it("the reader's own answer cannot be voted on; another's can", async () => {
    const mine = { ...answer(A1, 'Mit, nach, aus.'), author: { uuid: profile().uuid, nickname: profile().nickname ?? 'me', avatar: null, role: 'user' as const } };
    installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      [`GET /api/questions/${Q}/answers`]: () => ({ body: { data: [answer(A2, 'Two-way prepositions.', { can_accept: false }), { ...mine, can_accept: false }] } }),
    });
    await renderRoute(<AnswersSection question={Q} viewerUuid={profile().uuid} />, { path: `/question/${Q}`, namespaces: ['feed'] });
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(2));
    const [other, own] = screen.getAllByTestId('answer');
    expect(within(own!).getByTestId('vote-plus')).toBeDisabled();
    expect(within(own!).getByTestId('vote-minus')).toBeDisabled();
    expect(within(other!).getByTestId('vote-plus')).toBeEnabled();
    expect(within(other!).getByTestId('vote-minus')).toBeEnabled();
  });
});

describe('the answers order', () => {
  it('offers every order the server knows (best, newest, oldest) and asks for the chosen one', async () => {
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      [`GET /api/questions/${Q}/answers`]: (call) => {
        const by = new URL(call.path, 'http://x').searchParams.get('order_by');
        const all = [answer(A1, 'Mit, nach, aus.'), answer(A2, 'Two-way prepositions.')];
        return { body: { data: by === 'oldest' ? all : [...all].reverse() } };
      },
    });
    await renderRoute(<AnswersSection question={Q} viewerUuid={profile().uuid} />, { path: `/question/${Q}`, namespaces: ['feed'] });
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(2));
    for (const label of ['Best', 'Newest', 'Oldest']) expect(screen.getByText(label)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Oldest'));
    await waitFor(() => expect(screen.getAllByTestId('answer')[0]).toHaveTextContent('Mit, nach, aus.'));
    const asked = api.callsTo('GET', `/api/questions/${Q}/answers`).map((c) => new URL(c.path, 'http://x').searchParams.get('order_by'));
    expect(asked[0]).toBe('best');
    expect(asked).toContain('oldest');
  });
});
