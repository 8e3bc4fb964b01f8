// Pages of the sign-in flows (core.md §2, community.md §2). They are never the page to return to
// after signing in, and the profile-completion redirect leaves them alone.
import { splitLocale } from '../i18n/locales';

const AUTH_FLOW =
  /^\/(auth|login\/[^/]+|sign_up(\/[^/]+)?|complete_profile\/[^/]+|add_native_lang|password-reset|email-verification)\/?$/;
/** Pages one should not come back to after signing in again. */
const LEAVING = /^\/profile\/[^/]+\/(logout|deleting)\/?$/;

/** Whether a path (with or without locale prefix) is a page of the sign-in flows. */
export function isAuthFlowPath(pathname: string): boolean {
  return AUTH_FLOW.test(splitLocale(pathname).rest);
}

/** Whether a path is worth returning to after sign-in. */
export function isReturnablePath(pathname: string): boolean {
  const rest = splitLocale(pathname).rest;
  return !AUTH_FLOW.test(rest) && !LEAVING.test(rest);
}
