// Deleting favorites is asked once more: they leave this folder (copies in other folders stay).
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';
import classes from './Folders.module.css';

export function ConfirmDeleteItems({ count, onConfirm, onClose }: { count: number; onConfirm(): Promise<void>; onClose(): void }) {
  const { t } = useTranslation('favorites');
  const [busy, setBusy] = useState(false);
  return (
    <Popup opened onClose={onClose} title={t('items.delete_title', { count })}>
      <p className={classes.popupText}>{t('items.delete_text', { count })}</p>
      <Group justify="flex-end" mt="lg" gap="sm" data-no-selection-tooltip>
        <Button variant="default" radius="xl" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          color="red"
          radius="xl"
          loading={busy}
          data-testid="delete-items-confirm"
          onClick={() => {
            setBusy(true);
            onConfirm().then(onClose, () => setBusy(false));
          }}
        >
          {t('items.delete')}
        </Button>
      </Group>
    </Popup>
  );
}
