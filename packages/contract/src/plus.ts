// Plus (community.md §1, §3, §4, §7, §8, §9): the subscription, Stripe checkout, the daily limits
// of free and Plus members (one quota service) and the AI conversation partner.
import { z } from 'zod';
import { line, text, uuidParam } from './text';

export const PlusErrorCode = {
  /** 400: Stripe keys are not set: the offer says payments are not configured. */
  PAYMENTS_NOT_CONFIGURED: 'PAYMENTS_NOT_CONFIGURED',
  /** 400 (community.md §8): a MANUAL or store subscription cannot be cancelled here. */
  SUBSCRIPTION_CANNOT_BE_CANCELLED: 'SUBSCRIPTION_CANNOT_BE_CANCELLED',
  /** 404: the member has no subscription to cancel. */
  SUBSCRIPTION_NOT_FOUND: 'SUBSCRIPTION_NOT_FOUND',
  /** 400: the member already has an active Plus subscription. */
  ALREADY_PLUS: 'ALREADY_PLUS',
  /** 404: the checkout session is unknown or belongs to someone else. */
  CHECKOUT_SESSION_NOT_FOUND: 'CHECKOUT_SESSION_NOT_FOUND',
  /** 400: a webhook without a valid Stripe signature. */
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  /** 502: Stripe did not answer or refused. */
  PAYMENT_PROVIDER_ERROR: 'PAYMENT_PROVIDER_ERROR',
  /** 400: the day's AI partner messages are used. */
  AI_MESSAGE_LIMIT_EXCEEDED: 'AI_MESSAGE_LIMIT_EXCEEDED',
  /** 400: search by location is a Plus feature. */
  LOCATION_SEARCH_PLUS_ONLY: 'LOCATION_SEARCH_PLUS_ONLY',
  /** 400: the AI partner is not configured on this server. */
  AI_PARTNER_NOT_CONFIGURED: 'AI_PARTNER_NOT_CONFIGURED',
  /** 502: the AI endpoint failed or timed out. */
  AI_PARTNER_UNAVAILABLE: 'AI_PARTNER_UNAVAILABLE',
} as const;

export * from './plus-constants';
import { ADMIN_PLUS_MAX_DAYS, PLUS_PERIODS, QUOTA_KINDS, SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATES } from './plus-constants';

export const subscriptionInfoSchema = z.object({
  source: z.enum(SUBSCRIPTION_SOURCES),
  status: z.enum(SUBSCRIPTION_STATES),
  period: z.enum(PLUS_PERIODS).nullable(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** Plus right now (the state every module reads). */
  active: z.boolean(),
  /** STRIPE only and not yet cancelled (community.md §4 rules by source). */
  can_cancel: z.boolean(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

export const quotaEntrySchema = z.object({
  kind: z.enum(QUOTA_KINDS),
  used: z.number().int(),
  /** null: unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type QuotaEntry = z.infer<typeof quotaEntrySchema>;

export const plusStatusSchema = z.object({
  data: z.object({
    premium: z.boolean(),
    subscription: subscriptionInfoSchema.nullable(),
    /** Stripe keys are set: the offer can be bought. */
    payments_configured: z.boolean(),
    ai_partner_available: z.boolean(),
    day: z.string(),
    resets_at: z.iso.datetime({ offset: true }),
    quotas: z.array(quotaEntrySchema),
  }),
});
export type PlusStatus = z.infer<typeof plusStatusSchema>['data'];

export const sessionIdQuery = z.object({ period: z.enum(PLUS_PERIODS).default('year') });
export const sessionIdResponse = z.object({ data: z.object({ session_id: z.string(), url: z.string() }) });
export const sessionStatusQuery = z.object({ sessionId: line().min(1).max(255) });
export const sessionStatusResponse = z.object({
  data: z.object({ status: z.enum(['open', 'complete', 'expired']), payment_status: z.string() }),
});
export const finalizeBody = z.object({ session_id: line().min(1).max(255) });
export const subscriptionResponse = z.object({ data: subscriptionInfoSchema.nullable() });
/** Administrators' screen: a member's Plus by uuid; a manual grant runs `days` from now (ADMIN_PLUS_MAX_DAYS). */
export const adminPlusParams = z.object({ uuid: uuidParam });
export const adminPlusGrantBody = z.object({ days: z.number().int().min(1).max(ADMIN_PLUS_MAX_DAYS) });
export const cancelSubscriptionBody = z
  .object({ subscription_id: line().min(1).max(255).optional() })
  .meta({ description: 'Optional: the Stripe subscription id; anyone else\'s is 403.' });

// The AI conversation partner
export const AI_PARTNER = { messageMaxLength: 2000, historyPage: 50, contextMessages: 20 } as const;
export const aiMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  marks: z
    .array(z.object({ start: z.number().int(), end: z.number().int(), word: z.string() }))
    .meta({ description: 'Words the partner marked for the learner to look up: offsets into text (UTF-16), the word as written' }),
  correction: z.object({ original: z.string(), corrected: z.string() }).nullable(),
  state: z.enum(['complete', 'failed']),
  created_at: z.iso.datetime({ offset: true }),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;
export const aiConversationQuery = z.object({ lang: line().min(2).max(8) });
export const aiConversationResponse = z.object({
  data: z.object({ lang: z.string(), level: z.string().nullable(), messages: z.array(aiMessageSchema), quota: quotaEntrySchema }),
});
export const aiSendBody = z.object({ lang: line().min(2).max(8), text: text().trim().min(1).max(AI_PARTNER.messageMaxLength) });
