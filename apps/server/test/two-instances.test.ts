// The at-scale deployment, tested: two server processes (started as `npm start` starts them) on one
// PostgreSQL database, one Redis and one S3-speaking server, each with a data directory of its own.
// What one instance accepts, the other must serve. Runs where PostgreSQL and Redis are (as in CI).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redisReachable } from './redis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, nickname } from './accounts-helpers';
import { createTestApp, createTestDatabase, type TestApp } from './app';
import { multipart, openChat, wavBytes } from './chat-helpers';
import { makeWord } from './dictionary-factories';
import { makeUser } from './factories';
import { startS3Server, type TestS3Server } from './s3-server';
import { freePort, killServers, startServer, type ServerRun } from './server-process';

// A Redis database of its own, so parallel runs of other suites do not share these counters.
const REDIS_URL = process.env.TEST_REDIS_URL_INSTANCES ?? 'redis://127.0.0.1:6379/12';
/** The staleness bound of guests' dictionary answers on another instance: DICTIONARY_CACHE_TTL_SECONDS. */
const GUEST_CACHE_TTL_SECONDS = 3;

const hasPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!hasPostgres || !(await redisReachable(REDIS_URL)))('two server processes on one PostgreSQL, Redis and S3', () => {
  let s3: TestS3Server;
  let setup: TestApp;
  let dropDatabase: () => Promise<void>;
  let a: { run: ServerRun; url: string; dataDir: string };
  let b: { run: ServerRun; url: string; dataDir: string };
  const sockets: Socket[] = [];

  /** A JSON call to one instance. */
  const call = async (base: string, method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: () => JSON.parse(text), text };
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    const db = await createTestDatabase();
    dropDatabase = db.drop;
    const secret = randomBytes(32).toString('hex');
    const env = {
      ...s3.env,
      DATABASE_URL: db.url!,
      REDIS_URL,
      JWT_SECRET: secret,
      PASSWORD_HASH_COST: 'test',
      // The test's requests play the proxy: their one X-Forwarded-For entry is the client.
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN: '4/1m',
      RATE_LIMIT_REGISTRATION: '1000/1m',
      DICTIONARY_CACHE_TTL_SECONDS: String(GUEST_CACHE_TTL_SECONDS),
      SESSION_CHECK_CACHE_MS: '1000',
      LOG_LEVEL: 'info',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    // Factories (users, accepted words) write through an in-process app on the same database.
    setup = await createTestApp(env, { database: db.database });
    const start = async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-instance-'));
      const run = startServer({ ...env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
      return { run, url: `http://127.0.0.1:${port}`, dataDir };
    };
    [a, b] = await Promise.all([start(), start()]);
    await Promise.all([a.run.waitFor('Glossa is ready'), b.run.waitFor('Glossa is ready')]);
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    killServers();
    await Promise.all([a, b].map((i) => i && i.run.exited));
    await setup?.close();
    await dropDatabase?.();
    await s3?.close();
    for (const i of [a, b]) if (i) rmSync(i.dataDir, { recursive: true, force: true });
  });

  it('audio uploaded through A plays through B (with ranges), from the bucket, under the same access rules', async () => {
    const native = await makeUser(setup, { native: 'eng' });
    const other = await makeUser(setup, { native: 'ger' });
    const wordId = await makeWord(setup, 'eng', `harbour${randomBytes(3).toString('hex')}`);
    const recording = wavBytes();
    const form = multipart({}, { filename: 'take.wav', type: 'audio/wav', bytes: recording });
    const uploaded = await fetch(`${a.url}/api/words/${wordId}/audios`, { method: 'POST', headers: { ...native.headers, ...form.headers }, body: form.payload });
    expect(uploaded.status).toBe(200);
    const audio = ((await uploaded.json()) as { data: { url: string; actual_file_name: string; preview_file_name: string } }).data;

    const played = await fetch(`${b.url}${audio.url}`, { headers: { authorization: `Bearer ${native.token}` } });
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await played.arrayBuffer()).equals(recording)).toBe(true);
    const seek = await fetch(`${b.url}${audio.url}`, { headers: { authorization: `Bearer ${native.token}`, range: 'bytes=44-1043' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes 44-1043/${recording.length}`);
    expect(Buffer.from(await seek.arrayBuffer()).equals(recording.subarray(44, 1044))).toBe(true);
    // Under review: not for guests nor other users, on either instance.
    expect((await fetch(`${b.url}${audio.url}`)).status).toBe(404);
    expect((await fetch(`${b.url}${audio.url}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);

    // The files are in the bucket, not on either instance's disk.
    expect(readdirSync(a.dataDir)).not.toContain('uploads');
    expect(readdirSync(b.dataDir)).not.toContain('uploads');
    expect(await setup.ctx.storage.stat(`audio/${audio.actual_file_name}`)).toMatchObject({ size: recording.length });
    expect(await setup.ctx.storage.stat(`audio/${audio.preview_file_name}`)).not.toBeNull();
  });

  it('a chat message sent on A reaches the other member connected to B', async () => {
    const [sender, reader] = await Promise.all([makeUser(setup), makeUser(setup)]);
    const chatId = await openChat(setup, sender, reader);
    const socket = connect(b.url, { path: '/broadcast', auth: { token: reader.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const arrived = new Promise<{ chat_id: number; message: { text: string } }>((resolve) => socket.once('message:new', resolve));
    const sent = await call(a.url, 'POST', `/chat-api/chat/${chatId}/messages`, { token: sender.token, body: { client_message_id: randomUUID(), text: 'sent on A' } });
    expect(sent.status).toBe(200);
    expect(await arrived).toMatchObject({ chat_id: chatId, message: { text: 'sent on A' } });
  });

  it('rate limits count across both instances', async () => {
    // One client address (behind the proxy) for this run; RATE_LIMIT_LOGIN is 4 a minute.
    const client = { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` };
    const login = (base: string) => call(base, 'POST', '/api/user/login', { headers: client, body: { email: 'nobody-here@example.org', password: PASSWORD } });
    const statuses = [];
    for (const base of [a.url, b.url, a.url, b.url, a.url, b.url]) statuses.push((await login(base)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('a session refreshed on A is valid on B; a logout on B ends it on A within SESSION_CHECK_CACHE_MS', async () => {
    const nick = nickname('multi');
    const registered = await call(a.url, 'POST', '/api/user/registration', { body: { email: `${nick}@example.org`, nickname: nick, password: PASSWORD, platform: 'WEB' } });
    expect(registered.status).toBe(200);
    const refreshed = await call(a.url, 'POST', '/api/user/refresh-token', { body: { refresh_token: registered.json().data.refresh_token } });
    expect(refreshed.status).toBe(200);
    const tokens = refreshed.json().data as { access_token: string; refresh_token: string };
    expect((await call(b.url, 'GET', '/api/user/profile', { token: tokens.access_token })).json().data.nickname).toBe(nick);
    // The rotated refresh token works on B too, and the one A consumed is spent there as well.
    const again = await call(b.url, 'POST', '/api/user/refresh-token', { body: { refresh_token: tokens.refresh_token } });
    expect(again.status).toBe(200);
    const latest = again.json().data as { access_token: string; refresh_token: string };
    expect((await call(a.url, 'GET', '/api/user/profile', { token: latest.access_token })).status).toBe(200);

    expect((await call(b.url, 'POST', '/api/user/logout', { token: latest.access_token })).status).toBe(200);
    const ended = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - ended < 5000) {
      status = (await call(a.url, 'GET', '/api/user/profile', { token: latest.access_token })).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(401);
    expect(Date.now() - ended).toBeLessThan(1000 + 500);
  });

  it(`a contribution accepted on A shows on B at once for members and within ${GUEST_CACHE_TTL_SECONDS} s for guests`, async () => {
    const [author, moderator] = await Promise.all([makeUser(setup, { native: 'eng' }), makeUser(setup, { role: 'moderator' })]);
    const spelling = `zephyrine${randomBytes(3).toString('hex').replace(/\d/g, 'q')}`;
    const search = `/api/translations?lang=eng&lang_t=ger&search=${spelling}`;
    const primary = (await call(a.url, 'POST', '/api/words/add-or-get', { token: author.token, body: { word: spelling, lang_code: 'eng' } })).json().data.id;
    const translation = (await call(a.url, 'POST', '/api/words/add-or-get', { token: author.token, body: { word: `${spelling}e`, lang_code: 'ger' } })).json().data.id;
    const added = await call(a.url, 'POST', '/api/translations', { token: author.token, body: { primary_word_id: primary, translation_word_id: translation, translation_lang_code: 'ger' } });
    expect(added.status).toBe(200);

    // B's guests do not see it under review, and B's guest cache now holds that answer.
    expect((await call(b.url, 'GET', search)).text).not.toContain(`${spelling}e`);
    const tasks = (await call(a.url, 'GET', '/api/v2/moderation/tasks?limit=50', { token: moderator.token })).json().data as { id: number; detail_data: { summary?: string } }[];
    const task = tasks.find((t) => JSON.stringify(t.detail_data).includes(spelling));
    expect(task).toBeTruthy();
    expect((await call(a.url, 'POST', `/api/v2/moderation/tasks/${task!.id}/dictionary`, { token: moderator.token, body: { action: 'accept' } })).status).toBe(200);
    const accepted = Date.now();

    // Signed-in readers are never served from the guest cache: B shows it at once.
    expect((await call(b.url, 'GET', search, { token: moderator.token })).text).toContain(`${spelling}e`);
    let seen = false;
    while (!seen && Date.now() - accepted < (GUEST_CACHE_TTL_SECONDS + 3) * 1000) {
      seen = (await call(b.url, 'GET', search)).text.includes(`${spelling}e`);
      if (!seen) await new Promise((r) => setTimeout(r, 200));
    }
    expect(seen).toBe(true);
    expect(Date.now() - accepted).toBeLessThanOrEqual(GUEST_CACHE_TTL_SECONDS * 1000 + 500);
  });
});
