// EXPLAIN (ANALYZE, BUFFERS) of the hand-out statements (lock the candidates, take them) and of a skip,
// for some members of a database kept by `BENCH_KEEP=1 npx tsx bench/tasks/run.ts`. Each runs in
// a transaction that is rolled back, so the data stays as the run left it. Execution times are far
// less noisy than wall-clock latency on a shared machine.
//
//   BENCH_DB=<kept database> npx tsx bench/tasks/explain.ts [--plans]
//   EXPLAIN_LANGS=gle            the members' languages instead of their own (a language without cards)
//   EXPLAIN_SKIPPED=5000         each member first skipped the oldest this many open cards (in the rolled-back transaction)
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { TASK_LIMITS, TASK_TIMING, TASK_TYPES } from '@glossa/contract';
import type { Executor } from '../../apps/server/src/platform/db/index';
import { tasksRepository as repo } from '../../apps/server/src/modules/tasks/repository';

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = process.env.BENCH_DB;
if (!DB) throw new Error('BENCH_DB=<kept tasks database> is required');
const PLANS = process.argv.includes('--plans');
const MEMBERS = Number(process.env.EXPLAIN_MEMBERS ?? 10);
const LANGS = process.env.EXPLAIN_LANGS?.split(',');
const SKIPPED = Number(process.env.EXPLAIN_SKIPPED ?? 0);
/** Runs first in each member's transaction: their history of skipped cards. */
const setup = (userId: number) =>
  SKIPPED
    ? `insert into task_assignments (task_id, user_id, received_at, answered_at, answer)
        select id, ${userId}, now() - interval '1 day', now() - interval '1 day', 'skip' from tasks where status = 'open' order by id limit ${SKIPPED}
        on conflict do nothing`
    : 'select 1';
const u = new URL(PG_URL);
u.pathname = `/${DB}`;

const dialect = new PgDialect();
/** An executor that records the statements a repository function would send. */
function recorder() {
  const sent: { text: string; values: unknown[] }[] = [];
  const exec = {
    execute: async (query: SQL) => {
      const q = dialect.sqlToQuery(query);
      sent.push({ text: q.sql, values: q.params });
      return { rows: [] };
    },
  } as unknown as Executor;
  return { exec, sent };
}

async function explain(client: pg.Client, s: { text: string; values: unknown[] }, userId: number) {
  await client.query('begin');
  try {
    await client.query(setup(userId));
    const r = await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
    const lines = r.rows.map((x: Record<string, string>) => x['QUERY PLAN']!);
    return { ms: Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1)!)![1]), plan: lines.join('\n') };
  } finally {
    await client.query('rollback');
  }
}

async function main() {
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  const members = (await client.query(`select u.id, array_agg(l.lang_code) as langs from users u join user_languages l on l.user_id = u.id and l.level = 'NATIVE'
    group by u.id order by u.id limit ${MEMBERS}`)).rows as { id: number; langs: string[] }[];
  const now = new Date();
  const since = new Date(now.getTime() - TASK_TIMING.expiryMs);
  const want = TASK_LIMITS.batch;
  const times: Record<string, number[]> = { lock: [], take: [], skip: [] };
  for (const m of members) {
    const langs = LANGS ?? m.langs;
    const pool = { userId: m.id, types: [...TASK_TYPES], langs, voiceLangs: langs };
    const lock = recorder();
    await repo.handOut.lock(lock.exec, { ...pool, exclude: [], limit: want, since, fromStart: false });
    const e1 = await explain(client, lock.sent[0]!, m.id);
    times.lock!.push(e1.ms);
    // The claim needs locked ids: take them for real inside the transaction that is rolled back.
    await client.query('begin');
    await client.query(setup(m.id));
    const ids = (await client.query(lock.sent[0]!.text, lock.sent[0]!.values)).rows.map((r: { id: number }) => r.id);
    const claim = recorder();
    await repo.handOut.take(claim.exec, { userId: m.id, types: pool.types, exclude: [], locked: ids, limit: want, now, since });
    const r = claim.sent[0] ? await client.query(`explain (analyze, buffers) ${claim.sent[0].text}`, claim.sent[0].values) : null;
    await client.query('rollback');
    const claimPlan = r ? r.rows.map((x: Record<string, string>) => x['QUERY PLAN']!).join('\n') : '';
    if (r) times.take!.push(Number(/Execution Time: ([\d.]+)/.exec(claimPlan)![1]));
    const held = (await client.query(`select task_id from task_assignments where user_id = $1 order by task_id limit 1`, [m.id])).rows[0] as { task_id: number } | undefined;
    if (held) {
      const skip = recorder();
      await repo.tasks.skip(skip.exec, { taskId: held.task_id, userId: m.id, at: now });
      times.skip!.push((await explain(client, skip.sent[0]!, m.id)).ms);
    }
    if (PLANS && m === members[0]) console.log(`lock:\n${e1.plan}\n\ntake:\n${claimPlan}`);
  }
  for (const [k, list] of Object.entries(times)) {
    list.sort((a, b) => a - b);
    if (list.length) console.log(`${k}: median ${list[Math.floor(list.length / 2)]!.toFixed(3)} ms, max ${list.at(-1)!.toFixed(3)} ms over ${list.length} members`);
  }
  await client.end();
}

await main();
