// WikDict pairs (pol-eng, deu-fra ...): translations per sense plus definitions in the headword's
// language, which become meanings of the headword attached to that sense's translations.
//
//   Haus /haʊ̯s/ <n, neut>
//   1. maison 2.                           sense 1: translations; " 2." opens a second definition
//   zu einem bestimmten Zweck erbautes Gebäude
//    3.
//   zum Wohnen dienendes und genutztes Gebäude
//   2. chambre                             sense 2
//   gesetzgebende Körperschaft der Volksvertretung
//
// Unnumbered entries have one sense: translations on the first line, definitions below.
import { classifyTags, splitTopLevel } from '../tags';
import type { EntryContext } from './entry-context';
import { parseHeadLine } from './headline';

interface Sense {
  translations: string;
  definitions: string[];
}

const DEFINITION_MARK = /\s+\d+\.$/;

function parseSenses(lines: string[]): Sense[] {
  const senses: Sense[] = [];
  const numbered = /^1\.\s/.test(lines[0] ?? '');
  let current: Sense | null = null;
  let definition: string[] = [];
  const flush = () => {
    if (current && definition.length) current.definitions.push(definition.join(' ').trim());
    definition = [];
  };
  for (const raw of lines) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim()) continue;
    const m = /^(\d+)\.\s+(.*)$/.exec(line);
    if (!current || (numbered && m && Number(m[1]) === senses.length + 1)) {
      flush();
      const text = numbered && m ? m[2]! : line;
      current = { translations: text.replace(DEFINITION_MARK, '').trim(), definitions: [] };
      senses.push(current);
      continue;
    }
    if (/^\s*\d+\.$/.test(line)) {
      flush();
      continue;
    }
    const endsDefinition = DEFINITION_MARK.test(line);
    definition.push(line.replace(DEFINITION_MARK, '').trim());
    if (endsDefinition) flush();
  }
  flush();
  return senses;
}

/** `zig#zig (Französisch)` -> name and the parenthesized note. */
function translationItem(text: string): { name: string; note: string | null } {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(text);
  if (m && m[1]) return { name: m[1].trim(), note: m[2]!.trim() || null };
  return { name: text.trim(), note: null };
}

export function parseWikdictEntry(text: string, ctx: EntryContext): void {
  const { src, tgt, b } = ctx;
  const lines = text.replace(/\r/g, '').split('\n');
  const head = parseHeadLine(lines[0] ?? '');
  const tags = classifyTags(head.tags);
  const primary = b.word(src, head.headword, head.ipas);
  if (!primary) return;
  parseSenses(lines.slice(1)).forEach((sense, senseIndex) => {
    for (const part of splitTopLevel(sense.translations, ',')) {
      const item = translationItem(part);
      const translation = b.word(tgt, item.name);
      if (!translation || translation === primary) continue;
      const extras: Record<string, unknown> = { offset: ctx.offset, sense: senseIndex + 1 };
      if (tags.grammar.length) extras.grammar = tags.grammar;
      if (tags.unknown.length) extras.unknown_tags = tags.unknown;
      b.batch.unions.push({
        primary,
        translation,
        primaryExplanation: null,
        translationExplanation: item.note,
        comment: null,
        weight: Math.max(1, 3 - senseIndex),
        isVerified: false,
        extras,
        attributes: tags.attributes.map((code) => ({ side: 'primary' as const, code })),
        subjects: [],
        meanings: sense.definitions
          .filter(Boolean)
          .map((d) => ({ side: 'primary' as const, lang: src, text: d })),
      });
    }
  });
}
