// AuthLogin (login/{type}): `email` is the e-mail and password form; `google` is where the Google
// redirect flow comes back with ?code&state. Other types go back to the choice page.
import '@mantine/core/styles/PasswordInput.css';
import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconBrandGoogleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { emailProblem, requiredProblem } from '../../../shared/account/validators';
import { isApiError } from '../../../shared/api';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { loginWithGoogle, loginWithPassword } from '../api/sign-in';
import { AuthShell } from '../components/AuthShell';
import { FormAlert } from '../../../shared/account/FormAlert';
import { GuestOnly } from '../components/GuestOnly';
import { useFinishSignIn } from '../lib/finish-sign-in';
import { forgetGoogleAttempt, googleRedirectUri, readGoogleCallback } from '../lib/google';
import { AuthFooterLink, AuthForm, EmailField, OtherMethodsButton } from '../components/AuthForm';

function EmailLogin() {
  const { t } = useTranslation(['auth', 'account']);
  const to = useLocalePath();
  const locale = useCurrentLocale();
  const finish = useFinishSignIn();
  const [error, setError] = useState<AccountErrorText | null>(null);
  const [slow, setSlow] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (emailProblem(v) ? t(emailProblem(v)!) : null),
      password: (v) => (requiredProblem(v) ? t(requiredProblem(v)!) : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSlow(false);
    try {
      await finish(
        await loginWithPassword({ email: values.email.trim(), password: values.password }, () => setSlow(true)),
        'password',
      );
    } catch (err) {
      setError(accountErrorText(err, locale));
    } finally {
      setSlow(false);
    }
  });

  return (
    <AuthForm
      testId="login-page"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <AuthFooterLink
          text={t('login.no_account')}
          link={t('login.create_account')}
          to={to('/sign_up/email')}
        />
      }
      error={error}
      slow={slow}
      onSubmit={submit}
    >
      <EmailField {...form.getInputProps('email')} />
      <div>
        <PasswordInput
          label={t('account:fields.password')}
          autoComplete="current-password"
          size="md"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={6}>
          <Anchor component={Link} to={to('/password-reset')} size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
      </div>
      <Button type="submit" size="md" radius="md" loading={form.submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      <OtherMethodsButton label={t('login.other_methods')} />
    </AuthForm>
  );
}

/** Exchanges each code once, even when React runs the effect twice (StrictMode) or the page re-renders. */
const exchanges = new Map<string, Promise<unknown>>();

function GoogleReturn() {
  const { t } = useTranslation(['auth', 'account']);
  const to = useLocalePath();
  const locale = useCurrentLocale();
  const finish = useFinishSignIn();
  const [search] = useSearchParams();
  const [error, setError] = useState<AccountErrorText | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const callback = readGoogleCallback(search);
    if (!callback.ok) {
      forgetGoogleAttempt();
      setError({ key: 'account:errors.social_failed_google' });
      return;
    }
    let exchange = exchanges.get(callback.code);
    if (!exchange) {
      exchange = loginWithGoogle({
        code: callback.code,
        redirect_uri: googleRedirectUri(),
        code_verifier: callback.verifier,
        nonce: callback.nonce,
      }).then((tokens) => finish(tokens, 'social'));
      exchanges.set(callback.code, exchange);
    }
    exchange
      .then(() => forgetGoogleAttempt())
      .catch((err: unknown) => {
        forgetGoogleAttempt();
        setError(
          isApiError(err) ? accountErrorText(err, locale) : { key: 'account:errors.social_failed_google' },
        );
      });
  }, [finish, locale, search]);

  if (!error) return <PageLoader />;
  return (
    <AuthShell
      testId="google-failed"
      title={t('google.failed_title')}
      icon={<IconBrandGoogleFilled size={24} />}
    >
      <Stack gap="md">
        <FormAlert error={error} />
        <Text c="dimmed" size="sm">
          {t('google.failed_hint')}
        </Text>
        <Button
          component={Link}
          to={to('/auth')}
          size="md"
          radius="md"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('google.back')}
        </Button>
      </Stack>
    </AuthShell>
  );
}

export default function LoginPage() {
  const { type } = useParams();
  const to = useLocalePath();
  if (type === 'email') {
    return (
      <GuestOnly>
        <EmailLogin />
      </GuestOnly>
    );
  }
  if (type === 'google') {
    return (
      <GuestOnly>
        <GoogleReturn />
      </GuestOnly>
    );
  }
  return <Navigate to={to('/auth')} replace />;
}
