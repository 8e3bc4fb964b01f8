// The real Apertium HTTP server (Debian's apertium-apy) for tests: started on a free port over the
// installed pairs (/usr/share/apertium/modes), ready once /listPairs answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export const APERTIUM_MODES_DIR = '/usr/share/apertium/modes';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ApertiumApy {
  url: string;
  close(): Promise<void>;
}

export async function startApertiumApy(): Promise<ApertiumApy> {
  const port = await freePort();
  const child: ChildProcess = spawn('apertium-apy', ['-p', String(port), APERTIUM_MODES_DIR], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`apertium-apy exited: ${stderr.slice(-500)}`);
    try {
      const res = await fetch(`${url}/listPairs`);
      if (res.ok) return { url, close };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`apertium-apy did not start: ${stderr.slice(-500)}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
