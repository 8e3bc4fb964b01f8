// The temporary new_translate tag (core.md §3, §4 Search: "Newly added items carry the temporary
// new_translate tag"). The contribution flows tag what they just created; the dictionary shows those
// items highlighted until the page is reloaded. In memory only: the tag is temporary by definition.
import { create } from 'zustand';

interface NewTranslationsState {
  ids: ReadonlySet<number>;
}

export const useNewTranslations = create<NewTranslationsState>()(() => ({ ids: new Set<number>() }));

/** Marks translation unions as newly added (contribution flows call this after their POST). */
export function tagNewTranslations(ids: number[]): void {
  useNewTranslations.setState((s) => ({ ids: new Set([...s.ids, ...ids]) }));
}

export function useIsNewTranslation(id: number): boolean {
  return useNewTranslations((s) => s.ids.has(id));
}
