// The pronunciation button of a word. With show_audio_modal on (the default) it opens the audio popup
// (every recording, the settings); off, it plays the first recording at once.
import { Suspense, lazy, useState } from 'react';
import { ActionIcon, Loader } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDictionarySettings } from '../hooks/use-dictionary-settings';
import { playAudio, useAudioState } from '../hooks/use-audio';
import { audioSrc } from '../lib/audio';
import type { AudioButtonProps } from './AudioButton';
import classes from './Word.module.css';

const AudioPopup = lazy(() => import('../panels/AudioPopup'));

export default function AudioButtonImpl({ audios, word, size = 'sm' }: AudioButtonProps) {
  const { t } = useTranslation('dictionary');
  const { settings } = useDictionarySettings();
  const [popup, setPopup] = useState<'closed' | 'open' | 'loaded'>('closed');
  const first = audios[0];
  const src = first ? audioSrc(first) : null;
  const state = useAudioState(src);
  if (!first || !src) return null;

  const onClick = () => {
    if (settings.show_audio_modal) setPopup('open');
    else void playAudio(src);
  };

  return (
    <>
      <ActionIcon
        variant={state === 'playing' ? 'light' : 'subtle'}
        color={state === 'error' ? 'red' : undefined}
        size={size === 'md' ? 36 : 28}
        radius="xl"
        onClick={onClick}
        aria-label={t('audio.play', { word })}
        title={t('audio.play', { word })}
        data-testid="audio-button"
        data-state={state}
        className={classes.audioButton}
      >
        {state === 'loading' ? <Loader size={14} /> : <IconVolume size={size === 'md' ? 20 : 17} stroke={1.8} />}
      </ActionIcon>
      {popup !== 'closed' && (
        <Suspense fallback={null}>
          <AudioPopup
            opened={popup === 'open'}
            onClose={() => setPopup('loaded')}
            audios={audios}
            word={word}
          />
        </Suspense>
      )}
    </>
  );
}
