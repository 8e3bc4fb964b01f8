// profile/{nickname}/password-update: change the password (POST /user/password/update); every other
// session of the account ends. An account made by social sign-in has no password yet: it gets a
// link to set one instead.
import '@mantine/core/styles/PasswordInput.css';
import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@glossa/contract';
import { PASSWORD_RULES } from '@glossa/contract/account-rules';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { FormAlert } from '../../../shared/account/FormAlert';
import { PasswordRules } from '../../../shared/account/RuleChecklist';
import { passwordProblem, repeatProblem, requiredProblem } from '../../../shared/account/validators';
import { alerts } from '../../../shared/alerts/store';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useProfile } from '../../../shared/session/profile';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { requestPasswordLink, updatePassword } from '../api/account';
import { Section } from '../components/Section';
import { usePageTitle } from '../../../shared/ui/use-page-title';

function SetPasswordByMail({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const locale = useCurrentLocale();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<AccountErrorText | null>(null);
  const send = async () => {
    setState('sending');
    setError(null);
    try {
      await requestPasswordLink(profile.email!);
      setState('sent');
    } catch (err) {
      setError(accountErrorText(err, locale));
      setState('idle');
    }
  };
  return (
    <Section title={t('password.title')} description={t('password.no_password')} testId="password-page">
      <Stack gap="md">
        <FormAlert error={error} />
        {state === 'sent' ? (
          <Text c="teal.8" fw={600} role="status">
            {t('password.link_sent', { email: profile.email })}
          </Text>
        ) : (
          <Group>
            <Button
              leftSection={<IconMailForward size={16} />}
              loading={state === 'sending'}
              onClick={() => void send()}
            >
              {t('password.send_link')}
            </Button>
          </Group>
        )}
      </Stack>
    </Section>
  );
}

function ChangePassword() {
  const { t } = useTranslation(['profile', 'account']);
  const locale = useCurrentLocale();
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<AccountErrorText | null>(null);
  const message = (key: string | null) => (key ? t(key) : null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { old_password: '', new_password: '', repeat: '' },
    validateInputOnBlur: true,
    validate: {
      old_password: (v) => message(requiredProblem(v)),
      new_password: (v) => message(passwordProblem(v)),
      repeat: (v, values) => message(repeatProblem(v, values.new_password)),
    },
  });

  const submit = form.onSubmit(
    async (v) => {
      setError(null);
      try {
        await updatePassword(v.old_password, v.new_password);
        form.reset();
        setAttempted(false);
        alerts.showAlert('auth', { messageKey: 'profile:password.changed', tone: 'success' });
      } catch (err) {
        const text = accountErrorText(err, locale);
        if (text.field && text.field in v) form.setFieldError(text.field, t(text.key, text.values));
        else setError(text);
      }
    },
    () => setAttempted(true),
  );

  return (
    <Section title={t('password.title')} description={t('password.subtitle')} testId="password-page">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={440}>
          <FormAlert error={error} />
          <PasswordInput
            label={t('account:fields.current_password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('old_password')}
          />
          <div>
            <PasswordInput
              label={t('account:fields.new_password')}
              autoComplete="new-password"
              maxLength={PASSWORD_RULES.maxLength + 10}
              required
              {...form.getInputProps('new_password')}
            />
            <PasswordRules value={form.values.new_password} showErrors={attempted} />
          </div>
          <PasswordInput
            label={t('account:fields.repeat_password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('repeat')}
          />
          <Group>
            <Button type="submit" radius="md" loading={form.submitting} data-testid="password-save">
              {t('password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

export default function PasswordUpdatePage() {
  usePageTitle('profile', 'nav.password');
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  return profile.has_password || !profile.email ? (
    <ChangePassword />
  ) : (
    <SetPasswordByMail profile={profile} />
  );
}
