// Local copy of reference data (languages, attributes). The spec keeps it for 86400 s (core.md §7);
// it lives in localStorage rather than cookies, which would travel with every request and hold 4 KB.
import { TIMINGS } from '@glossa/contract/constants';

export interface CachedEntry<T> {
  data: T;
  modifiedKey: string;
  savedAt: number;
}

export const REFERENCE_TTL_MS = TIMINGS.languageDataCacheSeconds * 1000;

const PREFIX = 'glossa-ref:';

export function readCache<T>(key: string): CachedEntry<T> | undefined {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as CachedEntry<T>;
    return typeof entry.modifiedKey === 'string' && typeof entry.savedAt === 'number' ? entry : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache<T>(key: string, entry: CachedEntry<T>): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the data still lives in the query cache for this visit.
  }
}

/**
 * Loads with `X-modified-key`: a 304 keeps the stored copy (and restarts its 24 h), a 200 replaces it.
 */
export async function loadCached<T>(
  key: string,
  fetchIfModified: (modifiedKey: string | undefined) => Promise<{ data: T; modified_key: string } | null>,
): Promise<T> {
  const stored = readCache<T>(key);
  const fresh = await fetchIfModified(stored?.modifiedKey);
  if (fresh === null) {
    if (!stored) throw new Error(`304 for ${key} without a stored copy`);
    writeCache(key, { ...stored, savedAt: Date.now() });
    return stored.data;
  }
  writeCache(key, { data: fresh.data, modifiedKey: fresh.modified_key, savedAt: Date.now() });
  return fresh.data;
}
