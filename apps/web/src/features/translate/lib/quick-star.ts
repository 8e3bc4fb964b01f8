// When the quick translation's favorite star shows (core.md §5): not when the source language is
// the user's native language (nothing to learn there), and not when the translation is the source
// text itself (a name, a number, a word the provider kept as it was). Nor without a translation.

/** Case, spacing and composed-or-not accents do not make two texts different. */
export function sameText(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return norm(a) === norm(b);
}

export function showsQuickStar(p: {
  sourceText: string;
  text: string | null;
  lang: string;
  /** The user's native language; null for guests and users who have not set one. */
  nativeLang: string | null | undefined;
}): boolean {
  if (p.text === null || p.text.trim() === '') return false;
  if (p.nativeLang && p.nativeLang === p.lang) return false;
  return !sameText(p.sourceText, p.text);
}
