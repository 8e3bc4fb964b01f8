// autoplay_audio and show_audio_modal (core.md §3, both on by default): the server keeps a signed-in
// user's settings (GET/PUT /dictionary/settings), this browser keeps a guest's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { DictionarySettings } from '@glossa/contract';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { dictionarySettingsQueryOptions, putDictionarySettings } from '../api/dictionary-settings';
import { dictionaryKeys } from '../api/keys';

export const DEFAULT_SETTINGS: DictionarySettings = { autoplay_audio: true, show_audio_modal: true };

interface LocalSettingsState extends DictionarySettings {
  set(patch: Partial<DictionarySettings>): void;
}

const useLocalSettings = create<LocalSettingsState>()(
  persist((set) => ({ ...DEFAULT_SETTINGS, set: (patch) => set(patch) }), { name: 'glossa-dictionary-settings' }),
);

export function useDictionarySettings(): {
  settings: DictionarySettings;
  update(patch: Partial<DictionarySettings>): void;
} {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const local = useLocalSettings();
  const server = useQuery({ ...dictionarySettingsQueryOptions(), enabled: loggedIn });
  const mutation = useMutation({
    mutationFn: putDictionarySettings,
    onMutate: (patch) => {
      const before = queryClient.getQueryData<DictionarySettings>(dictionaryKeys.settings);
      queryClient.setQueryData<DictionarySettings>(dictionaryKeys.settings, { ...DEFAULT_SETTINGS, ...before, ...patch });
      return { before };
    },
    onError: (_e, _patch, ctx) => queryClient.setQueryData(dictionaryKeys.settings, ctx?.before),
    onSuccess: (saved) => queryClient.setQueryData(dictionaryKeys.settings, saved),
  });

  if (!loggedIn) {
    return {
      settings: { autoplay_audio: local.autoplay_audio, show_audio_modal: local.show_audio_modal },
      update: local.set,
    };
  }
  return { settings: server.data ?? DEFAULT_SETTINGS, update: (patch) => mutation.mutate(patch) };
}
