// The two per-user audio settings (core.md §3): saved on the server when signed in, else here.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDictionarySettings } from '../../hooks/use-dictionary-settings';

export function AudioSettings() {
  const { t } = useTranslation('dictionary');
  const { settings, update } = useDictionarySettings();
  return (
    <Stack gap="xs">
      <Switch
        checked={settings.autoplay_audio}
        onChange={(event) => update({ autoplay_audio: event.currentTarget.checked })}
        label={t('audio.autoplay')}
        data-testid="setting-autoplay"
      />
      <Switch
        checked={settings.show_audio_modal}
        onChange={(event) => update({ show_audio_modal: event.currentTarget.checked })}
        label={t('audio.show_modal')}
        data-testid="setting-audio-modal"
      />
    </Stack>
  );
}
