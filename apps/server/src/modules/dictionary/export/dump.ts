// Open data dumps (issue 37): the community's accepted contributions (no imported third-party
// data: rows with an author and no data source) as CSV files, plus per language pair a dictd
// database (.index + .dict.dz, dictzip, readable by Debian's dictd and any dict client), a README naming the
// licence (CC BY-SA 4.0), packed as glossa-dump-<date>.tar.gz in DUMPS_DIR with its SHA-256 in
// SHA256SUMS. Authors appear as their public nickname only; a member who opted out
// (open_data_settings.anonymous) or has no nickname appears as "anonymous". No e-mail address,
// no user id, no private field is read.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../../../platform/db/index';
import { openBulkConnection } from '../import/bulk';
import { dictzip } from './dictzip';

const run = promisify(execFile);
export const DUMP_LICENSE = 'CC BY-SA 4.0';
export const DUMP_FILE = /^glossa-dump-\d{4}-\d{2}-\d{2}(?:-\d+)?\.tar\.gz$/;

const AUTHOR = `case when u.nickname is null or coalesce(o.anonymous, false) then 'anonymous' else u.nickname end`;
const COMMUNITY = (t: string) => `${t}.review_status = 'accepted' and ${t}.author_id is not null and ${t}.data_source_id is null`;
const AUTHOR_JOIN = (t: string) =>
  `left join users u on u.id = ${t}.author_id left join open_data_settings o on o.user_id = ${t}.author_id`;

/** The CSV files: name -> query (columns in order). */
const TABLES: Record<string, string> = {
  'translations.csv': `select tu.id, tu.primary_lang as lang, a.name as word, tu.translation_lang as lang_t, b.name as translation,
      tu.comment, ${AUTHOR} as author, tu.created_at::date::text as created
    from translation_unions tu join words a on a.id = tu.primary_word_id join words b on b.id = tu.translation_word_id
    ${AUTHOR_JOIN('tu')} where ${COMMUNITY('tu')} and not tu.is_removed order by tu.id`,
  'meanings.csv': `select m.id, w.lang_code as lang, w.name as word, m.value as meaning, ${AUTHOR} as author
    from meanings m join words w on w.id = m.word_id ${AUTHOR_JOIN('m')} where ${COMMUNITY('m')} order by m.id`,
  'sentences.csv': `select s.id, s.lang_code as lang, s.text, ${AUTHOR} as author
    from sentences s ${AUTHOR_JOIN('s')} where ${COMMUNITY('s')} order by s.id`,
  'examples.csv': `select ws.id, w.lang_code as lang, w.name as word, ws.sentence_id, ${AUTHOR} as author
    from word_sentences ws join words w on w.id = ws.word_id ${AUTHOR_JOIN('ws')} where ${COMMUNITY('ws')} order by ws.id`,
  'sentence_translations.csv': `select st.id, st.sentence_id, st.translation_sentence_id, ${AUTHOR} as author
    from sentence_translations st ${AUTHOR_JOIN('st')} where ${COMMUNITY('st')} order by st.id`,
  'synonyms.csv': `select i.word_group_id as group_id, w.lang_code as lang, w.name as word, ${AUTHOR} as author
    from word_group_items i join word_groups g on g.id = i.word_group_id join words w on w.id = i.word_id
    ${AUTHOR_JOIN('i')} where g.kind = 'synonym' and ${COMMUNITY('i')} order by i.id`,
  'antonyms.csv': `select i.word_group_id as group_id, w.lang_code as lang, w.name as word, ${AUTHOR} as author
    from word_group_items i join word_groups g on g.id = i.word_group_id join words w on w.id = i.word_id
    ${AUTHOR_JOIN('i')} where g.kind = 'antonym' and ${COMMUNITY('i')} order by i.id`,
  'audio.csv': `select au.id, coalesce(w.lang_code, s.lang_code) as lang, w.name as word, au.sentence_id, au.mime_type, ${AUTHOR} as author
    from audios au left join words w on w.id = au.word_id left join sentences s on s.id = au.sentence_id
    ${AUTHOR_JOIN('au')} where ${COMMUNITY('au')} order by au.id`,
};

function csvField(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  let out = `${columns.join(',')}\n`;
  for (const r of rows) out += `${columns.map((c) => csvField(r[c])).join(',')}\n`;
  return out;
}

/** RFC 4180 CSV -> rows of fields (the project's own reader of its dumps). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function b64(n: number): string {
  let s = '';
  do {
    s = B64[n % 64] + s;
    n = Math.floor(n / 64);
  } while (n > 0);
  return s;
}

/** dictd's order without 00-database-allchars (dictfmt: sort -df): letters, digits and spaces only, case folded, then byte order. */
const dictdKey = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '');

/** A dictd database (`<base>.index`, `<base>.dict.dz`, dictzipped): headword -> definition lines. */
export function writeDictdDatabase(base: string, info: { short: string; url: string; info: string }, entries: Map<string, string[]>): void {
  const items: [string, string][] = [
    // Headers as dictfmt writes them: the headword without its dashes.
    ['00databaseshort', `00-database-short\n    ${info.short}\n`],
    ['00databaseurl', `00-database-url\n    ${info.url}\n`],
    ['00databaseinfo', `00-database-info\n${info.info}\n`],
    ['00databaseutf8', '00-database-utf8\n'],
  ];
  for (const [word, lines] of entries) items.push([word, `${word}\n${lines.map((l) => `   ${l}`).join('\n')}\n`]);
  let offset = 0;
  const chunks: Buffer[] = [];
  const index: [string, string][] = [];
  for (const [head, text] of items) {
    const buf = Buffer.from(text, 'utf8');
    chunks.push(buf);
    // Searched case-folded, on letters, digits and spaces: the index holds the headword so, as dictfmt writes it.
    const key = dictdKey(head);
    index.push([key, `${key}\t${b64(offset)}\t${b64(buf.length)}`]);
    offset += buf.length;
  }
  index.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  writeFileSync(`${base}.dict.dz`, dictzip(Buffer.concat(chunks)));
  writeFileSync(`${base}.index`, `${index.map(([, line]) => line).join('\n')}\n`);
}

const README = (date: string, counts: Record<string, number>, pairs: string[]) => `Glossa open data dump, ${date}

What the Glossa community contributed and reviewers accepted: translations, meanings, example
sentences and their translations, synonyms, antonyms and audio metadata (not the audio files).

Licence: Creative Commons Attribution-ShareAlike 4.0 International (CC BY-SA 4.0),
https://creativecommons.org/licenses/by-sa/4.0/ . Members agree to it for what they contribute
(terms of use). Attribute "Glossa contributors"; the author column names each contribution's
author by public nickname, or "anonymous" where the member asked for it.

Dictionaries imported from third parties (FreeDict, WordNet, the demo dictionary) are NOT in this
dump: they keep their own licences and are published by their authors.

Files (CSV, UTF-8, RFC 4180, a header line):
${Object.entries(counts)
  .map(([f, n]) => `  ${f.padEnd(28)} ${n} rows`)
  .join('\n')}
  dictd/glossa-<from>-<to>.index/.dict.dz  a dictd database per language pair (${pairs.length}: ${pairs.join(', ') || 'none'}),
                                           (dictzip: gzip with random access), readable by dictd and
                                           any dict client (RFC 2229)
`;

export interface DumpInfo {
  file: string;
  bytes: number;
  sha256: string;
  created_at: string;
}

/** Writes a dump into `dir`; returns its file name, size and checksum. */
export async function writeDump(database: Database, dir: string, now = new Date()): Promise<DumpInfo & { counts: Record<string, number> }> {
  mkdirSync(dir, { recursive: true });
  const date = now.toISOString().slice(0, 10);
  const work = mkdtempSync(path.join(tmpdir(), 'glossa-dump-'));
  const root = path.join(work, `glossa-dump-${date}`);
  mkdirSync(path.join(root, 'dictd'), { recursive: true });
  const counts: Record<string, number> = {};
  const pairs = new Map<string, Map<string, string[]>>();
  const conn = await openBulkConnection(database);
  try {
    for (const [file, query] of Object.entries(TABLES)) {
      const result = await conn.query<Record<string, unknown>>(query);
      const columns = columnsOf(query);
      writeFileSync(path.join(root, file), toCsv(columns, result));
      counts[file] = result.length;
      if (file === 'translations.csv')
        for (const r of result) {
          for (const [from, to, word, t] of [
            [r.lang, r.lang_t, r.word, r.translation],
            [r.lang_t, r.lang, r.translation, r.word],
          ] as string[][]) {
            const key = `${from}-${to}`;
            if (!pairs.has(key)) pairs.set(key, new Map());
            const entries = pairs.get(key)!;
            entries.set(word!, [...(entries.get(word!) ?? []), t!]);
          }
        }
    }
  } finally {
    await conn.release();
  }
  for (const [pair, entries] of [...pairs].sort()) {
    writeDictdDatabase(path.join(root, 'dictd', `glossa-${pair}`), {
      short: `Glossa community ${pair} (${date})`,
      url: 'https://creativecommons.org/licenses/by-sa/4.0/',
      info: `Translations ${pair} contributed by the Glossa community, accepted by its reviewers.\nLicence: ${DUMP_LICENSE}.`,
    }, entries);
  }
  writeFileSync(path.join(root, 'README.txt'), README(date, counts, [...pairs.keys()].sort()));
  let name = `glossa-dump-${date}.tar.gz`;
  for (let i = 2; existsSync(path.join(dir, name)); i++) name = `glossa-dump-${date}-${i}.tar.gz`;
  const tmp = path.join(work, name);
  await run('tar', ['-czf', tmp, '-C', work, path.basename(root)]);
  const sha256 = await sha256Of(tmp);
  renameSync(tmp, path.join(dir, name));
  rmSync(work, { recursive: true, force: true });
  writeChecksums(dir);
  const bytes = statSync(path.join(dir, name)).size;
  return { file: name, bytes, sha256, created_at: now.toISOString(), counts };
}

/** Column names of a dump query: the select list's output names. */
function columnsOf(query: string): string[] {
  const list = query.slice(query.indexOf('select ') + 7, query.indexOf('\n    from') >= 0 ? query.indexOf('\n    from') : query.indexOf(' from '));
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of list) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (c === ',' && depth === 0) {
      parts.push(cur);
      cur = '';
    } else cur += c;
  }
  parts.push(cur);
  return parts.map((p) => {
    const t = p.trim();
    const as = / as (\w+)$/.exec(t);
    return as ? as[1]! : t.split('.').pop()!;
  });
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** SHA256SUMS of the dumps in `dir` (sha256sum -c reads it). */
function writeChecksums(dir: string): void {
  const lines = listDumps(dir).map((d) => `${d.sha256}  ${d.file}`);
  writeFileSync(path.join(dir, 'SHA256SUMS'), lines.length ? `${lines.join('\n')}\n` : '');
}

/** The dumps in `dir`, newest first, with their checksums (kept beside each as <file>.sha256). */
export function listDumps(dir: string): DumpInfo[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => DUMP_FILE.test(f))
    .map((file) => {
      const st = statSync(path.join(dir, file));
      const sumFile = path.join(dir, `${file}.sha256`);
      let sha256 = existsSync(sumFile) ? readFileSync(sumFile, 'utf8').trim() : '';
      if (!sha256) {
        sha256 = createHash('sha256').update(readFileSync(path.join(dir, file))).digest('hex');
        writeFileSync(sumFile, `${sha256}\n`);
      }
      return { file, bytes: st.size, sha256, created_at: st.mtime.toISOString() };
    })
    .sort((a, b) => (a.file < b.file ? 1 : -1));
}
