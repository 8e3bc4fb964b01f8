// Actions that failed because the browser was offline wait here and are sent again, in order,
// when the connection returns (core.md §8). The caller's promise settles with the replayed result.

/** Thrown by a replay attempt that found the browser still offline: the action keeps its place. */
export class StillOffline extends Error {
  override readonly name = 'StillOffline';
}

interface Entry {
  attempt: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export class OfflineQueue {
  private entries: Entry[] = [];
  private replaying: Promise<void> | null = null;

  constructor(private readonly maxSize = 100) {}

  get size(): number {
    return this.entries.length;
  }

  /**
   * Queues an action; `attempt` sends it once and throws StillOffline to keep waiting. Returns a
   * promise for the eventual result. Rejects with `overflow()` at once when the queue is full.
   */
  enqueue<T>(attempt: () => Promise<T>, overflow: () => unknown): Promise<T> {
    if (this.entries.length >= this.maxSize) return Promise.reject(overflow());
    return new Promise<T>((resolve, reject) => {
      this.entries.push({ attempt, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Sends queued actions oldest first; stops (keeping order) at the first one still offline. */
  replay(): Promise<void> {
    this.replaying ??= (async () => {
      while (this.entries.length > 0) {
        const entry = this.entries[0]!;
        try {
          const value = await entry.attempt();
          this.entries.shift();
          entry.resolve(value);
        } catch (err) {
          if (err instanceof StillOffline) return;
          this.entries.shift();
          entry.reject(err);
        }
      }
    })().finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }
}
