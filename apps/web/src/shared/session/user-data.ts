// Per-user settings kept in this browser (core.md §3 "Per-user cached settings": the e-mail popup's
// last dismissal, drafts, chat settings ...). Every key starts with USER_DATA_PREFIX so that logout
// and account deletion can clear all of them without knowing each feature (core.md §4).
export const USER_DATA_PREFIX = 'glossa-user:';

export function readUserSetting<T>(name: string): T | undefined {
  try {
    const raw = window.localStorage.getItem(USER_DATA_PREFIX + name);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeUserSetting(name: string, value: unknown): void {
  try {
    window.localStorage.setItem(USER_DATA_PREFIX + name, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the setting lasts for this page only.
  }
}

/** Removes every per-user key of this browser. */
export function clearUserSettings(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(USER_DATA_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Storage disabled: there is nothing stored to clear.
  }
}
