// The admin command as an operator runs it: a separate process on the server's database
// (PGlite in DATA_DIR, or PostgreSQL when the suite runs with DATABASE_URL).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import pg from 'pg';
import { openPglite } from '../platform/db/index';
import { lockDataDir } from '../platform/db/lock';
import { adminUrl, testDatabasePrefix } from '../../test/template';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const template = inject('dbTemplate');

let dataDir: string;
let databaseUrl: string | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-admin-'));
  if (template.kind === 'postgres') {
    const name = `${testDatabasePrefix(template.url)}_admin_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(template.url) });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template.template}"`);
    await admin.end();
    databaseUrl = adminUrl(template.url, name);
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl && template.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl(template.url) });
    await admin.connect();
    await admin.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
    await admin.end();
  }
});

async function admin(args: string[], input?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, PASSWORD_HASH_COST: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl ?? '' };
  try {
    const child = run(path.join(SERVER_DIR, '../../node_modules/.bin/tsx'), ['src/cli/admin.ts', ...args], { cwd: SERVER_DIR, env, timeout: 120_000 });
    if (input !== undefined) {
      child.child.stdin!.end(input);
    } else {
      child.child.stdin!.end();
    }
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function rolesByEmail(): Promise<Record<string, string>> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ email: string; role: string }>('select email, role from users');
    await client.end();
    return Object.fromEntries(rows.map((r) => [r.email, r.role]));
  }
  const db = await openPglite(path.join(dataDir, 'db'));
  const { rows } = await db.pglite!.query<{ email: string; role: string }>('select email, role from users');
  await db.close();
  return Object.fromEntries(rows.map((r) => [r.email, r.role]));
}

/** One SQL statement on the command's database (PostgreSQL or the embedded one). */
async function query<T>(text: string): Promise<T[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(text);
    await client.end();
    return rows as T[];
  }
  const db = await openPglite(path.join(dataDir, 'db'));
  const { rows } = await db.pglite!.query(text);
  await db.close();
  return rows as T[];
}

// Each run is a new process (tsx, migrations check, app build): a few seconds each.
describe('npm run admin', { timeout: 300_000 }, () => {
  it('creates an administrator, then changes roles', async () => {
    const created = await admin(['create-admin', '--email', 'Chief@Example.org', '--nickname', 'Chief', '--password', 'Admin#2024x']);
    expect(created.stderr).not.toMatch(/Failed/);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created administrator Chief <chief@example\.org>/);

    const piped = await admin(['create-admin', '--email', 'second@example.org', '--nickname', 'Second'], 'Piped#2024x\n');
    expect(piped.code).toBe(0);

    const demoted = await admin(['promote', '--email', 'second@example.org', '--role', 'moderator']);
    expect(demoted.code).toBe(0);
    expect(demoted.stdout).toContain('role admin -> moderator');
    expect(await rolesByEmail()).toMatchObject({ 'chief@example.org': 'admin', 'second@example.org': 'moderator' });
  });

  it('explains mistakes without a stack trace', async () => {
    const duplicate = await admin(['create-admin', '--email', 'chief@example.org', '--nickname', 'Other', '--password', 'Admin#2024x']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already has an account: use "promote --email chief@example.org --role admin"');

    const weak = await admin(['create-admin', '--email', 'weak@example.org', '--nickname', 'Weakling', '--password', 'weak']);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/--password: Password: /);

    const unknown = await admin(['promote', '--email', 'nobody@example.org', '--role', 'admin']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the e-mail nobody@example.org');

    const badRole = await admin(['promote', '--email', 'chief@example.org', '--role', 'king']);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toMatch(/--role/);

    const usage = await admin(['frobnicate']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- create-admin');
  });

  it('grants Plus by hand (MANUAL) and revokes it', async () => {
    const granted = await admin(['grant-plus', '--email', 'chief@example.org', '--days', '30']);
    expect(granted.stderr).toBe('');
    expect(granted.stdout).toMatch(/chief@example.org: Plus \(MANUAL\) until \d{4}-/);
    const bad = await admin(['grant-plus', '--email', 'chief@example.org', '--days', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--days must be a whole number');
    const past = await admin(['grant-plus', '--email', 'chief@example.org', '--until', '2001-01-01']);
    expect(past.code).toBe(2);
    const revoked = await admin(['revoke-plus', '--email', 'chief@example.org']);
    expect(revoked.stdout).toContain('manual Plus ended');
    const again = await admin(['revoke-plus', '--email', 'chief@example.org']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('no manual Plus');
  });

  it('publishes a news item and tells the members who want product news, once (issue 39)', async () => {
    // The moderator turned "Product news" off.
    await query(`insert into notification_settings (user_id, type, in_app, email)
      select id, 'feature_news', false, false from users where email = 'second@example.org'`);
    const file = path.join(dataDir, 'news.json');
    writeFileSync(file, JSON.stringify({ slug: 'dark-mode', minSuitableVersion: '0.1.0', texts: { en: { title: 'Dark mode', body: 'Glossa now has a dark theme.' }, de: { title: 'Dunkelmodus', body: 'Glossa hat jetzt ein dunkles Design.' } } }));
    const published = await admin(['publish-news', '--file', file]);
    expect(published.stderr).toBe('');
    expect(published.stdout).toMatch(/Published news #\d+/);
    const told = () =>
      query<{ email: string; type: string; slug: string }>(`select u.email, n.type, n.data->>'entity_business_type_slug' as slug
        from notifications n join users u on u.id = n.user_id where n.type = 'feature_news' order by u.email`);
    expect(await told()).toEqual([{ email: 'chief@example.org', type: 'feature_news', slug: 'news' }]);
    const item = await query<{ texts: { de: { title: string } } }>(`select texts from news_items where slug = 'dark-mode'`);
    expect(item[0]!.texts.de.title).toBe('Dunkelmodus');

    const again = await admin(['publish-news', '--file', file]);
    expect(again.stdout).toContain('published before');
    expect(await told()).toHaveLength(1);

    writeFileSync(file, JSON.stringify({ slug: 'No Slug!', texts: { de: { title: 'x', body: 'y' } } }));
    const bad = await admin(['publish-news', '--file', file]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('slug: lower-case letters');
    const missing = await admin(['publish-news']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--file is required');
  });

  it.runIf(template.kind === 'pglite')('asks to stop the server when the embedded database is in use', async () => {
    const release = await lockDataDir(path.join(dataDir, 'db'));
    try {
      const res = await admin(['promote', '--email', 'chief@example.org', '--role', 'user']);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('Stop the server, run this command again');
    } finally {
      await release();
    }
  });
});
