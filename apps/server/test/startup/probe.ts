// Builds the app in this fresh process (default configuration, an empty PGlite) and prints JSON:
// how long importing and building took, and which of the lazily loaded SDKs were resolved.
// Run: node --import tsx test/startup/probe.ts (lazy-sdks.process.test.ts; timing by hand).
import { mkdtempSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MessageChannel } from 'node:worker_threads';

export const LAZY_SDKS = ['stripe', '@aws-sdk/client-s3', '@aws-sdk/lib-storage', '@aws-sdk/s3-request-presigner', 'ioredis', 'nodemailer', 'hunspell-reader'];

const resolved = new Set<string>();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url: string) => resolved.add(url));
register('./record-resolves.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });

const start = performance.now();
const [{ buildApp }, { loadConfig }, { openPglite }] = await Promise.all([import('../../src/app'), import('../../src/config'), import('../../src/platform/db/index')]);
const imported = performance.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-probe-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST_DIR: path.join(dataDir, 'no-web'), JWT_SECRET: 'x'.repeat(64) });
const database = await openPglite();
const { app } = await buildApp({ config, database });
await app.ready();
const built = performance.now();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
// Messages from the hook thread arrive asynchronously: give them a moment.
await new Promise((resolve) => setTimeout(resolve, 200));
port1.close();

const loaded = LAZY_SDKS.filter((name) => [...resolved].some((url) => url.includes(`/node_modules/${name}/`)));
console.log(JSON.stringify({ importMs: Math.round(imported - start), buildMs: Math.round(built - imported), loaded }));
