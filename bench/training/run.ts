// Training benchmark on PostgreSQL: the lesson word fetch (repeat lesson: the due cards in due
// order, presented with their dictionary entries) with 10,000 learners holding 200 cards each, and
// compilation search over 50,000 public compilations (by name, by word, with filters). Service
// calls in process, one caller, after a warm-up; `select 1` through the same pool is the baseline
// in the same run (figures as ratios, the machine is shared).
//
//   npx tsx bench/training/run.ts   (DATABASE_URL, BENCH_LEARNERS, BENCH_CARDS, BENCH_SELECTIONS, BENCH_ROUNDS)
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { benchApp } from '../support/app';
import { timeSerial } from '../support/stats';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
const CARDS = Number(process.env.BENCH_CARDS ?? 200);
const SELECTIONS = Number(process.env.BENCH_SELECTIONS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const UNIONS = 5_000;
/** Reuse this seeded database (kept by an earlier run with BENCH_KEEP=1): before/after on the same data. */
const REUSE_DB = process.env.BENCH_DB;
const KEEP_DB = process.env.BENCH_KEEP === '1' || !!REUSE_DB;

async function seed(client: pg.Client) {
  const t0 = performance.now();
  await client.query(`insert into users (email, nickname, is_email_verified)
    select 't' || g || '@bench.test', 'trainbench' || g, true from generate_series(1, ${LEARNERS}) g`);
  await client.query(`insert into words (name, lang_code, search_key, review_status)
    select 'word' || g, 'eng', 'word' || g, 'accepted' from generate_series(1, ${UNIONS}) g
    union all select 'wort' || g, 'ger', 'wort' || g, 'accepted' from generate_series(1, ${UNIONS}) g`);
  await client.query(`insert into translation_unions (primary_word_id, translation_word_id, primary_lang, translation_lang, is_verified, review_status)
    select e.id, g.id, 'eng', 'ger', true, 'accepted' from words e join words g on g.lang_code = 'ger' and substr(g.name, 5) = substr(e.name, 5) where e.lang_code = 'eng'`);
  // 200 cards per learner, due over the last and next 30 days.
  await client.query(`insert into training_cards (user_id, union_id, due, stability, difficulty, reps, state, last_review)
    select u.id, (select min(id) from translation_unions) + ((u.id * 7 + k * 13) % ${UNIONS}), now() + make_interval(hours => ((u.id + k * 37) % 1440) - 720),
      1 + (k % 40), 5, 3, 2, now() - interval '3 days'
    from users u, generate_series(1, ${CARDS}) k on conflict do nothing`);
  await client.query(`insert into selections (author_id, name, search_name, search_words, lang_from, lang_to, complexity, is_public, words_total, likes_total, followers_total, created_at)
    select (select min(id) from users) + (g % ${LEARNERS}), 'Compilation ' || g || ' ' || (array['animals','food','travel','work','home'])[1 + g % 5],
      'compilation ' || g || ' ' || (array['animals','food','travel','work','home'])[1 + g % 5],
      '|word' || (g % ${UNIONS}) || '|word' || ((g * 3) % ${UNIONS}) || '|', 'eng', 'ger', (array['easy','medium','hard'])[1 + g % 3], true,
      6 + g % 200, g % 50, g % 30, now() - make_interval(hours => g % 2000)
    from generate_series(1, ${SELECTIONS}) g`);
  await client.query('vacuum analyze');
  const counts = (await client.query(`select (select count(*) from training_cards)::int cards, (select count(*) from selections)::int selections`)).rows[0];
  console.log(`seeded ${JSON.stringify(counts)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return counts as { cards: number; selections: number };
}

async function measure(label: string, fn: (i: number) => Promise<unknown>) {
  const r = { label, ...(await timeSerial(fn, ROUNDS, 30)) };
  console.log(`${label}: p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms`);
  return r;
}

async function main() {
  const bench = await benchApp(REUSE_DB ?? `i13_bench_training_${Date.now()}`, { pool: 4, reuse: !!REUSE_DB, keep: KEEP_DB });
  const { client, dbName } = bench;
  try {
    await bench.services.reference.seed();
    const counts = REUSE_DB
      ? ((await client.query(`select (select count(*) from training_cards)::int cards, (select count(*) from selections)::int selections`)).rows[0] as { cards: number; selections: number })
      : await seed(client);
    const ids = (await client.query('select id, uuid from users order by id')).rows as { id: number; uuid: string }[];
    const viewer = (i: number) => ({ id: ids[(i * 7919) % ids.length]!.id, uuid: ids[(i * 7919) % ids.length]!.uuid, role: 'user' as const, premium: false, sessionId: '' });
    const t = bench.services.training;
    const results = [
      await measure('baseline: select 1', () => bench.ctx.db.execute(sql`select 1`)),
      await measure('lesson words: repeat (30 due cards, due order)', async (i) => {
        const r = await t.lessons.words(viewer(i), 'repeat', { offset: 0, listening: true });
        if (!r.data.length) throw new Error('no due words');
      }),
      await measure('search: by name', (i) => t.lists.search(null, { limit: 18, offset: 0, selection_name: `compilation ${1000 + (i % 9000)}` })),
      await measure('search: by word', (i) => t.lists.search(null, { limit: 18, offset: 0, word_names: [`word${i % UNIONS}`] })),
      await measure('search: pair + complexity + range', (i) => t.lists.search(null, { limit: 18, offset: (i % 5) * 18, lang_from: 'eng', lang_to: 'ger', complexity: 'hard', words_range_from: 50, words_range_to: 150 })),
      await measure('search: pair + complexity + range, signed in', (i) => t.lists.search(viewer(i), { limit: 18, offset: (i % 5) * 18, lang_from: 'eng', lang_to: 'ger', complexity: 'hard', words_range_from: 50, words_range_to: 150 })),
      await measure('search: narrow word range + complexity', (i) => t.lists.search(null, { limit: 18, offset: 0, complexity: 'easy', words_range_from: 190 + (i % 8), words_range_to: 191 + (i % 8) })),
      await measure('discover blocks (popular, new, old)', () => t.lists.feed(null, { limit: 18 })),
    ];
    await bench.stopApp();
    const base = results[0]!;
    const lines = [
      `# Training benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `PostgreSQL, ${LEARNERS.toLocaleString('en')} learners with ${CARDS} cards each (${counts.cards.toLocaleString('en')} cards), ${counts.selections.toLocaleString('en')} public compilations; service calls in process, one caller, ${ROUNDS} rounds after 30 warm-up; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores.`,
      '',
      '| call | p50 ms | p99 ms | p99 / baseline p99 |',
      '|---|---|---|---|',
      ...results.map((r) => `| ${r.label} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.p99 / base.p99).toFixed(1)} |`),
      '',
      'Targets (issue 13): lesson word fetch p99 < 15 ms; compilation search p99 < 30 ms.',
    ];
    writeFileSync(path.join(HERE, 'results.md'), `${lines.join('\n')}\n`);
    console.log(lines.join('\n'));
  } finally {
    if (KEEP_DB) console.log(`kept database ${dbName} (BENCH_DB=${dbName} reuses it)`);
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
