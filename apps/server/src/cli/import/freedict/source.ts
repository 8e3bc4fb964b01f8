// A FreeDict dictd database as an import source: finds the files, reads the data source from
// the 00-database-* headers (name, maintainer, URL, licence), picks the parser of its family.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@glossa/contract';
import type { DataSourceInfo, ImportSource } from '../../../modules/dictionary/import/runner';
import { ImportFileError, openDictd, type DictdDatabase } from '../dictd';
import type { FreedictParser } from './entry-context';
import { parseDingEntry } from './ding';
import { parsePlainEntry } from './plain';
import { parseWikdictEntry } from './wikdict';

export const DICTD_DIR = '/usr/share/dictd';

export type FreedictFamily = 'ding' | 'wikdict' | 'plain';

const PARSERS: Record<FreedictFamily, FreedictParser> = {
  ding: parseDingEntry,
  wikdict: parseWikdictEntry,
  plain: parsePlainEntry,
};

/** `eng-deu`, a .index path, a .dict(.dz) path or the stem of both -> the .index path. */
export function resolveFreedictIndex(arg: string, dir = DICTD_DIR): string {
  if (/^[a-z]{3}-[a-z]{3}$/.test(arg)) return path.join(dir, `freedict-${arg}.index`);
  if (arg.endsWith('.dict.dz')) return arg.replace(/\.dict\.dz$/, '.index');
  if (arg.endsWith('.dict')) return arg.replace(/\.dict$/, '.index');
  if (arg.endsWith('.index')) return arg;
  // A stem (/usr/share/dictd/freedict-eng-nld) names both files; a file of exactly that name wins.
  return existsSync(arg) ? arg : `${arg}.index`;
}

/** Every installed FreeDict pair (`eng-deu`, ...) in `dir`, sorted. */
export function installedFreedictPairs(dir = DICTD_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => /^freedict-([a-z]{3}-[a-z]{3})\.index$/.exec(f)?.[1])
    .filter((p): p is string => !!p)
    .sort();
}

/**
 * FreeDict's codes Glossa reads otherwise: ISO 639-3 individual languages held as their
 * macrolanguage (Glossa's list is ISO 639-2): Swahili, and the Central (Sorani) and Northern
 * (Kurmanji) Kurdish; and `rom`, which in freedict-eng-rom names Romanian, not Romani (its header:
 * "English-Romanian FreeDict Dictionary", imported from the RomDict project).
 */
const FREEDICT_CODES: Record<string, string> = { swh: 'swa', ckb: 'kur', kmr: 'kur', rom: 'rum' };

/** ISO 639-3 (FreeDict file names) or 639-2 -> Glossa's dictionary code (639-2/B). */
export function dictionaryCode(code: string): string | null {
  const wanted = FREEDICT_CODES[code] ?? code;
  const hit = LANGUAGES.find((l) => l.code === wanted || l.lang_detect === wanted || l.code_terminology === wanted);
  return hit?.code ?? null;
}

/**
 * The pair's two FreeDict codes (from the file name) and Glossa's codes for them; refuses, saying
 * why, a name without languages, a language Glossa does not hold, or two sides of one language.
 */
function pairLanguages(indexPath: string): { codes: [string, string]; langs: [string, string] } {
  const refuse = (why: string): never => {
    throw new ImportFileError(indexPath, 0, why);
  };
  const m = /freedict-([a-z]{3})-([a-z]{3})\.index$/.exec(indexPath);
  if (!m) return refuse('cannot tell the languages: the file name must look like freedict-eng-deu.index');
  const codes: [string, string] = [m[1]!, m[2]!];
  const [src, tgt] = codes.map(dictionaryCode);
  if (!src || !tgt) {
    const unknown = codes.filter((c) => !dictionaryCode(c));
    return refuse(
      `${unknown.map((c) => `"${c}"`).join(' and ')} ${unknown.length > 1 ? 'are' : 'is'} not among Glossa's ${LANGUAGES.length} languages`,
    );
  }
  if (src === tgt) return refuse(`both sides are the same language in Glossa ("${src}"): a pair needs two`);
  return { codes, langs: [src, tgt] };
}

export function familyOf(headers: Map<string, string>): FreedictFamily {
  const title = `${headers.get('short') ?? ''}\n${(headers.get('info') ?? '').split('\n')[0]}`;
  if (/Ding/i.test(title)) return 'ding';
  if (/WikDict/i.test(title)) return 'wikdict';
  return 'plain';
}

const LICENSES: [RegExp, string, string][] = [
  [
    /Creative Commons Attribution-ShareAlike 3\.0/i,
    'CC BY-SA 3.0',
    'https://creativecommons.org/licenses/by-sa/3.0/',
  ],
  [
    /Creative Commons Attribution-ShareAlike 4\.0/i,
    'CC BY-SA 4.0',
    'https://creativecommons.org/licenses/by-sa/4.0/',
  ],
  [
    /GNU General Public License, version 3.*GNU Affero General Public License, version 3/is,
    'GPL-3.0 and AGPL-3.0',
    'https://www.gnu.org/licenses/',
  ],
  [
    /GNU Free Documentation License ver(?:sion|\.)? 1\.2/i,
    'GPL-3.0-or-later (software), GFDL-1.2-or-later (content)',
    'https://www.gnu.org/licenses/fdl-1.2.html',
  ],
  [
    /GNU General Public License,? ver(?:sion|\.)? 3/i,
    'GPL-3.0-or-later',
    'https://www.gnu.org/licenses/gpl-3.0.html',
  ],
  [
    /GNU General Public License,? ver(?:sion|\.)? 2/i,
    'GPL-2.0-or-later',
    'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
  ],
];

/** The Availability paragraph of the info header, and a short licence name when we know it. */
export function licenseOf(info: string): { license: string | null; licenseUrl: string | null } {
  const m = /Availability:\s*\n([\s\S]*?)(?:\n\s*\n|\n\S)/.exec(info);
  const text = (m?.[1] ?? '').replace(/\s+/g, ' ').trim();
  for (const [re, name, url] of LICENSES) if (re.test(text)) return { license: name, licenseUrl: url };
  return { license: text ? text.slice(0, 300) : null, licenseUrl: null };
}

export function dataSourceOf(slug: string, headers: Map<string, string>): DataSourceInfo {
  const info = headers.get('info') ?? '';
  const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(info)?.[1]?.trim() ?? null;
  const copyright =
    /Copyright \(C\)\s*([^\n]+(?:\n {2}\S[^\n]*)?)/.exec(info)?.[1]?.replace(/\s+/g, ' ').trim() ?? null;
  const maintainer = field('Maintainer');
  const author =
    copyright ??
    (maintainer && !/up for grabs/i.test(maintainer)
      ? maintainer
      : (field('Publisher')?.replace(/\.$/, '') ?? null));
  const { license, licenseUrl } = licenseOf(info);
  return {
    slug,
    name: (headers.get('short') || info.split('\n')[0] || slug).trim(),
    author,
    url: headers.get('url')?.trim() || field('Published at') || 'https://freedict.org/',
    license,
    licenseUrl,
    edition: field('Edition'),
    notice: info || null,
  };
}

export function freedictSource(arg: string, dir = DICTD_DIR): ImportSource & { family: FreedictFamily; db: DictdDatabase } {
  const indexPath = resolveFreedictIndex(arg, dir);
  if (!existsSync(indexPath)) {
    throw new ImportFileError(
      indexPath,
      0,
      'no such file (install it with: apt-get install dict-freedict-<pair>)',
    );
  }
  const { codes, langs } = pairLanguages(indexPath);
  const [src, tgt] = langs;
  const db = openDictd(indexPath);
  const family = familyOf(db.headers);
  const parse = PARSERS[family];
  const slug = `freedict-${codes[0]}-${codes[1]}`;
  return {
    key: `freedict:${path.resolve(indexPath)}`,
    label: `${slug} (${family})`,
    languages: langs,
    signature: db.signature,
    dataSource: dataSourceOf(slug, db.headers),
    total: db.entries.length,
    family,
    db,
    parse(index, b) {
      const entry = db.entries[index]!;
      parse(db.text(entry), { src, tgt, offset: entry.offset, b });
    },
    describe(index) {
      const entry = db.entries[index];
      return entry
        ? `${path.basename(db.dictPath)} entry ${JSON.stringify(entry.headwords[0])} at byte offset ${entry.offset}`
        : `entry ${index}`;
    },
  };
}
