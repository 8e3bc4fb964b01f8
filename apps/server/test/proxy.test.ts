// Behind a reverse proxy (TRUST_PROXY=1): a proxy in front that appends the address it saw to
// X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for does. A client writing its own
// X-Forwarded-For must not dodge the per-address sign-in limit.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

let t: TestApp;
let proxy: http.Server;
let proxyUrl: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '4/1m', PASSWORD_HASH_COST: 'test' });
  const upstream = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  // A plain forwarding proxy: the client's X-Forwarded-For, then ", <the address it came from>".
  proxy = http.createServer((req, res) => {
    const given = req.headers['x-forwarded-for'];
    const forwarded = `${given ? `${given}, ` : ''}${req.socket.remoteAddress}`;
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(out);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => proxy?.close(r));
  await t?.close();
});

describe('TRUST_PROXY=1 behind a proxy that appends X-Forwarded-For', () => {
  it('counts sign-ins per real client address, whatever X-Forwarded-For the client sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${proxyUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: 'nobody@example.org', password: 'wrong password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429, 429, 429]);
  });
});
