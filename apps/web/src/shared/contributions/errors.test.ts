import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { contributionErrorKey, contributionErrorOutcome } from './errors';

const http = (code: string, status = 400, payload?: unknown) => new ApiError({ kind: 'http', status, code, payload, method: 'POST', url: '/api/x' });

describe('contribution errors (core.md §8)', () => {
  it.each([
    ['TRANSLATION_EXIST_TRANSLATION', 'contributions:errors.error_translation_exists'],
    ['SYNONYM_UNIQUE', 'contributions:errors.error_synonym_exists'],
    ['ANTONYM_UNIQUE', 'contributions:errors.error_antonym_exists'],
    ['SYNONYM_CANNOT_BE_ADDED_EXCEPTION', 'contributions:errors.error_synonym_cannot_be_added'],
    ['ANTONYM_CANNOT_BE_ADDED_EXCEPTION', 'contributions:errors.error_antonym_cannot_be_added'],
    ['SENTENCE_EXIST', 'contributions:errors.error_sample_exists'],
    ['WORD_SENTENCE_EXIST', 'contributions:errors.error_sample_exists'],
    ['SENTENCE_TRANSLATION_EXIST', 'contributions:errors.error_sample_exists'],
    ['EXIST_WORD_SENTENCE_TO_WS', 'contributions:errors.error_sample_exists'],
    ['WORD_AUDIO_EXIST', 'contributions:errors.error_audio_exists'],
    ['TRANSLATION_NOT_FOUND', 'contributions:errors.error_change_remote_translation'],
    ['VERIFICATION_IS_EXIST', 'contributions:errors.error_complain_exists'],
    ['COMPLAIN_BEING_PROCESSED', 'contributions:errors.complaint_already_sent'],
    ['ADMINS_CAN_NOT_BE_COMPLAINED', 'contributions:errors.admins_cannot_be_complained_error'],
    ['MEANING_EXIST', 'contributions:errors.error_meaning_exists'],
    ['WORD_CANNOT_BE_ADDED', 'contributions:errors.error_word_cannot_be_added'],
    ['CONTENT_DELETED', 'contributions:errors.error_content_deleted'],
    ['SOMETHING_ELSE', 'server_error_title'],
  ])('%s shows %s', (code, key) => {
    expect(contributionErrorOutcome(http(code))).toEqual({ type: 'message', key, code });
  });

  it('ignores ENTITY_IS_VERIFIED and cancelled calls', () => {
    expect(contributionErrorOutcome(http('ENTITY_IS_VERIFIED'))).toEqual({ type: 'ignore' });
    expect(contributionErrorOutcome(new ApiError({ kind: 'cancelled', code: 'CANCELLED', method: 'GET', url: '/' }))).toEqual({ type: 'ignore' });
  });

  it('opens the dispute-parent popup with the payload for ENTITY_HAS_UNVERIFIED_PARENTS', () => {
    const payload = { entity_type_slug: 'translation-union', entity_id: 3, review_status: 'under_review', summary: 'a → b', translation_union_id: 3, moderation_task_id: 9 };
    expect(contributionErrorOutcome(http('ENTITY_HAS_UNVERIFIED_PARENTS', 400, payload))).toEqual({ type: 'dispute', payload });
    expect(contributionErrorKey(http('ENTITY_HAS_UNVERIFIED_PARENTS'))).toBe('contributions:errors.error_unverified_parent');
  });

  it('names refused uploads by status when there is no business code', () => {
    expect(contributionErrorKey(http('PAYLOAD_TOO_LARGE', 413))).toBe('contributions:errors.error_audio_too_large');
    expect(contributionErrorKey(http('UNSUPPORTED_MEDIA_TYPE', 415))).toBe('contributions:errors.error_audio_format');
  });
});
