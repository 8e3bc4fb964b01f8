import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../../shared/ui/Popup';

/** A yes/no question before something that cannot be undone (delete a message, block a user). */
export function ConfirmPopup({ opened, title, text, confirm, onConfirm, onClose }: { opened: boolean; title: string; text: string; confirm: string; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation('chat');
  return (
    <Popup opened={opened} onClose={onClose} title={title}>
      <Text mb="lg">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          data-testid="confirm"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirm}
        </Button>
      </Group>
    </Popup>
  );
}
