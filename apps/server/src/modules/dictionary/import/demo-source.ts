// The demo dictionary (db/seed/demo) as an import source: each concept becomes translations
// between every pair of its eight languages, with gender, parts of speech, subjects, meanings,
// examples translated into every language, synonyms, antonyms and inflected forms.
import {
  DEMO_ANTONYMS,
  DEMO_CONCEPTS,
  DEMO_DATA_SOURCE,
  DEMO_EXAMPLES,
  DEMO_FORMS,
  DEMO_LANGS,
  DEMO_MEANINGS,
  DEMO_SYNONYMS,
  type DemoConcept,
  type DemoLang,
} from '../../../db/seed/demo/index';
import { searchKeyOf } from '../../../platform/text/search-key';
import { locateWord, type BatchBuilder, type WordKey } from './model';
import type { ImportSource } from './runner';

const GENDER: Record<string, string> = { m: 'male', f: 'female', n: 'neuter' };

/** 'Hund (m)' -> name and gender attribute code. */
function parseWord(text: string): { name: string; gender: string | null } {
  const m = /^(.*?)\s*\((m|f|n)\)$/.exec(text.trim());
  return m ? { name: m[1]!, gender: GENDER[m[2]!]! } : { name: text.trim(), gender: null };
}

const wordsOf = (c: DemoConcept, lang: DemoLang) => {
  const w = c.words[lang];
  return (Array.isArray(w) ? w : [w]).map(parseWord);
};

type Entry = (b: BatchBuilder) => void;

function conceptEntry(c: DemoConcept): Entry {
  return (b) => {
    const keys = new Map<DemoLang, { key: WordKey; gender: string | null; name: string }[]>();
    for (const lang of DEMO_LANGS) {
      keys.set(
        lang,
        wordsOf(c, lang)
          .map((w) => ({
            key: b.word(lang, w.name, lang === 'eng' && c.ipa ? [c.ipa] : []),
            gender: w.gender,
            name: w.name,
          }))
          .filter((w): w is { key: WordKey; gender: string | null; name: string } => w.key !== null),
      );
    }
    const meanings = DEMO_MEANINGS[c.id] ?? {};
    // Every pair of languages, the earlier language (eng first) as the primary side.
    DEMO_LANGS.forEach((pl, i) => {
      for (const tl of DEMO_LANGS.slice(i + 1)) {
        for (const p of keys.get(pl)!) {
          for (const t of keys.get(tl)!) {
            const attrs = (w: { gender: string | null }, side: 'primary' | 'translation') => [
              { side, code: c.pos },
              ...(w.gender ? [{ side, code: w.gender }] : []),
            ];
            b.batch.unions.push({
              primary: p.key,
              translation: t.key,
              primaryExplanation: null,
              translationExplanation: null,
              comment: null,
              weight: 100,
              isVerified: true,
              extras: { concept: c.id },
              attributes: [...attrs(p, 'primary'), ...attrs(t, 'translation')],
              subjects: c.subjects,
              meanings: [
                ...(meanings[pl] ? [{ side: 'primary' as const, lang: pl, text: meanings[pl]! }] : []),
                ...(meanings[tl] ? [{ side: 'translation' as const, lang: tl, text: meanings[tl]! }] : []),
              ],
            });
          }
        }
      }
    });
    // Word-level part of speech and gender.
    for (const lang of DEMO_LANGS) {
      for (const w of keys.get(lang)!) {
        b.batch.wordAttributes.push({ word: w.key, code: c.pos });
        if (w.gender) b.batch.wordAttributes.push({ word: w.key, code: w.gender });
      }
    }
    // Synonyms: the concept's words in a language plus the listed ones.
    for (const lang of DEMO_LANGS) {
      const extra = (DEMO_SYNONYMS[c.id]?.[lang] ?? [])
        .map((s) => b.word(lang, s))
        .filter((k): k is WordKey => k !== null);
      const members = [...new Set([...keys.get(lang)!.map((w) => w.key), ...extra])];
      if (members.length > 1)
        b.batch.groups.push({ key: `demo:syn:${c.id}:${lang}`, kind: 'synonym', lang, union: null, members });
    }
    // Examples: each sentence translated into the seven other languages.
    for (const example of DEMO_EXAMPLES[c.id] ?? []) {
      for (const lang of DEMO_LANGS) {
        const w = keys.get(lang)![0]!;
        const at = locateWord(example[lang], w.name, searchKeyOf);
        b.batch.sentences.push({
          word: w.key,
          lang,
          text: example[lang],
          positions: at.positions,
          changedForm: at.changedForm,
          translations: DEMO_LANGS.filter((l) => l !== lang).map((l) => {
            const tw = keys.get(l)![0]!;
            const tat = locateWord(example[l], tw.name, searchKeyOf);
            return {
              lang: l,
              text: example[l],
              word: tw.key,
              positions: tat.positions,
              changedForm: tat.changedForm,
            };
          }),
        });
      }
    }
  };
}

function antonymEntry([a, z]: [string, string]): Entry {
  const ca = DEMO_CONCEPTS.find((c) => c.id === a);
  const cz = DEMO_CONCEPTS.find((c) => c.id === z);
  return (b) => {
    if (!ca || !cz) throw new Error(`Unknown demo concept in antonym pair ${a}/${z}`);
    for (const lang of DEMO_LANGS) {
      const x = b.word(lang, wordsOf(ca, lang)[0]!.name);
      const y = b.word(lang, wordsOf(cz, lang)[0]!.name);
      if (x && y && x !== y)
        b.batch.groups.push({
          key: `demo:ant:${a}:${z}:${lang}`,
          kind: 'antonym',
          lang,
          union: null,
          members: [x, y],
        });
    }
  };
}

function formsEntry(lang: DemoLang, forms: [string, string, string][]): Entry {
  return (b) => {
    for (const [form, lemma, kind] of forms) {
      const f = b.word(lang, form);
      const l = b.word(lang, lemma);
      if (f && l) b.batch.forms.push({ form: f, lemma: l, kind });
    }
  };
}

export function demoSource(): ImportSource {
  const entries: { label: string; run: Entry }[] = [
    ...DEMO_CONCEPTS.map((c) => ({ label: `concept ${c.id}`, run: conceptEntry(c) })),
    ...DEMO_ANTONYMS.map((pair) => ({ label: `antonyms ${pair.join('/')}`, run: antonymEntry(pair) })),
    ...Object.entries(DEMO_FORMS).map(([lang, forms]) => ({
      label: `forms ${lang}`,
      run: formsEntry(lang as DemoLang, forms),
    })),
  ];
  return {
    key: 'demo:glossa',
    label: DEMO_DATA_SOURCE.name,
    languages: DEMO_LANGS,
    signature: `concepts:${DEMO_CONCEPTS.length}:${entries.length}`,
    dataSource: DEMO_DATA_SOURCE,
    total: entries.length,
    parse: (index, b) => entries[index]!.run(b),
    describe: (index) => entries[index]?.label ?? `entry ${index}`,
  };
}
