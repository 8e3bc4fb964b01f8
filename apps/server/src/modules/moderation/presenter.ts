// Rows -> contract shapes; whitelists fields (no e-mail, no internal ids leave the server).
import {
  type AuditEntry,
  type MemberStanding,
  type ModeratorEntry,
  type Review,
  type Sanction,
  type SanctionReason,
  type UserReprimand,
} from '@glossa/contract';
import { avatarUrl } from '../../platform/users/avatar-url';
import type { AuditRow, MemberRow, ReviewRow, SanctionRow } from './repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export type People = Map<number, Pick<MemberRow, 'uuid' | 'nickname' | 'role'>>;
export interface Standing {
  points: number;
  level: number;
  confirmed: number;
}
const NO_STANDING: Standing = { points: 0, level: 1, confirmed: 0 };

function person(people: People, id: number | null) {
  const p = id === null ? undefined : people.get(id);
  return p ? { uuid: p.uuid, nickname: p.nickname, role: p.role } : null;
}

/** The user ids a list of sanctions or audit records mentions (to fetch them in one query). */
export function peopleIn(rows: readonly (SanctionRow | AuditRow)[]): number[] {
  const ids = new Set<number>();
  for (const r of rows) {
    for (const id of 'kind' in r ? [r.created_by_id, r.lifted_by_id] : [r.actor_id, r.target_user_id]) if (id !== null) ids.add(id);
  }
  return [...ids];
}

export function isInForce(s: SanctionRow, now: Date): boolean {
  return s.lifted_at === null && (s.ends_at === null || new Date(s.ends_at) > now);
}

export function presentSanction(s: SanctionRow, people: People, now: Date): Sanction {
  return {
    id: s.id,
    type: s.kind,
    reason: s.reason as SanctionReason,
    comment: s.comment,
    period: s.period_days ?? 'forever',
    starts_at: iso(s.starts_at),
    ends_at: isoOrNull(s.ends_at),
    active: isInForce(s, now),
    lifted_at: isoOrNull(s.lifted_at),
    lifted_by: person(people, s.lifted_by_id),
    created_by: person(people, s.created_by_id),
    created_at: iso(s.created_at),
  };
}

/** The member's own view of their warning: who gave it stays out. */
export function presentOwnReprimand(s: SanctionRow): UserReprimand {
  return { reason: s.reason, comment: s.comment, starts_at: iso(s.starts_at), ends_at: isoOrNull(s.ends_at) };
}

export function presentStanding(
  m: MemberRow,
  s: { block: Sanction | null; reprimand: Sanction | null; standing: Standing | undefined },
): MemberStanding {
  const standing = s.standing ?? NO_STANDING;
  return {
    uuid: m.uuid,
    nickname: m.nickname,
    avatar: avatarUrl(m.avatar_file),
    role: m.role,
    about: m.about,
    is_trust_publisher: m.is_trust_publisher,
    is_expert: m.is_expert,
    invited_to_moderation_status: m.invited_to_moderation_status,
    deleted: m.deleted_at !== null,
    block: s.block,
    reprimand: s.reprimand,
    points: standing.points,
    level: standing.level,
    confirmed: standing.confirmed,
    created_at: iso(m.created_at),
  };
}

export function presentModerator(m: MemberRow, standing: Standing | undefined, langCodes: string[] | undefined): ModeratorEntry {
  const s = standing ?? NO_STANDING;
  return {
    uuid: m.uuid,
    nickname: m.nickname,
    avatar: avatarUrl(m.avatar_file),
    role: m.role,
    is_expert: m.is_expert,
    invited_to_moderation_status: m.invited_to_moderation_status,
    points: s.points,
    level: s.level,
    confirmed: s.confirmed,
    lang_codes: langCodes ?? [],
  };
}

export function presentReview(r: ReviewRow): Review {
  return {
    id: r.id,
    text: r.text,
    page: r.page,
    author: r.author_uuid ? { uuid: r.author_uuid, nickname: r.author_nickname } : null,
    done: r.done,
    done_at: isoOrNull(r.done_at),
    created_at: iso(r.created_at),
  };
}

export function presentAudit(a: AuditRow, people: People, reversible: boolean): AuditEntry {
  return {
    id: a.id,
    // Written only by this module, from AUDIT_ACTIONS.
    action: a.action as AuditEntry['action'],
    // The role the actor had when deciding (it may have changed since).
    actor: a.actor_id === null ? null : (() => {
      const p = person(people, a.actor_id);
      return p ? { ...p, role: a.actor_role as 'user' | 'moderator' | 'admin' } : null;
    })(),
    target_type: a.target_type,
    target_key: a.target_key,
    target_user: person(people, a.target_user_id),
    moderation_task_id: a.task_id,
    before: a.before,
    after: a.after,
    reason: a.reason,
    comment: a.comment,
    reverses_id: a.reverses_id,
    reversed_by_id: a.reversed_by_id,
    reversible,
    created_at: iso(a.created_at),
  };
}
