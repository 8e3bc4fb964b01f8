// E-mail verification (email-verification?id&hash): the link from the verification e-mail. Works
// signed in or not; a broken or used link offers a new one to a signed-in user.
import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCircleCheck, IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { USER_QUERY_KEY } from '../../../shared/api/query-keys';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { resendVerification, verifyEmail } from '../api/email';
import { AuthShell } from '../components/AuthShell';
import { FormAlert } from '../../../shared/account/FormAlert';

/** One request per link, even when React runs the effect twice: a link works only once. */
const verifications = new Map<string, Promise<unknown>>();

type State = { kind: 'loading' } | { kind: 'verified' } | { kind: 'failed'; error: AccountErrorText };

export default function EmailVerificationPage() {
  const { t } = useTranslation(['auth', 'account']);
  const to = useLocalePath();
  const locale = useCurrentLocale();
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const hash = search.get('hash') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent' | AccountErrorText>('idle');

  useEffect(() => {
    if (!id || !hash) {
      setState({ kind: 'failed', error: { key: 'account:errors.verification_link_invalid' } });
      return;
    }
    const key = `${id}:${hash}`;
    let request = verifications.get(key);
    if (!request) {
      request = verifyEmail(id, hash);
      verifications.set(key, request);
    }
    let live = true;
    request.then(
      () => {
        if (!live) return;
        setState({ kind: 'verified' });
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      },
      (err: unknown) => live && setState({ kind: 'failed', error: accountErrorText(err, locale) }),
    );
    return () => {
      live = false;
    };
  }, [hash, id, locale, queryClient]);

  if (state.kind === 'loading') return <PageLoader />;

  if (state.kind === 'verified') {
    return (
      <AuthShell testId="email-verified" icon={<IconCircleCheck size={24} />} title={t('verify.done_title')}>
        <Stack gap="md">
          <Text>{t('verify.done_text')}</Text>
          <Button
            component={Link}
            to={to(loggedIn ? '/feed' : '/login/email')}
            size="md"
            radius="md"
            data-testid="verified-continue"
          >
            {loggedIn ? t('verify.continue') : t('verify.sign_in')}
          </Button>
        </Stack>
      </AuthShell>
    );
  }

  const resend = async () => {
    setResent('sending');
    try {
      await resendVerification();
      setResent('sent');
    } catch (err) {
      setResent(accountErrorText(err, locale));
    }
  };

  return (
    <AuthShell
      testId="email-verification-failed"
      icon={<IconMailExclamation size={24} />}
      title={t('verify.failed_title')}
    >
      <Stack gap="md">
        <FormAlert error={state.error} />
        {loggedIn ? (
          <>
            <Text size="sm" c="dimmed">
              {t('verify.failed_hint')}
            </Text>
            {resent === 'sent' ? (
              <Text c="teal.8" fw={600} role="status">
                {t('verify.resent')}
              </Text>
            ) : (
              <Button size="md" radius="md" loading={resent === 'sending'} onClick={() => void resend()}>
                {t('verify.resend')}
              </Button>
            )}
            {typeof resent === 'object' && <FormAlert error={resent} />}
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('verify.failed_hint_guest')}
            </Text>
            <Button component={Link} to={to('/login/email')} size="md" radius="md">
              {t('verify.sign_in')}
            </Button>
          </>
        )}
      </Stack>
    </AuthShell>
  );
}
