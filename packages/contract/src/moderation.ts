// Moderation (v2) and user discipline (community.md §3-§9): task decisions for user, user-action
// and feed tasks, blocks and warnings, the violation history, trusted publishers, moderators and
// their invitations, Expert status, the admins' suggestions page and the audit log. The dictionary
// task schemas live in contributions.ts (the review lifecycle); the plain rules in moderation-rules.ts.
import { z } from 'zod';
import { USER_ROLES } from './account-rules';
import { CONTRIBUTION_ENTITY_TYPES, moderationTaskSchema, ratingSchema } from './contributions';
import { envelope, idParam, limitParam, offsetParam } from './http';
import { line, lineText, multilineText, uuidParam } from './text';
import {
  AUDIT_ACTIONS,
  INVITATION_STATUSES,
  MODERATION_LIMITS,
  PROFILE_FIELD_TYPES,
  SANCTION_REASONS,
  SANCTION_TYPES,
} from './moderation-rules';

export * from './moderation-rules';

const periodSchema = z
  .union([z.number().int().min(1).max(MODERATION_LIMITS.periodDaysMax), z.literal('forever')])
  .meta({ description: `Days (1 to ${MODERATION_LIMITS.periodDaysMax}) or "forever"`, example: 7 });
const reasonSchema = z.enum(SANCTION_REASONS);
const sanctionComment = lineText({ max: MODERATION_LIMITS.sanctionCommentMax });

// ---------------------------------------------------------------------------------------------
// Task decisions (the dictionary route's body is contributions' moderationDecisionBody)

export const USER_TASK_ACTIONS = ['accept', 'reject', 'ignore', 'skip', 'leave', 'ban', 'reprimand'] as const;
export const userTaskDecisionBody = z
  .object({
    action: z.enum(USER_TASK_ACTIONS).meta({
      description:
        'accept: the complaint is upheld; ban / reprimand: upheld, and the user is blocked for `period` or warned; reject: a false complaint; ignore; skip: not to me again; leave: back to the queue now',
    }),
    reason: reasonSchema.optional().meta({ description: 'Required for ban and reprimand' }),
    period: periodSchema.optional().meta({ description: 'Required for ban; for reprimand how long the warning stands (default: until removed)' }),
    comment: sanctionComment.optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.action === 'ban' || b.action === 'reprimand') && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Give the reason' });
    if (b.action === 'ban' && b.period === undefined) ctx.addIssue({ code: 'custom', path: ['period'], message: 'Give the period' });
  });
export type UserTaskDecisionBody = z.input<typeof userTaskDecisionBody>;

export const FEED_TASK_ACTIONS = ['accept', 'delete', 'reject', 'ignore', 'skip', 'leave'] as const;
export const feedTaskDecisionBody = z.object({
  action: z.enum(FEED_TASK_ACTIONS).meta({
    description: 'accept or delete: the complaint is upheld and the content removed; reject: a false complaint; ignore; skip: not to me again; leave: back to the queue now',
  }),
  comment: sanctionComment.optional(),
});
export type FeedTaskDecisionBody = z.input<typeof feedTaskDecisionBody>;
export const taskDecisionResponse = z.object({ data: moderationTaskSchema, rating: ratingSchema });

/** What a history can be asked about: dictionary material, a user, feed content. */
export const HISTORY_TARGET_TYPES = [...CONTRIBUTION_ENTITY_TYPES, 'user', 'post', 'article', 'question', 'answer', 'comment'] as const;
export const moderationTargetHistoryParams = z.object({
  targetType: z.enum(HISTORY_TARGET_TYPES),
  targetId: line()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9-]+$/, 'An id or a uuid')
    .meta({ description: 'The entity id (dictionary material) or uuid (user, feed content)' }),
});

// ---------------------------------------------------------------------------------------------
// Discipline

export const memberUuidParams = z.object({ uuid: uuidParam });
export const profileFieldParams = z.object({ uuid: uuidParam, type: z.enum(PROFILE_FIELD_TYPES) });

export const setBlockBody = z.object({ reason: reasonSchema, period: periodSchema, comment: sanctionComment.optional() });
export const reprimandBody = z.object({
  reason: reasonSchema,
  period: periodSchema.optional().meta({ description: 'How long the warning stands; absent: until it is removed' }),
  comment: sanctionComment.optional(),
});
export type SetBlockBody = z.input<typeof setBlockBody>;
export type ReprimandBody = z.input<typeof reprimandBody>;

const personSchema = z.object({ uuid: z.string(), nickname: z.string().nullable(), role: z.enum(USER_ROLES) });

export const sanctionSchema = z.object({
  id: z.number().int(),
  type: z.enum(SANCTION_TYPES),
  reason: reasonSchema,
  comment: z.string().nullable(),
  period: z.union([z.number().int(), z.literal('forever')]),
  starts_at: z.string(),
  ends_at: z.string().nullable().meta({ description: 'null: for ever (a block) or until removed (a warning)' }),
  active: z.boolean(),
  lifted_at: z.string().nullable(),
  lifted_by: personSchema.nullable(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
});
export type Sanction = z.infer<typeof sanctionSchema>;
export const sanctionResponse = envelope(sanctionSchema);
export const violationHistoryResponse = envelope(z.array(sanctionSchema)).meta({ description: 'Newest first, unpaged' });

export const memberStandingSchema = z.object({
  uuid: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(USER_ROLES),
  about: z.string().nullable(),
  is_trust_publisher: z.boolean(),
  is_expert: z.boolean(),
  invited_to_moderation_status: z.enum(INVITATION_STATUSES).nullable(),
  deleted: z.boolean(),
  block: sanctionSchema.nullable().meta({ description: 'The block in force' }),
  reprimand: sanctionSchema.nullable().meta({ description: 'The warning in force' }),
  points: z.number().int(),
  level: z.number().int(),
  confirmed: z.number().int().meta({ description: 'Confirmed (accepted) content items' }),
  created_at: z.string(),
});
export type MemberStanding = z.infer<typeof memberStandingSchema>;
export const memberStandingResponse = envelope(memberStandingSchema);

// ---------------------------------------------------------------------------------------------
// Moderators

const searchParam = line().trim().min(1).max(MODERATION_LIMITS.searchMax).optional().meta({ description: 'Part of the nickname' });

export const moderatorsQuery = z.object({
  limit: limitParam(MODERATION_LIMITS.moderatorsPage, MODERATION_LIMITS.moderatorsMax),
  offset: offsetParam,
  search: searchParam,
});
export const candidatesQuery = z.object({
  limit: limitParam(MODERATION_LIMITS.candidatesPage, MODERATION_LIMITS.candidatesMax),
  offset: offsetParam,
  search: searchParam,
});

export const moderatorEntrySchema = z.object({
  uuid: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(USER_ROLES),
  is_expert: z.boolean(),
  invited_to_moderation_status: z.enum(INVITATION_STATUSES).nullable(),
  points: z.number().int(),
  level: z.number().int(),
  confirmed: z.number().int(),
  lang_codes: z.array(z.string()).meta({ description: 'Languages the moderator reviews (empty: all)' }),
});
export type ModeratorEntry = z.infer<typeof moderatorEntrySchema>;
export const moderatorsResponse = z.object({ data: z.array(moderatorEntrySchema), total: z.number().int() });
export const administrationResponse = envelope(z.array(moderatorEntrySchema));

export const answerInviteQuery = z.object({
  accept: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .meta({ description: 'true: become a moderator; false: decline' }),
});
export const invitationStateSchema = z.object({
  uuid: z.string(),
  role: z.enum(USER_ROLES),
  invited_to_moderation_status: z.enum(INVITATION_STATUSES).nullable(),
  is_expert: z.boolean(),
});
export const invitationStateResponse = envelope(invitationStateSchema);

// ---------------------------------------------------------------------------------------------
// Suggestions (POST /reviews from anyone signed in, GET for admins)

export const reviewBody = z.object({
  text: multilineText({ max: MODERATION_LIMITS.reviewTextMax }),
  page: line().trim().max(200).optional().meta({ description: 'Where the member was (a path of the app)' }),
});
export const reviewSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  page: z.string().nullable(),
  author: z.object({ uuid: z.string(), nickname: z.string().nullable() }).nullable(),
  done: z.boolean(),
  done_at: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewResponse = envelope(reviewSchema);
export const reviewsQuery = z.object({
  limit: limitParam(MODERATION_LIMITS.reviewsPage, MODERATION_LIMITS.reviewsMax),
  offset: offsetParam,
  done: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .meta({ description: 'Only done (true) or only open (false) ones; absent: all' }),
});
export const reviewsResponse = z.object({ data: z.array(reviewSchema), total: z.number().int() });
export const reviewParams = z.object({ id: idParam });
export const reviewPatchBody = z.object({ done: z.boolean() });

// ---------------------------------------------------------------------------------------------
// The audit log (admins)

export const auditQuery = z.object({
  limit: limitParam(MODERATION_LIMITS.auditPage, MODERATION_LIMITS.auditMax),
  before_id: idParam.optional().meta({ description: 'Continue below this record id (the last of the previous page)' }),
  actor: uuidParam.optional().meta({ description: 'Only decisions of this moderator or admin' }),
  target_user: uuidParam.optional().meta({ description: 'Only decisions about this member' }),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor: personSchema.nullable(),
  target_type: z.string(),
  target_key: z.string(),
  target_user: personSchema.nullable(),
  moderation_task_id: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
  reverses_id: z.number().int().nullable().meta({ description: 'This record reverses that one' }),
  reversed_by_id: z.number().int().nullable().meta({ description: 'The record that reversed this one' }),
  reversible: z.boolean().meta({ description: 'An admin may reverse it now' }),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponse = envelope(z.array(auditEntrySchema));
export const auditEntryResponse = envelope(auditEntrySchema);
export const auditParams = z.object({ id: idParam });
