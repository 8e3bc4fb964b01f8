// The older plain FreeDict pairs (eng-fra, eng-spa, eng-nld, eng-rus, eng-pol ...): a headword
// line, then one line per sense (optionally numbered) of comma-separated translations, with
// notes in parentheses.
//
//   remark /rimɑːk/
//   1. censura, reparo
//   oblivious /əˈblɪvɪəs/ <Adj>
//     nieświadomy (of sth - czegoś)  (to sth - czegoś)
import { classifyTags, splitTopLevel, stripMarks } from '../tags';
import type { EntryContext } from './entry-context';
import { parseHeadLine } from './headline';

export function parsePlainEntry(text: string, ctx: EntryContext): void {
  const { src, tgt, b } = ctx;
  const lines = text.replace(/\r/g, '').split('\n');
  const head = parseHeadLine(lines[0] ?? '');
  const tags = classifyTags(head.tags);
  const primary = b.word(src, head.headword, head.ipas);
  if (!primary) return;
  let sense = 0;
  for (const raw of lines.slice(1)) {
    const line = raw.trim().replace(/^\d+\.\s*/, '');
    if (!line) continue;
    sense++;
    for (const part of splitTopLevel(line, line.includes(';') && !line.includes(',') ? ';' : ',')) {
      const notes: string[] = [];
      const withoutNotes = part.replace(/\(([^()]*)\)/g, (_, n: string) => {
        notes.push(n.trim());
        return ' ';
      });
      const { text: name, tags: itemTags, labels } = stripMarks(withoutNotes);
      const translation = b.word(tgt, name);
      if (!translation || translation === primary) continue;
      const itemClass = classifyTags(itemTags);
      const extras: Record<string, unknown> = { offset: ctx.offset, sense };
      const unknown = [...tags.unknown, ...itemClass.unknown];
      if (unknown.length) extras.unknown_tags = unknown;
      if (labels.length) extras.labels = labels;
      b.batch.unions.push({
        primary,
        translation,
        primaryExplanation: null,
        translationExplanation: [...labels, ...notes].filter(Boolean).join('; ') || null,
        comment: null,
        weight: Math.max(1, 3 - sense),
        isVerified: false,
        extras,
        attributes: [
          ...tags.attributes.map((code) => ({ side: 'primary' as const, code })),
          ...itemClass.attributes.map((code) => ({ side: 'translation' as const, code })),
        ],
        subjects: [],
        meanings: [],
      });
    }
  }
}
