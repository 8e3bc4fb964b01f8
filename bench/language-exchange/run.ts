// Language-exchange benchmark: machine translation through the Apertium provider (apertium-apy,
// Debian's engine, started here on a free port) against the offline dictionary provider (the demo
// dictionary on a scratch PostgreSQL database), for a sentence and a 500-character text: p50/p99 of
// one caller, and throughput of 4 callers. Then synthetic voices (espeak-ng through
// platform/speech, kept in a local object store): the first request of a word (synthesis + store)
// against the cached one. Ratios against the offline provider and the cached read, same run.
//
//   npx tsx bench/language-exchange/run.ts   (DATABASE_URL, BENCH_ROUNDS, BENCH_SECONDS, BENCH_WORDS)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createApertium } from '../../apps/server/src/platform/machine-translation/apertium';
import { createOfflineTranslator } from '../../apps/server/src/platform/machine-translation/offline';
import type { MachineTranslator } from '../../apps/server/src/platform/machine-translation/types';
import { createSpeech } from '../../apps/server/src/platform/speech/index';
import { createLocalStore } from '../../apps/server/src/platform/storage/local-store';
import { startApertiumApy } from '../../apps/server/test/apertium-apy';
import { benchApp } from '../support/app';
import { closedLoop, ms, timeSerial } from '../support/stats';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WORDS = Number(process.env.BENCH_WORDS ?? 40);

const SENTENCE = 'The house is big and the garden is beautiful.';
const TEXT = [
  'My friend lives in a small house near the river.',
  'Every morning she drinks coffee and reads the newspaper before work.',
  'On Saturday we went to the market to buy bread, apples and cheese.',
  'The weather was cold, but the children played in the park all afternoon.',
  'In the evening we cooked dinner together and talked about our plans for the summer.',
  'Next year I want to learn Spanish, because I would like to travel to Spain and Mexico.',
  'Learning a language takes time.',
]
  .join(' ')
  .slice(0, 500);

async function measure(name: string, mt: MachineTranslator, text: string) {
  const call = () => mt.translate({ text, from: 'eng', to: 'spa' });
  const sample = await call();
  const latency = await timeSerial(call, ROUNDS, 5);
  let done = 0;
  const t0 = performance.now();
  await closedLoop(4, SECONDS, async () => {
    await call();
    done++;
  });
  const perSecond = done / ((performance.now() - t0) / 1000);
  return { name, chars: text.length, ...latency, perSecond, sample: sample.text?.slice(0, 80) ?? null };
}

async function main() {
  const lines: string[] = [];
  const out = (l = '') => {
    console.log(l);
    lines.push(l);
  };
  const apy = await startApertiumApy();
  const bench = await benchApp('bench_language_exchange');
  try {
    await bench.services.reference.seed();
    await bench.services.dictionary.seed.demoIfEmpty();
    const apertium = createApertium({ url: apy.url, binary: 'apertium', timeoutMs: 30_000 });
    const offline = createOfflineTranslator(bench.services.dictionary.lexicon);
    out(`# Language exchange: Apertium vs the dictionary provider, synthetic voices`);
    out();
    out(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'} · load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (shared machine)`);
    out(`${ROUNDS} serial calls after 5 warm-up (p50/p99), then 4 callers for ${SECONDS} s (throughput). eng → spa.`);
    out();
    out('| provider | text | p50 ms | p99 ms | translations/s (4 callers) | p50 vs offline |');
    out('|---|---|---:|---:|---:|---:|');
    const rows = [];
    for (const [label, text] of [['sentence', SENTENCE], ['500 chars', TEXT]] as const) {
      const off = await measure('offline (dictionary)', offline, text);
      const ap = await measure('apertium (apertium-apy)', apertium, text);
      for (const r of [off, ap]) {
        rows.push({ ...r, text: label });
        out(`| ${r.name} | ${label} (${r.chars}) | ${ms(r.p50)} | ${ms(r.p99)} | ${r.perSecond.toFixed(1)} | ${(r.p50 / off.p50).toFixed(2)}× |`);
      }
      out(`|  | sample: offline “${off.sample}” · apertium “${ap.sample}” | | | | |`);
    }

    // Synthetic voices: the first request (espeak-ng + the store) against the cached one.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'glossa-speech-bench-'));
    try {
      const speech = createSpeech({ storage: createLocalStore(dir), log: pino({ level: 'silent' }) });
      const words = Array.from({ length: WORDS }, (_, i) => `palabra${i} casa${i}`);
      const first = await timeSerial((i) => speech.synthesize('spa', words[i]!), WORDS, 0);
      const cached = await timeSerial((i) => speech.synthesize('spa', words[i % WORDS]!), WORDS * 5, 5);
      out();
      out(`Synthetic voice (espeak-ng, voice es; IPA + WAV, local object store): ${WORDS} new texts, then ${WORDS * 5} cached reads.`);
      out();
      out('| request | p50 ms | p99 ms | p50 vs cached |');
      out('|---|---:|---:|---:|');
      out(`| first (synthesize + store) | ${ms(first.p50)} | ${ms(first.p99)} | ${(first.p50 / cached.p50).toFixed(1)}× |`);
      out(`| cached (stat + read .ipa) | ${ms(cached.p50)} | ${ms(cached.p99)} | 1.0× |`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    writeFileSync(path.join(HERE, 'results.md'), `${lines.join('\n')}\n`);
    writeFileSync(path.join(HERE, 'results.json'), `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
  } finally {
    await bench.close();
    await apy.close();
  }
}

await main();
