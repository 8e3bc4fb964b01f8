// GET /api/dictionary/pairs: which language pairs hold entries and how many. The pickers list the
// languages with entries first (with their counts), so a newcomer does not pick an empty pair.
import { useQuery } from '@tanstack/react-query';
import type { LanguagePairCount, LanguagePairsResponse } from '@glossa/contract';
import { api } from '../api';

export function usePairCounts() {
  return useQuery({
    queryKey: ['reference', 'pair-counts'],
    queryFn: ({ signal }) =>
      api.get<LanguagePairsResponse>('/dictionary/pairs', { signal, silent: true }).then((answer) => answer.data),
    staleTime: 60_000,
  });
}

/** Entries between `code` and each language that has some with it. */
export function countsWith(pairs: readonly LanguagePairCount[], code: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of pairs) {
    if (p.lang === code) out.set(p.lang_t, p.count);
    else if (p.lang_t === code) out.set(p.lang, p.count);
  }
  return out;
}

/** Entries of each language over all its pairs. */
export function countsPerLanguage(pairs: readonly LanguagePairCount[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of pairs) {
    out.set(p.lang, (out.get(p.lang) ?? 0) + p.count);
    out.set(p.lang_t, (out.get(p.lang_t) ?? 0) + p.count);
  }
  return out;
}

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * The languages with entries (with `other`, else with any language), most entries first, labelled
 * with their counts; empty when nothing is known yet.
 */
export function languagesWithEntries(
  all: readonly PickerOption[],
  pairs: readonly LanguagePairCount[] | undefined,
  other: string | undefined,
  locale: string,
): PickerOption[] {
  if (!pairs || pairs.length === 0) return [];
  const withOther = other ? countsWith(pairs, other) : new Map<string, number>();
  const counts = withOther.size > 0 ? withOther : countsPerLanguage(pairs);
  const format = new Intl.NumberFormat(locale);
  return all
    .filter((o) => counts.has(o.value))
    .sort((a, b) => counts.get(b.value)! - counts.get(a.value)! || a.label.localeCompare(b.label, locale))
    .map((o) => ({ value: o.value, label: `${o.label} (${format.format(counts.get(o.value)!)})` }));
}
