// The first line of every FreeDict entry: `headword /IPA/ [/IPA2/] [(forms or variants)] [<tags>]`.
// The IPA opens with " /" followed by a non-space, so headwords containing slashes
// ("a smidge/smidgen", "… / …") are kept whole.

export interface HeadLine {
  headword: string;
  ipas: string[];
  /** Contents of top-level parentheses after the IPA: inflected forms or variants. */
  parens: string[];
  tags: string[];
  labels: string[];
}

const PART = /\s*(?:\/(\S[^/]*)\/|\(((?:[^()]|\([^()]*\))*)\)|<([^<>]*)>|\[([^\]]*)\])/y;

export function parseHeadLine(line: string): HeadLine {
  const ipaStart = /\s\/(?=\S)/.exec(line);
  let headword: string;
  let rest: string;
  if (ipaStart && line.indexOf('/', ipaStart.index + 2) > 0) {
    headword = line.slice(0, ipaStart.index);
    rest = line.slice(ipaStart.index);
  } else {
    const tagStart = /\s<[^<>]*>\s*$/.exec(line);
    headword = tagStart ? line.slice(0, tagStart.index) : line;
    rest = tagStart ? line.slice(tagStart.index) : '';
  }
  const out: HeadLine = { headword: headword.trim(), ipas: [], parens: [], tags: [], labels: [] };
  PART.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = PART.exec(rest))) {
    if (m[1] !== undefined) out.ipas.push(m[1].trim());
    else if (m[2] !== undefined) out.parens.push(m[2]);
    else if (m[3] !== undefined) out.tags.push(m[3]);
    else if (m[4] !== undefined) out.labels.push(m[4].trim());
    if (PART.lastIndex >= rest.length) break;
  }
  return out;
}

/** `went /wˈɛnt/ <>` -> name, IPA, and whether it is marked as a form (`<>`). */
export function parseParenItem(item: string): { name: string; ipa: string | null; isForm: boolean } {
  const isForm = /<>/.test(item);
  const m = /^(.*?)\s\/(\S[^/]*)\//.exec(item);
  const name = (m ? m[1]! : item).replace(/<[^<>]*>/g, '').trim();
  return { name, ipa: m ? m[2]!.trim() : null, isForm };
}
