// i18next with one JSON file per namespace per locale (src/locales/<lng>/<ns>.json). A locale's
// chunk (src/locales/<lng>/index.ts) carries its `common` and the loaders of its other namespaces,
// each its own chunk: the shell holds 8 loaders, not one per file (168 hashed names, 2.6 KB gzip
// of the first load, e2e/bundle-budget.spec.ts), and `common` still arrives in one request.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, INTERFACE_LOCALES, type InterfaceLocale } from './locales';

type Resource = Record<string, unknown>;
interface LocaleChunk {
  common: Resource;
  namespaces: Record<string, () => Promise<Resource>>;
}
const locales = import.meta.glob<LocaleChunk>('../../locales/*/index.ts');

export const DEFAULT_NAMESPACE = 'common';

function loaderFor(lng: string, ns: string): (() => Promise<Resource>) | undefined {
  const locale = locales[`../../locales/${lng}/index.ts`];
  if (!locale) return undefined;
  return async () => {
    const chunk = await locale();
    if (ns === DEFAULT_NAMESPACE) return chunk.common;
    const load = chunk.namespaces[`./${ns}.json`];
    if (!load) throw new Error(`No translations for ${lng}/${ns}`);
    return load();
  };
}

/** Backend that reads the bundled locale chunks (no HTTP requests to a translation server). */
const bundledBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderFor(language, namespace);
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resource) => callback(null, resource),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Initialises i18next in the given locale; resolves once `common` (and `namespaces`) are loaded. */
export async function initI18n(locale: InterfaceLocale, namespaces: string[] = []): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(bundledBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...INTERFACE_LOCALES],
        ns: [DEFAULT_NAMESPACE, ...namespaces],
        defaultNS: DEFAULT_NAMESPACE,
        load: 'currentOnly',
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
      });
  } else {
    await i18n.changeLanguage(locale);
    if (namespaces.length > 0) await i18n.loadNamespaces(namespaces);
  }
  syncDocumentLanguage(locale);
  return i18n;
}

/** Switches the interface language once its files are loaded (no flash of untranslated text). */
export async function changeLanguage(locale: InterfaceLocale): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  syncDocumentLanguage(locale);
}

function syncDocumentLanguage(locale: InterfaceLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Loads namespaces before a lazy route renders, so it never suspends on its texts. */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
