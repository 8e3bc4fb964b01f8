// The analytics page event against a tiny local analytics server: off by default (nothing sent);
// with Umami or Plausible configured, one event per navigation with the route's name and the
// previous route's name only: no words searched, no ids, no query, no cookie.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import type { ClientConfig } from '@glossa/contract';
import { resetClientConfig } from '../../shared/config/client-config';
import { createAppRoutes } from './create-router';
import { startPageAnalytics } from './page-analytics';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}
let server: Server;
let base = '';
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: data ? JSON.parse(data) : null });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const realFetch = globalThis.fetch;
let configAsked = 0;
function serveConfig(config: ClientConfig) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/api/client-config')) {
      configAsked++;
      return Promise.resolve(new Response(JSON.stringify({ data: config }), { status: 200, headers: { 'content-type': 'application/json' } }));
    }
    return realFetch(input, init);
  });
}

const pages: RouteObject[] = [
  { path: 'feed', element: null },
  { path: 'dictionary/:lang/:langT/:search', element: null },
  { path: 'profile/:nickname', children: [{ index: true, element: null }, { path: 'edit_info', element: null }] },
];

let stop = () => {};
beforeEach(() => {
  received.length = 0;
  configAsked = 0;
  resetClientConfig();
});
afterEach(() => stop());

async function visit(paths: string[]) {
  const router = createMemoryRouter(createAppRoutes(pages), { initialEntries: [paths[0]!] });
  stop = startPageAnalytics(router);
  await vi.waitFor(() => expect(configAsked).toBe(1));
  for (const path of paths.slice(1)) await router.navigate(path);
  return router;
}

describe('analytics page event', () => {
  it('is off by default: nothing is sent', async () => {
    serveConfig({ analytics: null, developer_hosts: [] });
    await visit(['/feed', '/dictionary/eng/ger/secret%20word', '/de/profile/Annabel']);
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
  });

  it('Umami: one event per page, the route name and the previous route name only', async () => {
    serveConfig({ analytics: { provider: 'umami', endpoint: `${base}/api/send`, site: 'w-1' }, developer_hosts: [] });
    await visit(['/feed', '/dictionary/eng/ger/secret%20word?x=1', '/profile/Annabel/edit_info']);
    await vi.waitFor(() => expect(received).toHaveLength(3));
    const hostname = window.location.hostname;
    expect(received.map((r) => r.path)).toEqual(['/api/send', '/api/send', '/api/send']);
    expect(received.map((r) => r.body)).toEqual([
      { type: 'event', payload: { website: 'w-1', hostname, url: '/feed', data: { previous_route: '' } } },
      { type: 'event', payload: { website: 'w-1', hostname, url: '/dictionary/:lang/:langT/:search', data: { previous_route: '/feed' } } },
      { type: 'event', payload: { website: 'w-1', hostname, url: '/profile/:nickname/edit_info', data: { previous_route: '/dictionary/:lang/:langT/:search' } } },
    ]);
    const raw = JSON.stringify(received);
    expect(raw).not.toContain('secret');
    expect(raw).not.toContain('Annabel');
    expect(received.every((r) => r.headers.cookie === undefined)).toBe(true);
  });

  it('Plausible: the same, in its events format; the locale prefix is not part of the name', async () => {
    serveConfig({ analytics: { provider: 'plausible', endpoint: `${base}/api/event`, site: 'glossa.example.com' }, developer_hosts: [] });
    await visit(['/de/feed', '/de/profile/Annabel']);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    const origin = window.location.origin;
    expect(received.map((r) => r.body)).toEqual([
      { name: 'pageview', url: `${origin}/feed`, domain: 'glossa.example.com', props: { previous_route: '' } },
      { name: 'pageview', url: `${origin}/profile/:nickname`, domain: 'glossa.example.com', props: { previous_route: '/feed' } },
    ]);
  });
});
