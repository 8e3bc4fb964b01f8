// Leaving an addition page (core.md §2, community.md §2): "goes back two steps if the previous URL
// contained addition" (the fork page opened the screen: both go), otherwise one step; with no
// history inside the app (the page was opened directly) it goes to the last translate link or home.
// React Router keeps its position in history.state.idx; the addition layout records the path of
// every position it sees (trail), so "the previous URL" is known across back and forward too.

const trail = new Map<number, string>();

/** The router's position in the session history (null outside a browser router). */
export function historyIndex(): number | null {
  const state = typeof window === 'undefined' ? null : (window.history.state as { idx?: unknown } | null);
  return typeof state?.idx === 'number' ? state.idx : null;
}

export function recordTrail(idx: number | null, path: string): void {
  if (idx === null) return;
  trail.set(idx, path);
  // Positions after this one belong to a history branch that was left behind.
  for (const key of trail.keys()) if (key > idx) trail.delete(key);
}

export function previousPath(idx: number | null): string | null {
  return idx === null ? null : (trail.get(idx - 1) ?? null);
}

export type LeaveTarget = { type: 'back'; steps: 1 | 2 } | { type: 'to'; path: string };

export function leaveTarget(input: { idx: number | null; previous: string | null; fallback: string }): LeaveTarget {
  const { idx, previous, fallback } = input;
  if (idx === null || idx <= 0) return { type: 'to', path: fallback };
  if (previous !== null && previous.includes('addition')) {
    return idx >= 2 ? { type: 'back', steps: 2 } : { type: 'to', path: fallback };
  }
  return { type: 'back', steps: 1 };
}

/** Tests. */
export function resetTrail(): void {
  trail.clear();
}
