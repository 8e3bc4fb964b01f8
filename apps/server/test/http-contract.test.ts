// The HTTP contract of ARCHITECTURE.md §3 on a real app: envelopes, error bodies, 404 JSON,
// malformed input, security headers, request ids, OpenAPI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { securityHeaderOptions, securityHeaders } from '../src/platform/http/security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP contract', () => {
  it('reports the database in /api/health', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: { ok: true, engine: t.database.kind } });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const url of ['/api/does-not-exist', '/chat-api/nothing', '/api']) {
      const res = await t.app.inject({ url, method: 'POST' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().errors[0].code).toBe('NOT_FOUND');
    }
  });

  it('ignores prototype keys in the query string', async () => {
    const res = await t.app.inject({ url: '/api/languages/get/all-data?__proto__[x]=1&constructor=y' });
    expect(res.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('rejects a hostile query without a 5xx', async () => {
    const urls = [
      '/api/languages/%00%ff/data',
      '/api/languages/get/all-data?platform[]=WEB&platform[]=X',
      `/api/languages/${'x'.repeat(5000)}/data`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().errors[0].code).toMatch(/^[A-Z_]+$/);
    }
  });

  it('rejects an oversized body with 413', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a bad bearer token with 401 UNAUTHENTICATED', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { authorization: 'Bearer not-a-jwt' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('sends security headers with a CSP and a request id', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('trace-123');
  });

  it('sends the headers helmet itself sets for these options, on every route and on errors', async () => {
    const { set, removed } = securityHeaders(securityHeaderOptions(null));
    expect(set.length).toBeGreaterThan(8);
    for (const url of ['/api/health', '/api/no-such-route']) {
      const res = await t.app.inject({ url });
      for (const [name, value] of set) expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
      for (const name of removed) expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBeUndefined();
    }
  });

  it('publishes an OpenAPI document generated from the contract and the docs page', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/languages/get/all-data'].get).toBeDefined();
    expect(doc.paths['/api/localization/attributes'].get.responses['200']).toBeDefined();
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
