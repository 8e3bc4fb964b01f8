// POST /api/words/{wordId}/sentence (with its translation in the same call) and
// PUT /api/words/sentence/{wordSentenceId} (text, selected positions, changed word form).
import type { Rating, SentenceItem } from '@glossa/contract';
import { api } from '../../../shared/api';

type Answer = { data: SentenceItem; rating: Rating };

export interface SentenceInput {
  text: string;
  positions: number[];
  changedWordForm: string;
}

export function addSentence(
  wordId: number,
  input: SentenceInput,
  translation: { text: string; langCode: string } | null,
): Promise<Answer> {
  return api.post(`/words/${wordId}/sentence`, {
    sentence_text: input.text.trim(),
    selected_positions: input.positions,
    changed_word_form: input.changedWordForm.trim() || null,
    translation: translation && translation.text.trim() ? { sentence_text: translation.text.trim(), lang_code: translation.langCode } : undefined,
  });
}

export function editWordSentence(wordSentenceId: number, input: SentenceInput, moderationTaskId?: number): Promise<Answer> {
  return api.put(`/words/sentence/${wordSentenceId}`, {
    sentence_text: input.text.trim(),
    selected_positions: input.positions,
    changed_word_form: input.changedWordForm.trim() || null,
    moderation_task_id: moderationTaskId,
  });
}
