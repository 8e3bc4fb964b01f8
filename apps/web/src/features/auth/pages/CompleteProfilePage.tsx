// AuthCompleteSocialProfile (complete_profile/{step}, step nickname): an account created by a social
// sign-in picks its nickname. Allowed only while the nickname or the native language is missing.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { NicknameRules } from '../../../shared/account/RuleChecklist';
import { nicknameProblem } from '../../../shared/account/validators';
import { USER_QUERY_KEY } from '../../../shared/api/query-keys';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile, type Profile } from '../../../shared/session/profile';
import { RequireAuth } from '../../../shared/session/RequireAuth';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { setNickname } from '../api/profile-steps';
import { ContinueAfterSignIn } from '../components/GuestOnly';
import { COMPLETE_NICKNAME_PATH, missingProfileStep } from '../lib/destination';
import { AuthForm, NicknameField } from '../components/AuthForm';

function NicknameForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['auth', 'account']);
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const [error, setError] = useState<AccountErrorText | null>(null);
  const [attempted, setAttempted] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { nickname: '' },
    validate: { nickname: (v) => (nicknameProblem(v) ? t(nicknameProblem(v)!) : null) },
  });

  const submit = form.onSubmit(
    async ({ nickname }) => {
      setError(null);
      try {
        // The page re-renders with the new profile and moves on (ContinueAfterSignIn).
        queryClient.setQueryData(USER_QUERY_KEY, await setNickname(nickname));
      } catch (err) {
        const text = accountErrorText(err, locale);
        if (text.field === 'nickname') form.setFieldError('nickname', t(text.key));
        else setError(text);
      }
    },
    () => setAttempted(true),
  );

  return (
    <AuthForm
      testId="complete-profile-page"
      icon={<IconId size={24} />}
      title={t('complete.title')}
      subtitle={
        profile.email ? t('complete.subtitle_email', { email: profile.email }) : t('complete.subtitle')
      }
      error={error}
      onSubmit={submit}
    >
      <div>
        <NicknameField data-autofocus {...form.getInputProps('nickname')} />
        <NicknameRules value={form.values.nickname} showErrors={attempted} />
      </div>
      <Button type="submit" size="md" radius="md" loading={form.submitting} data-testid="nickname-submit">
        {t('complete.submit')}
      </Button>
    </AuthForm>
  );
}

function CompleteProfile() {
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  // Only while the nickname is missing; a missing native language is the next page's job.
  if (missingProfileStep(profile) !== COMPLETE_NICKNAME_PATH) return <ContinueAfterSignIn />;
  return <NicknameForm profile={profile} />;
}

export default function CompleteProfilePage() {
  const { step } = useParams();
  const to = useLocalePath();
  if (step !== 'nickname') return <Navigate to={to(COMPLETE_NICKNAME_PATH)} replace />;
  return (
    <RequireAuth>
      <CompleteProfile />
    </RequireAuth>
  );
}
