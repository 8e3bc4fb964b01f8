// Where to go after signing in (core.md §2): the saved redirect link (a login-gated page or action
// the guest wanted), else the pre-login link (the page the user was on before the auth pages),
// else {locale}/feed. Kept in sessionStorage: per tab, and they survive the provider round trip of
// the Google redirect flow. Paths are stored without the locale prefix and localized when used.
import { splitLocale } from '../i18n/locales';
import { isReturnablePath } from './auth-paths';

const REDIRECT_KEY = 'glossa-redirect-link';
const PRE_LOGIN_KEY = 'glossa-pre-login-link';

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: after sign-in the user lands on the feed.
  }
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** '/de/favorites?x=1' -> '/favorites?x=1', or null for pages not worth returning to. */
function unprefixed(link: string): string | null {
  const cut = link.search(/[?#]/);
  const pathname = cut === -1 ? link : link.slice(0, cut);
  if (!isReturnablePath(pathname)) return null;
  return `${splitLocale(pathname).rest}${cut === -1 ? '' : link.slice(cut)}`;
}

/** A login-gated route or action sent a guest to auth: come back here afterwards. */
export function rememberRedirectLink(link: string): void {
  const path = unprefixed(link);
  if (path) write(REDIRECT_KEY, path);
}

/** The page the user is on, while it is not an auth page. */
export function rememberPreLoginLink(link: string): void {
  const path = unprefixed(link);
  if (path) write(PRE_LOGIN_KEY, path);
}

/** The unprefixed path to open after sign-in: redirect link, else pre-login link, else the feed. */
export function postLoginPath(): string {
  return read(REDIRECT_KEY) ?? read(PRE_LOGIN_KEY) ?? '/feed';
}

/** The page the user was on before signing in (unprefixed), if any. */
export function preLoginLink(): string | null {
  return read(PRE_LOGIN_KEY);
}

/** The redirect link is used once. */
export function forgetRedirectLink(): void {
  write(REDIRECT_KEY, null);
}
