// The SPA fallback: every page route, free-text ones with a dot in the last segment included, serves
// the app on a reload or a shared link; API paths and missing files stay JSON 404.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './static';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const app = Fastify();

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'glossa-spa-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  await registerSpa(app, dist);
  await app.ready();
});
afterAll(() => app.close());

describe('SPA fallback', () => {
  it.each([
    '/dictionary/eng/spa/e.g.',
    '/dictionary/eng/spa/Mr.%20Smith',
    '/de/dictionary/ger/eng/Guten%20Tag.',
    '/dictionary/eng/spa/e.g./42',
    '/uk/feed/tag/node.js',
    '/profile/jane.doe',
    '/training/lesson?type=new',
  ])('serves the app for %s when a browser asks for a page', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it('still serves pages without an extension to any client', async () => {
    const res = await app.inject({ method: 'GET', url: '/dictionary/eng/spa/house' });
    expect(res.statusCode).toBe(200);
  });

  it('answers JSON 404 for API paths and for missing files a script or image asks for', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing.json', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const missing = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    const present = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(present.statusCode).toBe(200);
  });
});
