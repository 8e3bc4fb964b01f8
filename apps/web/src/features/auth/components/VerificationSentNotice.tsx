// Right after sign-up (once the profile is complete): a notice that the verification e-mail was
// sent, to which address, with a button to send it again. It stays until closed, so a new member
// knows the mail is on its way instead of finding out deep in the profile (issue 36, item 9).
import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../shared/alerts/store';
import { resendVerification } from '../api/email';

export function VerificationSentNotice({ email, onClose }: { email: string; onClose(): void }) {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await resendVerification();
      alerts.showAlert('auth', { messageKey: 'auth:reminder.sent', values: { email }, tone: 'success' });
      onClose();
    } catch {
      // Already verified or too soon: the shared error alert has said so.
    } finally {
      setSending(false);
    }
  };
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="md"
      role="status"
      data-testid="verification-sent"
      style={{ position: 'fixed', insetInline: 12, bottom: 'calc(76px + env(safe-area-inset-bottom))', zIndex: 300, maxWidth: 460, marginInline: 'auto' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconMailForward size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <div style={{ flex: 1 }}>
          <Text fw={600}>{t('verification_sent.title')}</Text>
          <Text size="sm">{t('verification_sent.text', { email })}</Text>
          <Button size="compact-sm" variant="subtle" px={0} mt={4} loading={sending} onClick={() => void resend()}>
            {t('reminder.resend')}
          </Button>
        </div>
        <CloseButton onClick={onClose} aria-label={t('verification_sent.close')} />
      </Group>
    </Paper>
  );
}
