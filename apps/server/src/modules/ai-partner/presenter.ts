import type { AiMessage } from '@glossa/contract';
import type { AiMessageRow } from './repository';
import { parseMarks } from './use-cases/dictionary';

/** The partner's replies are stored as written, [[marks]] included; they are presented as text and offsets. */
export function presentAiMessage(row: AiMessageRow): AiMessage {
  const assistant = row.role === 'assistant';
  const { text, marks } = assistant ? parseMarks(row.text) : { text: row.text, marks: [] };
  return {
    id: row.id,
    role: assistant ? 'assistant' : 'user',
    text,
    marks,
    correction: row.correctionOriginal !== null && row.correctionText !== null ? { original: row.correctionOriginal, corrected: row.correctionText } : null,
    state: row.state === 'failed' ? 'failed' : 'complete',
    created_at: row.createdAt.toISOString(),
  };
}
