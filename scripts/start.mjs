// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (PGlite under ./data unless DATABASE_URL is set). Signals are passed to the server so
// it can finish in-flight requests and close the database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest(path.join(web, 'src')), newest(path.join(root, 'packages/contract/src')), statSync(path.join(web, 'index.html')).mtimeMs);
const first = !existsSync(built);
if (first || statSync(built).mtimeMs < sources) {
  // Vite's own output is long; a person waiting sees what is happening and how long it took.
  console.log(`[start] Building the web app (${first ? 'first start' : 'its sources changed'}), about a minute ...`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.exit(result.status ?? 1);
  }
  console.log(`[start] Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s (apps/web/dist)`);
} else console.log('[start] Web app: up to date (apps/web/dist)');
console.log('[start] Starting the server ...');

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
