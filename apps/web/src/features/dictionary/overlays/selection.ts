// Reading the user's text selection for the quick-translation tooltip. Text marked with
// data-lang="<dictionary code>" (words, sentences, later chat messages and posts) tells the tooltip
// its language; elsewhere it is taken to be in the source language of the remembered pair.
// Fields, editable text and [data-no-selection-tooltip] regions are left alone.

export interface TextSelection {
  text: string;
  /** Language of the selected text when the page says it (closest [data-lang]). */
  lang: string | null;
  /** The language to translate into, when the asker knows it (openWordTooltip); else from the pair. */
  langT?: string;
  /** Where the selection ends, in document coordinates (the tooltip goes below it). */
  top: number;
  left: number;
  /** Bottom of the viewport-visible selection, to place the tooltip above when there is no room. */
  height: number;
}

export const MAX_SELECTION_LENGTH = 80;

const IGNORED = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [data-no-selection-tooltip]';

function elementOf(node: Node | null): Element | null {
  if (!node) return null;
  return node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
}

/** The current selection if it is worth a quick translation, else null. */
export function readSelection(): TextSelection | null {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const text = selection.toString().replace(/\s+/g, ' ').trim();
  if (!text || text.length > MAX_SELECTION_LENGTH || !/\p{L}/u.test(text)) return null;
  const range = selection.getRangeAt(0);
  const container = elementOf(range.commonAncestorContainer);
  if (!container || container.closest(IGNORED)) return null;
  const rect = range.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  const lang = container.closest('[data-lang]')?.getAttribute('data-lang') ?? null;
  return {
    text,
    lang,
    top: rect.bottom + window.scrollY,
    left: rect.left + rect.width / 2 + window.scrollX,
    height: rect.height,
  };
}

/**
 * Source and target of a quick translation: the text's own language when the page marks it, else the
 * pair's source; translated into the other side of the pair, or, for a language outside the pair,
 * into the learner's native language (else the pair's source).
 */
export function quickPair(
  selectionLang: string | null,
  pair: { lang: string; langT: string },
  native?: string | null,
): { lang: string; langT: string } {
  const source = selectionLang ?? pair.lang;
  if (source === pair.langT) return { lang: source, langT: pair.lang };
  if (source === pair.lang) return { lang: source, langT: pair.langT };
  return { lang: source, langT: native && native !== source ? native : pair.lang };
}

/** Space between the selection and the tooltip. */
export const TOOLTIP_GAP = 8;

/**
 * Where the tooltip goes (document y of its top): below the selection when it fits above `floor`
 * (the footer, the bottom navigation or the window's bottom edge, whichever is higher), else above
 * it when that fits below `ceiling` (the sticky header), else on the side with more room.
 */
export function tooltipTop(
  selection: Pick<TextSelection, 'top' | 'height'>,
  tooltipHeight: number,
  room: { ceiling: number; floor: number },
): number {
  const below = selection.top + TOOLTIP_GAP;
  const above = selection.top - selection.height - TOOLTIP_GAP - tooltipHeight;
  if (below + tooltipHeight <= room.floor) return below;
  if (above >= room.ceiling) return above;
  return room.floor - below >= selection.top - selection.height - room.ceiling ? below : above;
}

/**
 * The free band of the page around a selection, in document coordinates: below the sticky header,
 * above the footer or the fixed bottom navigation (when the selection is above them) and the
 * window's bottom edge.
 */
export function tooltipRoom(selection: Pick<TextSelection, 'top'>): { ceiling: number; floor: number } {
  const y = window.scrollY;
  const header = document.querySelector('header');
  const ceiling = y + Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + TOOLTIP_GAP;
  let floor = y + window.innerHeight - TOOLTIP_GAP;
  for (const el of document.querySelectorAll('[data-page-floor]')) {
    const top = el.getBoundingClientRect().top + y;
    if (top >= selection.top) floor = Math.min(floor, top - TOOLTIP_GAP);
  }
  return { ceiling, floor };
}
