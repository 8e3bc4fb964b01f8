// A synthetic voice for a word no member has recorded (espeak-ng): a play button labelled
// "synthetic voice", its IPA when the dictionary has none, and, for members, the switch that turns
// synthetic voices off. Languages espeak-ng lacks (and members who turned it off) get nothing.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Switch.css';
import { ActionIcon, Popover, Switch, Text } from '@mantine/core';
import { IconRobot, IconVolume } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyntheticVoiceProps } from '../../../shared/slots/slots';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { wordSpeechQueryOptions } from '../api/get-word-speech';
import { putSpeechSettings } from '../api/speech-settings';
import classes from './SyntheticVoice.module.css';

export default function SyntheticVoice({ wordId, word, showIpa, size = 'sm' }: SyntheticVoiceProps) {
  const { t } = useTranslation('speech');
  const loggedIn = useIsLoggedIn();
  const client = useQueryClient();
  const speech = useQuery(wordSpeechQueryOptions(wordId, loggedIn ? 'user' : 'guest'));
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const turnOff = useMutation({
    mutationFn: () => putSpeechSettings({ synthetic_voice: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['speech'] }),
  });
  const data = speech.data;
  if (!data) return null;

  const play = () => {
    audio.current?.pause();
    const a = new Audio(data.audio_url);
    audio.current = a;
    setPlaying(true);
    a.onended = a.onerror = () => setPlaying(false);
    void a.play().catch(() => setPlaying(false));
  };

  return (
    <span className={classes.voice} data-testid="synthetic-voice">
      {showIpa && (
        <span className={classes.ipa} data-testid="synthetic-ipa" title={t('ipa_title')}>
          /{data.ipa}/
        </span>
      )}
      <ActionIcon
        variant={playing ? 'light' : 'subtle'}
        size={size === 'md' ? 36 : 28}
        radius="xl"
        onClick={play}
        aria-label={t('play', { word })}
        title={t('play', { word })}
        data-testid="synthetic-voice-play"
      >
        <IconVolume size={size === 'md' ? 20 : 17} stroke={1.8} />
      </ActionIcon>
      <Popover width={260} position="bottom" withArrow shadow="md">
        <Popover.Target>
          <button type="button" className={classes.label} data-testid="synthetic-voice-label" title={t('label_title')}>
            <IconRobot size={13} aria-hidden /> {t('label')}
          </button>
        </Popover.Target>
        <Popover.Dropdown>
          <Text fz="sm" mb={loggedIn ? 'xs' : 0}>
            {t('explain')}
          </Text>
          {loggedIn && (
            <Switch
              checked
              disabled={turnOff.isPending}
              onChange={() => turnOff.mutate()}
              label={t('setting')}
              data-testid="synthetic-voice-setting"
            />
          )}
        </Popover.Dropdown>
      </Popover>
    </span>
  );
}
