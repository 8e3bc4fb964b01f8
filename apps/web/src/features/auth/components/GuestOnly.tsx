// Auth, login and sign-up are for guests (core.md §2): a signed-in user is sent on to the missing
// profile step, or the saved redirect link, the pre-login link, or the feed. Right after a sign-in
// on these pages this is also what moves the user on.
import { useEffect, useRef, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { retryDelay } from '../../../shared/api/rules';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { takeDestination } from '../lib/destination';

/** The longest wait between two tries of a profile read that failed. */
const MAX_RETRY_MS = 15_000;

/**
 * Moves a signed-in user on to where they should be now (see takeDestination), once their profile
 * is read: moving on without it would skip a missing profile step (a new account would land on the
 * feed without a native language). A failed read is tried again, with a growing pause.
 */
export function ContinueAfterSignIn() {
  const { t } = useTranslation('auth');
  const { data: profile, isError, errorUpdateCount, refetch } = useProfile();
  const navigate = useNavigate();
  const to = useLocalePath();
  const moved = useRef(false);

  useEffect(() => {
    if (!profile || moved.current) return;
    moved.current = true;
    void navigate(to(takeDestination(profile)), { replace: true });
  }, [navigate, profile, to]);

  useEffect(() => {
    if (!isError || profile) return;
    const timer = setTimeout(() => void refetch(), Math.min(retryDelay(errorUpdateCount - 1), MAX_RETRY_MS));
    return () => clearTimeout(timer);
  }, [errorUpdateCount, isError, profile, refetch]);

  return (
    <>
      <PageLoader />
      {isError && !profile && (
        <Text ta="center" c="dimmed" data-testid="profile-retrying">
          {t('continue.retrying')}
        </Text>
      )}
    </>
  );
}

export function GuestOnly({ children }: { children: ReactNode }) {
  return useIsLoggedIn() ? <ContinueAfterSignIn /> : children;
}
