// Answers to guests' reads (search, light search, autocomplete) kept in memory: most lookups
// repeat, and a guest's answer depends only on the query. Bounded (least recently used entries
// go first), every entry expires after the TTL (other instances' writes and CLI imports show up
// by then), and this process's own writes clear it at once (clear()).

export interface ReadCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  clear(): void;
  readonly size: number;
}

export function createReadCache(maxEntries: number, ttlMs: number, now: () => number = Date.now): ReadCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  return {
    get<T>(key: string): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as T;
    },
    set(key, value) {
      if (maxEntries === 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
