// Notifications benchmark on PostgreSQL (a scratch database `i18_notifications_bench_<pid>`, dropped
// at the end), in one process with the real app:
//   1. the unread count with 1,000,000 notifications in the table: the SQL statement alone and
//      GET /api/user/notifications/unread/count through the app, against GET /api/health (baseline);
//   2. fan-out of one publication to 10,000 followers' rows (queued, written, pushed);
//   3. a burst of 10,000 single notify() calls: time until all are written, and /api/health latency
//      while the burst drains compared with idle (requests must not be blocked).
//
//   npx tsx bench/notifications/run.ts     (DATABASE_URL, BENCH_NOTIFICATIONS, BENCH_FOLLOWERS, BENCH_SAMPLES)
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { benchApp, PG_URL } from '../support/app';
import { injectStats, ms, stats } from '../support/stats';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 1_000_000);
const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2000);
const DB = `i18_notifications_bench_${process.pid}`;

async function main() {
  const bench = await benchApp(DB, { env: { ...process.env, NODE_ENV: 'production' } });
  const { app, services, ctx, client } = bench;
  try {
    await app.ready();

    // Seed: the author, FOLLOWERS followers, NOTIFICATIONS rows spread over the followers (a third unread).
    const t0 = performance.now();
    await client.query(`insert into users (email, nickname, is_email_verified)
      select 'n' || g || '@bench.test', 'notifbench' || g, true from generate_series(0, ${FOLLOWERS}) g`);
    const { rows: [author] } = await client.query(`select id, uuid from users where nickname = 'notifbench0'`);
    await client.query(`insert into user_follows (follower_id, followee_id) select id, ${author.id} from users where id <> ${author.id}`);
    await client.query(`insert into notifications (user_id, type, in_badge, actor_id, data, read_at, created_at)
      select ${author.id} + 1 + (g % ${FOLLOWERS}), 'post_liked', true, ${author.id},
        '{"entity_id":null,"entity_business_type_slug":"post","params":{}}'::jsonb,
        case when g % 3 = 0 then null else now() end, now() - make_interval(secs => g)
      from generate_series(1, ${NOTIFICATIONS}) g`);
    await client.query('vacuum analyze');
    const seedSeconds = (performance.now() - t0) / 1000;
    console.log(`seeded ${NOTIFICATIONS} notifications for ${FOLLOWERS} users in ${seedSeconds.toFixed(1)} s`);

    // A member with ~100 notifications (a third unread) asks for the count.
    const { rows: [member] } = await client.query(`select id, uuid from users where nickname = 'notifbench42'`);
    const session = await services.accounts.sessions.open(ctx.db, { id: member.id, uuid: member.uuid, role: 'user', premium: false } as never, 'password', { userAgent: 'bench', ip: null });
    const headers = { authorization: `Bearer ${session.access_token}` };

    const sqlTimes: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const userId = author.id + 1 + (i % FOLLOWERS);
      const s = performance.now();
      await client.query('select count(*)::int from notifications where user_id = $1 and read_at is null and in_badge', [userId]);
      sqlTimes.push(performance.now() - s);
    }
    const sample = (url: string) => injectStats(app, url, headers, SAMPLES);
    const health = await sample('/api/health');
    const count = await sample('/api/user/notifications/unread/count');
    const sqlStats = stats(sqlTimes);
    const plan = (await client.query(`explain select count(*) from notifications where user_id = ${member.id} and read_at is null and in_badge`)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    console.log(`unread count SQL p50 ${ms(sqlStats.p50)} p99 ${ms(sqlStats.p99)} ms; HTTP p50 ${ms(count.p50)} p99 ${ms(count.p99)} ms; health p99 ${ms(health.p99)} ms`);

    // Fan-out of one publication to every follower.
    let s = performance.now();
    services.notifications.notify({
      type: 'followed_author_published',
      to: { followersOf: author.id },
      actorId: author.id,
      entity: { slug: 'post', id: '00000000-0000-4000-8000-000000000000' },
    });
    await services.notifications.flush();
    const fanoutMs = performance.now() - s;
    const { rows: [fan] } = await client.query(`select count(*)::int n from notifications where type = 'followed_author_published'`);
    console.log(`fan-out to ${fan.n} followers: ${fanoutMs.toFixed(0)} ms`);

    // A burst of single events while requests keep coming.
    const idle = (await sample('/api/health')).p99;
    s = performance.now();
    for (let i = 0; i < FOLLOWERS; i++) {
      services.notifications.notify({ type: 'new_follower', to: [author.id + 1 + i], actorId: author.id, cancellationKey: `bench:${i}` });
    }
    const queuedMs = performance.now() - s;
    const during: number[] = [];
    const drained = services.notifications.flush().then(() => performance.now() - s);
    let draining = true;
    void drained.then(() => (draining = false));
    while (draining) {
      const t = performance.now();
      await app.inject({ method: 'GET', url: '/api/health' });
      during.push(performance.now() - t);
    }
    const burstMs = await drained;
    const duringStats = stats(during);
    console.log(`burst of ${FOLLOWERS}: queued in ${queuedMs.toFixed(1)} ms, written in ${burstMs.toFixed(0)} ms; health p99 idle ${ms(idle)} ms, during ${ms(duringStats.p99)} ms (${during.length} requests)`);

    const report = `# Notifications benchmark

Run of ${new Date().toISOString()} on PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}), host load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}
(the shared 2-core machine: other engineers' suites were running). \`npx tsx bench/notifications/run.ts\`.

Seed: ${NOTIFICATIONS.toLocaleString('en')} notifications over ${FOLLOWERS.toLocaleString('en')} members (a third unread), ${FOLLOWERS.toLocaleString('en')} followers of one author (${seedSeconds.toFixed(1)} s).

| measurement | p50 ms | p99 ms | ratio to baseline (p99) |
|---|---|---|---|
| GET /api/health (baseline, app.inject) | ${ms(health.p50)} | ${ms(health.p99)} | 1.0 |
| unread count, the SQL statement | ${ms(sqlStats.p50)} | ${ms(sqlStats.p99)} | ${(sqlStats.p99 / health.p99).toFixed(2)} |
| GET /api/user/notifications/unread/count | ${ms(count.p50)} | ${ms(count.p99)} | ${(count.p99 / health.p99).toFixed(2)} |

Plan of the count (index-only on the partial index \`notifications_unread_badge_idx\`):

\`\`\`
${plan}
\`\`\`

| work | result |
|---|---|
| fan-out of one publication to ${Number(fan.n).toLocaleString('en')} followers (one \`insert ... select\`, then ${Number(fan.n).toLocaleString('en')} pushes) | ${fanoutMs.toFixed(0)} ms |
| burst of ${FOLLOWERS.toLocaleString('en')} single \`notify()\` calls: queued | ${queuedMs.toFixed(1)} ms |
| ... written and pushed (batches of 1,000 rows per statement) | ${burstMs.toFixed(0)} ms |
| GET /api/health p99 idle / while the burst drains | ${ms(idle)} / ${ms(duringStats.p99)} ms (${(duringStats.p99 / idle).toFixed(2)}x, ${during.length} requests) |
`;
    writeFileSync(path.join(HERE, 'results.md'), report);
    console.log(report);
  } finally {
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
