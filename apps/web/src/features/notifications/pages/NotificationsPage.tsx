// The notifications page (community.md §2 "notifications", a page on mobile; on desktop the bell's
// side panel shows the same list, and this page works too).
import { Container, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NotificationsPanel } from '../components/NotificationsPanel';

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(`${t('title')} · Glossa`);
  return (
    <Container size={720} py="md">
      <Title order={1} size="h2" mb="md">
        {t('title')}
      </Title>
      <NotificationsPanel />
    </Container>
  );
}
