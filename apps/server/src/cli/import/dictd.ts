// Reads a dictd database: `.index` lines are `headword<TAB>offset<TAB>length` with offset and
// length in dictd's base64 (A-Z a-z 0-9 + /, most significant digit first); `.dict.dz` is
// dictzip, gzip with a table of independently deflated chunks (RA extra field), so any entry can
// be read without decompressing the whole file. Everything is validated before a single row is
// written: a bad index line, an entry past the end, a truncated or corrupt archive are errors
// naming the file and the byte offset.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    readonly offset: number,
    detail: string,
  ) {
    super(`${file}: ${detail} (at byte offset ${offset})`);
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** dictd base64 number; null when a character is not in the alphabet. */
export function decodeDictdNumber(s: string): number | null {
  if (!s) return null;
  let n = 0;
  for (const c of s) {
    const v = B64_VALUE.get(c);
    if (v === undefined) return null;
    n = n * 64 + v;
    if (n > Number.MAX_SAFE_INTEGER) return null;
  }
  return n;
}

export interface DictdEntry {
  /** Every index headword that points at this entry (dictd lists aliases separately). */
  headwords: string[];
  offset: number;
  length: number;
}

interface Archive {
  size: number;
  read(offset: number, length: number): Buffer;
}

/** gzip header fields (RFC 1952). */
const FTEXT_FHCRC = 0x02;
const FEXTRA = 0x04;
const FNAME = 0x08;
const FCOMMENT = 0x10;

function openDictzip(file: string, buf: Buffer): Archive {
  const fail = (offset: number, detail: string): never => {
    throw new ImportFileError(file, offset, detail);
  };
  if (buf.length < 18 || buf[0] !== 0x1f || buf[1] !== 0x8b) fail(0, 'not a gzip/dictzip file');
  const flags = buf[3]!;
  let pos = 10;
  let chunkLength = 0;
  let chunkSizes: number[] | null = null;
  if (flags & FEXTRA) {
    if (pos + 2 > buf.length) fail(pos, 'truncated gzip header');
    const xlen = buf.readUInt16LE(pos);
    const end = pos + 2 + xlen;
    if (end > buf.length) fail(pos, 'truncated gzip extra field');
    let p = pos + 2;
    while (p + 4 <= end) {
      const id = buf.toString('latin1', p, p + 2);
      const len = buf.readUInt16LE(p + 2);
      if (id === 'RA' && len >= 6) {
        chunkLength = buf.readUInt16LE(p + 6);
        const count = buf.readUInt16LE(p + 8);
        if (10 + count * 2 > 4 + len) fail(p, 'dictzip chunk table is shorter than its count');
        chunkSizes = [];
        for (let i = 0; i < count; i++) chunkSizes.push(buf.readUInt16LE(p + 10 + i * 2));
      }
      p += 4 + len;
    }
    pos = end;
  }
  const skipZeroTerminated = () => {
    const z = buf.indexOf(0, pos);
    if (z < 0) fail(pos, 'truncated gzip header');
    pos = z + 1;
  };
  if (flags & FNAME) skipZeroTerminated();
  if (flags & FCOMMENT) skipZeroTerminated();
  if (flags & FTEXT_FHCRC) pos += 2;

  if (!chunkSizes) {
    // Plain gzip: decompress it all (dictd accepts it too).
    let data: Buffer;
    try {
      data = zlib.gunzipSync(buf);
    } catch (err) {
      return fail(buf.length, `corrupt or truncated gzip data (${(err as Error).message})`);
    }
    return { size: data.length, read: (o, l) => data.subarray(o, o + l) };
  }

  // Verify the whole archive now: every chunk inflates to the chunk length, the trailer matches.
  const starts: number[] = [];
  let p = pos;
  for (const size of chunkSizes) {
    starts.push(p);
    p += size;
  }
  if (p + 8 > buf.length) {
    const missingChunk = starts.findIndex((s, i) => s + chunkSizes![i]! > buf.length);
    fail(
      buf.length,
      `file is truncated: ${p + 8} bytes expected, ${buf.length} present${missingChunk >= 0 ? ` (chunk ${missingChunk} incomplete)` : ''}`,
    );
  }
  const parts: Buffer[] = [];
  for (let i = 0; i < chunkSizes.length; i++) {
    const raw = buf.subarray(starts[i]!, starts[i]! + chunkSizes[i]!);
    let out: Buffer;
    try {
      out = zlib.inflateRawSync(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch (err) {
      return fail(starts[i]!, `corrupt dictzip chunk ${i} (${(err as Error).message})`);
    }
    if (i < chunkSizes.length - 1 && out.length !== chunkLength)
      fail(starts[i]!, `dictzip chunk ${i} inflates to ${out.length} bytes, not ${chunkLength}`);
    parts.push(out);
  }
  const data = Buffer.concat(parts);
  // dictzip ends the stream with a final empty deflate block after the last chunk, then the trailer.
  const trailer = buf.length - 8;
  const crc = buf.readUInt32LE(trailer);
  const isize = buf.readUInt32LE(trailer + 4);
  if (isize !== data.length % 2 ** 32)
    fail(
      trailer + 4,
      `size in the gzip trailer (${isize}) differs from the data (${data.length}): the file is truncated or corrupt`,
    );
  if (typeof zlib.crc32 === 'function' && zlib.crc32(data) !== crc)
    fail(trailer, 'CRC32 in the gzip trailer does not match the data');
  return { size: data.length, read: (o, l) => data.subarray(o, o + l) };
}

function openArchive(dictPath: string): Archive {
  const buf = readFileSync(dictPath);
  if (dictPath.endsWith('.dz') || dictPath.endsWith('.gz')) return openDictzip(dictPath, buf);
  return { size: buf.length, read: (o, l) => buf.subarray(o, o + l) };
}

export interface DictdDatabase {
  indexPath: string;
  dictPath: string;
  /** Entries sorted by offset (sequential reading), aliases merged. */
  entries: DictdEntry[];
  /** dictd's 00-database-* header entries (info, short, url ...), by suffix. */
  headers: Map<string, string>;
  /** Size and mtime of both files: a different edition restarts a checkpoint. */
  signature: string;
  text(entry: DictdEntry): string;
}

/** `/usr/share/dictd/freedict-eng-deu.index` or its `.dict.dz` sibling. */
export function dictdPaths(indexPath: string): { indexPath: string; dictPath: string } {
  const base = indexPath.replace(/\.index$/, '');
  const dictPath = [`${base}.dict.dz`, `${base}.dict`, `${base}.dict.gz`].find((p) => existsSync(p));
  if (!dictPath)
    throw new ImportFileError(`${base}.dict.dz`, 0, 'no .dict.dz or .dict file beside the index');
  return { indexPath, dictPath };
}

export function openDictd(indexPathArg: string): DictdDatabase {
  const { indexPath, dictPath } = dictdPaths(indexPathArg);
  const archive = openArchive(dictPath);
  const raw = readFileSync(indexPath);
  const byOffset = new Map<number, DictdEntry>();
  const headerEntries: [string, DictdEntry][] = [];
  let lineStart = 0;
  while (lineStart < raw.length) {
    let lineEnd = raw.indexOf(0x0a, lineStart);
    if (lineEnd < 0) lineEnd = raw.length;
    const line = raw.toString('utf8', lineStart, lineEnd).replace(/\r$/, '');
    const at = lineStart;
    lineStart = lineEnd + 1;
    if (!line) continue;
    const parts = line.split('\t');
    if (parts.length < 3)
      throw new ImportFileError(
        indexPath,
        at,
        `index line is not "headword<TAB>offset<TAB>length": ${JSON.stringify(line.slice(0, 80))}`,
      );
    const [headword, offsetText, lengthText] = parts as [string, string, string];
    const offset = decodeDictdNumber(offsetText);
    if (offset === null)
      throw new ImportFileError(
        indexPath,
        at,
        `bad base64 offset ${JSON.stringify(offsetText)} for ${JSON.stringify(headword)}`,
      );
    const length = decodeDictdNumber(lengthText);
    if (length === null)
      throw new ImportFileError(
        indexPath,
        at,
        `bad base64 length ${JSON.stringify(lengthText)} for ${JSON.stringify(headword)}`,
      );
    if (offset + length > archive.size) {
      throw new ImportFileError(
        indexPath,
        at,
        `entry ${JSON.stringify(headword)} at ${offset}+${length} lies past the end of ${path.basename(dictPath)} (${archive.size} bytes uncompressed)`,
      );
    }
    const entry = byOffset.get(offset);
    if (headword.startsWith('00database') || headword.startsWith('00-database')) {
      headerEntries.push([headword, { headwords: [headword], offset, length }]);
      continue;
    }
    if (entry) entry.headwords.push(headword);
    else byOffset.set(offset, { headwords: [headword], offset, length });
  }
  const text = (e: DictdEntry) => archive.read(e.offset, e.length).toString('utf8');
  const headers = new Map<string, string>();
  for (const [name, e] of headerEntries) {
    const key = name.replace(/^00-?database-?/, '');
    // The entry repeats its own name on the first line.
    headers.set(
      key,
      text(e)
        .replace(/^\s*00-?database-?[\w-]*\s*\n/, '')
        .trim(),
    );
  }
  const stat = (p: string) => {
    const s = statSync(p);
    return `${s.size}:${Math.floor(s.mtimeMs)}`;
  };
  return {
    indexPath,
    dictPath,
    entries: [...byOffset.values()].sort((a, b) => a.offset - b.offset),
    headers,
    signature: `${stat(indexPath)}/${stat(dictPath)}`,
    text,
  };
}
