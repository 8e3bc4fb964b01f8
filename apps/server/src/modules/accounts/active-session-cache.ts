// Remembers for a short time whether a session is active, so the check on every authenticated
// request costs a Map lookup. Revocations in this process update it at once; other processes
// (several servers on PostgreSQL) see them within the TTL.
export interface ActiveCache {
  get(sessionId: string, now: number): boolean | undefined;
  set(sessionId: string, active: boolean, now: number): void;
  /** Marks sessions ended (after the revoking transaction committed). */
  forget(sessionIds: readonly string[], now: number): void;
}

export function createActiveCache(ttlMs: number, maxEntries = 50_000): ActiveCache {
  const entries = new Map<string, { active: boolean; until: number }>();
  const put = (id: string, active: boolean, now: number) => {
    if (ttlMs <= 0) return;
    entries.delete(id);
    entries.set(id, { active, until: now + ttlMs });
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    get(id, now) {
      const hit = entries.get(id);
      if (!hit) return undefined;
      if (hit.until <= now) {
        entries.delete(id);
        return undefined;
      }
      return hit.active;
    },
    set: put,
    forget(ids, now) {
      for (const id of ids) put(id, false, now);
    },
  };
}
