// Where an edit came from, for the finish flow of the addition screens (core.md §4 "Finish flow"):
// a statistics detail (branch 1), a moderation task (branch 3), a need-action task (branch 4). The
// feature that opens the edit sets it (moderation, later statistics and tasks), the contributions
// feature reads and clears it. Kept in sessionStorage so a reload of the edit page keeps it, and
// tied to the entity it was opened for, so a stale id never rides along with another edit.
import { create } from 'zustand';

export interface TaskEditContext {
  /** Moderation or need-action task the edit solves (sent as moderation_task_id). */
  taskId: number;
  /** The entity the task is about, e.g. 'translation-union' and its id. */
  entityType: string;
  entityId: number;
}

export interface EditOrigin {
  moderation: TaskEditContext | null;
  needAction: TaskEditContext | null;
  /** Opened from a statistics detail: the link to return to (null: go back). */
  statistics: { beforeEditLink: string | null } | null;
  /** Task cards answered by an addition (finish flow branch 5 with task_id). */
  doneTaskIds: string[];
}

const KEY = 'glossa-edit-origin';
const EMPTY: EditOrigin = { moderation: null, needAction: null, statistics: null, doneTaskIds: [] };

function read(): EditOrigin {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<EditOrigin>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export const useEditOrigin = create<EditOrigin>()(() => (typeof window === 'undefined' ? EMPTY : read()));

useEditOrigin.subscribe((state) => {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage disabled: the origin lasts for this page only.
  }
});

export const editOrigin = {
  get: (): EditOrigin => useEditOrigin.getState(),
  setModerationTask: (context: TaskEditContext | null) => useEditOrigin.setState({ moderation: context }),
  setNeedActionTask: (context: TaskEditContext | null) => useEditOrigin.setState({ needAction: context }),
  setStatistics: (value: EditOrigin['statistics']) => useEditOrigin.setState({ statistics: value }),
  markTaskDone: (taskId: string) =>
    useEditOrigin.setState((s) => ({ doneTaskIds: [...s.doneTaskIds.filter((id) => id !== taskId), taskId].slice(-50) })),
  /** Leaving an edit without finishing it: the task ids must not ride along with a later edit. */
  clearTasks: () => useEditOrigin.setState({ moderation: null, needAction: null, statistics: null }),
};

/** The moderation or need-action task an edit of this entity belongs to, if any. */
export function taskIdFor(entityType: string, entityId: number): number | undefined {
  const { moderation, needAction } = editOrigin.get();
  for (const context of [moderation, needAction]) {
    if (context && context.entityType === entityType && context.entityId === entityId) return context.taskId;
  }
  return undefined;
}
