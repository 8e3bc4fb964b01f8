// Administration from the shell: `npm run admin -- <command>`.
//   create-admin --email <e-mail> --nickname <nickname> [--password <password>]
//   promote --email <e-mail> --role user|moderator|admin
//   grant-plus --email <e-mail> (--days <n> | --until <YYYY-MM-DD>)    revoke-plus --email <e-mail>
//   publish-news --file <news.json>
// Works on the embedded database (DATA_DIR; the server must be stopped: PGlite allows one process)
// and on PostgreSQL (DATABASE_URL; the server may keep running).
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { buildApp } from '../app';
import { openPglite, openPostgres, type Database } from '../platform/db/index';
import { DataDirLockedError, lockDataDir } from '../platform/db/lock';
import { USER_ROLES } from '@glossa/contract';
import { AdminCommandError } from '../modules/accounts/use-cases/admin';
import { AppError } from '../platform/errors';
import { NewsInputError } from '../modules/notifications/use-cases/news';
import { readFileSync } from 'node:fs';

const USAGE = `Glossa administration

  npm run admin -- create-admin --email <e-mail> --nickname <nickname> [--password <password>]
      Creates an administrator account (e-mail counted as verified). Without --password the
      password is asked for (or read from standard input, or from ADMIN_PASSWORD).
  npm run admin -- promote --email <e-mail> --role user|moderator|admin
      Changes the role of an existing account. Lowering a role signs the user out everywhere.
  npm run admin -- grant-plus --email <e-mail> (--days <n> | --until <YYYY-MM-DD>)
      Gives Plus by hand (source MANUAL) until the end date; it cannot be cancelled by the member.
  npm run admin -- revoke-plus --email <e-mail>
      Ends a manual Plus at once.
  npm run admin -- publish-news --file <news.json>
      Publishes a product news item and tells every member who has not turned "Product news" off
      (notification feature_news, opening the news page). The file holds
      { "slug": "dark-mode", "minSuitableVersion": "0.2.0",
        "texts": { "en": { "title": "...", "body": "..." }, "de": { ... }, ... } }
      (English required; the other interface languages fall back to it). A slug is published once.

The database is the one the server uses: PostgreSQL when DATABASE_URL is set, otherwise the
embedded database in DATA_DIR (stop the server first: only one process may open it).
`;

class UsageError extends Error {}

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** Reads a password: hidden prompt on a terminal, else one line of standard input. */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: Boolean(process.stdin.isTTY) });
  if (!process.stdin.isTTY) {
    for await (const line of rl) {
      rl.close();
      return line;
    }
    throw new UsageError('No password given: use --password, ADMIN_PASSWORD or standard input');
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      // Echo nothing while the password is typed.
      const output = rl as unknown as { _writeToOutput: (s: string) => void };
      output._writeToOutput = () => undefined;
      process.stderr.write(question);
      rl.question('', (answer) => {
        process.stderr.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  const second = await ask('Repeat the password: ');
  rl.close();
  if (first !== second) throw new UsageError('The passwords do not match');
  return first;
}

async function openDatabase(config: ReturnType<typeof loadConfig>): Promise<{ database: Database; release: () => Promise<void> }> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL, 2);
    await database.ping().catch((err: Error) => fail(`DATABASE_URL: cannot connect (${err.message})`));
    return { database, release: async () => undefined };
  }
  const dir = path.join(config.DATA_DIR, 'db');
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      fail(
        `The embedded database in ${dir} is in use, most likely by the running Glossa server.\n` +
          'Stop the server, run this command again, then start the server. (On PostgreSQL, with DATABASE_URL, the server may keep running.)',
      );
    }
    throw err;
  }
  return { database: await openPglite(dir), release };
}

/** The end of a manual grant: --days from now, or the end of --until's day (UTC). */
function plusEnd(days: string | undefined, until: string | undefined): Date {
  if (days && until) throw new UsageError('Give --days or --until, not both');
  if (days) {
    if (!/^\d{1,4}$/.test(days) || Number(days) < 1) throw new UsageError('--days must be a whole number from 1 to 9999');
    return new Date(Date.now() + Number(days) * 86_400_000);
  }
  if (until) {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(`${until}T23:59:59Z`) : new Date(NaN);
    if (Number.isNaN(date.getTime()) || date.getTime() <= Date.now()) throw new UsageError('--until must be a future date as YYYY-MM-DD');
    return date;
  }
  throw new UsageError('--days or --until is required');
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(USAGE);
    return;
  }
  if (!['create-admin', 'promote', 'grant-plus', 'revoke-plus', 'publish-news'].includes(command)) throw new UsageError(`Unknown command "${command}"`);
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      nickname: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      days: { type: 'string' },
      until: { type: 'string' },
      file: { type: 'string' },
    },
    strict: true,
  });
  let news: unknown;
  if (command === 'publish-news') {
    if (!values.file) throw new UsageError('--file is required');
    try {
      news = JSON.parse(readFileSync(values.file, 'utf8'));
    } catch (err) {
      fail(`${values.file}: ${(err as Error).message}`);
    }
  }
  const plusUntil = command === 'grant-plus' ? plusEnd(values.days, values.until) : undefined;
  if (!values.email && command !== 'publish-news') throw new UsageError('--email is required');
  const email = values.email ?? '';
  if (command === 'create-admin' && !values.nickname) throw new UsageError('--nickname is required');
  if (command === 'promote' && !values.role) throw new UsageError('--role is required');
  const password = command === 'create-admin' ? (values.password ?? (await readPassword())) : undefined;

  let config;
  try {
    config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const { database, release } = await openDatabase(config);
  try {
    await database.migrate();
    const { app, services } = await buildApp({ config, database });
    try {
      if (command === 'publish-news') {
        const created = await services.notifications.news.publish(news as Parameters<typeof services.notifications.news.publish>[0]);
        // The notifications are written before the app closes (its onClose hook flushes them).
        process.stdout.write(created ? `Published news #${created.id}; members are being told.\n` : 'This slug was published before: nothing new.\n');
      } else if (command === 'create-admin') {
        const user = await services.accounts.admin.createAdmin({ email, nickname: values.nickname, password });
        process.stdout.write(`Created administrator ${user.nickname} <${user.email}> (uuid ${user.uuid}).\n`);
      } else if (command === 'grant-plus') {
        const info = await services.plus.subscriptions.grantManual({ email }, plusUntil!);
        process.stdout.write(`${values.email}: Plus (MANUAL) until ${info.expires_at}.\n`);
      } else if (command === 'revoke-plus') {
        await services.plus.subscriptions.revokeManual({ email });
        process.stdout.write(`${values.email}: manual Plus ended.\n`);
      } else {
        const { user, previous, sessionsEnded } = await services.accounts.admin.setRole({ email, role: values.role });
        const raised = USER_ROLES.indexOf(user.role) > USER_ROLES.indexOf(previous);
        process.stdout.write(
          `${user.nickname ?? user.email} <${user.email}>: role ${previous} -> ${user.role}.` +
            (sessionsEnded ? ` ${sessionsEnded} session(s) signed out.` : '') +
            (raised ? ' The new role shows in the next access token (within ACCESS_TOKEN_TTL) or at the next sign-in.' : '') +
            '\n',
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await release();
  }
}

main().catch((err: unknown) => {
  if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    fail(`${(err as Error).message}\n\n${USAGE}`, 2);
  }
  if (err instanceof AdminCommandError || err instanceof NewsInputError) fail(err.message);
  if (err instanceof AppError) fail(err.message);
  fail(`Failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
});
