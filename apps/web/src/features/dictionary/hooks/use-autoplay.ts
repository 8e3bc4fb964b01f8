// autoplay_audio (core.md §3): opening a translation plays the pronunciation once (the translation
// word's, else the source word's). Opening follows a click, so browsers allow the sound.
import { useEffect, useRef } from 'react';
import type { Audio } from '@glossa/contract';
import { audioSrc } from '../lib/audio';
import { playAudio } from './use-audio';
import { useDictionarySettings } from './use-dictionary-settings';

export function useAutoplay(key: string | null, audio: Audio | undefined): void {
  const { settings } = useDictionarySettings();
  const played = useRef<string | null>(null);
  useEffect(() => {
    if (!key || !audio || !settings.autoplay_audio || played.current === key) return;
    played.current = key;
    void playAudio(audioSrc(audio));
  }, [key, audio, settings.autoplay_audio]);
}
