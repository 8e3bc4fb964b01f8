// The notification settings page (community.md §2 "settings", mobile; the desktop panel shows the same).
import { Anchor, Container, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { NotificationSettings } from '../components/NotificationSettings';

export default function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const to = useLocalePath();
  useDocumentTitle(`${t('settings_title')} · Glossa`);
  return (
    <Container size={720} py="md">
      <Anchor component={Link} to={to('/notifications')} size="sm">
        {t('back')}
      </Anchor>
      <Title order={1} size="h2" my="md">
        {t('settings_title')}
      </Title>
      <NotificationSettings />
    </Container>
  );
}
