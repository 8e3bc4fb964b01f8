// A signed-in user's dictionary settings (autoplay_audio, show_audio_modal; core.md §3):
// GET / PUT /api/dictionary/settings. Guests keep theirs in this browser (hooks/use-dictionary-settings).
import { queryOptions } from '@tanstack/react-query';
import type { DictionarySettings } from '@glossa/contract';
import { api } from '../../../shared/api';
import { dictionaryKeys } from './keys';

export function getDictionarySettings(signal?: AbortSignal): Promise<DictionarySettings> {
  return api.get<{ data: DictionarySettings }>('/dictionary/settings', { signal }).then((a) => a.data);
}

export function putDictionarySettings(patch: Partial<DictionarySettings>): Promise<DictionarySettings> {
  return api.put<{ data: DictionarySettings }>('/dictionary/settings', patch).then((a) => a.data);
}

export function dictionarySettingsQueryOptions() {
  return queryOptions({
    queryKey: dictionaryKeys.settings,
    queryFn: ({ signal }) => getDictionarySettings(signal),
    staleTime: 10 * 60_000,
  });
}
