import type { AiMessage } from '@glossa/contract';
import type { AiMessageRow } from './repository';

export function presentAiMessage(row: AiMessageRow): AiMessage {
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    text: row.text,
    correction: row.correctionOriginal !== null && row.correctionText !== null ? { original: row.correctionOriginal, corrected: row.correctionText } : null,
    state: row.state === 'failed' ? 'failed' : 'complete',
    created_at: row.createdAt.toISOString(),
  };
}
