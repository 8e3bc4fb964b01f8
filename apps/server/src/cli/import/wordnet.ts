// Princeton WordNet (Debian's wordnet-base) as an import source:
//   data.{noun,verb,adj,adv}: `offset lex_filenum ss_type w_cnt(hex) word lex_id ... p_cnt ptr... | gloss`
//     glosses -> English meanings of every word of the synset; quoted parts of a gloss -> example
//     sentences; a synset of two or more words -> a synonym group; `!` pointers -> antonym pairs.
//   {noun,verb,adj,adv}.exc: `form lemma...` irregular forms -> canonical forms (geese -> goose).
// Every data line is checked before anything is written: its first field must equal its byte
// offset, so a truncated or edited file is reported with the file and the offset.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { locateWord, type BatchBuilder, type WordKey } from '../../modules/dictionary/import/model';
import type { ImportSource } from '../../modules/dictionary/import/runner';
import { searchKeyOf } from '../../platform/text/search-key';
import { ImportFileError } from './dictd';

export const WORDNET_DIR = '/usr/share/wordnet';
const POS_FILES = [
  ['noun', 'n'],
  ['verb', 'v'],
  ['adj', 'a'],
  ['adv', 'r'],
] as const;
const POS_ATTRIBUTE: Record<string, string> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};
const EXC_KIND: Record<string, string> = {
  noun: 'plural',
  verb: 'inflection',
  adj: 'comparison',
  adv: 'comparison',
};

interface Synset {
  offset: number;
  pos: string;
  /** Data file letter: satellites (s) live in data.adj with the a's. */
  filePos: string;
  words: string[];
  antonyms: { sourceWord: number; targetOffset: number; targetPos: string; targetWord: number }[];
  gloss: string;
}

type Item =
  { kind: 'synset'; synset: Synset } | { kind: 'exc'; file: string; form: string; lemmas: string[] };

const lemmaName = (raw: string) => raw.replace(/\((?:a|p|ip)\)$/, '').replace(/_/g, ' ');

function parseDataFile(file: string, filePos: string, out: Synset[]): void {
  const buf = readFileSync(file);
  let start = 0;
  while (start < buf.length) {
    let end = buf.indexOf(0x0a, start);
    const complete = end >= 0;
    if (!complete) end = buf.length;
    const line = buf.toString('utf8', start, end);
    const at = start;
    start = end + 1;
    if (line.startsWith('  ') || !line.trim()) continue; // licence header
    const fail = (detail: string): never => {
      throw new ImportFileError(file, at, detail);
    };
    if (!complete) fail('last line has no newline: the file is truncated');
    const bar = line.indexOf(' | ');
    const fields = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
    const offset = Number(fields[0]);
    if (!/^\d{8}$/.test(fields[0] ?? '') || offset !== at)
      fail(`synset offset ${JSON.stringify(fields[0])} does not match its position`);
    const pos = fields[2]!;
    if (!POS_ATTRIBUTE[pos]) fail(`unknown synset type ${JSON.stringify(pos)}`);
    const wordCount = parseInt(fields[3] ?? '', 16);
    if (!Number.isFinite(wordCount) || wordCount < 1) fail('bad word count');
    const words: string[] = [];
    let f = 4;
    for (let i = 0; i < wordCount; i++, f += 2) {
      const w = fields[f];
      if (!w) fail('fewer words than the word count says');
      words.push(lemmaName(w!));
    }
    const pointerCount = Number(fields[f]);
    if (!Number.isInteger(pointerCount)) fail('bad pointer count');
    f++;
    const antonyms: Synset['antonyms'] = [];
    for (let i = 0; i < pointerCount; i++, f += 4) {
      const [symbol, target, targetPos, st] = [fields[f], fields[f + 1], fields[f + 2], fields[f + 3]];
      if (!symbol || !target || !targetPos || !st || !/^[0-9a-f]{4}$/.test(st))
        fail(`pointer ${i + 1} is malformed`);
      if (symbol === '!') {
        antonyms.push({
          sourceWord: parseInt(st!.slice(0, 2), 16),
          targetOffset: Number(target),
          targetPos: targetPos!,
          targetWord: parseInt(st!.slice(2), 16),
        });
      }
    }
    out.push({ offset, pos, filePos, words, antonyms, gloss: bar >= 0 ? line.slice(bar + 3).trim() : '' });
  }
}

function parseExcFile(file: string, out: Item[]): void {
  const name = path.basename(file, '.exc');
  const text = readFileSync(file, 'utf8');
  let at = 0;
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/).filter(Boolean);
    if (parts.length === 1)
      throw new ImportFileError(file, at, `line ${JSON.stringify(line)} has a form but no lemma`);
    if (parts.length >= 2)
      out.push({
        kind: 'exc',
        file: name,
        form: lemmaName(parts[0]!),
        lemmas: parts.slice(1).map(lemmaName),
      });
    at += Buffer.byteLength(line, 'utf8') + 1;
  }
}

/** Splits a gloss into its definition and the quoted examples. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples: string[] = [];
  const definition = gloss
    .replace(/"([^"]+)"/g, (_, ex: string) => {
      examples.push(ex.trim());
      return '';
    })
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('; ');
  return { definition, examples: examples.filter(Boolean) };
}

export function wordnetSource(dir = WORDNET_DIR): ImportSource {
  const missing = POS_FILES.map(([name]) => path.join(dir, `data.${name}`)).find((f) => !existsSync(f));
  if (missing)
    throw new ImportFileError(
      missing,
      0,
      'no such file (install WordNet with: apt-get install wordnet-base)',
    );
  const synsets: Synset[] = [];
  for (const [name, letter] of POS_FILES) parseDataFile(path.join(dir, `data.${name}`), letter, synsets);
  const byOffset = new Map(synsets.map((s) => [`${s.filePos}:${s.offset}`, s]));
  const items: Item[] = synsets.map((synset) => ({ kind: 'synset', synset }));
  for (const [name] of POS_FILES) {
    const exc = path.join(dir, `${name}.exc`);
    if (existsSync(exc)) parseExcFile(exc, items);
  }
  const header = readFileSync(path.join(dir, 'data.noun'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('  '))
    .map((l) => l.replace(/^\s+\d+\s?/, '').trimEnd())
    .join('\n')
    .trim();
  const version = /WordNet (\d+\.\d+)/.exec(header)?.[1] ?? '3.0';
  const signature = POS_FILES.map(([name]) => {
    const s = statSync(path.join(dir, `data.${name}`));
    return `${s.size}:${Math.floor(s.mtimeMs)}`;
  }).join('/');
  const filePosOf = (pos: string) => (pos === 's' ? 'a' : pos);

  return {
    key: `wordnet:${path.resolve(dir)}`,
    label: `WordNet ${version}`,
    languages: ['eng'],
    signature,
    total: items.length,
    dataSource: {
      slug: 'wordnet',
      name: `WordNet ${version}`,
      author: 'Princeton University',
      url: 'https://wordnet.princeton.edu/',
      license: `WordNet ${version} license`,
      licenseUrl: 'https://wordnet.princeton.edu/license-and-commercial-use',
      edition: version,
      notice: header || null,
    },
    parse(index: number, b: BatchBuilder) {
      const item = items[index]!;
      if (item.kind === 'exc') {
        const form = b.word('eng', item.form);
        if (!form) return;
        for (const l of item.lemmas) {
          const lemma = b.word('eng', l);
          if (lemma && lemma !== form) b.batch.forms.push({ form, lemma, kind: EXC_KIND[item.file] ?? null });
        }
        return;
      }
      const s = item.synset;
      const id = `${s.pos}${String(s.offset).padStart(8, '0')}`;
      const keys = s.words.map((w) => b.word('eng', w)).filter((k): k is WordKey => k !== null);
      const attribute = POS_ATTRIBUTE[s.pos]!;
      for (const k of keys) b.batch.wordAttributes.push({ word: k, code: attribute });
      const { definition, examples } = splitGloss(s.gloss);
      if (definition) {
        for (const k of keys)
          b.batch.wordMeanings.push({ word: k, lang: 'eng', text: definition, extras: { synset: id } });
      }
      if (keys.length > 1)
        b.batch.groups.push({
          key: `wn:${id}`,
          kind: 'synonym',
          lang: 'eng',
          union: null,
          members: [...new Set(keys)],
        });
      for (const a of s.antonyms) {
        const target = byOffset.get(`${filePosOf(a.targetPos)}:${a.targetOffset}`);
        const sourceName = s.words[a.sourceWord - 1];
        const targetName = target?.words[a.targetWord - 1];
        if (!sourceName || !targetName) continue;
        const from = b.word('eng', sourceName);
        const to = b.word('eng', targetName);
        if (!from || !to || from === to) continue;
        const ends = [
          `${id}.${a.sourceWord}`,
          `${a.targetPos}${String(a.targetOffset).padStart(8, '0')}.${a.targetWord}`,
        ].sort();
        b.batch.groups.push({
          key: `wn:ant:${ends.join(':')}`,
          kind: 'antonym',
          lang: 'eng',
          union: null,
          members: [from, to],
        });
      }
      for (const text of examples) {
        const found = s.words
          .map((w, i) => ({ key: keys[i], located: locateWord(text, w, searchKeyOf) }))
          .filter((x) => x.key && x.located.positions.length);
        const targets = found.length
          ? found
          : keys[0]
            ? [{ key: keys[0], located: { positions: [], changedForm: null } }]
            : [];
        for (const t of targets) {
          b.batch.sentences.push({
            word: t.key!,
            lang: 'eng',
            text,
            positions: t.located.positions,
            changedForm: t.located.changedForm,
            translations: [],
          });
        }
      }
    },
    describe(index: number) {
      const item = items[index];
      if (!item) return `item ${index}`;
      return item.kind === 'exc'
        ? `${item.file}.exc ${JSON.stringify(item.form)}`
        : `data.${item.synset.filePos} synset at byte offset ${item.synset.offset}`;
    },
  };
}
