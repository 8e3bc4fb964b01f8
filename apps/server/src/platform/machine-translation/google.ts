// A Google-compatible endpoint (core.md §7): GET {url}?client=..&sl=..&tl=..&dt=t&q=.., answered
// with nested arrays: [[["Hallo Welt","Hello world",null,null,10], ...], null, "en", ...]. The
// translation is the concatenation of the first element of every entry of the first array.
import type { MachineTranslator } from './types';
import { MachineTranslationError } from './types';
import { fetchJson } from './http';
import { twoLetterCode } from './languages';

/** The translated text of an answer, or null when the answer does not have the expected shape. */
export function parseGoogleAnswer(answer: unknown): string | null {
  if (!Array.isArray(answer) || !Array.isArray(answer[0])) return null;
  const parts: string[] = [];
  for (const sentence of answer[0] as unknown[]) {
    if (!Array.isArray(sentence)) return null;
    if (typeof sentence[0] === 'string') parts.push(sentence[0]);
  }
  return parts.join('');
}

export function createGoogleTranslate(options: {
  url: string;
  client: string;
  timeoutMs: number;
}): MachineTranslator {
  return {
    name: 'google',
    async translate({ text, from, to }) {
      const params = new URLSearchParams({
        client: options.client,
        sl: twoLetterCode(from, 'google'),
        tl: twoLetterCode(to, 'google'),
        dt: 't',
        ie: 'UTF-8',
        oe: 'UTF-8',
        q: text,
      });
      const answer = await fetchJson(
        'google',
        `${options.url}?${params}`,
        { method: 'GET', headers: { accept: 'application/json' } },
        options.timeoutMs,
      );
      const translated = parseGoogleAnswer(answer);
      if (translated === null)
        throw new MachineTranslationError('google', 'error', 'google answered in an unknown shape');
      return { text: translated.trim() || null, confidence: null, coverage: null, segments: null };
    },
  };
}
