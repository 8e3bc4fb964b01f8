// CHECK_WEB_APP_VERSION (core.md §4, §9; community.md §4, §5): the version of this build comes from
// apps/web/package.json at build time. When the browser last ran another version, caches are
// cleared and the page reloads; when that version was below 394, the persistent stores (session,
// per-user settings) are wiped too, and below 327 the old learning-language setting goes (it lives
// on the server now). A first visit only records the version.
import { WEB_OLD_SETTING_BELOW_VERSION, WEB_OLD_SETTING_KEYS, WEB_STORE_WIPE_BELOW_VERSION } from '@glossa/contract/constants';
import { version } from '../../package.json';
import { SESSION_STORAGE_KEY } from '../shared/session/session-store';
import { USER_DATA_PREFIX } from '../shared/session/user-data';

export const WEB_APP_VERSION: string = version;
export const WEB_VERSION_KEY = 'glossa-web-version';

/** Caches: reference data (languages, attributes) kept for 24 h. */
const CACHE_PREFIXES = ['glossa-ref:'];
/** Persistent stores: the session and everything kept per user. */
const STORE_KEYS = [SESSION_STORAGE_KEY];
const STORE_PREFIXES = [USER_DATA_PREFIX];

/**
 * The spec compares versions as numbers: the string reduced to digits and dots (community.md §5),
 * then read without the dots: '3.9.4' -> 394, 'v4.0.0' -> 400.
 */
export function versionNumber(value: string): number {
  const digits = value.replace(/[^\d.]/g, '').replace(/\./g, '');
  return digits ? Number(digits) : 0;
}

function removeKeys(storage: Storage, keys: string[], prefixes: string[]): void {
  const doomed = new Set(keys);
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && prefixes.some((prefix) => key.startsWith(prefix))) doomed.add(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
}

export type VersionCheck = 'first-visit' | 'same' | 'changed';

/** Runs before anything reads the stores; 'changed' means: reload now. */
export function checkWebAppVersion(
  storage: Storage = window.localStorage,
  current: string = WEB_APP_VERSION,
): VersionCheck {
  try {
    const stored = storage.getItem(WEB_VERSION_KEY);
    if (stored === current) return 'same';
    if (stored !== null) {
      removeKeys(storage, [], CACHE_PREFIXES);
      if (versionNumber(stored) < WEB_STORE_WIPE_BELOW_VERSION)
        removeKeys(storage, STORE_KEYS, STORE_PREFIXES);
      if (versionNumber(stored) < WEB_OLD_SETTING_BELOW_VERSION) removeKeys(storage, [...WEB_OLD_SETTING_KEYS], []);
    }
    storage.setItem(WEB_VERSION_KEY, current);
    return stored === null ? 'first-visit' : 'changed';
  } catch {
    // Storage disabled: nothing is kept between visits, so there is nothing to clear.
    return 'same';
  }
}
