// The audio popup: every recording of a word (the first starts at once) and the audio settings.
import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import type { Audio } from '@glossa/contract';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';
import { playAudio, stopAudio, useAudioState } from '../hooks/use-audio';
import { audioSrc } from '../lib/audio';
import { AudioSettings } from './detail/AudioSettings';
import classes from './detail/Detail.module.css';

function Recording({ audio, index }: { audio: Audio; index: number }) {
  const { t } = useTranslation('dictionary');
  const src = audioSrc(audio);
  const state = useAudioState(src);
  const playing = state === 'playing' || state === 'loading';
  return (
    <UnstyledButton
      className={classes.recording}
      data-state={state}
      onClick={() => (playing ? stopAudio() : void playAudio(src))}
      data-testid="recording"
    >
      {playing ? <IconPlayerStopFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
      <span>{t('audio.recording', { n: index + 1 })}</span>
      {state === 'error' && <span className={classes.recordingError}>{t('audio.failed')}</span>}
    </UnstyledButton>
  );
}

export default function AudioPopup({
  opened,
  onClose,
  audios,
  word,
}: {
  opened: boolean;
  onClose(): void;
  audios: readonly Audio[];
  word: string;
}) {
  const { t } = useTranslation('dictionary');
  const first = audios[0];
  useEffect(() => {
    if (opened && first) void playAudio(audioSrc(first));
  }, [opened, first]);

  return (
    <Popup opened={opened} onClose={onClose} title={t('audio.title', { word })}>
      <div className={classes.recordings}>
        {audios.map((audio, i) => (
          <Recording key={audio.id} audio={audio} index={i} />
        ))}
      </div>
      <Text size="sm" fw={600} mt="lg" mb="xs">
        {t('audio.settings')}
      </Text>
      <AudioSettings />
    </Popup>
  );
}
