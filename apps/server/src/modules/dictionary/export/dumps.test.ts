// Open data dumps: the weekly job writes the community's accepted contributions (nothing imported,
// nothing under review), listed by GET /api/dumps with its SHA-256 and served at /dumps/; its dictd
// databases are read back by Debian's dictd (started on this test's port, queried with DEFINE over
// a socket), its CSV by the project's own reader; no e-mail address or private field in any file;
// a member who opted out appears as "anonymous".
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { makeDataSource, makeGroup, makeMeaning, makeSentence, makeTranslation, makeWord } from '../../../../test/dictionary-factories';
import { makeUser, type TestUser } from '../../../../test/factories';
import { dumpSource } from './dump-source';
import { parseCsv, writeDictdDatabase } from './dump';
import { DICTZIP_CHUNK } from './dictzip';
import { runImport } from '../import/runner';
import { refreshRanking } from '../import/ranking';
import { openBulkConnection } from '../import/bulk';
import { DUMP_JOB } from '../../open-data/service';

const DICTD_PORT = 3731;
let t: TestApp;
const dumps = mkdtempSync(path.join(tmpdir(), 'glossa-dumps-'));
const work = mkdtempSync(path.join(tmpdir(), 'glossa-dump-read-'));
let alice: TestUser;
let shy: TestUser;
let dictd: ChildProcess | null = null;

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'false', DUMPS_DIR: dumps });
  alice = await makeUser(t, { nickname: 'Alice', email: 'alice.private@example.org' });
  shy = await makeUser(t, { nickname: 'ShyOne', email: 'shy.private@example.org' });
  const optOut = await t.app.inject({ method: 'PUT', url: '/api/profile/open-data', headers: shy.headers, payload: { anonymous: true } });
  expect(optOut.json()).toEqual({ data: { anonymous: true } });
  // The community's accepted work.
  const house = await makeTranslation(t, ['eng', 'house'], ['ger', 'Haus'], { author: alice, status: 'accepted' });
  await makeTranslation(t, ['eng', 'zebra crossing'], ['ger', 'Zebrastreifen'], { author: shy, status: 'accepted' });
  await makeTranslation(t, ['eng', 'over-cool, "quoted"'], ['ger', 'über-cool'], { author: alice, status: 'accepted' });
  await makeMeaning(t, house.primaryWordId, 'eng', 'a building, for living in', { author: alice, status: 'accepted' });
  await makeSentence(t, house.primaryWordId, 'eng', 'The house is old.', [{ lang: 'ger', text: 'Das Haus ist alt.', author: alice, status: 'accepted' }], {
    author: alice,
    status: 'accepted',
  });
  const big = await makeWord(t, 'eng', 'big');
  const large = await makeWord(t, 'eng', 'large');
  await makeGroup(t, 'synonym', 'eng', [big, large], { author: alice, status: 'accepted', memberAuthor: alice, memberStatus: 'accepted' });
  // Not the community's accepted work: under review, and imported.
  await makeTranslation(t, ['eng', 'pending'], ['ger', 'ausstehend'], { author: alice, status: 'under_review' });
  const source = await makeDataSource(t);
  await makeTranslation(t, ['eng', 'borrowedword'], ['ger', 'Lehnwortquelle'], { source });
  // Private fields that must never appear.
  await t.ctx.db.execute(
    (await import('drizzle-orm')).sql`update users set city = 'Secretville', country = 'HID' where id in (${alice.id}, ${shy.id})`,
  );
  await t.ctx.jobs.run(DUMP_JOB);
  const [file] = readdirSync(dumps).filter((f) => f.endsWith('.tar.gz'));
  execFileSync('tar', ['-xzf', path.join(dumps, file!), '-C', work]);
});
afterAll(async () => {
  dictd?.kill();
  await t.close();
  rmSync(dumps, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const root = () => path.join(work, readdirSync(work)[0]!);
const allFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? allFiles(path.join(dir, f)) : [path.join(dir, f)]));
const csv = (name: string) => {
  const [head, ...rows] = parseCsv(readFileSync(path.join(root(), name), 'utf8'));
  return rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i]])));
};

/** DEFINE over a raw RFC 2229 socket: the definitions' texts. */
function define(db: string, word: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(DICTD_PORT, '127.0.0.1');
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      out += d;
      if (/^220 /m.test(out) && !out.includes('DEFINE-SENT')) {
        out += 'DEFINE-SENT\n';
        socket.write(`DEFINE ${db} "${word}"\r\nQUIT\r\n`);
      }
    });
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

describe('open data dumps', () => {
  it('opt-out setting: members only, a boolean', async () => {
    const url = '/api/profile/open-data';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url, payload: { anonymous: true } })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: alice.headers })).json()).toEqual({ data: { anonymous: false } });
    expect((await t.app.inject({ url, headers: shy.headers })).json()).toEqual({ data: { anonymous: true } });
    for (const payload of [{}, { anonymous: 'yes' }, { anonymous: true, extra: 1 }]) {
      const res = await t.app.inject({ method: 'PUT', url, headers: alice.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR');
    }
    // A moderator's choice is their own too: it changes nobody else's.
    const moderator = await makeUser(t, { role: 'moderator' });
    const put = await t.app.inject({ method: 'PUT', url, headers: moderator.headers, payload: { anonymous: true } });
    expect(put.json()).toEqual({ data: { anonymous: true } });
    expect((await t.app.inject({ url, headers: alice.headers })).json()).toEqual({ data: { anonymous: false } });
  });

  it('is listed with its checksum and served at /dumps/', async () => {
    const res = await t.app.inject({ url: '/api/dumps' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.license).toBe('CC BY-SA 4.0');
    expect(body.data).toHaveLength(1);
    const [dump] = body.data;
    const bytes = readFileSync(path.join(dumps, dump.file));
    expect(dump.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(dump.bytes).toBe(bytes.length);
    const served = await t.app.inject({ url: dump.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/gzip');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const sums = await t.app.inject({ url: '/dumps/' });
    expect(sums.body).toBe(`${dump.sha256}  ${dump.file}\n`);
    for (const bad of ['../package.json', '..%2F..%2Fpackage.json', 'SHA256SUMS.bak', 'glossa-dump-x.tar.gz'])
      expect((await t.app.inject({ url: `/dumps/${bad}` })).statusCode, bad).toBe(404);
  });

  it('holds the community’s accepted contributions only, with the licence, read back by the project’s reader', () => {
    expect(readFileSync(path.join(root(), 'README.txt'), 'utf8')).toContain('CC BY-SA 4.0');
    const translations = csv('translations.csv');
    expect(translations.map((r) => [r.word, r.translation, r.author])).toEqual([
      ['house', 'Haus', 'Alice'],
      ['zebra crossing', 'Zebrastreifen', 'anonymous'],
      ['over-cool, "quoted"', 'über-cool', 'Alice'],
    ]);
    expect(csv('meanings.csv').map((r) => r.meaning)).toEqual(['a building, for living in']);
    expect(csv('sentences.csv').map((r) => r.text)).toEqual(['The house is old.', 'Das Haus ist alt.']);
    expect(csv('sentence_translations.csv')).toHaveLength(1);
    expect(csv('synonyms.csv').map((r) => r.word).sort()).toEqual(['big', 'large']);
  });

  it('has no e-mail address and no private field in any file', () => {
    const files = allFiles(root());
    expect(files.length).toBeGreaterThan(8);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      for (const secret of ['Secretville', 'ShyOne', 'private', 'pending', 'borrowedword', 'Lehnwortquelle', String(alice.uuid)])
        expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  });

  it('is read by Debian’s dictd', async () => {
    const dir = path.join(root(), 'dictd');
    const dbs = readdirSync(dir).filter((f) => f.endsWith('.index')).map((f) => f.slice(0, -6)).sort();
    expect(dbs).toEqual(['glossa-eng-ger', 'glossa-ger-eng']);
    // The dump's .dict.dz is dictzip's format (gzip, FEXTRA with the "RA" subfield).
    const dz = readFileSync(path.join(dir, 'glossa-eng-ger.dict.dz'));
    expect([...dz.subarray(0, 4)]).toEqual([0x1f, 0x8b, 8, 4]);
    expect(dz.subarray(12, 14).toString('latin1')).toBe('RA');
    // A database of several dictzip chunks, written the same way: dictd reads a definition of the
    // last chunk through the chunk table.
    const many = new Map(Array.from({ length: 6000 }, (_, i) => [`word${i}`, [`translation number ${i} of a long list`]]));
    writeDictdDatabase(path.join(dir, 'glossa-big'), { short: 'big', url: 'http://localhost/', info: 'test' }, many);
    expect(readFileSync(path.join(dir, 'glossa-big.dict.dz')).readUInt16LE(20)).toBeGreaterThan(2); // chunks
    expect(statSync(path.join(dir, 'glossa-big.dict.dz')).size).toBeLessThan(6000 * 50);
    expect(6000 * 50).toBeGreaterThan(2 * DICTZIP_CHUNK);
    dbs.push('glossa-big');
    // dictd drops privileges: everything it reads must be readable by all.
    for (const p of [work, root(), dir, ...readdirSync(dir).map((f) => path.join(dir, f))]) chmodSync(p, statSync(p).isDirectory() ? 0o755 : 0o644);
    const conf = path.join(dir, 'dictd.conf');
    writeFileSync(
      conf,
      `access { allow * }\n${dbs.map((db) => `database ${db} { data "${path.join(dir, `${db}.dict.dz`)}" index "${path.join(dir, `${db}.index`)}" }`).join('\n')}\n`,
    );
    chmodSync(conf, 0o644);
    dictd = spawn('/usr/sbin/dictd', ['-c', conf, '-p', String(DICTD_PORT), '--listen-to', '127.0.0.1', '--locale', 'C.UTF-8', '-d', 'nodetach'], {
      stdio: 'ignore',
    });
    let answer = '';
    for (let i = 0; i < 50 && !answer; i++) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await define('glossa-eng-ger', 'house').catch(() => '');
    }
    expect(answer).toMatch(/^150 1 definitions retrieved/m);
    expect(answer).toContain('Haus');
    expect(await define('glossa-eng-ger', 'Zebra crossing')).toContain('Zebrastreifen');
    expect(await define('glossa-ger-eng', 'über-cool')).toContain('over-cool, "quoted"');
    expect(await define('glossa-ger-eng', 'Haus')).toContain('house');
    expect(await define('glossa-eng-ger', 'pending')).toMatch(/^552 /m);
    expect(await define('glossa-big', 'word5999')).toContain('translation number 5999 of a long list');
    expect(await define('glossa-big', 'word3000')).toContain('translation number 3000 of');
  });

  it('is imported back by the project’s importer (npm run import -- dump <dir>) into another instance', async () => {
    const other = await createTestApp({ DEMO_DATA: 'false' });
    try {
      const summary = await runImport(other.database, dumpSource(root()));
      expect(summary.failures).toEqual([]);
      expect(summary.stats.unionsAdded).toBe(3);
      await refreshRanking(other.database);
      const conn = await openBulkConnection(other.database);
      try {
        const [n] = await conn.query<Record<string, number>>(
          `select (select count(*)::int from meanings) as meanings, (select count(*)::int from sentences) as sentences,
                  (select count(*)::int from sentence_translations) as sentence_translations,
                  (select count(*)::int from word_groups where kind = 'synonym') as synonyms,
                  (select license from data_sources where slug like 'glossa-dump-%') as license`,
        );
        expect(n).toEqual({ meanings: 1, sentences: 2, sentence_translations: 1, synonyms: 1, license: 'CC BY-SA 4.0' });
      } finally {
        await conn.release();
      }
      const search = await other.app.inject({ url: '/api/translations?lang=ger&lang_t=eng&search=%C3%BCber-cool' });
      expect(search.statusCode).toBe(200);
      expect(JSON.stringify(search.json())).toContain('over-cool, \\"quoted\\"');
    } finally {
      await other.close();
    }
  });
});
