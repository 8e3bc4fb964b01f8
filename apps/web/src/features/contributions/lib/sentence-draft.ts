// The example being written across the steps of sentences-{lang}/step:{step}: kept per screen in
// sessionStorage, so a reload or a step back keeps what was typed.
export interface SentenceDraft {
  text: string;
  positions: number[];
  changedWordForm: string;
  /** The user typed the word form (no more suggestions over it). */
  formTouched: boolean;
  translation: string;
}

export const EMPTY_DRAFT: SentenceDraft = { text: '', positions: [], changedWordForm: '', formTouched: false, translation: '' };

const PREFIX = 'glossa-sentence-draft:';

export function readDraft(key: string): SentenceDraft | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<SentenceDraft>) } : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: SentenceDraft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
    else window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage disabled: the draft lives as long as the page.
  }
}

/** Drafts just sent: their page stays on screen until the finish flow has navigated away. */
const sent = new Set<string>();

export function markDraftSent(key: string): void {
  sent.add(key);
  writeDraft(key, null);
}

export function draftWasSent(key: string): boolean {
  return sent.has(key);
}

export function forgetSentDraft(key: string): void {
  sent.delete(key);
}
