// Clearing the whole search history asks first.
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';

export interface ConfirmClearHistoryProps {
  opened: boolean;
  onClose(): void;
  onConfirm(): Promise<void>;
}

export default function ConfirmClearHistory({ opened, onClose, onConfirm }: ConfirmClearHistoryProps) {
  const { t } = useTranslation('dictionary');
  const [busy, setBusy] = useState(false);
  return (
    <Popup opened={opened} onClose={onClose} title={t('history.confirm_title')}>
      <Text c="dimmed">{t('history.confirm_text')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" radius="xl" onClick={onClose}>
          {t('history.cancel')}
        </Button>
        <Button
          color="red"
          radius="xl"
          loading={busy}
          data-testid="history-clear-confirm"
          onClick={() => {
            setBusy(true);
            // A failure keeps the popup open (the API client already said what went wrong).
            onConfirm()
              .then(onClose, () => undefined)
              .finally(() => setBusy(false));
          }}
        >
          {t('history.confirm')}
        </Button>
      </Group>
    </Popup>
  );
}
