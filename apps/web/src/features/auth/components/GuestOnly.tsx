// Auth, login and sign-up are for guests (core.md §2): a signed-in user is sent on to the missing
// profile step, or the saved redirect link, the pre-login link, or the feed. Right after a sign-in
// on these pages this is also what moves the user on.
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { takeDestination } from '../lib/destination';

/** Moves a signed-in user on to where they should be now (see takeDestination). */
export function ContinueAfterSignIn() {
  const { data: profile, isPending, isError } = useProfile();
  const navigate = useNavigate();
  const to = useLocalePath();
  const moved = useRef(false);

  useEffect(() => {
    if ((isPending && !isError) || moved.current) return;
    moved.current = true;
    void navigate(to(takeDestination(profile)), { replace: true });
  }, [isError, isPending, navigate, profile, to]);

  return <PageLoader />;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  return useIsLoggedIn() ? <ContinueAfterSignIn /> : children;
}
