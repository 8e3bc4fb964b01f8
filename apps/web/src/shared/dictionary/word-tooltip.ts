// Opening the dictionary's quick-translation tooltip for one word from anywhere (caption words of a
// training video): the same tooltip as for selected text, placed under the word. The dictionary
// feature renders it (DictionaryOverlays listens here), so nobody imports the dictionary feature.
// The clicked element should sit inside [data-no-selection-tooltip], so the click is not also read
// as an (empty) text selection that closes the tooltip again.
import { create } from 'zustand';

export interface WordTooltipRequest {
  text: string;
  /** Dictionary code of the word's language. */
  lang: string;
  /** Translate into this language (a learner's native one); the remembered pair decides when absent. */
  langT?: string;
  /** Document coordinates, as the selection tooltip takes them. */
  top: number;
  left: number;
  height: number;
}

export const useWordTooltip = create<{ request: WordTooltipRequest | null }>()(() => ({ request: null }));

export function openWordTooltip(text: string, lang: string, element: Element, langT?: string): void {
  const rect = element.getBoundingClientRect();
  useWordTooltip.setState({
    request: { text, lang, langT, top: rect.bottom + window.scrollY, left: rect.left + rect.width / 2 + window.scrollX, height: rect.height },
  });
}
