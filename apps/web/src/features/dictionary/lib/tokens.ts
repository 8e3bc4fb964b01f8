const EDGES = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;

/**
 * Splits a sentence into whitespace-separated tokens (with the spaces kept), marking the tokens at
 * `selected` (0-based token indexes, as the server's selected_positions count them). Punctuation
 * around a marked word stays unmarked ("house." marks "house").
 */
export function markTokens(text: string, selected: readonly number[]): { text: string; marked: boolean }[] {
  const marks = new Set(selected);
  const parts: { text: string; marked: boolean }[] = [];
  let index = 0;
  for (const piece of text.split(/(\s+)/)) {
    if (piece === '') continue;
    if (/^\s+$/.test(piece)) {
      parts.push({ text: piece, marked: false });
      continue;
    }
    if (marks.has(index)) {
      const [, before = '', core = '', after = ''] = EDGES.exec(piece) ?? [];
      if (before) parts.push({ text: before, marked: false });
      parts.push({ text: core || piece, marked: true });
      if (after && core) parts.push({ text: after, marked: false });
    } else parts.push({ text: piece, marked: false });
    index += 1;
  }
  return parts;
}
