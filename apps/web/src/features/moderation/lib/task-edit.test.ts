import type { ModerationTask } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { taskEdit } from './task-edit';

function task(slug: string, entity: Record<string, unknown>, extra: Partial<ModerationTask['detail_data']> = {}): ModerationTask {
  return {
    id: 9,
    type: 'dictionary',
    detail_data: {
      kind: 'add',
      entity_type_slug: slug,
      entity_id: '42',
      translation_union_id: 7,
      lang_codes: ['eng'],
      summary: 's',
      entity,
      review_status: 'under_review',
      author: null,
      complaint: null,
      ...extra,
    },
    done: false,
    resolution: null,
    date_of_receiving: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('taskEdit', () => {
  it('sends editable material to its edit screen', () => {
    expect(taskEdit(task('translation-union', { primary_lang: 'eng' }))).toEqual({
      kind: 'screen',
      path: '/editing/translation?translation_id=42&lang=eng',
    });
    expect(taskEdit(task('translation-meaning', { lang_code: 'ger', value: 'x' }))).toEqual({
      kind: 'screen',
      path: '/editing/meanings-ger?translation_id=7&meaning_id=42',
    });
    expect(taskEdit(task('antonym', { lang_code: 'eng' }))).toEqual({ kind: 'screen', path: '/editing/antonym-eng?translation_id=7&entry_id=42' });
    expect(taskEdit(task('word-sentence', { lang_code: 'spa' }))).toEqual({
      kind: 'screen',
      path: '/editing/sentences-spa/step:1?word_sentence_id=42',
    });
  });

  it('edits sentence pairs and orphan meanings in place', () => {
    expect(
      taskEdit(task('sentence-translation', { sentence_id: 1, sentence_text: 'a b', translation_sentence_id: 2, translation_sentence_text: 'c d' })),
    ).toEqual({ kind: 'pair', sentence: { id: 1, text: 'a b' }, translation: { id: 2, text: 'c d' } });
    expect(taskEdit(task('translation-meaning', { lang_code: 'ger', value: 'x' }, { translation_union_id: null }))).toEqual({
      kind: 'meaning',
      value: 'x',
    });
  });

  it('offers no edit for attributes, subjects, audio and complaints', () => {
    for (const slug of ['translation-attribute', 'translation-vocabulary', 'word-audio']) expect(taskEdit(task(slug, {})).kind).toBe('none');
    expect(taskEdit(task('translation-union', {}, { kind: 'complaint' })).kind).toBe('none');
  });
});
