// What FreeDict's grammar tags and usage labels mean in Glossa's reference data. Anything not
// listed is kept as data in the union's extras, never dropped and never fatal.

/** Grammar tags (<...>) -> attribute codes (parts of speech and genus). */
const TAG_ATTRIBUTES: Record<string, string[]> = {
  n: ['noun'],
  noun: ['noun'],
  v: ['verb'],
  vt: ['verb'],
  vi: ['verb'],
  verb: ['verb'],
  adj: ['adjective'],
  a: ['adjective'],
  adv: ['adverb'],
  prep: ['preposition'],
  pron: ['pronoun'],
  conj: ['conjunction'],
  int: ['interjection'],
  interj: ['interjection'],
  num: ['numeral'],
  art: ['article'],
  ptcl: ['particle'],
  abbr: ['abbreviation'],
  prefix: ['prefix'],
  suffix: ['suffix'],
  phrase: ['phrase'],
  fem: ['noun', 'female'],
  f: ['noun', 'female'],
  masc: ['noun', 'male'],
  m: ['noun', 'male'],
  neut: ['noun', 'neuter'],
  nt: ['noun', 'neuter'],
};

/** Tags that are grammar but have no attribute: kept under extras.grammar. */
const GRAMMAR_TAGS = new Set([
  'pl',
  'sg',
  'sg only',
  'pl only',
  'trans',
  'intr',
  'refl',
  'rel',
  'pers',
  'inter',
  'poss',
  'dem',
  'indef',
  'aux',
  'modal',
]);

export interface TagResult {
  attributes: string[];
  grammar: string[];
  unknown: string[];
}

/** `<v, trans>` -> verb + grammar trans; `<fem, n, sg>` -> noun, female + sg. */
export function classifyTags(tagTexts: string[]): TagResult {
  const out: TagResult = { attributes: [], grammar: [], unknown: [] };
  for (const text of tagTexts) {
    for (const raw of text.split(',')) {
      const tag = raw.trim().toLowerCase();
      if (!tag) continue;
      const attrs = TAG_ATTRIBUTES[tag];
      if (attrs) {
        for (const a of attrs) if (!out.attributes.includes(a)) out.attributes.push(a);
      } else if (GRAMMAR_TAGS.has(tag)) {
        if (!out.grammar.includes(tag)) out.grammar.push(tag);
      } else if (!out.unknown.includes(tag)) out.unknown.push(tag);
    }
  }
  return out;
}

export const PARTS_OF_SPEECH = new Set([
  'noun',
  'verb',
  'adjective',
  'adverb',
  'preposition',
  'pronoun',
  'conjunction',
  'interjection',
  'numeral',
  'article',
  'particle',
  'abbreviation',
  'prefix',
  'suffix',
  'phrase',
]);

/** Usage labels ([...]) that name a subject (vocabulary code). */
const LABEL_SUBJECTS: Record<string, string> = {
  'techn.': 'technology',
  'electr.': 'technology',
  'telco.': 'technology',
  'mach.': 'technology',
  'med.': 'medicine',
  'anat.': 'medicine',
  'pharm.': 'medicine',
  'ornith.': 'animals',
  'zool.': 'animals',
  'bot.': 'biology',
  'biol.': 'biology',
  'myc.': 'biology',
  'fin.': 'finance',
  'econ.': 'business',
  'chem.': 'chemistry',
  'biochem.': 'chemistry',
  'geogr.': 'geography',
  'comp.': 'computing',
  'jur.': 'law',
  'cook.': 'food',
  'pol.': 'politics',
  'mil.': 'military',
  auto: 'transport',
  'transp.': 'transport',
  'naut.': 'transport',
  'aviat.': 'transport',
  'ugs.': 'colloquial',
  'coll.': 'colloquial',
  slang: 'slang',
  'vulg.': 'slang',
  'geol.': 'science',
  'astron.': 'science',
  'meteo.': 'science',
  'sci.': 'science',
  sport: 'sport',
  'textil.': 'clothing',
  'hist.': 'history',
  'phys.': 'physics',
  'mus.': 'music',
  'math.': 'mathematics',
  'statist.': 'mathematics',
  'envir.': 'nature',
  'agr.': 'nature',
  'relig.': 'religion',
  art: 'art',
  'photo.': 'art',
  school: 'education',
  'stud.': 'education',
};

export function subjectOfLabel(label: string): string | null {
  return LABEL_SUBJECTS[label.trim()] ?? null;
}

/** Splits on `sep` outside (), [], {}, <> and quotes. */
export function splitTopLevel(text: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && '([{<'.includes(ch)) depth++;
    else if (!quoted && ')]}>'.includes(ch)) depth = Math.max(0, depth - 1);
    if (ch === sep && depth === 0 && !quoted) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Removes <tags> and [labels] from an item, returning them separately. */
export function stripMarks(item: string): { text: string; tags: string[]; labels: string[] } {
  const tags: string[] = [];
  const labels: string[] = [];
  const text = item
    .replace(/<([^<>]*)>/g, (_, t: string) => {
      tags.push(t);
      return ' ';
    })
    .replace(/\[([^[\]]*)\]/g, (_, l: string) => {
      labels.push(l.trim());
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { text, tags, labels };
}

/** `{a}, {b c}` -> ['a', 'b c']. */
export function references(text: string): string[] {
  return [...text.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!.trim()).filter(Boolean);
}
