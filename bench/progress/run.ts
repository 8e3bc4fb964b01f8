// Progress benchmark on PostgreSQL (a scratch database `i17_progress_bench_<pid>`, dropped at the
// end), in one process with the real app:
//   1. the weekly chart computation with BENCH_WEEK_ROWS (1,000,000) granted ledger rows created this
//      week over BENCH_USERS (10,000) members: services.progress.weekly.refresh() (the 10-minute job's
//      work: the top 20 and the stored snapshot) and the plan of its statement;
//   2. reads for one member with BENCH_MEMBER_ROWS (100,000) ledger rows of their own, beside GET
//      /api/health in the same run: what the profile page asks (GET /api/user/{nickname}/profile,
//      /api/user/{nickname}/ratings, /api/user/{nickname}/achievements), their own /api/user/ratings,
//      /api/user/achievements, /api/actions/general and /api/actions/list (first page, filtered),
//      through app.inject;
//   3. the rebuild of every stored total from the ledger (1.1 M rows).
//
//   npx tsx bench/progress/run.ts     (DATABASE_URL, BENCH_WEEK_ROWS, BENCH_USERS, BENCH_MEMBER_ROWS, BENCH_SAMPLES)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { benchApp } from '../support/app';
import { injectStats, ms, stats } from '../support/stats';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WEEK_ROWS = Number(process.env.BENCH_WEEK_ROWS ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const MEMBER_ROWS = Number(process.env.BENCH_MEMBER_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const DB = `i17_progress_bench_${process.pid}`;

async function main() {
  const bench = await benchApp(DB, { env: { ...process.env, NODE_ENV: 'production' } });
  const { app, services, ctx, client } = bench;
  try {
    await app.ready();

    // Seed with the kind trigger off (the totals are rebuilt from the ledger afterwards, measured).
    const t0 = performance.now();
    await client.query(`insert into users (email, nickname, is_email_verified)
      select 'p' || g || '@bench.test', 'progbench' || g, true from generate_series(1, ${USERS}) g`);
    const { rows: [first] } = await client.query(`select min(id)::int as id from users where nickname like 'progbench%'`);
    const { rows: [member] } = await client.query(`select id, uuid from users where nickname = 'progbench1'`);
    await client.query(`insert into user_ratings (user_id, points) select id, 0 from users`);
    await client.query('alter table rating_events disable trigger rating_events_kind_totals');
    await client.query('alter table rating_events disable trigger rating_events_action_counts');
    const now = new Date();
    const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
    const span = Math.max(1, Math.floor((now.getTime() - monday.getTime()) / 1000));
    const actions = `(array['ADD_TRANSLATION_UNION','VERIFY_TRANSLATION_UNION','ADD_WORD_AUDIO','MODERATE_SYNONYM','ADD_TRANSLATION_MEANING'])[1 + g % 5]`;
    await client.query(`insert into rating_events (user_id, action, entity_type, entity_id, points, status, entity_status, created_at)
      select ${first.id} + (g % ${USERS}), ${actions}, 'translation-union', g, 1 + g % 5, 'granted',
        (array['accepted','under_review','rejected'])[1 + g % 3], $1::timestamptz + make_interval(secs => g % ${span})
      from generate_series(1, ${WEEK_ROWS}) g`, [monday.toISOString()]);
    // The member's own history: MEMBER_ROWS rows over the past two years.
    await client.query(`insert into rating_events (user_id, action, entity_type, entity_id, points, status, entity_status, created_at)
      select ${member.id}, ${actions}, 'translation-union', 10000000 + g, 1 + g % 5, case when g % 10 = 0 then 'cancelled' else 'granted' end,
        (array['accepted','under_review','rejected'])[1 + g % 3], now() - make_interval(mins => g * 10)
      from generate_series(1, ${MEMBER_ROWS}) g`);
    await client.query('alter table rating_events enable trigger rating_events_kind_totals');
    await client.query('alter table rating_events enable trigger rating_events_action_counts');
    await client.query('vacuum analyze');
    const seedSeconds = (performance.now() - t0) / 1000;
    console.log(`seeded ${WEEK_ROWS + MEMBER_ROWS} ledger rows for ${USERS} members in ${seedSeconds.toFixed(1)} s`);

    // 3. rebuild every total from the ledger.
    const r0 = performance.now();
    await services.progress.rebuild();
    const rebuildMs = performance.now() - r0;
    const audit = await services.progress.audit();
    console.log(`rebuild ${ms(rebuildMs)} ms; audit rows after: ${audit.length}`);
    await client.query('vacuum analyze');

    // 1. weekly chart.
    const chartRuns: number[] = [];
    for (let i = 0; i < 6; i++) {
      const s = performance.now();
      const chart = await services.progress.weekly.refresh();
      chartRuns.push(performance.now() - s);
      if (i === 0) console.log(`chart top: ${chart.slice(0, 3).map((c) => `${c.user_id}:${c.points}`).join(', ')}`);
    }
    const chartStats = stats(chartRuns.slice(1)); // the first run warms the cache
    const { rows: plan } = await client.query(
      `explain (analyze, buffers, costs off) select user_id, sum(points)::int as points from rating_events
        where status = 'granted' and action not like 'LESSON\\_%' and created_at >= $1 and created_at < $2
        group by user_id having sum(points) > 0 order by 2 desc limit 20`,
      [monday.toISOString(), new Date(monday.getTime() + 7 * 86_400_000).toISOString()],
    );
    const planText = plan.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    console.log(`weekly chart: p50 ${ms(chartStats.p50)} ms, max ${ms(chartStats.max)} ms`);

    // 2. the member's reads.
    const session = await services.accounts.sessions.open(ctx.db, { id: member.id, uuid: member.uuid, role: 'user', premium: false } as never, 'password', {
      userAgent: 'bench',
      ip: null,
    });
    const headers = { authorization: `Bearer ${session.access_token}` };
    const timeGet = (url: string, n: number) => injectStats(app, url, headers, n, 20);
    const nick = 'progbench1';
    const reads = {
      'GET /api/health (baseline)': await timeGet('/api/health', SAMPLES),
      'GET /api/user/{nickname}/profile': await timeGet(`/api/user/${nick}/profile`, SAMPLES),
      'GET /api/user/{nickname}/ratings': await timeGet(`/api/user/${nick}/ratings`, SAMPLES),
      'GET /api/user/{nickname}/achievements': await timeGet(`/api/user/${nick}/achievements`, SAMPLES),
      'GET /api/user/ratings': await timeGet('/api/user/ratings', SAMPLES),
      'GET /api/user/achievements': await timeGet('/api/user/achievements', SAMPLES),
      'GET /api/actions/general': await timeGet('/api/actions/general', SAMPLES),
      'GET /api/actions/list (first page of 20)': await timeGet('/api/actions/list', SAMPLES),
      'GET /api/actions/list?filters[]=ADDED&filters[]=REJECTED': await timeGet('/api/actions/list?filters[]=ADDED&filters[]=REJECTED', SAMPLES),
      'GET /api/health (baseline, again)': await timeGet('/api/health', SAMPLES),
    };
    const base = reads['GET /api/health (baseline)'];
    const { rows: [counted] } = await client.query('select count(*)::int as n from user_action_counts where user_id = $1', [member.id]);
    console.log(`the member's stored count rows: ${counted.n}`);
    if (process.env.BENCH_EXPLAIN_LIST) {
      await client.query('set max_parallel_workers_per_gather = 0');
      const { rows: lp } = await client.query(`explain (analyze, costs off) select * from (select e.id, e.action, e.status,
        case when e.action like 'ADD\\_%' then 'ADDED' when e.action like 'VERIFY\\_%' or e.action like 'MODERATE\\_%' then 'VERIFIED' else 'OTHER' end as side,
        case when e.action like 'ADD\\_%' then coalesce(e.entity_status, 'under_review') when e.entity_type is null then 'accepted'
          else coalesce((select a.entity_status from rating_events a where a.entity_type = e.entity_type and a.entity_id = e.entity_id and a.action like 'ADD\\_%' order by a.id limit 1), 'accepted') end as state
        from rating_events e where e.user_id = ${member.id} and e.action not like 'LESSON\\_%') x where side in ('ADDED') and state in ('rejected') order by id desc limit 20`);
      console.log(lp.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
    for (const [k, v] of Object.entries(reads)) console.log(`${k}: p50 ${ms(v.p50)} ms, p99 ${ms(v.p99)} ms`);

    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB`,
      week_rows: WEEK_ROWS,
      users: USERS,
      member_rows: MEMBER_ROWS,
      seed_seconds: seedSeconds,
      rebuild_ms: rebuildMs,
      weekly_chart_ms: chartStats,
      reads,
      plan: planText,
    };
    mkdirSync(HERE, { recursive: true });
    writeFileSync(path.join(HERE, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
    const md = `# Progress benchmark (${result.date})

${result.machine}; PostgreSQL; ${WEEK_ROWS.toLocaleString('en')} granted ledger rows this week over ${USERS.toLocaleString('en')} members, plus one member with ${MEMBER_ROWS.toLocaleString('en')} rows of their own (seeded in ${seedSeconds.toFixed(1)} s).

| What | p50 ms | p99 / max ms | p50 / p99 in baselines |
| --- | --- | --- | --- |
| Weekly chart: refresh() (top 20 + snapshot), 5 runs | ${ms(chartStats.p50)} | ${ms(chartStats.max)} | |
| Rebuild of every stored total and count from the ledger (once) | ${ms(rebuildMs)} | | |
${Object.entries(reads)
  .map(([k, v]) => `| ${k} (app.inject, ${SAMPLES} calls) | ${ms(v.p50)} | ${ms(v.p99)} | ${(v.p50 / base.p50).toFixed(1)} / ${(v.p99 / base.p99).toFixed(1)} |`)
  .join('\n')}

The last column divides by the first \`GET /api/health\` row of the same run (the baseline).

Plan of the weekly sum:

\`\`\`
${planText}
\`\`\`
`;
    // Hand-written notes after the marker (earlier runs, before/after) are kept.
    const marker = '<!-- notes: kept by run.ts -->';
    const resultsPath = path.join(HERE, 'results.md');
    const old = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : '';
    const notes = old.includes(marker) ? old.slice(old.indexOf(marker)) : `${marker}\n`;
    writeFileSync(resultsPath, `${md}\n${notes}`);
  } finally {
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
