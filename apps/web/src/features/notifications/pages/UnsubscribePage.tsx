// The digest's unsubscribe link (no sign-in): /notifications/unsubscribe?uuid=&token= turns the
// daily e-mail off for every notification type.
import { Button, Container, Loader, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../../shared/api';

export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(`${t('unsubscribe_title')} · Glossa`);
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const token = params.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => api.post('/user/notifications/unsubscribe', { uuid, token }, { silent: true }) });

  return (
    <Container size={640} py="xl">
      <Title order={1} size="h2" mb="md">
        {t('unsubscribe_title')}
      </Title>
      {stop.isSuccess ? (
        <Text data-testid="unsubscribe-done">{t('unsubscribe_done')}</Text>
      ) : stop.isError ? (
        <Text c="var(--glossa-danger-text)">{t('unsubscribe_invalid')}</Text>
      ) : stop.isPending ? (
        <Loader size="sm" />
      ) : (
        <>
          <Text mb="md">{t('unsubscribe_question')}</Text>
          <Button onClick={() => stop.mutate()} disabled={!uuid || !token}>
            {t('unsubscribe_button')}
          </Button>
        </>
      )}
    </Container>
  );
}
