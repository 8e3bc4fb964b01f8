// GET / PUT /api/speech/settings: whether a member hears synthetic voices.
import { queryOptions } from '@tanstack/react-query';
import type { SpeechSettings } from '@glossa/contract';
import { api } from '../../../shared/api';
import { speechKeys } from './keys';

export function getSpeechSettings(signal?: AbortSignal): Promise<SpeechSettings> {
  return api.get<{ data: SpeechSettings }>('/speech/settings', { signal }).then((a) => a.data);
}

export function putSpeechSettings(patch: Partial<SpeechSettings>): Promise<SpeechSettings> {
  return api.put<{ data: SpeechSettings }>('/speech/settings', patch).then((a) => a.data);
}

export function speechSettingsQueryOptions() {
  return queryOptions({ queryKey: speechKeys.settings, queryFn: ({ signal }) => getSpeechSettings(signal), staleTime: 10 * 60_000 });
}
