import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dictzip,
  encodeDictdNumber,
  readFixtureEntries,
  writeDictd,
  writeFixtureDictd,
} from '../../../test/dictd-fixtures';
import { decodeDictdNumber, ImportFileError, openDictd } from './dictd';

const dir = mkdtempSync(path.join(tmpdir(), 'glossa-dictd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function expectFileError(fn: () => unknown, file: string, offset: number | null, detail: RegExp) {
  let error: unknown;
  try {
    fn();
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(ImportFileError);
  const e = error as ImportFileError;
  expect(e.file).toBe(file);
  if (offset !== null) expect(e.offset).toBe(offset);
  expect(e.message).toContain(file);
  expect(e.message).toMatch(/at byte offset \d+/);
  expect(e.message).toMatch(detail);
}

describe('dictd base64 numbers', () => {
  it('decodes most significant digit first', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('c')).toBe(28);
    expect(decodeDictdNumber('5S')).toBe(57 * 64 + 18);
    expect(decodeDictdNumber('CUkDq')).toBe((((2 * 64 + 20) * 64 + 36) * 64 + 3) * 64 + 42);
    for (const n of [0, 1, 63, 64, 4095, 123456789]) expect(decodeDictdNumber(encodeDictdNumber(n))).toBe(n);
  });

  it('rejects characters outside the alphabet', () => {
    expect(decodeDictdNumber('ab=')).toBeNull();
    expect(decodeDictdNumber('')).toBeNull();
    expect(decodeDictdNumber('-1')).toBeNull();
  });
});

describe('openDictd', () => {
  it('reads entries through the dictzip chunk table, merging aliases and reading the headers', () => {
    const index = writeFixtureDictd(dir, 'ding-eng-deu.txt', 'eng-deu', { chunkLength: 97 });
    const db = openDictd(index);
    expect(db.dictPath).toBe(index.replace('.index', '.dict.dz'));
    expect(db.headers.get('short')).toBe('English - German Ding/FreeDict dictionary ver. 1.9-fd1-test');
    expect(db.headers.get('url')).toBe('https://freedict.org/');
    expect(db.headers.get('info')).toMatch(/^English - German Ding\/FreeDict dictionary/);
    const fixture = readFixtureEntries('ding-eng-deu.txt').filter((e) => !e.headwords[0]!.startsWith('00'));
    expect(db.entries).toHaveLength(fixture.length);
    // Sorted by offset: the file's own order.
    expect(db.entries.map((e) => db.text(e))).toEqual(fixture.map((e) => e.text));
    const eir = db.entries.find((e) => e.headwords.includes('eir'))!;
    expect(eir.headwords.sort()).toEqual(['eir', 'equipment identity register']);
  });

  it('reads uncompressed .dict files and archives made by the dictzip program', () => {
    const plain = writeFixtureDictd(path.join(dir), 'plain-eng-fra.txt', 'eng-fra', { compress: false });
    expect(openDictd(plain).entries.length).toBe(5);
    if (!existsSync('/usr/bin/dictzip')) return;
    const sub = mkdtempSync(path.join(dir, 'dz-'));
    const index = writeFixtureDictd(sub, 'wikdict-pol-eng.txt', 'pol-eng', { compress: false });
    execFileSync('/usr/bin/dictzip', [index.replace('.index', '.dict')]);
    const db = openDictd(index);
    expect(db.dictPath.endsWith('.dict.dz')).toBe(true);
    expect(db.entries.map((e) => db.text(e).split('\n')[0])).toContain('kot /kɔt/ <n, masc>');
  });

  it('names the file and offset of a truncated archive, before anything is read', () => {
    const sub = mkdtempSync(path.join(dir, 'trunc-'));
    const index = writeFixtureDictd(sub, 'ding-eng-deu.txt', 'eng-deu', { chunkLength: 64 });
    const dz = index.replace('.index', '.dict.dz');
    const size = readFileSync(dz).length;
    truncateSync(dz, Math.floor(size / 2));
    expectFileError(() => openDictd(index), dz, Math.floor(size / 2), /truncated/);
    // Only the trailer missing: the sizes no longer agree.
    const sub2 = mkdtempSync(path.join(dir, 'trunc2-'));
    const index2 = writeFixtureDictd(sub2, 'ding-eng-deu.txt', 'eng-deu');
    const dz2 = index2.replace('.index', '.dict.dz');
    truncateSync(dz2, readFileSync(dz2).length - 3);
    expectFileError(() => openDictd(index2), dz2, null, /truncated or corrupt|truncated/);
  });

  it('names the chunk offset of corrupt compressed data', () => {
    const sub = mkdtempSync(path.join(dir, 'corrupt-'));
    const index = writeFixtureDictd(sub, 'ding-eng-deu.txt', 'eng-deu', { chunkLength: 64 });
    const dz = index.replace('.index', '.dict.dz');
    const buf = readFileSync(dz);
    const headerEnd = 12 + buf.readUInt16LE(10);
    buf.fill(0xff, headerEnd + 3, headerEnd + 40);
    writeFileSync(dz, buf);
    expectFileError(() => openDictd(index), dz, headerEnd, /corrupt dictzip chunk 0/);
    writeFileSync(dz, 'not a gzip file at all');
    expectFileError(() => openDictd(index), dz, 0, /not a gzip/);
  });

  it('names the index line of a bad base64 offset or length', () => {
    const sub = mkdtempSync(path.join(dir, 'b64-'));
    const index = writeFixtureDictd(sub, 'plain-eng-fra.txt', 'eng-fra');
    const lines = readFileSync(index, 'utf8').split('\n');
    const target = lines.findIndex((l) => l.startsWith('pineapple\t'));
    const offset = lines.slice(0, target).reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
    const broken = [...lines];
    broken[target] = 'pineapple\tB=x\tC';
    writeFileSync(index, broken.join('\n'));
    expectFileError(() => openDictd(index), index, offset, /bad base64 offset "B=x" for "pineapple"/);
    broken[target] = 'pineapple\tB\t?';
    writeFileSync(index, broken.join('\n'));
    expectFileError(() => openDictd(index), index, offset, /bad base64 length/);
    broken[target] = 'pineapple only one field';
    writeFileSync(index, broken.join('\n'));
    expectFileError(() => openDictd(index), index, offset, /not "headword<TAB>offset<TAB>length"/);
  });

  it('names the index line of an entry lying past the end of the data', () => {
    const sub = mkdtempSync(path.join(dir, 'past-'));
    const index = writeDictd(sub, 'eng-xxx', [
      { headwords: ['a'], text: 'a\nb\n' },
      { headwords: ['c'], text: 'c\nd\n' },
    ]);
    writeFileSync(index, `a\tA\tE\nc\tE\t${encodeDictdNumber(5000)}\n`);
    expectFileError(
      () => openDictd(index),
      index,
      6,
      /entry "c" at 4\+5000 lies past the end of freedict-eng-xxx\.dict\.dz \(8 bytes uncompressed\)/,
    );
  });

  it('reports a missing .dict beside the index', () => {
    const sub = mkdtempSync(path.join(dir, 'missing-'));
    writeFileSync(path.join(sub, 'freedict-eng-zzz.index'), 'a\tA\tB\n');
    expect(() => openDictd(path.join(sub, 'freedict-eng-zzz.index'))).toThrow(/no \.dict\.dz or \.dict file/);
  });

  it('writes archives other gzip readers accept', async () => {
    const data = Buffer.from('x'.repeat(1000) + 'y'.repeat(1000));
    const zlib = await import('node:zlib');
    expect(zlib.gunzipSync(dictzip(data, 300)).equals(data)).toBe(true);
  });
});
