// Limits the moderation screens show (the contract's values, by subpath so zod stays out).
export { MODERATION_LIMITS } from '@glossa/contract/moderation-rules';
/** The languages filter holds at most this many (contract CONTRIBUTION_LIMITS.moderationLanguagesMax). */
export const MODERATION_LANGUAGES_MAX = 20;
