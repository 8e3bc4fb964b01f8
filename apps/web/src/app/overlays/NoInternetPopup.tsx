import '@mantine/core/styles/ThemeIcon.css';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../shared/network/connection';
import { Popup } from '../../shared/ui/Popup';

export interface NoInternetPopupProps {
  /** "Try again": checks the connection; the button shows a loading state meanwhile. Omit to hide it. */
  onTryAgain?: () => void;
}

/** core.md §2: 'No internet connection', 'Please check your internet connection', optional 'Try again'. */
export default function NoInternetPopup({ onTryAgain }: NoInternetPopupProps) {
  const { t } = useTranslation();
  const open = useConnection((s) => s.popupOpen);
  const checking = useConnection((s) => s.checking);
  const close = useConnection((s) => s.closePopup);

  return (
    <Popup opened={open} onClose={close}>
      <Stack align="center" gap="sm" ta="center" pb="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconWifiOff size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={3}>{t('no_internet.title')}</Title>
        <Text c="dimmed">{t('no_internet.hint')}</Text>
        {onTryAgain && (
          <Button mt="sm" radius="xl" loading={checking} onClick={onTryAgain} miw={180} data-autofocus>
            {t('no_internet.try_again')}
          </Button>
        )}
      </Stack>
    </Popup>
  );
}
