import '@mantine/core/styles/List.css';
// The tasks tutorial popup (community.md §4: it toggles with a 300 ms delay).
import { Button, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';

export function TutorialPopup({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('tasks');
  return (
    <Popup opened={opened} onClose={onClose} title={t('tutorial.title')}>
      <List spacing="sm" data-testid="tasks-tutorial">
        <List.Item>{t('tutorial.check')}</List.Item>
        <List.Item>{t('tutorial.voice')}</List.Item>
        <List.Item>{t('tutorial.weight')}</List.Item>
        <List.Item>{t('tutorial.undo')}</List.Item>
        <List.Item>{t('tutorial.need_action')}</List.Item>
      </List>
      <Button fullWidth radius="xl" mt="lg" onClick={onClose}>
        {t('tutorial.close')}
      </Button>
    </Popup>
  );
}
