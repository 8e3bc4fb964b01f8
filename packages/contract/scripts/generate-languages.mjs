// Generates src/languages.data.json from Debian's iso-codes: the ISO 639-2 languages that have an
// ISO 639-1 code, plus those without one that Debian's FreeDict dictionaries are written in.
// Run: npm run generate:languages -w packages/contract   (needs `apt-get install iso-codes`)
// Names are not stored here: the server localizes them at run time with Intl.DisplayNames.
import { readFileSync, writeFileSync } from 'node:fs';

const source = '/usr/share/iso-codes/json/iso_639-2.json';
const entries = JSON.parse(readFileSync(source, 'utf8'))['639-2'];
const english = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

// FreeDict pairs in Debian (spa-ast, kha-deu, kha-eng) use these ISO 639-2 languages, which have no
// two-letter code: their code_two_signs is null. (eng-rom is English-Romanian: see the importer.)
const dictionaryOnly = new Set(['ast', 'kha']);

// Languages written without spaces between words: text cannot be split into words on whitespace.
const noWordSpaces = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my', 'bo', 'dz']);

const languages = entries
  .filter((e) => (e.alpha_2 && english.of(e.alpha_2)) || (dictionaryOnly.has(e.alpha_3) && english.of(e.alpha_3)))
  .map((e) => ({
    code: e.bibliographic ?? e.alpha_3,
    code_two_signs: e.alpha_2 ?? null,
    code_terminology: e.alpha_3,
    lang_detect: e.alpha_3,
    is_sentence_breaking: !noWordSpaces.has(e.alpha_2 ?? ''),
  }))
  .sort((a, b) => a.code.localeCompare(b.code));

writeFileSync(
  new URL('../src/languages.data.json', import.meta.url),
  JSON.stringify({ source: 'Debian iso-codes, ISO 639-2', languages }, null, 1) + '\n',
);
console.log(`wrote ${languages.length} languages`);
