// When to ask about an unverified e-mail (core.md §4, community.md §4): returning users only (not
// right after registration), never for test-domain addresses, and again only 24 h after the last
// dismissal, which is kept in this browser with the user's other settings.
import type { Profile } from '@glossa/contract';
import { isTestEmailAddress } from '@glossa/contract/account-rules';
import { TIMINGS } from '@glossa/contract/constants';
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';
import type { SignInKind } from './sign-in-kind';

export const EMAIL_REMINDER_SETTING = 'email-verification-dismissed-at';

export function shouldCheckEmail(
  profile: Pick<Profile, 'email' | 'is_email_verified'>,
  kind: SignInKind | null,
  now: number,
  dismissedAt: number | undefined = readUserSetting<number>(EMAIL_REMINDER_SETTING),
): boolean {
  if (kind === 'registration') return false;
  if (!profile.email || profile.is_email_verified || isTestEmailAddress(profile.email)) return false;
  return dismissedAt === undefined || now - dismissedAt >= TIMINGS.verifiedPopupReaskSeconds * 1000;
}

export function rememberDismissal(now = Date.now()): void {
  writeUserSetting(EMAIL_REMINDER_SETTING, now);
}
