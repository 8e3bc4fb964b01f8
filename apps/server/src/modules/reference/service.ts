// Reference data: languages, attributes and subjects. Seeded at start (idempotent), then read
// from memory: it changes only on deploy, so answers carry a modified_key and 304 when unchanged.
import { createHash } from 'node:crypto';
import {
  INTERFACE_LOCALES,
  LANGUAGES,
  LOCALE_DICTIONARY_CODE,
  findLanguage,
  localeFromDictionaryCode,
  type AllDataResponse,
  type Attribute,
  type Language,
  type Vocabulary,
} from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { ATTRIBUTES, VOCABULARIES } from '../../db/seed/reference-data';
import { referenceRepository as repo, type AttributeRow, type LanguageRow, type VocabularyRow } from './repository';
import { languageName } from './language-names';
import { presentAttribute, presentInterfaceLanguage, presentLanguage, presentVocabulary } from './presenter';

interface Snapshot {
  languages: LanguageRow[];
  attributes: AttributeRow[];
  vocabularies: VocabularyRow[];
}

const capitalize = (s: string, locale: string) => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);
const keyOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

export type ReferenceService = ReturnType<typeof createReferenceService>;

export function createReferenceService(ctx: AppContext) {
  let snapshot: Snapshot | null = null;
  const memo = new Map<string, { value: unknown; key: string }>();

  async function load(): Promise<Snapshot> {
    snapshot ??= {
      languages: await repo.listLanguages(ctx.db),
      attributes: await repo.listAttributes(ctx.db),
      vocabularies: await repo.listVocabularies(ctx.db),
    };
    return snapshot;
  }

  /** Computes once per key; the modified_key is a hash of the answer itself. */
  async function memoized<T>(cacheKey: string, build: (s: Snapshot) => T): Promise<{ value: T; key: string }> {
    const hit = memo.get(cacheKey);
    if (hit) return hit as { value: T; key: string };
    const value = build(await load());
    const entry = { value, key: keyOf(value) };
    memo.set(cacheKey, entry);
    return entry;
  }

  /** Language names in the language of `displayCode` (any dictionary code Intl knows). */
  function languageNames(rows: LanguageRow[], displayCode: string): Language[] {
    const display = findLanguage(displayCode)?.code_two_signs ?? 'en';
    const names = new Intl.DisplayNames([display, 'en'], { type: 'language', fallback: 'code' });
    return rows
      .map((row) => presentLanguage(row, capitalize(languageName(row.code, display, names.of(row.codeTwoSigns ?? row.code) ?? row.code), display)))
      .sort((a, b) => a.name.localeCompare(b.name, display));
  }

  return {
    /** Idempotent: safe on every start. */
    async seed(): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await repo.upsertLanguages(tx, LANGUAGES);
        await repo.upsertAttributes(tx, ATTRIBUTES);
        await repo.upsertVocabularies(tx, VOCABULARIES);
      });
      snapshot = null;
      memo.clear();
    },

    async allData(displayCode: string): Promise<{ data: AllDataResponse['data']; key: string }> {
      const locale = localeFromDictionaryCode(displayCode);
      const { value, key } = await memoized(`all:${displayCode}`, (s) => ({
        languages: languageNames(s.languages, displayCode),
        interface_languages: INTERFACE_LOCALES.map((l) =>
          presentInterfaceLanguage(
            l,
            LOCALE_DICTIONARY_CODE[l],
            capitalize(new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l, l),
          ),
        ),
        vocabularies: s.vocabularies.map((v) => presentVocabulary(v, locale)),
      }));
      return { data: value, key };
    },

    /** Everything the interface needs in one language: names of all languages and subjects in it. */
    async languageData(lang: string) {
      const record = findLanguage(lang) ?? [...LANGUAGES].find((l) => l.code_two_signs === lang);
      if (!record) throw notFound('LANGUAGE', `Unknown language ${lang}`);
      const locale = localeFromDictionaryCode(record.code);
      const { value, key } = await memoized(`lang:${record.code}`, (s) => {
        const languages = languageNames(s.languages, record.code);
        return {
          language: languages.find((l) => l.code === record.code)!,
          languages,
          vocabularies: s.vocabularies.map((v) => presentVocabulary(v, locale)),
        };
      });
      return { data: value, key };
    },

    async attributes(displayCode: string): Promise<{ data: Attribute[]; key: string }> {
      const locale = localeFromDictionaryCode(displayCode);
      const { value, key } = await memoized(`attr:${locale}`, (s) => s.attributes.map((a) => presentAttribute(a, locale)));
      return { data: value, key };
    },

    async vocabularies(displayCode: string): Promise<Vocabulary[]> {
      return (await this.allData(displayCode)).data.vocabularies;
    },

    async isVocabularyCode(code: string): Promise<boolean> {
      return (await load()).vocabularies.some((v) => v.code === code);
    },
  };
}
