// User discipline (community.md §4, §6, §7): warn (one warning at a time), block for a period or for
// ever (the member's sessions end at once), unblock, remove a warning, delete an avatar, a
// description or a nickname (admins), the violation history, trusted publisher on/off. Every
// change is one transaction with its audit record; the member hears it after the commit.
import type { MemberStanding, ProfileFieldType, ReprimandBody, Sanction, SanctionPeriod, SetBlockBody } from '@glossa/contract';
import { MODERATION_LIMITS } from '@glossa/contract';
import { assertModerator, type Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { notFound } from '../../../platform/errors';
import { moderationError } from '../errors';
import { peopleIn, presentSanction, presentStanding } from '../presenter';
import { moderationRepository as repo, type MemberRow, type SanctionRow } from '../repository';
import { audit, type ModerationDeps, type ModerationEvent } from './deps';
import { memberFor, peopleById } from './members';

const DAY_MS = 86_400_000;
const endOf = (at: Date, period: SanctionPeriod | undefined) => (period === undefined || period === 'forever' ? null : new Date(at.getTime() + period * DAY_MS));
const days = (period: SanctionPeriod | undefined) => (period === undefined || period === 'forever' ? null : period);
const summary = (s: SanctionRow | null | undefined) =>
  s ? { id: s.id, reason: s.reason, ends_at: s.ends_at === null ? null : new Date(s.ends_at).toISOString(), period: s.period_days ?? 'forever' } : null;

/** What a change leaves for after the commit: sessions to forget, the event to publish. */
export interface Aftermath {
  sessionIds: string[];
  events: ModerationEvent[];
}

export function disciplineUseCases(deps: ModerationDeps) {
  const now = () => deps.ctx.now();
  const db = () => deps.ctx.db;

  function after(a: Aftermath) {
    deps.accounts.sessions.forget(a.sessionIds);
    for (const e of a.events) deps.events.publish(e);
  }

  async function present(exec: Executor, rows: SanctionRow[]): Promise<Sanction[]> {
    const people = await peopleById(exec, peopleIn(rows));
    const at = now();
    return rows.map((s) => presentSanction(s, people, at));
  }

  /** A block inside the caller's transaction (the member's row locked): a block in force is replaced; every session ends. */
  async function blockIn(tx: Executor, viewer: Viewer, m: MemberRow, body: SetBlockBody, taskId: number | null = null) {
    const at = now();
    const [previous] = await repo.sanctions.lift(tx, m.id, 'block', { at, byId: viewer.id, reason: 'replaced' });
    const row = (await repo.sanctions.insert(tx, {
      userId: m.id,
      kind: 'block',
      reason: body.reason,
      comment: body.comment ?? null,
      periodDays: days(body.period),
      at,
      endsAt: endOf(at, body.period),
      byId: viewer.id,
      taskId,
    }))!;
    const sessionIds = await deps.accounts.sessions.revokeAllOfUser(tx, m.id, 'blocked');
    await audit(tx, viewer, {
      action: 'user.block',
      targetType: 'user',
      targetKey: m.uuid,
      targetUserId: m.id,
      taskId,
      sanctionId: row.id,
      before: { block: summary(previous) },
      after: { block: summary(row) },
      reason: body.reason,
      comment: body.comment ?? null,
      at,
    });
    const aftermath: Aftermath = {
      sessionIds,
      events: [{ type: 'member.blocked', userId: m.id, reason: body.reason, comment: body.comment ?? null, until: row.ends_at === null ? null : new Date(row.ends_at) }],
    };
    return { row, aftermath };
  }

  /** A warning inside the caller's transaction: USER_ALREADY_HAS_REPRIMAND while one is in force. */
  async function reprimandIn(tx: Executor, viewer: Viewer, m: MemberRow, body: ReprimandBody, taskId: number | null = null) {
    const at = now();
    await repo.sanctions.closeEnded(tx, at, m.id);
    const row = await repo.sanctions.insert(tx, {
      userId: m.id,
      kind: 'reprimand',
      reason: body.reason,
      comment: body.comment ?? null,
      periodDays: days(body.period),
      at,
      endsAt: endOf(at, body.period),
      byId: viewer.id,
      taskId,
    });
    if (!row) throw moderationError('USER_ALREADY_HAS_REPRIMAND');
    await audit(tx, viewer, {
      action: 'user.reprimand',
      targetType: 'user',
      targetKey: m.uuid,
      targetUserId: m.id,
      taskId,
      sanctionId: row.id,
      after: { reprimand: summary(row) },
      reason: body.reason,
      comment: body.comment ?? null,
      at,
    });
    const aftermath: Aftermath = {
      sessionIds: [],
      events: [{ type: 'member.warned', userId: m.id, reason: body.reason, comment: body.comment ?? null, until: row.ends_at === null ? null : new Date(row.ends_at) }],
    };
    return { row, aftermath };
  }

  /** Runs a change on one member (row locked) in a transaction, then its aftermath. */
  async function change<T>(viewer: Viewer, uuid: string, work: (tx: Executor, m: MemberRow) => Promise<{ value: T; aftermath: Aftermath }>): Promise<T> {
    const { value, aftermath } = await db().transaction(async (tx) => work(tx, await memberFor(tx, viewer, uuid, ['discipline'], true)));
    after(aftermath);
    return value;
  }

  /** Lifts the block or the warning in force (400 USER_NOT_BLOCKED / USER_HAS_NO_REPRIMAND without one). */
  function lift(viewer: Viewer, uuid: string, kind: SanctionRow['kind']): Promise<Sanction> {
    const block = kind === 'block';
    return change(viewer, uuid, async (tx, m) => {
      const at = now();
      const [lifted] = await repo.sanctions.lift(tx, m.id, kind, { at, byId: viewer.id, reason: 'erased' });
      if (!lifted) throw moderationError(block ? 'USER_NOT_BLOCKED' : 'USER_HAS_NO_REPRIMAND');
      await audit(tx, viewer, {
        action: block ? 'user.unblock' : 'user.reprimand_removed',
        targetType: 'user',
        targetKey: m.uuid,
        targetUserId: m.id,
        sanctionId: lifted.id,
        before: { [kind]: summary(lifted) },
        after: { [kind]: null },
        at,
      });
      const event: ModerationEvent = block ? { type: 'member.unblocked', userId: m.id } : { type: 'member.warning_removed', userId: m.id };
      return { value: (await present(tx, [lifted]))[0]!, aftermath: { sessionIds: [], events: [event] } };
    });
  }

  /** What the member page shows moderators: role, flags, the block and warning in force, points. */
async function standing(viewer: Viewer, uuid: string): Promise<MemberStanding> {
    assertModerator(viewer);
    const exec = db();
    const m = await repo.members.byUuid(exec, uuid);
    if (!m) throw notFound('USER', 'User not found');
    const at = now();
    const [block, reprimand, standings] = await Promise.all([
      repo.sanctions.active(exec, m.id, 'block', at),
      repo.sanctions.active(exec, m.id, 'reprimand', at),
      deps.contributions.community.standings(exec, [m.id]),
    ]);
    const [b, r] = await present(exec, [block, reprimand].filter((s): s is SanctionRow => s !== null)).then((list) => [
      block ? list[0]! : null,
      reprimand ? list[block ? 1 : 0]! : null,
    ]);
    return presentStanding(m, { block: b ?? null, reprimand: r ?? null, standing: standings.get(m.id) });
  }

  return {
    blockIn,
    reprimandIn,
    after,

    async setBlock(viewer: Viewer, uuid: string, body: SetBlockBody): Promise<Sanction> {
      return change(viewer, uuid, async (tx, m) => {
        const { row, aftermath } = await blockIn(tx, viewer, m, body);
        return { value: (await present(tx, [row]))[0]!, aftermath };
      });
    },

    eraseBlock: (viewer: Viewer, uuid: string) => lift(viewer, uuid, 'block'),

    async reprimand(viewer: Viewer, uuid: string, body: ReprimandBody): Promise<Sanction> {
      return change(viewer, uuid, async (tx, m) => {
        const { row, aftermath } = await reprimandIn(tx, viewer, m, body);
        return { value: (await present(tx, [row]))[0]!, aftermath };
      });
    },

    removeReprimand: (viewer: Viewer, uuid: string) => lift(viewer, uuid, 'reprimand'),

    /** Admins delete an avatar, a description or a nickname (a deleted nickname must be chosen again). */
    async deleteField(viewer: Viewer, uuid: string, type: ProfileFieldType): Promise<MemberStanding> {
      const removedAvatar = await db().transaction(async (tx) => {
        const m = await memberFor(tx, viewer, uuid, ['moderate', 'discipline'], true);
        const value = type === 'avatar' ? m.avatar_file : type === 'description' ? m.about : m.nickname;
        if (value === null) throw moderationError('NOTHING_TO_DELETE');
        const at = now();
        await repo.members.clearField(tx, m.id, type, at);
        await audit(tx, viewer, { action: `user.${type}_deleted`, targetType: 'user', targetKey: m.uuid, targetUserId: m.id, before: { [type]: value }, after: { [type]: null }, at });
        return type === 'avatar' ? value : null;
      });
      // The stored files go once the row no longer names them (accounts' avatar store).
      if (removedAvatar) await deps.accounts.avatar.dropFiles(removedAvatar);
      return standing(viewer, uuid);
    },

    async setTrustPublisher(viewer: Viewer, uuid: string, on: boolean): Promise<MemberStanding> {
      await db().transaction(async (tx) => {
        const m = await memberFor(tx, viewer, uuid, ['discipline'], true);
        if (m.is_trust_publisher === on) return;
        const at = now();
        await repo.members.setTrustPublisher(tx, m.id, on, at);
        await audit(tx, viewer, {
          action: on ? 'user.trust_publisher_on' : 'user.trust_publisher_off',
          targetType: 'user',
          targetKey: m.uuid,
          targetUserId: m.id,
          before: { is_trust_publisher: !on },
          after: { is_trust_publisher: on },
          at,
        });
      });
      return standing(viewer, uuid);
    },

    /** Every block and warning of a member, newest first (unpaged; bounded for a pathological account). */
    async violationHistory(viewer: Viewer, uuid: string): Promise<Sanction[]> {
      assertModerator(viewer);
      const m = await memberFor(db(), viewer, uuid, []);
      return present(db(), await repo.sanctions.history(db(), m.id, MODERATION_LIMITS.violationHistoryMax));
    },

    standing,
  };
}

export type DisciplineUseCases = ReturnType<typeof disciplineUseCases>;
