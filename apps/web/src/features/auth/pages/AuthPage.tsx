// Auth (core.md §2): choose how to continue: a social provider (when configured) or e-mail.
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { IconMail, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountErrorText } from '../../../shared/account/errors';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLoginProviders } from '../api/providers';
import { AuthShell } from '../components/AuthShell';
import { FormAlert } from '../../../shared/account/FormAlert';
import { GuestOnly } from '../components/GuestOnly';
import { SocialButtons, hasSocialProviders } from '../components/SocialButtons';

/**
 * "By continuing you accept the <terms>Terms</terms> and the <privacy>Privacy policy</privacy>."
 * with the two tags as links. Parsed here rather than with react-i18next's <Trans>: the i18n code
 * sits in the framework chunk every page loads, and Trans (with its HTML parser) would grow it.
 */
function LegalNote({ text }: { text: string }) {
  const to = useLocalePath();
  const links: Record<string, string> = { terms: '/terms', privacy: '/privacy' };
  const parts = text.split(/(<(?:terms|privacy)>.*?<\/(?:terms|privacy)>)/);
  return (
    <>
      {parts.map((part, i) => {
        const match = /^<(terms|privacy)>(.*)<\/\1>$/.exec(part);
        if (!match) return part;
        return (
          <Anchor key={i} component={Link} to={to(links[match[1]!]!)} size="xs" underline="always">
            {match[2]}
          </Anchor>
        );
      })}
    </>
  );
}

function AuthChoice() {
  const { t } = useTranslation('auth');
  const to = useLocalePath();
  const { data: providers } = useLoginProviders();
  const [error, setError] = useState<AccountErrorText | null>(null);

  return (
    <AuthShell
      testId="auth-page"
      title={t('choice.title')}
      subtitle={t('choice.subtitle')}
      footer={
        <Text size="xs" c="dimmed">
          <LegalNote text={t('choice.legal')} />
        </Text>
      }
    >
      <Stack gap="md">
        <FormAlert error={error} />
        <SocialButtons onError={setError} />
        {hasSocialProviders(providers) && <Divider label={t('choice.or')} labelPosition="center" my={4} />}
        <Button
          component={Link}
          to={to('/login/email')}
          size="md"
          radius="md"
          leftSection={<IconMail size={18} />}
          data-testid="login-with-email"
        >
          {t('choice.email')}
        </Button>
        <Button
          component={Link}
          to={to('/sign_up/email')}
          size="md"
          radius="md"
          variant="light"
          leftSection={<IconUserPlus size={18} />}
          data-testid="create-account"
        >
          {t('choice.create_account')}
        </Button>
      </Stack>
    </AuthShell>
  );
}

export default function AuthPage() {
  return (
    <GuestOnly>
      <AuthChoice />
    </GuestOnly>
  );
}
