// Keys computed in TypeScript so PGlite and PostgreSQL (whatever their locale) compare the same
// bytes: folder names unique case-insensitively, favorites searched and sorted without case or
// diacritics, duplicates in one folder recognised.
import { createHash } from 'node:crypto';

const MARKS = /\p{M}/gu;
const SPACES = /\s+/g;

/** Lower case, no diacritics, single spaces: what search and sorting compare. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(MARKS, '').normalize('NFC').replace(SPACES, ' ').trim();
}

/** Folder names are unique per user without regard to case (Café and CAFÉ are one name; Cafe is another). */
export function groupNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(SPACES, ' ').trim();
}

export function sortKeyOf(text: string): string {
  return fold(text).slice(0, 255);
}

/** What the favorites search looks in: both texts and the comment. */
export function searchTextOf(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .map(fold)
    .join('\n');
}

export function dedupeKey(
  item:
    | { kind: 'translation' | 'sentence'; entityId: number }
    | { kind: 'raw'; langFrom: string; langTo: string; from: string; to: string },
): string {
  if (item.kind !== 'raw') return `${item.kind === 'translation' ? 't' : 's'}:${item.entityId}`;
  const digest = createHash('sha1')
    .update([item.langFrom, item.langTo, fold(item.from), fold(item.to)].join('\u0000'))
    .digest('hex');
  return `r:${digest}`;
}
