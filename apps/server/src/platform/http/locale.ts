// The `local` header carries the dictionary code of the interface language (eng default).
import type { FastifyRequest } from 'fastify';
import { DEFAULT_DICTIONARY_CODE, findLanguage, localeFromDictionaryCode, type InterfaceLocale } from '@glossa/contract';

/** Dictionary code from the `local` header when it names a known language, else eng. */
export function requestLanguageCode(request: FastifyRequest): string {
  const raw = request.headers.local;
  const code = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return findLanguage(code) ? code : DEFAULT_DICTIONARY_CODE;
}

/** Interface locale (one of the eight) for texts the server writes: e-mails, attribute names. */
export function requestLocale(request: FastifyRequest): InterfaceLocale {
  return localeFromDictionaryCode(requestLanguageCode(request));
}
