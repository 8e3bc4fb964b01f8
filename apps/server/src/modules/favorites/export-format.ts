// Folder exports as text: CSV for spreadsheets and a tab-separated file Anki imports as notes.
//
// CSV: RFC 4180 (csv-stringify quotes fields with commas, quotes or line breaks; CRLF rows), UTF-8
// with a byte order mark so spreadsheet programs pick the encoding, and every cell that a
// spreadsheet would run as a formula (starting with = + - @, tab or carriage return) prefixed with
// an apostrophe (CSV injection).
//
// Anki: the header lines of Anki's text import (#separator:tab, #html:true, #columns, #deck),
// then one note per line: Word, Translation, Example, Audio. Fields are HTML (tabs and line breaks
// cannot occur raw; text is escaped, so quotes are &quot; and no field needs CSV quoting; lines
// are joined with <br>); the audio field is an Anki sound reference, [sound:<file>], played once the file is in Anki's
// media folder.
import { stringify } from 'csv-stringify/sync';

export interface ExportRow {
  word: string;
  translation: string;
  lang_from: string;
  lang_to: string;
  example: string;
  example_translation: string;
  comment: string;
  audio: string;
  type: 'translation' | 'sentence' | 'raw';
}

export const CSV_COLUMNS: readonly (keyof ExportRow)[] = [
  'word',
  'translation',
  'lang_from',
  'lang_to',
  'example',
  'example_translation',
  'comment',
  'audio',
  'type',
];

export const ANKI_COLUMNS = ['Word', 'Translation', 'Example', 'Audio'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet will show as text, never evaluate. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function toCsv(rows: readonly ExportRow[]): string {
  const body = stringify(
    rows.map((r) => Object.fromEntries(CSV_COLUMNS.map((c) => [c, neutralizeFormula(r[c])]))),
    // Fields with leading or trailing spaces are quoted too, so no reader trims them.
    { header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows', quoted_match: /^\s|\s$/ },
  );
  return `\uFEFF${body}`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as a one-line HTML field: escaped, line breaks as <br>, tabs as spaces. */
export function ankiField(text: string): string {
  return text
    .replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!)
    .replace(/\r\n|\r|\n/g, '<br>')
    .replace(/\t/g, ' ');
}

/** The audio field: an Anki sound tag for a plain file name; nothing for anything else. */
export function ankiSound(fileName: string): string {
  return /^[\w.-]{1,200}$/.test(fileName) ? `[sound:${fileName}]` : '';
}

/** A deck name on one line, without Anki's subdeck separator. */
function deckName(name: string): string {
  return (
    name
      .replace(/::/g, ':')
      .replace(/[\r\n\t]/g, ' ')
      .trim() || 'Glossa'
  );
}

export function toAnki(rows: readonly ExportRow[], folderName: string): string {
  const header = [
    '#separator:tab',
    '#html:true',
    `#columns:${ANKI_COLUMNS.join('\t')}`,
    `#deck:${deckName(folderName)}`,
  ];
  const lines = rows.map((r) => {
    const example = [r.example, r.example_translation].filter(Boolean).map(ankiField).join('<br>');
    const word = ankiField(r.word);
    // A note must not start with '#': Anki would read the line as a header or comment.
    const fields = [
      word.startsWith('#') ? `&#35;${word.slice(1)}` : word,
      ankiField(r.translation),
      example,
      ankiSound(r.audio),
    ];
    return fields.join('\t');
  });
  return `${[...header, ...lines].join('\n')}\n`;
}

/** attachment; filename="ascii.csv"; filename*=UTF-8''percent-encoded (RFC 6266 / 5987). */
export function contentDisposition(baseName: string, extension: string): string {
  const cleaned =
    baseName
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
      .replace(/_{2,}/g, '_')
      .trim() || 'favorites';
  const ascii =
    cleaned
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, '_')
      .replace(/_{2,}/g, '_')
      .replace(/^_+|_+$/g, '') || 'favorites';
  const encoded = encodeURIComponent(`${cleaned}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}
