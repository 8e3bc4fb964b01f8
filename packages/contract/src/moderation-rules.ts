// Moderation and user discipline as plain data (community.md §3-§9): limits, reasons, periods,
// error codes and messages. No zod here: the web imports it by subpath
// (`@glossa/contract/moderation-rules`) without pulling the schemas into its bundle.

export const MODERATION_LIMITS = {
  /** community.md §9: moderation tasks 10, moderators list 12, potential moderators 20. */
  tasksPage: 10,
  moderatorsPage: 12,
  moderatorsMax: 50,
  candidatesPage: 20,
  candidatesMax: 50,
  administratorsMax: 100,
  reviewsPage: 20,
  reviewsMax: 50,
  reviewTextMax: 2000,
  auditPage: 50,
  auditMax: 100,
  /** The violation history is unpaged (community.md §3); this only bounds a pathological account. */
  violationHistoryMax: 500,
  sanctionCommentMax: 500,
  /** A block or a warning lasts 1 to 365 days, or for ever ('forever'); longer is not a period. */
  periodDaysMax: 365,
  searchMax: 30,
} as const;

/** community.md §5: moderator candidates are level 50 or higher with 500+ confirmed items (server defaults). */
export const MODERATOR_CANDIDATE = { minLevel: 50, minConfirmed: 500 } as const;

/** Why a member is warned or blocked; the web shows each in the reader's language. */
export const SANCTION_REASONS = [
  'spam',
  'insults',
  'inappropriate_content',
  'vandalism',
  'false_material',
  'impersonation',
  'other',
] as const;
export type SanctionReason = (typeof SANCTION_REASONS)[number];

/** The periods the ban popup offers (days); the API takes any whole number of days up to the maximum. */
export const SANCTION_PERIOD_CHOICES = [1, 3, 7, 30, 365, 'forever'] as const;
export type SanctionPeriod = number | 'forever';

export const SANCTION_TYPES = ['block', 'reprimand'] as const;
export type SanctionType = (typeof SANCTION_TYPES)[number];

/** Profile data an administrator may delete: DELETE /user/{uuid}/{type}. */
export const PROFILE_FIELD_TYPES = ['avatar', 'description', 'nickname'] as const;
export type ProfileFieldType = (typeof PROFILE_FIELD_TYPES)[number];

/** users.invited_to_moderation_status: invited, then accepted (role moderator) or declined. */
export const INVITATION_STATUSES = ['invited', 'accepted', 'declined'] as const;

/** What an audit record says was done (moderation_audit.action). */
export const AUDIT_ACTIONS = [
  'task.accept',
  'task.reject',
  'task.edit',
  'task.delete',
  'task.ignore',
  'user.block',
  'user.unblock',
  'user.reprimand',
  'user.reprimand_removed',
  'user.trust_publisher_on',
  'user.trust_publisher_off',
  'user.avatar_deleted',
  'user.description_deleted',
  'user.nickname_deleted',
  'user.description_restored',
  'user.nickname_restored',
  'role.invited',
  'role.invitation_cancelled',
  'role.accepted',
  'role.declined',
  'role.revoked',
  'role.expert_on',
  'role.expert_off',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Realtime (Socket.IO) events of the moderation queue, sent to moderators and admins. */
export const ModerationEvents = {
  /** `{ id }`: the task was decided (or withdrawn) and leaves every moderator's list. */
  taskClosed: 'moderation:task-closed',
} as const;

export const ModerationErrorCode = {
  USER_ALREADY_HAS_REPRIMAND: 'USER_ALREADY_HAS_REPRIMAND',
  USER_HAS_NO_REPRIMAND: 'USER_HAS_NO_REPRIMAND',
  USER_NOT_BLOCKED: 'USER_NOT_BLOCKED',
  USER_IS_BLOCKED: 'USER_IS_BLOCKED',
  NOT_A_MODERATOR_CANDIDATE: 'NOT_A_MODERATOR_CANDIDATE',
  ALREADY_MODERATOR: 'ALREADY_MODERATOR',
  INVITATION_NOT_FOUND: 'INVITATION_NOT_FOUND',
  NOT_A_MODERATOR: 'NOT_A_MODERATOR',
  ACTION_NOT_REVERSIBLE: 'ACTION_NOT_REVERSIBLE',
  ALREADY_REVERSED: 'ALREADY_REVERSED',
  NOTHING_TO_DELETE: 'NOTHING_TO_DELETE',
} as const;
export type ModerationErrorCodeName = keyof typeof ModerationErrorCode;

export const MODERATION_ERROR_MESSAGES: Record<ModerationErrorCodeName, string> = {
  USER_ALREADY_HAS_REPRIMAND: 'This user already has a warning',
  USER_HAS_NO_REPRIMAND: 'This user has no warning',
  USER_NOT_BLOCKED: 'This user is not blocked',
  USER_IS_BLOCKED: 'This user is blocked',
  NOT_A_MODERATOR_CANDIDATE: 'Moderator candidates must be level 50 or higher with 500+ confirmed content items',
  ALREADY_MODERATOR: 'This user is already a moderator or an administrator',
  INVITATION_NOT_FOUND: 'There is no invitation to answer',
  NOT_A_MODERATOR: 'This user is not a moderator and has no open invitation',
  ACTION_NOT_REVERSIBLE: 'This decision cannot be reversed',
  ALREADY_REVERSED: 'This decision was already reversed',
  NOTHING_TO_DELETE: 'There is nothing to delete',
};

/** The blocked message's payload at sign-in (USER_LOGIN_BLOCKED_EXCEPTION with `payload.blocked: true`). */
export interface BlockedSignInPayload {
  blocked: true;
  /** null: blocked for ever. */
  locked_until: string | null;
  reason: SanctionReason;
}
