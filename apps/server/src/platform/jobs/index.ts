// Background and scheduled jobs for every module, on pg-boss (https://github.com/timgit/pg-boss)
// over the app's own database: PostgreSQL through the app's pool, or embedded PGlite through the
// same client (pg-boss takes any `db` with `executeSql(text, values)`). Jobs are rows in the
// `pgboss` schema, so a job sent inside a request survives a restart and, on several instances
// sharing PostgreSQL, runs once (SKIP LOCKED); a cron schedule fires once per slot across instances
// (pg-boss sends each slot as a singleton). PGlite is single-process (platform/db/lock.ts): no
// double firing either.
//
// The API is four calls. Modules register in createServices, main.ts starts after migrations:
//   jobs.work(name, handler)              a queue and its handler (handler(data) per job)
//   jobs.schedule(name, cron, handler)    the same, plus a cron schedule (UTC) that sends to it
//   await jobs.send(name, data?, opts?)   enqueue (opts.startAfterSeconds)
//   await jobs.start() / jobs.stop()      install pg-boss's schema, create queues, begin polling
// Before start (tests, the admin CLI) nothing runs and send() returns null: a test that needs jobs
// calls `await ctx.jobs.start()`, or runs a handler directly with `jobs.run(name, data)`.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/index';
import { pgbossExecutor } from './executor';
import { withAdvisoryLock } from '../db/advisory-lock';

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface Jobs {
  work<T>(name: string, handler: JobHandler<T>): void;
  schedule<T>(name: string, cron: string, handler: JobHandler<T>): void;
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Runs a registered handler now, in this process (tests, the admin CLI). */
  run(name: string, data?: object): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly started: boolean;
}

const NAME = /^[a-z][a-z0-9_.-]{0,49}$/;

/**
 * Seconds between cron evaluations across all instances. pg-boss sends a slot only while it is
 * less than 60 s old, and an instance evaluates when the last evaluation (by any instance) is older
 * than this: at 30 s two evaluations could fall 59.8 s apart and, past 60 s, a slot (a day's
 * digest) was skipped. At 10 s every slot is evaluated at least once within ~20 s.
 */
export const CRON_MONITOR_SECONDS = 10;

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Seconds between polls of each queue (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
}

export function createJobs({ database, log, pollingIntervalSeconds = 2 }: JobsOptions): Jobs {
  const handlers = new Map<string, JobHandler>();
  const crons = new Map<string, string>();
  let boss: PgBoss | null = null;

  function register(name: string, handler: JobHandler): void {
    if (!NAME.test(name))
      throw new Error(`Job name ${JSON.stringify(name)}: lower-case letters, digits, . _ -`);
    if (handlers.has(name)) throw new Error(`Job ${name} is registered twice`);
    if (boss) throw new Error(`Job ${name} registered after jobs.start()`);
    handlers.set(name, handler);
  }

  async function runOne(name: string, data: unknown): Promise<void> {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No job handler named ${name}`);
    await handler(data ?? {});
  }

  return {
    work(name, handler) {
      register(name, handler as JobHandler);
    },
    schedule(name, cron, handler) {
      register(name, handler as JobHandler);
      crons.set(name, cron);
    },
    async send(name, data = {}, options = {}) {
      if (!handlers.has(name)) throw new Error(`No job handler named ${name}`);
      if (!boss) {
        log.debug({ job: name }, 'jobs are not started: job not sent');
        return null;
      }
      return boss.send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
    },
    run: runOne,
    async start() {
      if (boss) return;
      const b = new PgBoss({
        db: pgbossExecutor(database),
        schema: 'pgboss',
        // Cron slots are checked every 10 s (CRON_MONITOR_SECONDS); expired and archived jobs are cleaned hourly.
        cronMonitorIntervalSeconds: CRON_MONITOR_SECONDS,
        cronWorkerIntervalSeconds: 5,
      });
      b.on('error', (err: unknown) => log.error({ err }, 'jobs: pg-boss error'));
      await oneInstanceAtATime(database, async () => {
        await b.start();
        for (const [name] of handlers) await b.createQueue(name);
        for (const [name, cron] of crons) await b.schedule(name, cron, {}, { tz: 'UTC' });
        // Schedules of jobs no longer registered would send to queues nobody works.
        for (const s of await b.getSchedules()) if (!crons.has(s.name)) await b.unschedule(s.name);
      });
      for (const [name] of handlers) {
        await b.work(name, { pollingIntervalSeconds }, async (batch) => {
          for (const job of batch) {
            try {
              await runOne(name, job.data);
            } catch (err) {
              log.error({ err, job: name, jobId: job.id }, 'jobs: handler failed (pg-boss retries it)');
              throw err;
            }
          }
        });
      }
      boss = b;
      log.info({ queues: [...handlers.keys()], schedules: Object.fromEntries(crons) }, 'jobs started');
    },
    async stop() {
      const b = boss;
      boss = null;
      if (b) await b.stop({ graceful: true, wait: true, timeout: 5000 });
    },
    get started() {
      return boss !== null;
    },
  };
}

/** pg_advisory_lock key held while an instance installs pg-boss and creates its queues. */
const JOBS_SETUP_LOCK_KEY = 7_245_310_002;

// pg-boss's schema install and queue creation are not safe when two instances start at the same
// moment (duplicate schema, deadlocks): instances take turns, as migrations do (platform/db).
// PGlite has one process, so nothing to serialize.
async function oneInstanceAtATime(database: Database, step: () => Promise<void>): Promise<void> {
  if (!database.pool) return step();
  return withAdvisoryLock(database.pool, JOBS_SETUP_LOCK_KEY, () => step());
}
