// POST /chat-api/messages/{id}/translate: a message machine-translated for its reader (from the
// author's native language into the reader's, as the profiles say); the answer names the engine.
import type { QuickTranslation } from '@glossa/contract';
import { api } from '../../../shared/api';

export function translateMessage(id: number): Promise<QuickTranslation> {
  return api
    .post<{ data: QuickTranslation }>(`/messages/${id}/translate`, {}, { base: 'chat', replayWhenOnline: false, silent: true })
    .then((a) => a.data);
}
