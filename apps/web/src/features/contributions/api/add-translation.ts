// POST /api/translations (core.md §7): one item of a batch. Explanations are sent only when present,
// subjects cut to 5 before sending (core.md §5).
import type { Rating, Translation } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';

export interface AddTranslationInput {
  primaryWordId: number;
  translationWordId: number;
  translationLangCode: string;
  primaryExplanation?: string;
  translationExplanation?: string;
  vocabularyCodes?: string[];
}

export function addTranslationBody(input: AddTranslationInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    primary_word_id: input.primaryWordId,
    translation_word_id: input.translationWordId,
    translation_lang_code: input.translationLangCode,
  };
  const primary = input.primaryExplanation?.trim();
  const translation = input.translationExplanation?.trim();
  if (primary) body.primary_word_explanation = primary;
  if (translation) body.translation_word_explanation = translation;
  const codes = input.vocabularyCodes?.slice(0, LIMITS.vocabularyCodesPerTranslation) ?? [];
  if (codes.length > 0) body.vocabulary_codes = codes;
  return body;
}

export function addTranslation(input: AddTranslationInput): Promise<{ data: Translation; rating: Rating }> {
  return api.post('/translations', addTranslationBody(input));
}
