// Settings and shared helpers of the dictionary benchmark (bench/dictionary/run.ts).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../..');
export const DB_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/glossa_bench';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
export const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '4,16,64').split(',').map(Number);
export const WORDS = Number(process.env.BENCH_WORDS ?? 2000);
export const PORT = Number(process.env.BENCH_PORT ?? 3140);
export const DICTD_PORT = Number(process.env.BENCH_DICTD_PORT ?? PORT + 23000);
export const DICTD_DIR = '/usr/share/dictd';
export const PAIRS = [
  { pair: 'eng-deu', lang: 'eng', langT: 'ger' },
  { pair: 'deu-eng', lang: 'ger', langT: 'eng' },
] as const;

export const tmp = mkdtempSync(path.join(os.tmpdir(), 'glossa-bench-dict-'));
export const children: ChildProcess[] = [];
export const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Word {
  pair: string;
  lang: string;
  langT: string;
  headword: string;
  key: string;
}

export function pct(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}
