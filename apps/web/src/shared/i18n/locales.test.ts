// Every locale has every key of English in every namespace (including namespaces added later),
// with exactly the plural forms its language needs, the same {{placeholders}}, and no stale keys.
import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES, localePath, splitLocale } from './locales';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = '', out: Map<string, string> = new Map()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, i) => flatten(item, `${prefix}.${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, String(value));
  return out;
}

function namespacesOf(lng: string): string[] {
  return Object.keys(files)
    .filter((f) => f.startsWith(`../../locales/${lng}/`))
    .map((f) => f.slice(`../../locales/${lng}/`.length, -'.json'.length))
    .sort();
}

/** The keys a locale must have: English keys, with each plural group expanded to the locale's categories. */
function requiredKeys(english: Map<string, string>, lng: string): Set<string> {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const required = new Set<string>();
  for (const key of english.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key) required.add(key);
    else for (const category of categories) required.add(`${base}_${category}`);
  }
  return required;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const englishNamespaces = namespacesOf('en');

  it('English has the shell namespaces', () => {
    expect(englishNamespaces).toEqual(expect.arrayContaining(['common', 'feed', 'static']));
  });

  it.each(INTERFACE_LOCALES.filter((l) => l !== 'en'))('%s has exactly the namespaces of English', (lng) => {
    expect(namespacesOf(lng)).toEqual(englishNamespaces);
  });

  for (const ns of englishNamespaces) {
    const english = flatten(files[`../../locales/en/${ns}.json`]);

    it.each([...INTERFACE_LOCALES])(`%s/${ns}.json: every key, every plural form, no stale keys`, (lng) => {
      const data = files[`../../locales/${lng}/${ns}.json`];
      expect(data, `${lng}/${ns}.json is missing`).toBeDefined();
      const actual = flatten(data);
      const required = requiredKeys(english, lng);
      const missing = [...required].filter((k) => !actual.has(k));
      const stale = [...actual.keys()].filter((k) => !required.has(k));
      const empty = [...actual].filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect({ missing, stale, empty }).toEqual({ missing: [], stale: [], empty: [] });

      for (const [key, value] of actual) {
        const source = english.get(key) ?? english.get(`${key.replace(PLURAL_SUFFIX, '')}_other`) ?? '';
        expect(placeholders(value), `${lng}/${ns}.json ${key} placeholders`).toEqual(placeholders(source));
      }
    });
  }
});

describe('localePath', () => {
  it('adds the prefix of a non-English locale and none for English', () => {
    expect(localePath('/dictionary/eng/ger/house', 'de')).toBe('/de/dictionary/eng/ger/house');
    expect(localePath('/dictionary/eng/ger/house', 'en')).toBe('/dictionary/eng/ger/house');
    expect(localePath('/', 'uk')).toBe('/uk');
    expect(localePath('/', 'en')).toBe('/');
  });

  it('replaces an existing prefix and keeps query and hash', () => {
    expect(localePath('/fr/about?x=1#top', 'ru')).toBe('/ru/about?x=1#top');
    expect(localePath('/pl', 'en')).toBe('/');
    expect(localePath('feed', 'es')).toBe('/es/feed');
  });

  it('does not mistake a path segment for a locale', () => {
    expect(splitLocale('/dictionary/de')).toEqual({ prefix: null, rest: '/dictionary/de' });
    expect(splitLocale('/en/about')).toEqual({ prefix: null, rest: '/en/about' });
    expect(splitLocale('/nl/')).toEqual({ prefix: 'nl', rest: '/' });
  });
});
