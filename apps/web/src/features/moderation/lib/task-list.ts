// The moderator's task list (community.md §4 "Moderation task: done flag, removed from the list after
// 1 s. A failed task load empties the list"): decided tasks stay one second marked done, then go.
export const DONE_TASK_REMOVAL_MS = 1000;

export interface ListedTask<T> {
  task: T;
  /** The decision taken here, while the task is still shown. */
  done: string | null;
}

export function markDone<T extends { id: number }>(list: ListedTask<T>[], id: number, resolution: string): ListedTask<T>[] {
  return list.map((entry) => (entry.task.id === id ? { ...entry, done: resolution } : entry));
}

export function removeTask<T extends { id: number }>(list: ListedTask<T>[], id: number): ListedTask<T>[] {
  return list.filter((entry) => entry.task.id !== id);
}

/** A fresh load: new tasks join, those decided here and still shown keep their place. */
export function mergeLoaded<T extends { id: number }>(list: ListedTask<T>[], loaded: T[]): ListedTask<T>[] {
  const shown = list.filter((entry) => entry.done !== null);
  const ids = new Set(shown.map((entry) => entry.task.id));
  return [...shown, ...loaded.filter((task) => !ids.has(task.id)).map((task) => ({ task, done: null }))];
}
