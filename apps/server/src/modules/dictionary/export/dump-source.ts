// An open data dump (export/dump.ts), extracted, as an import source: the project's own importer
// reads its CSV back (`npm run import -- dump <dir>`): translations, meanings, example sentences
// with their translations, synonym and antonym groups, under a data source naming the dump and its
// licence (CC BY-SA 4.0). Authors are not carried over: imported rows have a source, not a member.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ImportFileError } from '../../../cli/import/dictd';
import type { BatchBuilder } from '../import/model';
import type { ImportSource } from '../import/runner';
import { DUMP_LICENSE, parseCsv } from './dump';

type Row = Record<string, string>;

function readCsv(dir: string, name: string): Row[] {
  const file = path.join(dir, name);
  if (!existsSync(file)) throw new ImportFileError(file, 0, 'no such file (is this an extracted Glossa dump?)');
  const [head, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  if (!head?.length) throw new ImportFileError(file, 0, 'empty file: a header line is expected');
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

export function dumpSource(dir: string): ImportSource {
  const translations = readCsv(dir, 'translations.csv');
  const meanings = readCsv(dir, 'meanings.csv');
  const sentences = new Map(readCsv(dir, 'sentences.csv').map((s) => [s.id!, s]));
  const examples = readCsv(dir, 'examples.csv');
  const sentenceTranslations = readCsv(dir, 'sentence_translations.csv');
  const groups = new Map<string, { kind: 'synonym' | 'antonym'; lang: string; words: string[] }>();
  for (const kind of ['synonym', 'antonym'] as const)
    for (const r of readCsv(dir, `${kind}s.csv`)) {
      const key = `${kind}:${r.group_id}`;
      const g = groups.get(key) ?? { kind, lang: r.lang!, words: [] };
      g.words.push(r.word!);
      groups.set(key, g);
    }
  const entries: { label: string; run: (b: BatchBuilder) => void }[] = [
    ...translations.map((r) => ({
      label: `translation ${r.id}`,
      run: (b: BatchBuilder) => {
        const p = b.word(r.lang!, r.word!);
        const t = b.word(r.lang_t!, r.translation!);
        if (!p || !t) return;
        b.batch.unions.push({
          primary: p,
          translation: t,
          primaryExplanation: null,
          translationExplanation: null,
          comment: r.comment || null,
          weight: 1,
          isVerified: false,
          extras: null,
          attributes: [],
          subjects: [],
          meanings: [],
        });
      },
    })),
    ...meanings.map((r) => ({
      label: `meaning ${r.id}`,
      run: (b: BatchBuilder) => {
        const w = b.word(r.lang!, r.word!);
        if (w) b.batch.wordMeanings.push({ word: w, lang: r.lang!, text: r.meaning!, extras: null });
      },
    })),
    ...examples.map((r) => ({
      label: `example ${r.id}`,
      run: (b: BatchBuilder) => {
        const s = sentences.get(r.sentence_id!);
        const w = b.word(r.lang!, r.word!);
        if (!s || !w) return;
        b.batch.sentences.push({
          word: w,
          lang: s.lang!,
          text: s.text!,
          positions: [],
          changedForm: null,
          translations: sentenceTranslations
            .filter((st) => st.sentence_id === s.id && sentences.has(st.translation_sentence_id!))
            .map((st) => sentences.get(st.translation_sentence_id!)!)
            .map((ts) => ({ lang: ts.lang!, text: ts.text!, word: null, positions: [], changedForm: null })),
        });
      },
    })),
    ...[...groups].map(([key, g]) => ({
      label: key,
      run: (b: BatchBuilder) => {
        const members = g.words.map((w) => b.word(g.lang, w)).filter((k): k is string => !!k);
        if (members.length > 1) b.batch.groups.push({ key, kind: g.kind, lang: g.lang, union: null, members });
      },
    })),
  ];
  const name = path.basename(path.resolve(dir));
  const size = statSync(path.join(dir, 'translations.csv'));
  return {
    key: `dump:${name}`,
    label: name,
    languages: [...new Set(translations.flatMap((r) => [r.lang!, r.lang_t!]))],
    signature: `${size.size}:${size.mtimeMs}:${entries.length}`,
    dataSource: {
      slug: name.slice(0, 100),
      name: `Glossa community (${name})`,
      author: 'Glossa contributors',
      url: null,
      license: DUMP_LICENSE,
      licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
      edition: name,
      notice: existsSync(path.join(dir, 'README.txt')) ? readFileSync(path.join(dir, 'README.txt'), 'utf8') : null,
    },
    total: entries.length,
    parse: (index, b) => entries[index]!.run(b),
    describe: (index) => entries[index]?.label ?? `entry ${index}`,
  };
}
