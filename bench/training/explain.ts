// EXPLAIN (ANALYZE, BUFFERS) of every statement the lesson word fetch and the compilation searches
// send, on a database kept by `BENCH_KEEP=1 npx tsx bench/training/run.ts`: execution times are far
// less noisy than wall-clock latency on a shared machine.
//
//   BENCH_DB=<kept database> npx tsx bench/training/explain.ts [--plans]
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/platform/db/index';

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = process.env.BENCH_DB;
if (!DB) throw new Error('BENCH_DB=<kept training database> is required');
const PLANS = process.argv.includes('--plans');
const REPEAT = Number(process.env.EXPLAIN_REPEAT ?? 20);
const u = new URL(PG_URL);
u.pathname = `/${DB}`;

/** Statements sent through pg while `fn` runs (text and parameters). */
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (capturing) {
    const text = typeof config === 'string' ? config : config?.text;
    const vals = (typeof config === 'object' && config?.values) || values || [];
    if (text && !/^(begin|commit|rollback)/i.test(text)) captured.push({ text, values: vals as unknown[] });
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glossa-explain-'));
  const database = openPostgres(u.toString(), 4);
  await database.migrate();
  const config = loadConfig({ DATABASE_URL: u.toString(), DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST_DIR: path.join(dataDir, 'none') });
  const built = await buildApp({ config, database });
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  const ids = (await client.query('select id, uuid from users order by id')).rows as { id: number; uuid: string }[];
  const viewer = (i: number) => ({ id: ids[(i * 7919) % ids.length]!.id, uuid: ids[(i * 7919) % ids.length]!.uuid, role: 'user' as const, premium: false, sessionId: '' });
  const t = built.services.training;
  const calls: [string, () => Promise<unknown>][] = [
    ['lesson words: repeat', () => t.lessons.words(viewer(3), 'repeat', { offset: 0, listening: true })],
    ['search: by name', () => t.lists.search(null, { limit: 18, offset: 0, selection_name: 'compilation 4321' })],
    ['search: by word', () => t.lists.search(null, { limit: 18, offset: 0, word_names: ['word1234'] })],
    ['search: pair + complexity + range', () => t.lists.search(null, { limit: 18, offset: 36, lang_from: 'eng', lang_to: 'ger', complexity: 'hard', words_range_from: 50, words_range_to: 150 })],
    // Harder than the benchmark's calls: a pair without compilations, a name a fifth of them share,
    // a narrow word range, a subject nobody chose.
    ['search: pair without compilations', () => t.lists.search(null, { limit: 18, offset: 0, lang_from: 'ger', lang_to: 'eng' })],
    ['search: common name (travel)', () => t.lists.search(null, { limit: 18, offset: 0, selection_name: 'travel' })],
    ['search: narrow word range', () => t.lists.search(null, { limit: 18, offset: 0, words_range_from: 198, words_range_to: 199, complexity: 'easy' })],
    ['search: subject', () => t.lists.search(null, { limit: 18, offset: 0, subjects: ['animals'] })],
    // Signed in: the viewer's own private compilations are searched too.
    ['search: pair + complexity + range, signed in', () => t.lists.search(viewer(5), { limit: 18, offset: 36, lang_from: 'eng', lang_to: 'ger', complexity: 'hard', words_range_from: 50, words_range_to: 150 })],
    ['search: by name, signed in', () => t.lists.search(viewer(5), { limit: 18, offset: 0, selection_name: 'compilation 4321' })],
  ];
  for (const [label, fn] of calls) {
    await fn();
    captured.length = 0;
    capturing = true;
    await fn();
    capturing = false;
    const statements = [...captured];
    console.log(`\n## ${label}: ${statements.length} statements`);
    let sum = 0;
    for (const s of statements) {
      const times: number[] = [];
      let plan = '';
      for (let i = 0; i < REPEAT; i++) {
        const r = await client.query(`explain (analyze, buffers, format text) ${s.text}`, s.values as unknown[]);
        const lines = r.rows.map((x: Record<string, string>) => x['QUERY PLAN']!);
        times.push(Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1)!)![1]));
        plan = lines.join('\n');
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      sum += median;
      console.log(`- ${median.toFixed(3)} ms (median of ${REPEAT}, min ${times[0]!.toFixed(3)}): ${s.text.replace(/\s+/g, ' ').slice(0, 140)}`);
      if (PLANS) console.log(plan.replace(/^/gm, '    '));
    }
    console.log(`total execution (medians): ${sum.toFixed(3)} ms`);
  }
  await client.end();
  await built.app.close();
  await database.close();
}

await main();
