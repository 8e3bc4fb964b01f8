// The ranking statistics' step as one transaction (the CLI's) or in units (the server's), on an
// existing database, with the time of every statement summed by its shape (numbers left out):
// where a unit's time goes. Stop the server first on PGlite (one process per data directory).
//   npx tsx bench/dictionary/ranking-units.ts <pglite data dir | postgres url> [units|oneshot] [unit size]
//   e.g. npx tsx bench/dictionary/ranking-units.ts /tmp/data/db units 2000
import { loadavg } from 'node:os';
import { openPglite, openPostgres } from '../../apps/server/src/platform/db/index';
import {
  openBulkConnection,
  type BulkConnection,
} from '../../apps/server/src/modules/dictionary/import/bulk';
import { refreshRankingStats } from '../../apps/server/src/modules/dictionary/sql/stats';
import { refreshRankingStatsInUnits } from '../../apps/server/src/modules/dictionary/sql/stats-units';

const [target, mode = 'units', size = '2000'] = process.argv.slice(2);
if (!target) {
  process.stderr.write(
    'usage: npx tsx bench/dictionary/ranking-units.ts <pglite dir | postgres url> [units|oneshot] [size]\n',
  );
  process.exit(1);
}
const database = target.startsWith('postgres') ? await openPostgres(target) : await openPglite(target);
const inner = await openBulkConnection(database);

const shapes = new Map<string, { n: number; ms: number; max: number }>();
const timed = async <T>(text: string, run: () => Promise<T>): Promise<T> => {
  const t0 = performance.now();
  try {
    return await run();
  } finally {
    const ms = performance.now() - t0;
    const shape = text
      .replace(/\s+/g, ' ')
      .replace(/\b\d+\b/g, 'N')
      .slice(0, 160);
    const s = shapes.get(shape) ?? { n: 0, ms: 0, max: 0 };
    s.n++;
    s.ms += ms;
    s.max = Math.max(s.max, ms);
    shapes.set(shape, s);
  }
};
// EXPLAIN_MATCH=<regex> [EXPLAIN_AT=<n>]: the n-th statement matching is run as EXPLAIN ANALYZE
// (its effect happens, its rows are not returned) and the plan printed.
const explainMatch = process.env.EXPLAIN_MATCH ? new RegExp(process.env.EXPLAIN_MATCH) : null;
let explainSeen = 0;
const conn: BulkConnection = {
  ...inner,
  query: async (text, params) => {
    if (explainMatch?.test(text) && ++explainSeen === Number(process.env.EXPLAIN_AT ?? 1)) {
      const plan = await inner.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params);
      process.stdout.write(`${plan.map((r) => r['QUERY PLAN']).join('\n')}\n`);
      return [];
    }
    return timed(text, () => inner.query(text, params));
  },
  copyIn: (table, columns, rows, options) =>
    timed(`copy ${table}`, () => inner.copyIn(table, columns, rows, options)),
  transaction: (fn) => inner.transaction(fn),
};

let units = 0;
const load0 = loadavg()[0]!.toFixed(1);
const t0 = performance.now();
const counts =
  mode === 'oneshot'
    ? await conn.transaction(() => refreshRankingStats(conn))
    : await refreshRankingStatsInUnits(conn, { size: Number(size), between: () => void units++ });
const seconds = (performance.now() - t0) / 1000;
process.stdout.write(
  `${mode}${mode === 'units' ? ` of ${size}` : ''}: ${seconds.toFixed(1)} s, ${units} units, ${JSON.stringify(counts)}, load ${load0} -> ${loadavg()[0]!.toFixed(1)}\n`,
);
for (const [shape, s] of [...shapes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
  process.stdout.write(
    `${(s.ms / 1000).toFixed(1).padStart(7)} s ${String(s.n).padStart(6)} x  max ${(s.max / 1000).toFixed(2)} s  ${shape}\n`,
  );
await inner.release();
await database.close();
