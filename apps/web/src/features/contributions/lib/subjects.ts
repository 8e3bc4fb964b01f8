// At most 5 subjects (vocabulary codes) per translation (core.md §5, §9): "Extra codes are cut before
// sending, and the interface says 'You cannot select more than 5 subjects'". Subjects a translation
// already has count towards the five.
import { LIMITS } from '@glossa/contract/constants';

export const MAX_SUBJECTS = LIMITS.vocabularyCodesPerTranslation;

export type ToggleResult = { codes: string[]; refused: boolean };

export function toggleSubject(selected: readonly string[], code: string, locked: readonly string[] = []): ToggleResult {
  if (locked.includes(code)) return { codes: [...selected], refused: false };
  if (selected.includes(code)) return { codes: selected.filter((c) => c !== code), refused: false };
  if (selected.length + locked.length >= MAX_SUBJECTS) return { codes: [...selected], refused: true };
  return { codes: [...selected, code], refused: false };
}

/** What may be sent: new codes only, distinct, cut so that the total stays at 5. */
export function subjectsToSend(selected: readonly string[], locked: readonly string[] = []): string[] {
  const fresh = [...new Set(selected)].filter((c) => !locked.includes(c));
  return fresh.slice(0, Math.max(0, MAX_SUBJECTS - locked.length));
}
