// The query parameters of the addition flows (core.md §2 "Rules of the flows"): out_of_place says
// where a flow was opened from, task_id that the edit belongs to a task card.
export const OUT_OF_PLACE = ['mini_dictionary', 'selection', 'tasks_list', 'dictionary', 'translation_panel'] as const;
export type OutOfPlace = (typeof OUT_OF_PLACE)[number];

export function parseOutOfPlace(value: string | null): OutOfPlace | null {
  return OUT_OF_PLACE.includes(value as OutOfPlace) ? (value as OutOfPlace) : null;
}

/** Positive integer query parameters (translation_id, meaning_id ...); anything else is null. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** task_id of a task card: an opaque token (letters, digits, - and _). */
export function parseTaskId(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}
