// GET /api/speech/words/{id}: the synthetic voice (espeak-ng) and IPA of a word, or null when the
// language has none or the viewer turned them off.
import { queryOptions } from '@tanstack/react-query';
import type { SyntheticSpeech } from '@glossa/contract';
import { api } from '../../../shared/api';
import { speechKeys } from './keys';

export function getWordSpeech(id: number, signal?: AbortSignal): Promise<SyntheticSpeech | null> {
  return api.get<{ data: SyntheticSpeech | null }>(`/speech/words/${id}`, { signal }).then((a) => a.data);
}

export function wordSpeechQueryOptions(id: number, viewer: 'user' | 'guest') {
  return queryOptions({
    queryKey: speechKeys.word(id, viewer),
    queryFn: ({ signal }) => getWordSpeech(id, signal),
    // Content-addressed and made once: it does not change.
    staleTime: Infinity,
  });
}
