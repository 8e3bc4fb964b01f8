// profile/{nickname}/logout: ends the session here; everything of the user in this browser goes too.
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { logout } from '../../../shared/session/logout';
import { profileBase } from '../components/ProfileLayout';
import { Section } from '../components/Section';
import { usePageTitle } from '../../../shared/ui/use-page-title';

export default function LogoutPage() {
  usePageTitle('profile', 'nav.logout');
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  const navigate = useNavigate();
  const { nickname = '' } = useParams();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    await logout();
    void navigate(to('/auth'), { replace: true });
  };

  return (
    <Section title={t('logout.title')} testId="logout-page">
      <Text mb="lg">{t('logout.text')}</Text>
      <Group>
        <Button
          color="red"
          leftSection={<IconLogout size={16} />}
          loading={busy}
          onClick={() => void signOut()}
          data-testid="logout-confirm"
        >
          {t('logout.confirm')}
        </Button>
        <Button component={Link} to={to(profileBase(nickname))} variant="default">
          {t('logout.cancel')}
        </Button>
      </Group>
    </Section>
  );
}
