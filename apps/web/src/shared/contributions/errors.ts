// What a failed contribution call shows (core.md §8 "Error codes on 400" and "Contribution errors",
// community.md §8). Keys live in the contributions namespace (server_error_title in common); the
// features that send material (contributions, moderation) load that namespace with their pages.
import type { UnverifiedParentPayload } from '@glossa/contract';
import { isApiError } from '../api';

export const CONTRIBUTIONS_NS = 'contributions';
export const SERVER_ERROR_KEY = 'server_error_title';

const k = (key: string) => `${CONTRIBUTIONS_NS}:errors.${key}`;

/** Code -> message key. Codes not listed show server_error_title (core.md §8 "Any other code"). */
const MESSAGE_KEYS: Record<string, string> = {
  TRANSLATION_EXIST_TRANSLATION: k('error_translation_exists'),
  SYNONYM_UNIQUE: k('error_synonym_exists'),
  ANTONYM_UNIQUE: k('error_antonym_exists'),
  SYNONYM_CANNOT_BE_ADDED_EXCEPTION: k('error_synonym_cannot_be_added'),
  ANTONYM_CANNOT_BE_ADDED_EXCEPTION: k('error_antonym_cannot_be_added'),
  SENTENCE_EXIST: k('error_sample_exists'),
  WORD_SENTENCE_EXIST: k('error_sample_exists'),
  SENTENCE_TRANSLATION_EXIST: k('error_sample_exists'),
  EXIST_WORD_SENTENCE_TO_WS: k('error_sample_exists'),
  SENTENCE_TOO_SHORT: k('error_sentence_too_short'),
  MEANING_EXIST: k('error_meaning_exists'),
  WORD_CANNOT_BE_ADDED: k('error_word_cannot_be_added'),
  WORD_AUDIO_EXIST: k('error_audio_exists'),
  NATIVE_SPEAKERS_ONLY: k('error_native_speakers_only'),
  TRANSLATION_NOT_FOUND: k('error_change_remote_translation'),
  CONTENT_DELETED: k('error_content_deleted'),
  VERIFICATION_IS_EXIST: k('error_complain_exists'),
  COMPLAIN_BEING_PROCESSED: k('complaint_already_sent'),
  ADMINS_CAN_NOT_BE_COMPLAINED: k('admins_cannot_be_complained_error'),
  TASK_NOT_RELEVANT: k('error_task_not_relevant'),
  ACTION_NOT_AVAILABLE: k('error_action_not_available'),
};

/** Answers without a business code that still have a clear cause. */
const STATUS_KEYS: Record<number, string> = {
  413: k('error_audio_too_large'),
  415: k('error_audio_format'),
  429: k('error_too_many_requests'),
};

export type ContributionErrorOutcome =
  /** Nothing to show (cancelled; ENTITY_IS_VERIFIED is ignored, core.md §8). */
  | { type: 'ignore' }
  /** ENTITY_HAS_UNVERIFIED_PARENTS: open the dispute-parent popup with the payload. */
  | { type: 'dispute'; payload: UnverifiedParentPayload | null }
  | { type: 'message'; key: string; code: string };

export function contributionErrorOutcome(error: unknown): ContributionErrorOutcome {
  if (!isApiError(error)) return { type: 'message', key: SERVER_ERROR_KEY, code: 'UNKNOWN' };
  if (error.kind === 'cancelled' || error.code === 'ENTITY_IS_VERIFIED') return { type: 'ignore' };
  if (error.code === 'ENTITY_HAS_UNVERIFIED_PARENTS') {
    return { type: 'dispute', payload: (error.payload as UnverifiedParentPayload | undefined) ?? null };
  }
  const key = MESSAGE_KEYS[error.code] ?? STATUS_KEYS[error.status] ?? SERVER_ERROR_KEY;
  return { type: 'message', key, code: error.code };
}

/** Just the message key (popups and forms that show text in place). */
export function contributionErrorKey(error: unknown): string | null {
  const outcome = contributionErrorOutcome(error);
  if (outcome.type === 'message') return outcome.key;
  if (outcome.type === 'dispute') return k('error_unverified_parent');
  return null;
}

export function hasCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.code === code;
}
