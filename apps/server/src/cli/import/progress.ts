// What the import CLI prints: a progress bar per source, or one overall bar for `--all` with a
// line per finished source, and the summaries.
import cliProgress from 'cli-progress';
import type { ImportSummary } from '../../modules/dictionary/import/runner';
import type { LemmaReport } from '../../modules/dictionary/lemmas/link';

export interface ProgressReporter {
  start(info: { total: number; from: number }): void;
  update(info: { done: number; stats: { unionsAdded: number } }): void;
  /** The source ended (summary printed by the caller in single mode, as a line in overall mode). */
  finish(summary: ImportSummary | null, failure?: string): void;
  stop(): void;
}

const barOptions = (format: string) => ({
  format,
  stream: process.stderr,
  noTTYOutput: !process.stderr.isTTY,
  notTTYSchedule: 5000,
  etaBuffer: 50,
  hideCursor: true,
  // cli-progress pads an unknown ETA ('INF', before the first entries) to "NFs".
  formatTime: (seconds: number, options: cliProgress.Options, roundTo: number) =>
    Number.isFinite(Number(seconds)) ? cliProgress.Format.TimeFormat(seconds, options, roundTo) : '…',
});

/** One bar for one source (the default when sources are named one by one). */
export function sourceProgress(label: string): ProgressReporter {
  const bar = new cliProgress.SingleBar(
    barOptions(
      `${label} {bar} {percentage}% | {value}/{total} entries | {rate} entries/s | ETA {eta_formatted} | +{unions} translations`,
    ),
    cliProgress.Presets.shades_classic,
  );
  const started = performance.now();
  let from = 0;
  return {
    start({ total, from: f }) {
      from = f;
      if (f > 0) process.stderr.write(`Resuming ${label} at entry ${f} of ${total}\n`);
      bar.start(total, f, { rate: 0, unions: 0 });
    },
    update({ done, stats }) {
      const seconds = (performance.now() - started) / 1000;
      bar.update(done, { rate: Math.round((done - from) / Math.max(seconds, 0.001)), unions: stats.unionsAdded });
    },
    finish() {
      bar.stop();
    },
    stop: () => bar.stop(),
  };
}

/**
 * One bar over many sources. `estimates` are the entry counts known before a source is opened
 * (index lines); each source's real total replaces its estimate when it starts.
 */
export function overallProgress(estimates: number[]) {
  const multi = new cliProgress.MultiBar(
    barOptions(
      `{label} {bar} {percentage}% | {value}/{total} entries | {rate} entries/s | ETA {eta_formatted} | {pairs} sources`,
    ),
    cliProgress.Presets.shades_classic,
  );
  let total = estimates.reduce((a, b) => a + b, 0);
  const bar = multi.create(total, 0, { label: 'all', rate: 0, pairs: `0/${estimates.length}` });
  const started = performance.now();
  /** Entries of the sources that finished. */
  let base = 0;
  let finished = 0;
  let skippedEntries = 0;
  /** Sources being imported (--all runs two at a time): entries done so far, and their labels. */
  const inFlight = new Map<number, { label: string; done: number }>();
  const redraw = () => {
    const seconds = (performance.now() - started) / 1000;
    let value = base;
    for (const s of inFlight.values()) value += s.done;
    bar.setTotal(total);
    bar.update(value, {
      label: [...inFlight.values()].map((s) => s.label).join(' + ') || 'all',
      rate: Math.round((value - skippedEntries) / Math.max(seconds, 0.001)),
      pairs: `${finished}/${estimates.length}`,
    });
  };
  const log = (line: string) => {
    if (process.stderr.isTTY) multi.log(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    /** A reporter for source number `i`. */
    source(i: number, label: string): ProgressReporter {
      let opened = false;
      let own = estimates[i] ?? 0;
      const done = (value: number) => {
        inFlight.set(i, { label, done: value });
        redraw();
      };
      return {
        start({ total: t, from: f }) {
          total += t - own;
          own = t;
          opened = true;
          // Entries already imported by an earlier run count as done but not in the rate.
          skippedEntries += f;
          done(f);
        },
        update({ done: d }) {
          done(d);
        },
        finish(summary, failure) {
          finished++;
          // A source already imported or refused counts as done, but not in the rate.
          if (!opened) skippedEntries += own;
          base += own;
          inFlight.delete(i);
          redraw();
          log(failure ? `${label}: ${failure}` : summaryLine(summary!));
        },
        stop() {},
      };
    },
    stop: () => multi.stop(),
  };
}

/** One line per source for `--all`. */
export function summaryLine(s: ImportSummary): string {
  if (s.alreadyComplete) return `${s.source}: already imported`;
  const state = s.interrupted ? 'interrupted' : 'done';
  return `${s.source}: ${state}, ${s.entries} entries in ${s.seconds.toFixed(1)} s (${s.entriesPerSecond}/s), +${s.stats.wordsAdded} words, +${s.stats.unionsAdded} translations, ${s.stats.formsAdded} forms linked${s.entriesSkipped ? `, ${s.entriesSkipped} unreadable` : ''}`;
}

/** Where a source's write time went: the COPY into staging, then each merge statement. */
export function printProfile(s: ImportSummary) {
  const steps = [...s.profile].sort((a, b) => b[1] - a[1]);
  process.stdout.write(
    `  write steps: ${steps.map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join(', ') || 'none'}\n`,
  );
}

export function printSummary(s: ImportSummary) {
  const lines = [
    `${s.source}: ${s.alreadyComplete ? 'already imported, nothing to do (use --force to re-read)' : s.interrupted ? 'interrupted, run again to resume' : 'done'}`,
    `  entries      ${s.entries} read${s.resumedFrom ? ` (resumed at ${s.resumedFrom})` : ''}, ${s.entriesSkipped} skipped as unreadable, ${s.total} in the source`,
    `  words        ${s.stats.wordsAdded} added, ${s.stats.formsAdded} inflected forms linked`,
    `  translations ${s.stats.unionsAdded} added, ${s.stats.unionsSkipped} already present`,
    `  meanings     ${s.stats.meaningsAdded} added; synonym/antonym groups ${s.stats.groupsAdded} added`,
    `  sentences    ${s.stats.sentencesAdded} added, ${s.stats.sentencesSkipped} already present`,
    `  time         ${s.seconds.toFixed(1)} s, ${s.entriesPerSecond} entries/s`,
  ];
  for (const f of s.failures) lines.push(`  skipped: ${f}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** The closing table of `--all`: every source, then the totals. */
export function printTotals(rows: { label: string; summary: ImportSummary | null; failure?: string }[], seconds: number) {
  const ok = rows.filter((r) => r.summary && !r.summary.alreadyComplete);
  const entries = ok.reduce((n, r) => n + r.summary!.entries, 0);
  const sum = (k: keyof ImportSummary['stats']) => ok.reduce((n, r) => n + r.summary!.stats[k], 0);
  const lines = [
    '',
    'source                          entries   seconds  entries/s     words  translations  forms',
    ...rows.map((r) => {
      const s = r.summary;
      if (!s) return `${r.label.padEnd(30)}  failed: ${r.failure ?? ''}`;
      if (s.alreadyComplete) return `${r.label.padEnd(30)}  already imported`;
      return `${r.label.padEnd(30)} ${String(s.entries).padStart(8)} ${s.seconds.toFixed(1).padStart(9)} ${String(s.entriesPerSecond).padStart(10)} ${String(s.stats.wordsAdded).padStart(9)} ${String(s.stats.unionsAdded).padStart(13)} ${String(s.stats.formsAdded).padStart(6)}${s.interrupted ? '  (interrupted)' : ''}`;
    }),
    `all: ${rows.length} sources (${ok.length} imported, ${rows.filter((r) => !r.summary).length} failed), ${entries} entries, ${sum('wordsAdded')} words, ${sum('unionsAdded')} translations, ${sum('formsAdded')} forms linked in ${seconds.toFixed(1)} s (${seconds > 0 ? Math.round(entries / seconds) : 0} entries/s)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** One line per language of the Hunspell lemma linking. */
export function lemmaLine(r: LemmaReport): string {
  if (!r.dictionary) return `lemmas ${r.lang}: no Hunspell dictionary known for this language`;
  const d = `${r.dictionary.file}, ${r.dictionary.debianPackage}`;
  if (!r.installed) return `lemmas ${r.lang}: ${d} not installed (apt-get install ${r.dictionary.debianPackage})`;
  return `lemmas ${r.lang} (${d}): ${r.roots} words inflected, ${r.formsLinked} forms linked, ${r.wordsAdded} form words added, ${r.seconds.toFixed(1)} s`;
}
