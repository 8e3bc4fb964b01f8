// What every service gets: settings, the database, a logger and a clock. Modules add their own
// collaborators (mailer, realtime, storage) in app.ts; services never reach for globals.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from './db/index';
import type { AccessTokens } from './auth/tokens';
import type { Realtime } from './realtime/index';
import type { Mailer } from './mail/index';
import type { ObjectStore } from './storage/object-store';
import type { Jobs } from './jobs/index';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  tokens: AccessTokens;
  /** Injectable time source: tests move it to cross day boundaries and token expiry. */
  now: () => Date;
  /** Socket.IO publishing (platform/realtime): call it after the transaction committed. */
  realtime: Realtime;
  /** Outgoing e-mail (platform/mail): SMTP or the DATA_DIR/outbox folder. */
  mailer: Mailer;
  /** Uploaded files (platform/storage): DATA_DIR/uploads or an S3 bucket; use createFileStore(ctx.storage, area). */
  storage: ObjectStore;
  /** Background and scheduled jobs (platform/jobs): register in createServices; main.ts starts them. */
  jobs: Jobs;
}
