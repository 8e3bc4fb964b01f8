// The chosen card types, kept on this device under tasks_setting_types (community.md §3). The
// filter is sent only when 1 to 16 types are saved (community.md §5); none saved means all types.
import { TASK_LIMITS, TASK_TYPES, type TaskType } from '@glossa/contract/task-rules';

export const TYPES_KEY = 'tasks_setting_types';

export function readTypes(storage: Pick<Storage, 'getItem'> = localStorage): TaskType[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(TYPES_KEY) ?? '[]');
    return Array.isArray(raw) ? TASK_TYPES.filter((t) => raw.includes(t)) : [];
  } catch {
    return [];
  }
}

export function saveTypes(types: TaskType[], storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(TYPES_KEY, JSON.stringify(types));
}

export function typeFilter(types: TaskType[]): TaskType[] | undefined {
  return types.length >= 1 && types.length <= TASK_LIMITS.typeFilterMax ? types : undefined;
}
