// The moderators' warning in force on one's own account (community.md §3 User info `reprimand`):
// why, their comment, and until when. Only the member sees it; who gave it is not shown.
import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserReprimand } from '@glossa/contract';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';

export function WarningNotice({ reprimand }: { reprimand: UserReprimand }) {
  // The reasons' labels are the moderation namespace's (the same words the moderator chose from).
  const { t } = useTranslation(['profile', 'moderation']);
  const locale = useCurrentLocale();
  const until = reprimand.ends_at
    ? t('profile:warning.until', {
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(reprimand.ends_at)),
      })
    : t('profile:warning.until_removed');
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={20} />}
      title={t('profile:warning.title')}
      data-testid="own-warning"
    >
      <Text size="sm">{t('profile:warning.reason', { reason: t(`moderation:reasons.${reprimand.reason}`) })}</Text>
      {reprimand.comment && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {reprimand.comment}
        </Text>
      )}
      <Text size="sm" mt={4} c="dimmed">
        {until}
      </Text>
    </Alert>
  );
}
