// The e-mail-not-verified popup (community.md §2 popups), with a button that sends the link again.
import { useState } from 'react';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { alerts } from '../../../shared/alerts/store';
import { isApiError } from '../../../shared/api';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { Popup } from '../../../shared/ui/Popup';
import { resendVerification } from '../api/email';
import { FormAlert } from '../../../shared/account/FormAlert';

export function EmailReminderPopup({
  email,
  opened,
  onClose,
}: {
  email: string;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation(['auth', 'account']);
  const locale = useCurrentLocale();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<AccountErrorText | null>(null);

  const resend = async () => {
    setSending(true);
    setError(null);
    try {
      await resendVerification();
      alerts.showAlert('auth', { messageKey: 'auth:reminder.sent', values: { email }, tone: 'success' });
      onClose();
    } catch (err) {
      if (isApiError(err) && err.code === 'EMAIL_ALREADY_VERIFIED') onClose();
      else setError(accountErrorText(err, locale));
    } finally {
      setSending(false);
    }
  };

  return (
    <Popup opened={opened} onClose={onClose} title={t('reminder.title')}>
      <Stack gap="md" data-testid="email-reminder">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" color="yellow">
            <IconMailExclamation size={24} />
          </ThemeIcon>
          <Text>{t('reminder.text', { email })}</Text>
        </Group>
        <FormAlert error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" onClick={onClose} data-testid="email-reminder-later">
            {t('reminder.later')}
          </Button>
          <Button loading={sending} onClick={() => void resend()} data-testid="email-reminder-resend">
            {t('reminder.resend')}
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
