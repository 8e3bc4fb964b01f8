// Desktop side panels of a search page (core.md §2): the translation panel and the sentences panel,
// stacked (Esc or × closes the top one). The stack belongs to one search and is kept for the session
// (sessionStorage), so DetailWordPage can store an id and redirect to the search with the panel open.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Panel =
  | { type: 'translation'; id: number }
  | { type: 'sentences'; word: string; wordT?: string; translationId?: number };

interface PanelsState {
  /** `${lang}/${lang_t}/${search}` the stack belongs to. */
  owner: string | null;
  stack: Panel[];
  /** Opens a panel on top (the same panel already on top is not repeated). */
  open(owner: string, panel: Panel, options?: { replace?: boolean }): void;
  closeTop(): void;
  closeAll(): void;
}

const same = (a: Panel | undefined, b: Panel) => JSON.stringify(a) === JSON.stringify(b);

export const usePanels = create<PanelsState>()(
  persist(
    (set) => ({
      owner: null,
      stack: [],
      open: (owner, panel, options) =>
        set((s) => {
          const base = s.owner === owner && !options?.replace ? s.stack : [];
          return { owner, stack: same(base.at(-1), panel) ? base : [...base, panel].slice(-4) };
        }),
      closeTop: () => set((s) => ({ stack: s.stack.slice(0, -1) })),
      closeAll: () => set({ stack: [] }),
    }),
    {
      name: 'glossa-dictionary-panels',
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: (s) => ({ owner: s.owner, stack: s.stack }),
    },
  ),
);

export const panelOwner = (lang: string, langT: string, search: string) =>
  `${lang}/${langT}/${search.trim().toLocaleLowerCase()}`;

/** The translation the stack shows (the highest translation panel, under any sentences panel), or null. */
export function translationOnTop(stack: readonly Panel[]): number | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const p = stack[i]!;
    if (p.type === 'translation') return p.id;
  }
  return null;
}

/** The panels of this search (an empty list when the stack belongs to another one). */
export function usePanelStack(owner: string): Panel[] {
  return usePanels((s) => (s.owner === owner ? s.stack : EMPTY));
}

const EMPTY: Panel[] = [];
