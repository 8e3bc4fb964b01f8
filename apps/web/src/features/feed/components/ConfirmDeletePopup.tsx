// The post delete popup (community.md §2): confirm, then delete; a failure shows server_error_title.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../shared/alerts/store';
import { Popup } from '../../../shared/ui/Popup';

export function ConfirmDeletePopup({
  opened,
  onClose,
  onDelete,
  what,
}: {
  opened: boolean;
  onClose(): void;
  onDelete(): Promise<unknown>;
  what: string;
}) {
  const { t } = useTranslation('feed');
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onDelete();
      onClose();
    } catch {
      alerts.showError('server', { messageKey: 'common:server_error_title', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Popup opened={opened} onClose={onClose} title={t('delete.title')}>
      <Text mb="lg">{t('delete.text', { what })}</Text>
      <Group justify="flex-end">
        <Button variant="default" radius="xl" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          color="red"
          radius="xl"
          loading={busy}
          onClick={() => void confirm()}
          data-testid="confirm-delete"
        >
          {t('actions.delete')}
        </Button>
      </Group>
    </Popup>
  );
}
