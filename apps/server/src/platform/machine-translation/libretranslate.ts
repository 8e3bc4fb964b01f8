// LibreTranslate (the self-hosted open-source engine): POST {url}/translate with
// {q, source, target, format: 'text', api_key?}, answered {translatedText} or {error}.
import type { MachineTranslator } from './types';
import { MachineTranslationError } from './types';
import { fetchJson } from './http';
import { twoLetterCode } from './languages';

export function createLibreTranslate(options: {
  url: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}): MachineTranslator {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate({ text, from, to }) {
      const body = {
        q: text,
        source: twoLetterCode(from, 'libretranslate'),
        target: twoLetterCode(to, 'libretranslate'),
        format: 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      };
      const answer = await fetchJson(
        'libretranslate',
        endpoint,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        },
        options.timeoutMs,
      );
      const translated = (answer as { translatedText?: unknown } | undefined)?.translatedText;
      if (typeof translated !== 'string')
        throw new MachineTranslationError(
          'libretranslate',
          'error',
          'libretranslate answered without translatedText',
        );
      return { text: translated.trim() || null, confidence: null, coverage: null, segments: null };
    },
  };
}
