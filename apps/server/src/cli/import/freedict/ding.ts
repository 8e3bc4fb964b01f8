// Ding-derived FreeDict pairs (eng-deu, deu-eng): one entry per sense.
//
//   go /ɡˈəʊ/ (went /wˈɛnt/ <>, gone /ɡˈɒn/ <>) <v>        headword, IPA, inflected forms, tags
//   [Br.] gehen, laufen <v, intr> [geh.]                   translations with tags and labels
//            Note: wiederkehrendes Ereignis                notes before examples: translation side
//         "Let's go!"  - Gehen wir!                        examples: source - translation
//      Synonyms: {leave}, {depart}                         source-language synonyms of this sense
//    see: {going}, {gone}                                  related entries (kept as data)
//            Note: recurrent event                         notes after the examples: source side
import { createHash } from 'node:crypto';
import { locateWord, type ImportUnion, type WordKey } from '../../../modules/dictionary/import/model';
import { searchKeyOf } from '../../../platform/text/search-key';
import {
  classifyTags,
  PARTS_OF_SPEECH,
  references,
  splitTopLevel,
  stripMarks,
  subjectOfLabel,
} from '../tags';
import type { EntryContext } from './entry-context';
import { parseHeadLine, parseParenItem } from './headline';

const NOTE = /^\s+Note:\s*(.*)$/;
const EXAMPLE = /^\s+"(.*)"\s+-\s+(.*)$/;
const SYNONYMS = /^\s+Synonyms?:\s*(.*)$/;
const SEE = /^\s+see:\s*(.*)$/;
const SEE_MAX = 20;
/** An item that is only a pronunciation: `/ˌɛɾdˈeː/`. */
const IPA_ONLY = /^\s*\/[^/]+\/\s*$/;
/** Text glued to the end of a tag (`road <n>Rd`, `Abkürzung <fem>Abk.`): the abbreviation. */
const ABBREVIATION = />(?!\s)([^<>]+)$/;

export function groupKey(kind: string, lang: string, names: string[]): string {
  const digest = createHash('sha1')
    .update([...new Set(names.map(searchKeyOf))].sort().join('\u0001'))
    .digest('base64url')
    .slice(0, 20);
  return `${kind}:${lang}:${digest}`;
}

interface Item {
  name: string;
  attributes: string[];
  grammar: string[];
  unknownTags: string[];
  labels: string[];
}

function parseItems(line: string): { items: Item[]; senseLabels: string[] } {
  const senseLabels: string[] = [];
  let text = line.trim();
  // Labels before the first item apply to the whole sense.
  for (let m = /^\[([^\]]*)\]\s*/.exec(text); m; m = /^\[([^\]]*)\]\s*/.exec(text)) {
    senseLabels.push(m[1]!.trim());
    text = text.slice(m[0].length);
  }
  const items: Item[] = [];
  for (const part of splitTopLevel(text, ',')) {
    // `road <n>Rd,  /ˌɛɾdˈeː/`: text right after the tags is the item's abbreviation (Ding's
    // `road /Rd/`), and a lone /IPA/ item is the abbreviation read out: neither is part of the name.
    if (IPA_ONLY.test(part)) continue;
    const abbreviation = ABBREVIATION.exec(part);
    const {
      text: name,
      tags,
      labels,
    } = stripMarks(abbreviation ? part.slice(0, abbreviation.index + 1) : part);
    if (!name) continue;
    const t = classifyTags(tags);
    items.push({ name, attributes: t.attributes, grammar: t.grammar, unknownTags: t.unknown, labels });
    // The abbreviation translates the same (as the head line's variants do).
    const short = abbreviation ? stripMarks(abbreviation[1]!) : null;
    if (short?.text && short.text !== name)
      items.push({
        name: short.text,
        attributes: ['abbreviation'],
        grammar: [],
        unknownTags: [],
        labels: [],
      });
  }
  // A part of speech written once at the end applies to every item without one.
  const pos = items.flatMap((i) => i.attributes).find((a) => PARTS_OF_SPEECH.has(a));
  if (pos)
    for (const i of items) if (!i.attributes.some((a) => PARTS_OF_SPEECH.has(a))) i.attributes.unshift(pos);
  // Subject labels at the end of the line belong to the sense, not to the last item.
  const last = items.at(-1);
  if (last) {
    const own = last.labels.filter((l) => !subjectOfLabel(l));
    senseLabels.push(...last.labels.filter((l) => subjectOfLabel(l)));
    last.labels = own;
  }
  return { items, senseLabels };
}

export function parseDingEntry(text: string, ctx: EntryContext): void {
  const { src, tgt, b } = ctx;
  const lines = text.replace(/\r/g, '').split('\n');
  const head = parseHeadLine(lines[0] ?? '');
  const headTags = classifyTags(head.tags);
  const primary = b.word(src, head.headword, head.ipas);
  if (!primary) return;

  // Inflected forms (`<>`) become words pointing at the headword; other parentheses are variants
  // (abbreviations, symbols) that translate the same.
  const variants: WordKey[] = [];
  for (const paren of head.parens) {
    for (const part of splitTopLevel(paren, ',')) {
      const item = parseParenItem(part);
      if (!item.name || item.name === head.headword) continue;
      const key = b.word(src, item.name, item.ipa ? [item.ipa] : []);
      if (!key) continue;
      if (item.isForm) b.batch.forms.push({ form: key, lemma: primary, kind: null });
      else variants.push(key);
    }
  }

  // Exactly one translation line follows the head line (it may start with a space before a label).
  let i = 1;
  let translationLine = '';
  if (lines[1]?.trim() && !/^\s+(Note:|"|Synonyms?:|see:)/.test(lines[1])) {
    translationLine = lines[1];
    i = 2;
  }
  const { items, senseLabels } = parseItems(translationLine);

  const targetNotes: string[] = [];
  const sourceNotes: string[] = [];
  const examples: { src: string; tgt: string }[] = [];
  const synonyms: string[] = [];
  const see: string[] = [];
  const other: string[] = [];
  let pastTranslationNotes = false;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    let m: RegExpExecArray | null;
    if ((m = NOTE.exec(line))) (pastTranslationNotes ? sourceNotes : targetNotes).push(m[1]!.trim());
    else if ((m = EXAMPLE.exec(line))) {
      examples.push({ src: m[1]!.trim(), tgt: m[2]!.trim() });
      pastTranslationNotes = true;
    } else if ((m = SYNONYMS.exec(line))) {
      synonyms.push(...references(m[1]!));
      pastTranslationNotes = true;
    } else if ((m = SEE.exec(line))) {
      see.push(...references(m[1]!));
      pastTranslationNotes = true;
    } else other.push(line.trim());
  }
  if (!items.length) return;

  const subjects = [...new Set(senseLabels.map(subjectOfLabel).filter((s): s is string => s !== null))];
  const otherSenseLabels = senseLabels.filter((l) => !subjectOfLabel(l));
  const primaryAttributes = headTags.attributes.length
    ? headTags.attributes
    : [...new Set(items.flatMap((it) => it.attributes.filter((a) => PARTS_OF_SPEECH.has(a))))];

  const heads = [primary, ...variants];
  const translationKeys: (WordKey | null)[] = items.map((it) => b.word(tgt, it.name));
  const baseWeight = 1 + Math.min(examples.length, 5);
  for (const headKey of heads) {
    items.forEach((it, idx) => {
      const translation = translationKeys[idx];
      if (!translation || translation === headKey) return;
      const explanation = [...it.labels, ...targetNotes].join('; ') || null;
      const extras: Record<string, unknown> = { offset: ctx.offset };
      if (otherSenseLabels.length) extras.labels = otherSenseLabels;
      if (it.labels.length) extras.translation_labels = it.labels;
      const grammar = [
        ...new Set([
          ...headTags.grammar.map((g) => `primary:${g}`),
          ...it.grammar.map((g) => `translation:${g}`),
        ]),
      ];
      if (grammar.length) extras.grammar = grammar;
      const unknown = [...headTags.unknown, ...it.unknownTags];
      if (unknown.length) extras.unknown_tags = unknown;
      if (see.length) extras.see = see.slice(0, SEE_MAX);
      if (other.length) extras.other = other;
      if (headKey !== primary) extras.variant_of = head.headword;
      const union: ImportUnion = {
        primary: headKey,
        translation,
        primaryExplanation: sourceNotes.join('; ') || null,
        translationExplanation: explanation,
        comment: null,
        weight: baseWeight + (idx === 0 ? 1 : 0),
        isVerified: false,
        extras,
        attributes: [
          ...primaryAttributes.map((code) => ({ side: 'primary' as const, code })),
          ...it.attributes.map((code) => ({ side: 'translation' as const, code })),
        ],
        subjects,
        meanings: [],
      };
      b.batch.unions.push(union);
    });
  }

  const firstTranslation = translationKeys.find((k): k is WordKey => k !== null && k !== primary);
  if (synonyms.length && firstTranslation) {
    const members = [
      primary,
      ...synonyms.map((s) => b.word(src, s)).filter((k): k is WordKey => k !== null && k !== primary),
    ];
    if (members.length > 1) {
      b.batch.groups.push({
        key: groupKey(
          'syn',
          src,
          members.map((k) => k.split('\u0001')[1]!),
        ),
        kind: 'synonym',
        lang: src,
        union: [primary, firstTranslation],
        members,
      });
    }
  }

  for (const ex of examples) {
    if (!ex.src || !ex.tgt) continue;
    const located = locateWord(ex.src, head.headword, searchKeyOf);
    const tgtWord = items
      .map((it, idx) => ({ it, key: translationKeys[idx] }))
      .find(({ it, key }) => key && locateWord(ex.tgt, it.name, searchKeyOf).positions.length);
    const tgtLocated = tgtWord
      ? locateWord(ex.tgt, tgtWord.it.name, searchKeyOf)
      : { positions: [], changedForm: null };
    b.batch.sentences.push({
      word: primary,
      lang: src,
      text: ex.src,
      positions: located.positions,
      changedForm: located.changedForm,
      translations: [
        {
          lang: tgt,
          text: ex.tgt,
          word: tgtWord?.key ?? null,
          positions: tgtLocated.positions,
          changedForm: tgtLocated.changedForm,
        },
      ],
    });
  }
}
