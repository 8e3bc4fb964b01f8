// profile/{nickname}/deleting: deleting the account needs the registration e-mail typed (core.md §5).
// The server ends every session and erases the personal data; this browser forgets the user.
import '@mantine/core/styles/List.css';
import { useState, type FormEvent } from 'react';
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { FormAlert } from '../../../shared/account/FormAlert';
import { alerts } from '../../../shared/alerts/store';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { forgetDeletedAccount } from '../../../shared/session/logout';
import { useProfile } from '../../../shared/session/profile';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { deleteAccount } from '../api/account';
import { profileBase } from '../components/ProfileLayout';
import { Section } from '../components/Section';
import { usePageTitle } from '../../../shared/ui/use-page-title';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export default function DeleteAccountPage() {
  usePageTitle('profile', 'nav.delete');
  const { t } = useTranslation(['profile', 'account']);
  const to = useLocalePath();
  const navigate = useNavigate();
  const locale = useCurrentLocale();
  const { data: profile } = useProfile();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AccountErrorText | null>(null);

  if (!profile) return <PageLoader />;
  const registered = profile.email ?? '';
  const matches = registered !== '' && same(email, registered);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(email.trim());
      forgetDeletedAccount();
      alerts.showAlert('auth', { messageKey: 'profile:delete.done', tone: 'info' });
      void navigate(to('/feed'), { replace: true });
    } catch (err) {
      setError(accountErrorText(err, locale));
      setBusy(false);
    }
  };

  return (
    <Section title={t('delete.title')} testId="delete-page">
      <form onSubmit={(e) => void remove(e)} noValidate>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start" c="red.7">
            <IconAlertTriangle size={22} style={{ flexShrink: 0 }} />
            <Text fw={600}>{t('delete.warning')}</Text>
          </Group>
          <List size="sm" spacing={4} c="dimmed">
            <List.Item>{t('delete.what_profile')}</List.Item>
            <List.Item>{t('delete.what_sessions')}</List.Item>
            <List.Item>{t('delete.what_content')}</List.Item>
          </List>
          <FormAlert error={error} />
          <TextInput
            label={t('delete.type_email', { email: registered })}
            placeholder={registered}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            maw={440}
            data-testid="delete-email"
          />
          <Group>
            <Button
              type="submit"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={!matches}
              loading={busy}
              data-testid="delete-confirm"
            >
              {t('delete.confirm')}
            </Button>
            <Button component={Link} to={to(profileBase(profile.nickname ?? ''))} variant="default">
              {t('delete.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
