// Lighthouse on the pages people open first (issue 38), as a guest, against a running server:
// mobile and desktop presets, BENCH_RUNS runs each (3), the median run per page and preset.
// Debian's Chromium, a fresh browser per run. Results are kept per label in results.json and the
// tables of every label go to results.md, with the load average seen during the runs.
//
//   npx tsx bench/web/run.ts <base-url> <label>      e.g. http://127.0.0.1:3610 after
//   npx tsx bench/web/run.ts --render                 the tables of results.md again from results.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_JSON = path.join(HERE, 'results.json');
const RESULTS_MD = path.join(HERE, 'results.md');
/** results.md keeps what is written above this line (the reading of the figures) and rewrites the rest. */
const MARKER = '<!-- Below: written by bench/web/run.ts -->';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  transferKb: number;
  /** Why a target is missed: the audits that failed in the median run. */
  failing: string[];
}

interface LabelResult {
  when: string;
  loadAverage: { start: number[]; end: number[] };
  pages: Record<string, Record<'mobile' | 'desktop', RunFigures & { runs: number[] }>>;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The pages: ids found through the API so the script works on any demo database. */
async function pages(base: string): Promise<Record<string, string>> {
  const search = await json<{ data: { id: number }[] }>(
    `${base}/api/translations?lang=eng&lang_t=ger&search=house&page=1&limit=10`,
  );
  const videos = await json<{ data: { uuid: string }[] }>(`${base}/api/education/videos?limit=1`);
  const entry = search.data[0]?.id;
  const video = videos.data[0]?.uuid;
  if (!entry || !video) throw new Error('The demo data has no "house" entry or no video');
  return {
    'home (/ -> feed)': '/',
    'dictionary search': '/dictionary/eng/ger/house',
    entry: `/dictionary/eng/ger/house/${entry}`,
    training: '/training',
    // The card lesson needs a signed-in member; a guest's lesson is the demo video lesson.
    'lesson (video)': `/training/video?uuid=${video}`,
    profile: '/profile/glossa',
  };
}

function figures(lhr: Result): RunFigures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .filter((a) => a.scoreDisplayMode !== 'manual')
    .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcpMs: num('first-contentful-paint'),
    transferKb: num('total-byte-weight') / 1024,
    failing,
  };
}

async function lighthouseOnce(url: string, preset: 'mobile' | 'desktop'): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`No result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return figures(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is run again. */
async function withRetries<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts) throw err;
      console.warn(`run failed (${(err as Error).message}), again`);
    }
  }
}

async function main() {
  const [base, label] = process.argv.slice(2);
  if (base === '--render') {
    // Only the tables again, from results.json (after editing the reading above them).
    writeFileSync(RESULTS_MD, render(JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as Record<string, LabelResult>));
    return;
  }
  if (!base || !label) throw new Error('usage: npx tsx bench/web/run.ts <base-url> <label>');
  const all: Record<string, LabelResult> = existsSync(RESULTS_JSON) ? JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) : {};
  const start = os.loadavg();
  const result: LabelResult = { when: new Date().toISOString(), loadAverage: { start, end: [] }, pages: {} };
  for (const [name, route] of Object.entries(await pages(base))) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await withRetries(() => lighthouseOnce(base + route, preset)));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      (result.pages[name] ??= {} as LabelResult['pages'][string])[preset] = { ...median, runs: runs.map((r) => r.performance) };
      console.log(`${label} ${name} ${preset}: performance ${median.performance} (runs ${runs.map((r) => r.performance).join(', ')}), LCP ${Math.round(median.lcpMs)} ms, TBT ${Math.round(median.tbtMs)} ms, CLS ${median.cls.toFixed(3)}, a11y ${median.accessibility}, best practices ${median.bestPractices}`);
    }
  }
  result.loadAverage.end = os.loadavg();
  all[label] = result;
  writeFileSync(RESULTS_JSON, `${JSON.stringify(all, null, 2)}\n`);
  writeFileSync(RESULTS_MD, render(all));
}

const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');

function render(all: Record<string, LabelResult>): string {
  const previous = existsSync(RESULTS_MD) ? readFileSync(RESULTS_MD, 'utf8') : '';
  const kept = previous.includes(MARKER) ? previous.slice(0, previous.indexOf(MARKER)) : '# Lighthouse on the web app (bench/web/run.ts)\n\n';
  const out = [
    `${kept}${MARKER}`,
    '',
    '## Tables',
    '',
    'Generated by `npx tsx bench/web/run.ts <base-url> <label>` (Lighthouse 12, Debian Chromium, guest, a fresh',
    `browser per run, ${RUNS} runs per page and preset, the median run by Performance score). Perf = Performance`,
    'score; LCP, TBT and CLS of the median run; A11y = Accessibility; BP = Best Practices; KB = bytes transferred.',
    '',
  ];
  for (const [label, r] of Object.entries(all)) {
    out.push(`### ${label} (${r.when.slice(0, 16).replace('T', ' ')} UTC; load average 1/5/15 min: ${load(r.loadAverage.start)} at the start, ${load(r.loadAverage.end)} at the end)`, '');
    out.push('| page | preset | Perf (runs) | LCP s | TBT ms | CLS | FCP s | KB | A11y | BP |', '|---|---|---|---|---|---|---|---|---|---|');
    for (const [page, presets] of Object.entries(r.pages)) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const f = presets[preset];
        if (!f) continue;
        out.push(`| ${page} | ${preset} | ${f.performance} (${f.runs.join(', ')}) | ${(f.lcpMs / 1000).toFixed(1)} | ${Math.round(f.tbtMs)} | ${f.cls.toFixed(3)} | ${(f.fcpMs / 1000).toFixed(1)} | ${Math.round(f.transferKb)} | ${f.accessibility} | ${f.bestPractices} |`);
      }
    }
    out.push('', 'Audits under 0.9 in the median runs (why a target is missed):', '');
    for (const [page, presets] of Object.entries(r.pages)) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const f = presets[preset];
        if (f?.failing.length) out.push(`- ${page}, ${preset}: ${f.failing.join('; ')}`);
      }
    }
    out.push('');
  }
  return `${out.join('\n')}\n`;
}

await main();
