// What the first load of the app costs (gzip), measured from the build manifest: the entry chunk
// and everything it imports statically, plus its CSS. The dictionary page must stay under 200 KB
// in total, so the shell keeps well below it. Every route's own chunk stays under 60 KB (issue 38).
// Prints the figures for the report.
//
// Issue 38 asks for a shell of at most 100 KB and a dictionary route of at most 130 KB. Not met:
// React 19, React DOM, React Router 7 and i18next alone are 114 KB gzip, so those targets need a
// lighter framework, not a better split; the limits below hold what is measured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { WIDTHS, dismissCookieNotice, useWidth } from './support/fixtures';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
// The budgets hold what is measured, rounded up to the next KB: a page that grows past them is a
// failure to look into, not a limit to raise. History: 180 until the header search gained
// suggestions and the contrast tokens (issue 21) and the feed its routes (issue 12); the shell grew
// with issues 34-39 to 193.1 KB, the dictionary page to 202.6 KB and the feed to 203.0 KB, over the
// pages' 200 KB. Won back (185.0 / 193.3 / 194.0 KB measured) without dropping a feature:
// - one chunk for the shell's first load (apps/web/build/first-load-chunk.ts): 28 chunks -> 3,
//   the shell's Mantine components, TanStack Query and the API client no longer cut into small
//   shared chunks by each lazy page (-5.1 KB on the shell, -6.0 KB on the dictionary page);
// - a locale's texts load through its own index chunk (src/locales/<lng>/index.ts) instead of one
//   loader per file in the shell: 168 hashed file names out of the first load (-2.2 / -1.7 KB);
// - the lazy imports' preload lists leave out the shell's chunks, always loaded already
//   (apps/web/build/shell-preloads.ts, -0.8 / -1.7 KB).
const SHELL_BUDGET_KB = 186;
/** The dictionary page's JavaScript, shell included (issue 4 "Speed"). */
const DICTIONARY_JS_BUDGET_KB = 194;
const FEED_BUDGET_KB = 195;

/** A route's own lazy chunk (issue 38). */
const ROUTE_CHUNK_BUDGET_KB = 60;
/**
 * Any chunk loaded on first use (a lazy import): the biggest are the article editor (127.0 KB
 * gzip, its rich-text editor) and the training statistics chart (113.8 KB, its chart library),
 * fetched only by who writes an article or opens the chart. This budget, not Vite's size warning
 * (apps/web/vite.config.ts chunkSizeWarningLimit), is what guards them.
 */
const LAZY_CHUNK_BUDGET_KB = 128;

interface ManifestEntry {
  file: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
}

function measure(manifest: Record<string, ManifestEntry>, roots: string[]) {
  const seen = new Set<string>();
  const css = new Set<string>();
  let jsBytes = 0;
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key]!;
    jsBytes += gzipSync(readFileSync(path.join(DIST, entry.file))).length;
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  const cssBytes = [...css].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file))).length,
    0,
  );
  return { js: jsBytes / 1024, css: cssBytes / 1024, chunks: seen.size };
}

test('the first load of the shell stays within its budget', () => {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const shell = measure(manifest, ['index.html']);
  const feed = measure(manifest, ['index.html', 'src/features/feed/pages/FeedPage.tsx']);
  const line = (name: string, m: ReturnType<typeof measure>) =>
    `${name}: JS ${m.js.toFixed(1)} KB + CSS ${m.css.toFixed(1)} KB = ${(m.js + m.css).toFixed(1)} KB gzip (${m.chunks} chunks)`;
  console.log(line('shell', shell));
  console.log(line('feed page', feed));
  expect(shell.js + shell.css).toBeLessThan(SHELL_BUDGET_KB);
  expect(feed.js + feed.css).toBeLessThan(FEED_BUDGET_KB);
});

test("every route's own chunk stays under 60 KB (gzip)", () => {
  const manifest = readManifest();
  const shell = measure(manifest, ['index.html']);
  // The page modules the routes load lazily (features/*/routes.tsx, the 404 page).
  const routes = Object.entries(manifest).filter(
    ([key, e]) => e.isDynamicEntry && /^src\/(features|app)\/.*pages\//.test(key),
  );
  expect(routes.length).toBeGreaterThan(30);
  const sizes = routes
    .map(([key, e]) => ({
      key,
      own: gzipSync(readFileSync(path.join(DIST, e.file))).length / 1024,
      withImports: measure(manifest, ['index.html', key]).js - shell.js,
    }))
    .sort((a, b) => b.withImports - a.withImports);
  for (const s of sizes.slice(0, 8))
    console.log(
      `${s.key}: own chunk ${s.own.toFixed(1)} KB, ${s.withImports.toFixed(1)} KB with what it imports beyond the shell`,
    );
  for (const s of sizes) expect(s.own, s.key).toBeLessThan(ROUTE_CHUNK_BUDGET_KB);
});

test('every chunk loaded on first use stays within its budget (gzip)', () => {
  const manifest = readManifest();
  const lazy = Object.entries(manifest)
    .filter(([, e]) => e.isDynamicEntry && e.file.endsWith('.js'))
    .map(([key, e]) => ({ key, kb: gzipSync(readFileSync(path.join(DIST, e.file))).length / 1024 }))
    .sort((a, b) => b.kb - a.kb);
  expect(lazy.map((l) => l.key)).toEqual(
    expect.arrayContaining(['src/features/feed/components/ArticleEditor.tsx', 'src/features/training/components/StatsChart.tsx']),
  );
  for (const l of lazy.slice(0, 3)) console.log(`${l.key}: ${l.kb.toFixed(1)} KB gzip, loaded on first use`);
  for (const l of lazy) expect(l.kb, l.key).toBeLessThan(LAZY_CHUNK_BUDGET_KB);
});

function readManifest(): Record<string, ManifestEntry> {
  return JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
}

test('the dictionary route stays within its JavaScript budget (build manifest)', () => {
  const manifest = readManifest();
  const shell = measure(manifest, ['index.html']);
  const dictionary = measure(manifest, ['index.html', 'src/features/dictionary/pages/DictionaryPage.tsx']);
  console.log(
    `dictionary page: JS ${dictionary.js.toFixed(1)} KB (shell ${shell.js.toFixed(1)} + page ${(dictionary.js - shell.js).toFixed(1)}) + CSS ${dictionary.css.toFixed(1)} KB gzip (${dictionary.chunks} chunks)`,
  );
  expect(dictionary.js).toBeLessThan(DICTIONARY_JS_BUDGET_KB);
});

test.describe('in the browser', () => {
  test.use({ serviceWorkers: 'block' });

  test('/dictionary/eng/ger/house shows its results within the JavaScript budget', async ({ page }) => {
    await dismissCookieNotice(page);
    await useWidth(page, WIDTHS.desktop);
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.endsWith('.js') || response.status() !== 200) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(path.basename(url), gzipSync(body).length);
    });
    await page.goto('/dictionary/eng/ger/house');
    await expect(page.getByTestId('result-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Needed to show the results: the entry and the route's static imports (build manifest), the
    // locale texts of the page (the colour-scheme script is inline now). Everything else the browser fetched was
    // deferred on purpose (history and overlays once idle, the shell's no-internet popup after the
    // first paint, code loaded on first use) and is printed apart.
    const manifest = readManifest();
    const needed = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key]!;
      const name = path.basename(entry.file);
      if (needed.has(name)) return;
      needed.add(name);
      (entry.imports ?? []).forEach(visit);
    };
    ['index.html', 'src/features/dictionary/pages/DictionaryPage.tsx'].forEach(visit);
    for (const key of Object.keys(manifest)) {
      if (/^src\/locales\/en\/(index\.ts|dictionary\.json)$/.test(key))
        needed.add(path.basename(manifest[key]!.file));
    }
    const kb = (names: Iterable<string>) =>
      [...names].reduce((sum, n) => sum + (scripts.get(n) ?? 0), 0) / 1024;
    const fetchedNeeded = [...scripts.keys()].filter((n) => needed.has(n));
    const deferred = [...scripts.keys()].filter((n) => !needed.has(n));
    console.log(
      `dictionary page in the browser: ${kb(fetchedNeeded).toFixed(1)} KB JS gzip needed for the results ` +
        `(${fetchedNeeded.length} files, locale texts included); ${kb(deferred).toFixed(1)} KB deferred ` +
        `(${deferred.length} files: ${deferred.join(', ')}); ${kb(scripts.keys()).toFixed(1)} KB in all`,
    );
    // The page really fetched what the manifest says it needs.
    expect(fetchedNeeded.length).toBeGreaterThan(10);
    expect(kb(fetchedNeeded)).toBeLessThan(DICTIONARY_JS_BUDGET_KB);
  });
});
