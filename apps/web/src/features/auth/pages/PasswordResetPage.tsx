// Password reset (password-reset?token): without a token, the request form (an e-mail with a link);
// with the token of that link, the new password. Setting it ends every session of the account.
import '@mantine/core/styles/PasswordInput.css';
import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconCircleCheck, IconKey, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { PasswordRules } from '../../../shared/account/RuleChecklist';
import { emailProblem, passwordProblem, repeatProblem } from '../../../shared/account/validators';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { endSession } from '../../../shared/session/session';
import { requestPasswordReset, resetPassword } from '../api/email';
import { AuthShell } from '../components/AuthShell';
import { AuthForm, EmailField, NewPasswordField, RepeatPasswordField } from '../components/AuthForm';

function BackToSignIn() {
  const { t } = useTranslation('auth');
  const to = useLocalePath();
  return (
    <Anchor component={Link} to={to('/login/email')} size="sm" fw={600}>
      <IconArrowLeft size={14} style={{ verticalAlign: -2 }} /> {t('reset.back')}
    </Anchor>
  );
}

function RequestLink() {
  const { t } = useTranslation(['auth', 'account']);
  const locale = useCurrentLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<AccountErrorText | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (v) => (emailProblem(v) ? t(emailProblem(v)!) : null) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      const text = accountErrorText(err, locale);
      if (text.field === 'email') form.setFieldError('email', t(text.key));
      else setError(text);
    }
  });

  if (sentTo) {
    return (
      <AuthShell
        testId="reset-sent"
        icon={<IconMailForward size={24} />}
        title={t('reset.sent_title')}
        footer={<BackToSignIn />}
      >
        <Stack gap="md">
          <Text>{t('reset.sent_text', { email: sentTo })}</Text>
          <Text size="sm" c="dimmed">
            {t('reset.sent_hint')}
          </Text>
          <Button variant="default" radius="md" onClick={() => setSentTo(null)}>
            {t('reset.another_email')}
          </Button>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthForm
      testId="reset-request"
      icon={<IconKey size={24} />}
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<BackToSignIn />}
      error={error}
      onSubmit={submit}
    >
      <EmailField {...form.getInputProps('email')} />
      <Button
        type="submit"
        size="md"
        radius="md"
        loading={form.submitting}
        data-testid="reset-request-submit"
      >
        {t('reset.send')}
      </Button>
    </AuthForm>
  );
}

function NewPassword({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'account']);
  const to = useLocalePath();
  const locale = useCurrentLocale();
  const [done, setDone] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<AccountErrorText | null>(null);
  const message = (key: string | null) => (key ? t(key) : null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', repeat: '' },
    validateInputOnBlur: true,
    validate: {
      password: (v) => message(passwordProblem(v)),
      repeat: (v, values) => message(repeatProblem(v, values.password)),
    },
  });

  const submit = form.onSubmit(
    async ({ password }) => {
      setError(null);
      try {
        await resetPassword(token, password);
        // Every session of the account has ended, this browser's too.
        endSession('logout');
        setDone(true);
      } catch (err) {
        setError(accountErrorText(err, locale));
      }
    },
    () => setAttempted(true),
  );

  if (done) {
    return (
      <AuthShell testId="reset-done" icon={<IconCircleCheck size={24} />} title={t('reset.done_title')}>
        <Stack gap="md">
          <Text>{t('reset.done_text')}</Text>
          <Button component={Link} to={to('/login/email')} size="md" radius="md" data-testid="reset-sign-in">
            {t('reset.sign_in')}
          </Button>
        </Stack>
      </AuthShell>
    );
  }

  const invalidLink = error?.key === 'account:errors.reset_link_invalid';
  return (
    <AuthForm
      testId="reset-new-password"
      icon={<IconKey size={24} />}
      title={t('reset.new_title')}
      subtitle={t('reset.new_subtitle')}
      error={error}
      onSubmit={submit}
    >
      {invalidLink && (
        <Button component={Link} to={to('/password-reset')} variant="light" radius="md">
          {t('reset.request_again')}
        </Button>
      )}
      <div>
        <NewPasswordField label={t('account:fields.new_password')} {...form.getInputProps('password')} />
        <PasswordRules value={form.values.password} showErrors={attempted} />
      </div>
      <RepeatPasswordField {...form.getInputProps('repeat')} />
      <Button type="submit" size="md" radius="md" loading={form.submitting} data-testid="reset-submit">
        {t('reset.save')}
      </Button>
    </AuthForm>
  );
}

export default function PasswordResetPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token ? <NewPassword token={token} /> : <RequestLink />;
}
