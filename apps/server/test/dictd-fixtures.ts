// Builds dictd databases (.index + dictzip .dict.dz) from the readable fixture texts in
// test/fixtures/freedict, the way dictfmt + dictzip would, so tests exercise the real formats.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dictzip } from '../src/modules/dictionary/export/dictzip';

/** The product's dictzip writer (modules/dictionary/export/dictzip.ts), for the readers' tests. */
export { dictzip };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function encodeDictdNumber(n: number): string {
  if (n === 0) return 'A';
  let s = '';
  while (n > 0) {
    s = B64[n % 64] + s;
    n = Math.floor(n / 64);
  }
  return s;
}

export interface FixtureEntry {
  headwords: string[];
  text: string;
}

export const FIXTURES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'fixtures');

/** Entries of a fixture file: blocks separated by "%%" lines, "#" comment lines before the first. */
export function readFixtureEntries(file: string): FixtureEntry[] {
  const raw = readFileSync(path.join(FIXTURES_DIR, 'freedict', file), 'utf8');
  const blocks = raw.split(/^%%\n/m).slice(1);
  return blocks.map((block) => {
    const lines = block.replace(/\n+$/, '').split('\n');
    const extra: string[] = [];
    while (lines[0]?.startsWith('#keys:'))
      extra.push(
        ...lines
          .shift()!
          .slice(6)
          .split('|')
          .map((s) => s.trim()),
      );
    const first = lines[0]!;
    const header = /^00-database-([\w-]+)$/.exec(first);
    const headword = header
      ? `00database${header[1]!.replace(/-/g, '')}`
      : (/^(.*?)(?:\s\/\S|\s<|$)/.exec(first)?.[1] ?? first).trim().toLowerCase();
    return { headwords: [headword, ...extra], text: `${lines.join('\n')}\n` };
  });
}

/** Writes `<dir>/freedict-<pair>.index` and `.dict.dz`; returns the index path. */
export function writeDictd(
  dir: string,
  pair: string,
  entries: FixtureEntry[],
  opts: { chunkLength?: number; compress?: boolean } = {},
): string {
  const parts: Buffer[] = [];
  const index: [string, number, number][] = [];
  let offset = 0;
  for (const e of entries) {
    const bytes = Buffer.from(e.text, 'utf8');
    for (const h of e.headwords) index.push([h, offset, bytes.length]);
    parts.push(bytes);
    offset += bytes.length;
  }
  index.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const base = path.join(dir, `freedict-${pair}`);
  writeFileSync(
    `${base}.index`,
    index.map(([h, o, l]) => `${h}\t${encodeDictdNumber(o)}\t${encodeDictdNumber(l)}\n`).join(''),
  );
  const data = Buffer.concat(parts);
  if (opts.compress === false) writeFileSync(`${base}.dict`, data);
  else writeFileSync(`${base}.dict.dz`, dictzip(data, opts.chunkLength ?? 256));
  return `${base}.index`;
}

export function writeFixtureDictd(
  dir: string,
  file: string,
  pair: string,
  opts?: { chunkLength?: number; compress?: boolean },
): string {
  return writeDictd(dir, pair, readFixtureEntries(file), opts);
}
