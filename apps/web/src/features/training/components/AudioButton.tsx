import { ActionIcon } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Plays a word's recording. */
export function AudioButton({ url, size = 'lg' }: { url: string; size?: 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation('training');
  return (
    <ActionIcon variant="light" size={size} radius="xl" aria-label={t('lesson.play')} onClick={() => void new Audio(url).play().catch(() => undefined)}>
      <IconVolume size={20} />
    </ActionIcon>
  );
}
