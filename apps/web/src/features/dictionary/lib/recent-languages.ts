import { LIMITS } from '@glossa/contract/constants';

/** Recent languages (core.md §9: max 5): the chosen code first, no repeats. */
export function pushRecentLanguage(list: readonly string[], code: string, max: number = LIMITS.recentLanguagesMax): string[] {
  return [code, ...list.filter((c) => c !== code)].slice(0, max);
}
