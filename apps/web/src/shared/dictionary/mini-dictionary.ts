// Opening the mini dictionary from anywhere (core.md §2 "Panels": mini dictionary; the selection
// tooltip's 'more translations' link). Features call openMiniDictionary(); the dictionary feature
// renders the widget (mounted once by the app layout), so nobody imports the dictionary feature.
import { create } from 'zustand';

export interface MiniDictionaryQuery {
  /** Text to look up (may be empty: the widget opens with an empty search box). */
  text: string;
  /** Source and target languages; omitted: the remembered dictionary pair. */
  lang?: string;
  langT?: string;
}

interface MiniDictionaryState {
  opened: boolean;
  query: MiniDictionaryQuery;
  /** Bumped on every open so the widget restarts its search even for the same text. */
  openCount: number;
}

export const useMiniDictionary = create<MiniDictionaryState>()(() => ({
  opened: false,
  query: { text: '' },
  openCount: 0,
}));

export function openMiniDictionary(query: MiniDictionaryQuery): void {
  useMiniDictionary.setState((s) => ({ opened: true, query, openCount: s.openCount + 1 }));
}

export function closeMiniDictionary(): void {
  useMiniDictionary.setState({ opened: false });
}
