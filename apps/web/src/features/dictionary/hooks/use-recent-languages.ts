// Languages chosen lately in the dictionary pickers (core.md §9: at most 5), offered first.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { pushRecentLanguage } from '../lib/recent-languages';

interface RecentLanguagesState {
  codes: string[];
  push(...codes: string[]): void;
}

export const useRecentLanguages = create<RecentLanguagesState>()(
  persist(
    (set) => ({
      codes: [],
      // Several at once (a swap, a pair from a link): the first given ends up first.
      push: (...codes) => set((s) => ({ codes: codes.reduceRight((list, code) => pushRecentLanguage(list, code), s.codes) })),
    }),
    { name: 'glossa-dictionary-recent-languages' },
  ),
);
