// Installable and resilient (issue 38): the web app manifest (one per interface locale, so the
// installed app starts in the locale it was installed from) and the Workbox service worker.
//
// The worker precaches the shell and the dictionary page (index.html and their static imports,
// read from Vite's manifest, plus the common and dictionary texts: each locale's index chunk, which
// carries `common`, and its dictionary.json): a small install that the first visit has just
// downloaded anyway. Everything else is cached as it is used:
// - pages (navigations): always from the network; offline, the precached index.html;
// - /assets/*: fingerprinted, so cache-first;
// - the dictionary's reads (search results, an entry): network-first, never a stale answer
//   online; offline, the last answers (the app's no-internet popup still opens: the browser says
//   it is offline).
// Nothing else of the API goes through the cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, INTERFACE_LOCALES, type InterfaceLocale } from '../../../packages/contract/src/locales.ts';

export const THEME_LIGHT = '#2f5fd0';
export const THEME_DARK = '#242424';

/** Where the manifest of a locale is served (main.tsx points the <link rel="manifest"> at it). */
export const manifestFileOf = (locale: InterfaceLocale) =>
  locale === DEFAULT_LOCALE ? 'manifest.webmanifest' : `manifest-${locale}.webmanifest`;

function webManifest(locale: InterfaceLocale): Partial<ManifestOptions> {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return {
    id: '/',
    name: 'Glossa',
    short_name: 'Glossa',
    description: 'Glossa: an open, community-built dictionary for 100+ languages.',
    lang: locale,
    dir: 'ltr',
    start_url: `${prefix}/dictionary`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_LIGHT,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/** The manifests of the other locales, beside the English one vite-plugin-pwa writes. */
export function localeManifests(): Plugin {
  return {
    name: 'glossa:locale-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of INTERFACE_LOCALES) {
        if (locale === DEFAULT_LOCALE) continue;
        this.emitFile({ type: 'asset', fileName: manifestFileOf(locale), source: JSON.stringify(webManifest(locale)) });
      }
    },
  };
}

interface ViteManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The files the shell and the dictionary page load first, from Vite's build manifest. */
function firstLoadFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestEntry>;
  const files = new Set<string>(['index.html']);
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.css?.forEach((css) => files.add(css));
    entry.imports?.forEach(visit);
  };
  visit('index.html');
  visit('src/features/dictionary/pages/DictionaryPage.tsx');
  for (const key of Object.keys(manifest)) {
    if (/^src\/locales\/[a-z]{2}\/(index\.ts|dictionary\.json)$/.test(key)) visit(key);
  }
  return files;
}

export function pwaOptions(outDir: string): Partial<VitePWAOptions> {
  return {
    // main.tsx registers the worker once the page is idle (app/service-worker.ts).
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: webManifest(DEFAULT_LOCALE),
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html}', 'icons/icon-192.png', 'favicon.svg'],
      manifestTransforms: [
        (entries) => {
          const first = firstLoadFiles(outDir);
          const keep = entries.filter((e) => first.has(e.url) || !/\.(?:js|css|html)$/.test(e.url));
          return { manifest: keep, warnings: [] };
        },
      ],
      // Hashed file names are their own revision.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: null,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'glossa-assets', expiration: { maxEntries: 300, purgeOnQuotaError: true } },
        },
        {
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin && request.method === 'GET' && /^\/api\/translations(?:\/\d+)?$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'glossa-dictionary-answers',
            expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}
