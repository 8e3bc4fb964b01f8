// Runs while a user is signed in (mounted lazily by the app shell):
// - a profile without nickname or native language is sent to complete it (community.md §4);
// - a new member, right after sign-up, sees that the verification e-mail was sent (and to where);
// - a returning user with an unverified e-mail gets the reminder popup 800 ms after the check
//   (POST /user/email/is-verified), at most once a day (core.md §4);
// - a member invited to moderate gets the accept-moderation popup (slot filled by features/moderation).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TIMINGS } from '@glossa/contract/constants';
import { splitLocale } from '../../../shared/i18n/locales';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { isAuthFlowPath } from '../../../shared/session/auth-paths';
import { useProfile, type Profile } from '../../../shared/session/profile';
import { Slot } from '../../../shared/slots/Slot';
import { isEmailVerified } from '../api/email';
import { missingProfileStep } from '../lib/destination';
import { rememberDismissal, shouldCheckEmail } from '../lib/email-reminder';
import { signInKind } from '../lib/sign-in-kind';
import { EmailReminderPopup } from './EmailReminderPopup';
import { VerificationSentNotice } from './VerificationSentNotice';

/** Members told about their verification e-mail in this page's life (the notice shows once). */
const told = new Set<string>();

function VerificationSent({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(() => !told.has(profile.uuid) && signInKind() === 'registration' && !profile.is_email_verified && !!profile.email);
  if (!open || !profile.email) return null;
  return (
    <VerificationSentNotice
      email={profile.email}
      onClose={() => {
        told.add(profile.uuid);
        setOpen(false);
      }}
    />
  );
}

/** Pages an incomplete profile may still open: the legal and info pages, logging out, deleting. */
const OPEN_TO_INCOMPLETE =
  /^\/(about|privacy|terms|community-guidelines|support|profile\/[^/]+\/(logout|deleting))\/?$/;

/** One check per user per page load (a remount, e.g. on a locale switch, reuses it). */
const checks = new Map<string, Promise<boolean>>();
const shown = new Set<string>();

function EmailReminder({ profile }: { profile: Profile }) {
  const [opened, setOpened] = useState(false);
  const { uuid, email } = profile;

  useEffect(() => {
    if (shown.has(uuid)) return;
    let check = checks.get(uuid);
    if (!check) {
      if (!shouldCheckEmail(profile, signInKind(), Date.now())) return;
      check = isEmailVerified().then(
        (answer) => answer.is_verified,
        () => true, // no answer: do not nag
      );
      checks.set(uuid, check);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void check.then((verified) => {
      if (!live || verified) return;
      timer = setTimeout(() => {
        shown.add(uuid);
        setOpened(true);
      }, TIMINGS.verifiedPopupDelayMs);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [profile, uuid]);

  if (!email) return null;
  return (
    <EmailReminderPopup
      email={email}
      opened={opened}
      onClose={() => {
        rememberDismissal();
        setOpened(false);
      }}
    />
  );
}

export default function SessionChecks() {
  const { data: profile } = useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const step = profile ? missingProfileStep(profile) : null;

  useEffect(() => {
    if (!step) return;
    const { pathname } = location;
    if (isAuthFlowPath(pathname) || OPEN_TO_INCOMPLETE.test(splitLocale(pathname).rest)) return;
    void navigate(to(step), { replace: true });
  }, [location, navigate, step, to]);

  if (!profile || step) return null;
  return (
    <>
      <EmailReminder profile={profile} />
      <VerificationSent profile={profile} />
      {profile.invited_to_moderation_status === 'invited' && profile.role === 'user' && <Slot name="moderation-invitation" />}
    </>
  );
}
