// Where a signed-in user goes next (core.md §2, §4 Session): a missing nickname first (social
// accounts: complete_profile/nickname), then a missing native language (add_native_lang), then the
// saved redirect link, the pre-login link, or the feed.
import type { Profile } from '@glossa/contract';
import { forgetRedirectLink, postLoginPath } from '../../../shared/session/redirect-links';

export const COMPLETE_NICKNAME_PATH = '/complete_profile/nickname';
export const ADD_NATIVE_LANG_PATH = '/add_native_lang';

type ProfileState = Pick<Profile, 'need_to_set_nickname' | 'nickname' | 'native_lang'>;

/** The profile step still missing, or null when the profile is complete. */
export function missingProfileStep(profile: ProfileState): string | null {
  if (profile.need_to_set_nickname || !profile.nickname) return COMPLETE_NICKNAME_PATH;
  if (!profile.native_lang) return ADD_NATIVE_LANG_PATH;
  return null;
}

/**
 * The unprefixed path to open now. Once the profile is complete the redirect link is used up
 * (it is kept while the user still has a profile step to do).
 */
export function takeDestination(profile: ProfileState | undefined): string {
  const step = profile ? missingProfileStep(profile) : null;
  if (step) return step;
  const path = postLoginPath();
  forgetRedirectLink();
  return path;
}
