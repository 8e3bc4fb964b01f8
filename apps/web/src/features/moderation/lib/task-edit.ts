// How a moderator edits the material of a task (community.md §4 "edited (sent for review)"): on the
// entity's own edit screen, which sends moderation_task_id and comes back to Moderation (core.md §4
// finish flow, branch 3), or in place for what has no screen of its own (a sentence pair, a meaning
// without its translation). Attributes, subjects and audio are added or replaced, never edited.
import type { ModerationTask } from '@glossa/contract';

export type TaskEdit =
  | { kind: 'screen'; path: string }
  | { kind: 'meaning'; value: string }
  | { kind: 'pair'; sentence: { id: number; text: string }; translation: { id: number; text: string } }
  | { kind: 'none' };

const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const lang = (v: unknown) => (typeof v === 'string' && /^[a-z]{2,3}$/.test(v) ? v : null);

export function taskEdit(task: ModerationTask): TaskEdit {
  const d = task.detail_data;
  if (task.type !== 'dictionary' || d.kind === 'complaint') return { kind: 'none' };
  const id = Number(d.entity_id);
  const e = d.entity;
  const union = d.translation_union_id;
  switch (d.entity_type_slug) {
    case 'translation-union':
      return { kind: 'screen', path: `/editing/translation?translation_id=${id}${lang(e.primary_lang) ? `&lang=${e.primary_lang}` : ''}` };
    case 'translation-meaning': {
      const l = lang(e.lang_code);
      if (union !== null && l) return { kind: 'screen', path: `/editing/meanings-${l}?translation_id=${union}&meaning_id=${id}` };
      return { kind: 'meaning', value: str(e.value) ?? d.summary };
    }
    case 'synonym':
    case 'antonym': {
      const l = lang(e.lang_code);
      if (union === null || !l) return { kind: 'none' };
      return { kind: 'screen', path: `/editing/${d.entity_type_slug}-${l}?translation_id=${union}&entry_id=${id}` };
    }
    case 'word-sentence': {
      const l = lang(e.lang_code);
      return l ? { kind: 'screen', path: `/editing/sentences-${l}/step:1?word_sentence_id=${id}` } : { kind: 'none' };
    }
    case 'sentence-translation': {
      const a = num(e.sentence_id);
      const b = num(e.translation_sentence_id);
      if (a === null || b === null) return { kind: 'none' };
      return {
        kind: 'pair',
        sentence: { id: a, text: str(e.sentence_text) ?? '' },
        translation: { id: b, text: str(e.translation_sentence_text) ?? '' },
      };
    }
    default:
      return { kind: 'none' };
  }
}
