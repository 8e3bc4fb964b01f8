// Progress over HTTP on a real database: ratings per kind from the ledger, the 21 achievements,
// statistics (general, list with the §5 filter rule and its pages, one action), the privacy of a
// private profile through every nickname-scoped call, bad input (4xx with codes), and the ledger
// audit: the stored totals rebuilt from the ledger alone equal what was kept along the way.
import { sql } from 'drizzle-orm';
import { RATING_KINDS } from '@glossa/contract';
import { ACHIEVEMENT_TYPES } from '@glossa/contract/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { moderationClient } from '../../../test/moderation-helpers';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let moderator: TestUser;
const api = moderationClient(() => t);

async function decide(translationId: number, action: 'accept' | 'reject') {
  const task = (await api.tasks(moderator)).find(
    (x) =>
      x.detail_data.entity_type_slug === 'translation-union' &&
      x.detail_data.entity_id === String(translationId),
  )!;
  expect(task, `task of translation ${translationId}`).toBeTruthy();
  await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, moderator, {
    action,
    ...(action === 'reject' ? { comment: 'Wrong' } : {}),
  });
}

let accepted: { id: number };
let rejected: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t);
  other = await makeUser(t);
  moderator = await makeUser(t, { role: 'moderator' });
  accepted = await api.translation(author, ['eng', 'heron'], ['ger', 'Reiher']);
  rejected = await api.translation(author, ['eng', 'osprey'], ['ger', 'Fischadlerx']);
  await api.translation(author, ['eng', 'plover'], ['ger', 'Regenpfeifer']); // stays under review
  await decide(accepted.id, 'accept');
  await decide(rejected.id, 'reject');
});
afterAll(() => t.close());

describe('ratings and achievements', () => {
  it('gives the ratings per kind, DICTIONARY_RATING first and equal to their sum', async () => {
    const mine = (await api.ok('GET', '/api/user/ratings', author)) as {
      type: string;
      points: number;
      level: number;
    }[];
    expect(mine.map((r) => r.type)).toEqual([...RATING_KINDS]);
    // Two translations count (5 each); the rejected one's points were cancelled.
    expect(mine[0]).toMatchObject({ type: 'DICTIONARY_RATING', points: 10, level: 1, next_level_points: 50 });
    expect(mine.find((r) => r.type === 'CONTRIBUTION_RATING')!.points).toBe(10);
    const mod = (await api.ok('GET', '/api/user/ratings', moderator)) as { type: string; points: number }[];
    expect(mod.find((r) => r.type === 'MODERATION_RATING')!.points).toBe(2);
    expect(mod[0]!.points).toBe(mod.slice(1).reduce((n, r) => n + r.points, 0));
    // Another member's, by nickname, guests too.
    expect(await api.ok('GET', `/api/user/${author.nickname}/ratings`, null)).toEqual(mine);
    await api.fails(401, 'GET', '/api/user/ratings');
  });

  it('lists the 21 achievements with levels; the accepted translation reached translations_added 1', async () => {
    const list = (await api.ok('GET', '/api/user/achievements', author)) as {
      type: string;
      level: number;
      value: number;
      next_level_value: number | null;
      achieved_at: string | null;
    }[];
    expect(list.map((a) => a.type)).toEqual(ACHIEVEMENT_TYPES);
    expect(list).toHaveLength(21);
    expect(list.find((a) => a.type === 'translations_added')).toMatchObject({
      level: 1,
      value: 1,
      next_level_value: 10,
    });
    expect(list.find((a) => a.type === 'translations_added')!.achieved_at).toEqual(expect.any(String));
    expect(list.find((a) => a.type === 'king_of_dictionary')).toMatchObject({
      level: 0,
      value: 0,
      achieved_at: null,
    });
    const mod = (await api.ok('GET', `/api/user/${moderator.nickname}/achievements`, other)) as {
      type: string;
      level: number;
    }[];
    expect(mod.find((a) => a.type === 'moderations')).toMatchObject({ level: 1 });
    await api.fails(401, 'GET', '/api/user/achievements');
  });
});

describe('statistics', () => {
  it('general: actions per item type and state, with points and level', async () => {
    const g = await api.ok('GET', '/api/actions/general', author);
    expect(g.ADDED.TRANSLATION_UNION).toEqual({ ACCEPTED: 1, ON_MODIFY: 1, REJECTED: 1 });
    expect(g.VERIFIED.TRANSLATION_UNION).toEqual({ ACCEPTED: 0, ON_MODIFY: 0, REJECTED: 0 });
    expect(g).toMatchObject({ points: 10, level: 1 });
    const m = await api.ok('GET', `/api/actions/${moderator.nickname}/general`, author);
    expect(m.VERIFIED.TRANSLATION_UNION).toEqual({ ACCEPTED: 1, ON_MODIFY: 0, REJECTED: 1 });
  });

  it('list: newest first, states and titles; the §5 filter rule; pages of limit with pagination_id', async () => {
    const all = (await api.ok('GET', '/api/actions/list', author)) as {
      id: number;
      action: string;
      title: string;
      state: string;
      side: string;
      type: string;
      cancelled: boolean;
    }[];
    expect(all).toHaveLength(3);
    expect(all.map((a) => a.state)).toEqual(['ON_MODIFY', 'REJECTED', 'ACCEPTED']);
    expect(all[0]).toMatchObject({
      action: 'ADD_TRANSLATION_UNION',
      title: 'stat_add_translation_union',
      side: 'ADDED',
      type: 'TRANSLATION_UNION',
      cancelled: false,
    });
    expect(all[1]!.cancelled).toBe(true);

    const q = (s: string) =>
      api.ok('GET', `/api/actions/list?${s}`, author) as Promise<{ id: number; state: string }[]>;
    // A side without a state, or a state without a side: empty (§5).
    expect(await q('filters[]=ADDED')).toEqual([]);
    expect(await q('filters[]=ACCEPTED&filters[]=REJECTED')).toEqual([]);
    expect((await q('filters[]=ADDED&filters[]=ACCEPTED')).map((a) => a.state)).toEqual(['ACCEPTED']);
    expect((await q('filters[]=ADDED&filters[]=ON_MODIFY&filters[]=REJECTED')).map((a) => a.state)).toEqual([
      'ON_MODIFY',
      'REJECTED',
    ]);
    expect(await q('filters[]=VERIFIED&filters[]=ACCEPTED')).toEqual([]);
    expect(await q('type=AUDIO')).toEqual([]);
    expect(await q('type=TRANSLATION_UNION')).toHaveLength(3);

    const first = await q('limit=2');
    expect(first.map((a) => a.id)).toEqual(all.slice(0, 2).map((a) => a.id));
    const second = await q(`limit=2&pagination_id=${first[1]!.id}`);
    expect(second.map((a) => a.id)).toEqual([all[2]!.id]);

    const mod = (await api.ok(
      'GET',
      `/api/actions/${moderator.nickname}/list?filters[]=VERIFIED&filters[]=REJECTED`,
      other,
    )) as { action: string; side: string }[];
    expect(mod).toEqual([
      expect.objectContaining({ action: 'MODERATE_TRANSLATION_UNION', side: 'VERIFIED', state: 'REJECTED' }),
    ]);
  });

  it('one action: its detail with the member', async () => {
    const [newest] = (await api.ok('GET', '/api/actions/list?limit=1', author)) as { id: number }[];
    const detail = await api.ok('GET', `/api/actions/${newest!.id}`, other);
    expect(detail).toMatchObject({
      id: newest!.id,
      action: 'ADD_TRANSLATION_UNION',
      user: { uuid: author.uuid, nickname: author.nickname },
    });
    expect(JSON.stringify(detail)).not.toContain('@');
  });

  it('answers bad input with 4xx and a code, never 5xx', async () => {
    for (const url of [
      '/api/actions/list?limit=0',
      '/api/actions/list?limit=51',
      '/api/actions/list?type=WORD',
      '/api/actions/list?filters[]=SOMETHING',
      '/api/actions/list?pagination_id=-1',
      '/api/actions/list?pagination_id=abc',
      '/api/actions/0',
      '/api/actions/99999999999',
      `/api/actions/${'x'.repeat(31)}/general`,
    ]) {
      const res = await api.call('GET', url, author);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].code, url).toBe('VALIDATION_ERROR');
    }
    expect((await api.fails(404, 'GET', '/api/actions/2147483000', author)).code).toBe('ACTION_NOT_FOUND');
    expect((await api.fails(404, 'GET', '/api/actions/nobodyhere/general', author)).code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await api.fails(404, 'GET', '/api/user/nobodyhere/achievements', null)).code).toBe(
      'USER_NOT_FOUND',
    );
    await api.fails(401, 'GET', '/api/actions/general');
    await api.fails(401, 'GET', '/api/actions/list');
    await api.fails(401, 'GET', '/api/education/users/counters');
  });

  it('education counters', async () => {
    expect(await api.ok('GET', '/api/education/users/counters', author)).toEqual({
      selections: 0,
      videos: 0,
      learned_words: 0,
      lessons_completed: 0,
      days_goal_reached: 0,
    });
  });
});

describe('a private profile', () => {
  it('keeps statistics, ratings, achievements and actions from others; the member and moderators still see them', async () => {
    const hidden = await makeUser(t);
    const tr = await api.translation(hidden, ['eng', 'bittern'], ['ger', 'Rohrdommel']);
    const [action] = (await api.ok('GET', '/api/actions/list', hidden)) as { id: number }[];
    await t.ctx.db.execute(sql`update users set accessibility = 'private' where id = ${hidden.id}::int`);
    const nick = hidden.nickname;
    for (const url of [
      `/api/actions/${nick}/general`,
      `/api/actions/${nick}/list`,
      `/api/user/${nick}/achievements`,
      `/api/user/${nick}/ratings`,
    ]) {
      for (const who of [null, other]) {
        const res = await api.call('GET', url, who);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().errors[0].code).toBe('PROFILE_IS_PRIVATE');
        expect(res.body).not.toContain('ADD_TRANSLATION');
      }
      await api.ok('GET', url, hidden);
      await api.ok('GET', url, moderator);
    }
    expect((await api.fails(404, 'GET', `/api/actions/${action!.id}`, other)).code).toBe('ACTION_NOT_FOUND');
    expect((await api.fails(404, 'GET', `/api/actions/${action!.id}`, null)).code).toBe('ACTION_NOT_FOUND');
    expect((await api.ok('GET', `/api/actions/${action!.id}`, hidden)).entity_id).toBe(tr.id);
  });
});

describe('the ledger', () => {
  it('rebuilding points, levels and ratings from the ledger gives the stored totals', async () => {
    const progress = t.services.progress;
    expect(await progress.audit()).toEqual([]);
    const before = await Promise.all([author, moderator].map((u) => api.ok('GET', '/api/user/ratings', u)));
    // Spoil the stored totals; the audit names them; the rebuild restores them from the ledger alone.
    await t.ctx.db.execute(
      sql`update user_ratings set points = points + 7 where user_id = ${author.id}::int`,
    );
    await t.ctx.db.execute(sql`delete from user_rating_kinds where user_id = ${moderator.id}::int`);
    const spoiled = await progress.audit();
    expect(spoiled.map((r) => r.user_id).sort()).toEqual([author.id, moderator.id].sort());
    await progress.rebuild();
    expect(await progress.audit()).toEqual([]);
    const after = await Promise.all([author, moderator].map((u) => api.ok('GET', '/api/user/ratings', u)));
    expect(after).toEqual(before);
  });

  it('the stored action counts follow the ledger, the states of material included; rebuilding gives them back', async () => {
    const progress = t.services.progress;
    const read = (u: TestUser) =>
      Promise.all([
        api.ok('GET', '/api/actions/general', u),
        api.ok('GET', '/api/user/achievements', u),
      ]);
    const before = await Promise.all([author, moderator].map(read));
    // The counts are rows of their own, kept by the ledger's trigger, not a scan of the ledger.
    const stored = await t.ctx.db.execute(
      sql`select sum(n)::int as n from user_action_counts where user_id = ${author.id}::int`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);

    // The accepted translation's ADD row turns rejected (as an admin's decision does): the author's
    // ADDED and the moderator's VERIFIED counts move with it, and back.
    const setState = (state: string) =>
      t.ctx.db.execute(sql`update rating_events set entity_status = ${state}
        where entity_type = 'translation-union' and entity_id = ${accepted.id}::int and action like 'ADD\\_%'`);
    await setState('rejected');
    const g = await api.ok('GET', '/api/actions/general', author);
    expect(g.ADDED.TRANSLATION_UNION).toEqual({ ACCEPTED: 0, ON_MODIFY: 1, REJECTED: 2 });
    const m = await api.ok('GET', `/api/actions/${moderator.nickname}/general`, author);
    expect(m.VERIFIED.TRANSLATION_UNION).toEqual({ ACCEPTED: 0, ON_MODIFY: 0, REJECTED: 2 });
    expect(await progress.audit()).toEqual([]);
    await setState('accepted');
    expect(await Promise.all([author, moderator].map(read))).toEqual(before);
    expect(await progress.audit()).toEqual([]);

    // Spoil the counts and the kept states: the audit names the members, the rebuild restores them.
    await t.ctx.db.execute(sql`update user_action_counts set n = n + 5 where user_id = ${author.id}::int`);
    await t.ctx.db.execute(sql`delete from user_action_counts where user_id = ${moderator.id}::int`);
    await t.ctx.db.execute(sql`update ledger_entity_states set state = 'under_review'`);
    const spoiled = await progress.audit();
    expect([...new Set(spoiled.map((r) => r.user_id))].sort()).toEqual([author.id, moderator.id].sort());
    expect(spoiled.every((r) => r.kind.startsWith('count '))).toBe(true);
    await progress.rebuild([author.id]);
    expect([...new Set((await progress.audit()).map((r) => r.user_id))]).toEqual([moderator.id]);
    await progress.rebuild();
    expect(await progress.audit()).toEqual([]);
    expect(await Promise.all([author, moderator].map(read))).toEqual(before);
  });
});
