// Percentiles and timing loops the benchmarks share.
import { performance } from 'node:perf_hooks';
import type { BuiltApp } from '../../apps/server/src/app';

/** The value at percentile p (0-100) of an ascending list (nearest rank below; NaN when empty). */
export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN);

/** p50, p99 and the maximum of unsorted timings. */
export const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), max: s[s.length - 1]! };
};

/** Milliseconds as printed in the reports. */
export const ms = (n: number) => n.toFixed(2);

/**
 * `samples` GETs of `url` in a row through app.inject (after `warmup` unmeasured ones); each must
 * answer 200. The timings' stats.
 */
export async function injectStats(app: BuiltApp['app'], url: string, headers: Record<string, string>, samples: number, warmup = 0) {
  const times: number[] = [];
  for (let i = 0; i < samples + warmup; i++) {
    const s = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const d = performance.now() - s;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (i >= warmup) times.push(d);
  }
  return stats(times);
}

/** `workers` loops each calling `step` again until `seconds` have passed (a closed-loop load). */
export async function closedLoop(workers: number, seconds: number, step: () => Promise<void>) {
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) await step();
    }),
  );
}

/** `fn` called `warmup` times unmeasured, then `rounds` times in a row, each timed: p50 and p99 (ms). */
export async function timeSerial(fn: (i: number) => Promise<unknown>, rounds: number, warmup: number) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  const { p50, p99 } = stats(times);
  return { p50, p99 };
}
