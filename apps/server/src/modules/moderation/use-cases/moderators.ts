// Moderators (community.md §4-§7): the lists of moderators and administrators, moderator
// candidates (level and confirmed items, MODERATOR_CANDIDATE_MIN_*), the invitation an admin sends
// and the member answers (accepted: role moderator; declined: role stays), revoking the rights
// (the member's sessions end: their tokens carried the role), Expert status. Each change audited.
import { MODERATION_LIMITS, type ModeratorEntry } from '@glossa/contract';
import { assertAdmin, type Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { forbidden, notFound } from '../../../platform/errors';
import { moderationError } from '../errors';
import { presentModerator } from '../presenter';
import { moderationRepository as repo, type MemberRow } from '../repository';
import { audit, type ModerationDeps } from './deps';

export function moderatorsUseCases(deps: ModerationDeps) {
  const now = () => deps.ctx.now();
  const db = () => deps.ctx.db;
  const { community } = deps.contributions;

  async function entries(list: MemberRow[]): Promise<ModeratorEntry[]> {
    const ids = list.map((m) => m.id);
    const [standings, filters] = await Promise.all([community.standings(db(), ids), repo.members.filters(db(), ids)]);
    return list.map((m) => presentModerator(m, standings.get(m.id), filters.get(m.id)));
  }

  /** The member an admin acts on (row locked): never themselves. */
  async function target(tx: Executor, viewer: Viewer, uuid: string) {
    assertAdmin(viewer);
    const m = await repo.members.byUuid(tx, uuid, true);
    if (!m || m.deleted_at) throw notFound('USER', 'User not found');
    if (m.id === viewer.id) throw forbidden('You cannot change your own role');
    return m;
  }

  async function isCandidate(exec: Executor, m: MemberRow): Promise<boolean> {
    const s = (await community.standings(exec, [m.id])).get(m.id);
    return !!s && s.level >= deps.ctx.config.MODERATOR_CANDIDATE_MIN_LEVEL && s.confirmed >= deps.ctx.config.MODERATOR_CANDIDATE_MIN_CONFIRMED;
  }

  const state = (m: MemberRow) => ({ uuid: m.uuid, role: m.role, invited_to_moderation_status: m.invited_to_moderation_status, is_expert: m.is_expert });

  return {
    /** Moderators (12 a page); admins also see members with an open invitation. Anyone signed in. */
    async moderators(viewer: Viewer, q: { limit: number; offset: number; search?: string }) {
      const list = await repo.members.moderators(db(), { withInvited: viewer.role === 'admin', ...q });
      return { data: await entries(list), total: list[0]?.total ?? 0 };
    },

    async administrators(_viewer: Viewer) {
      return entries(await repo.members.administrators(db(), MODERATION_LIMITS.administratorsMax));
    },

    /** Admins: members who may be invited (community.md §5), most points first. */
    async candidates(viewer: Viewer, q: { limit: number; offset: number; search?: string }) {
      assertAdmin(viewer);
      const found = await community.candidates(db(), {
        minLevel: deps.ctx.config.MODERATOR_CANDIDATE_MIN_LEVEL,
        minConfirmed: deps.ctx.config.MODERATOR_CANDIDATE_MIN_CONFIRMED,
        ...q,
      });
      const members = new Map((await repo.members.byIds(db(), found.rows.map((r) => r.userId))).map((m) => [m.id, m]));
      const filters = await repo.members.filters(db(), [...members.keys()]);
      return {
        total: found.total,
        data: found.rows.flatMap((r) => {
          const m = members.get(r.userId);
          return m ? [presentModerator(m, r, filters.get(r.userId))] : [];
        }),
      };
    },

    /** POST /user/{uuid}/moderation: an admin invites a candidate (again after a decline). */
    async invite(viewer: Viewer, uuid: string) {
      const { m, invited } = await db().transaction(async (tx) => {
        const m = await target(tx, viewer, uuid);
        if (m.role !== 'user') throw moderationError('ALREADY_MODERATOR');
        if (m.invited_to_moderation_status === 'invited') return { m, invited: false };
        if (await repo.sanctions.activeBlock(tx, m.id, now())) throw moderationError('USER_IS_BLOCKED');
        if (!(await isCandidate(tx, m))) throw moderationError('NOT_A_MODERATOR_CANDIDATE');
        const at = now();
        await repo.members.setInvitation(tx, m.id, 'invited', at);
        await audit(tx, viewer, { action: 'role.invited', targetType: 'user', targetKey: m.uuid, targetUserId: m.id, before: { invited_to_moderation_status: m.invited_to_moderation_status }, after: { invited_to_moderation_status: 'invited' }, at });
        return { m: { ...m, invited_to_moderation_status: 'invited' as const }, invited: true };
      });
      if (invited) deps.events.publish({ type: 'member.invited', userId: m.id, byId: viewer.id });
      return state(m);
    },

    /** POST /user/moderation/answer-invite?accept=: the invited member accepts (role moderator) or declines. */
    async answer(viewer: Viewer, accept: boolean) {
      return db().transaction(async (tx) => {
        const m = await repo.members.byUuid(tx, viewer.uuid, true);
        if (!m || m.invited_to_moderation_status !== 'invited' || m.role !== 'user') throw moderationError('INVITATION_NOT_FOUND', 404);
        const at = now();
        const status = accept ? ('accepted' as const) : ('declined' as const);
        if (accept) await repo.members.setRole(tx, m.id, 'moderator', status, at);
        else await repo.members.setInvitation(tx, m.id, status, at);
        await audit(tx, viewer, {
          action: accept ? 'role.accepted' : 'role.declined',
          targetType: 'user',
          targetKey: m.uuid,
          targetUserId: m.id,
          before: { role: m.role, invited_to_moderation_status: 'invited' },
          after: { role: accept ? 'moderator' : m.role, invited_to_moderation_status: status },
          at,
        });
        return state({ ...m, role: accept ? 'moderator' : m.role, invited_to_moderation_status: status });
      });
    },

    /** DELETE /user/{uuid}/moderation: an admin takes a moderator's rights (their sessions end) or withdraws an open invitation. */
    async revoke(viewer: Viewer, uuid: string) {
      let ended: string[] = [];
      const { m, revoked } = await db().transaction(async (tx) => {
        const m = await target(tx, viewer, uuid);
        if (m.role === 'admin') throw forbidden('Administrators keep their role');
        const at = now();
        if (m.role === 'moderator') {
          await repo.members.setRole(tx, m.id, 'user', null, at);
          ended = await deps.accounts.sessions.revokeAllOfUser(tx, m.id, 'role_change');
          await audit(tx, viewer, { action: 'role.revoked', targetType: 'user', targetKey: m.uuid, targetUserId: m.id, before: { role: 'moderator' }, after: { role: 'user' }, at });
          return { m: { ...m, role: 'user' as const, invited_to_moderation_status: null }, revoked: true };
        }
        if (m.invited_to_moderation_status !== 'invited') throw moderationError('NOT_A_MODERATOR');
        await repo.members.setInvitation(tx, m.id, null, at);
        await audit(tx, viewer, { action: 'role.invitation_cancelled', targetType: 'user', targetKey: m.uuid, targetUserId: m.id, before: { invited_to_moderation_status: 'invited' }, after: { invited_to_moderation_status: null }, at });
        return { m: { ...m, invited_to_moderation_status: null }, revoked: false };
      });
      deps.accounts.sessions.forget(ended);
      if (revoked) deps.events.publish({ type: 'member.role_revoked', userId: m.id, byId: viewer.id });
      return state(m);
    },

    /** POST / DELETE /user/{uuid}/expert: Expert (connoisseur) status, admins only. */
    async setExpert(viewer: Viewer, uuid: string, on: boolean) {
      const { m, changed } = await db().transaction(async (tx) => {
        assertAdmin(viewer);
        const m = await repo.members.byUuid(tx, uuid, true);
        if (!m || m.deleted_at) throw notFound('USER', 'User not found');
        if (m.is_expert === on) return { m, changed: false };
        const at = now();
        await repo.members.setExpert(tx, m.id, on, at);
        await audit(tx, viewer, { action: on ? 'role.expert_on' : 'role.expert_off', targetType: 'user', targetKey: m.uuid, targetUserId: m.id, before: { is_expert: !on }, after: { is_expert: on }, at });
        return { m: { ...m, is_expert: on }, changed: true };
      });
      if (changed && on) deps.events.publish({ type: 'member.expert_granted', userId: m.id, byId: viewer.id });
      return state(m);
    },
  };
}

export type ModeratorsUseCases = ReturnType<typeof moderatorsUseCases>;
