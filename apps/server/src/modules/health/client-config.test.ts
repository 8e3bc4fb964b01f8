// GET /api/client-config: analytics off by default, on with its provider's event URL when set, and
// the CSP then lets the page post to that origin; the developer hosts of /console.
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../config';
import { createTestApp, type TestApp } from '../../../test/app';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

describe('GET /api/client-config', () => {
  it('is off by default: no analytics, no developer hosts, no extra origin in the CSP', async () => {
    const t = await app();
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { analytics: null, developer_hosts: [] } });
    expect(String(res.headers['content-security-policy'])).not.toContain('stats.example.org');
  });

  it('names the provider\'s event URL and the site, and the CSP allows the analytics origin', async () => {
    const t = await app({
      ANALYTICS_PROVIDER: 'umami',
      ANALYTICS_URL: 'https://stats.example.org/',
      ANALYTICS_SITE: '5e1f0c1a-0000-4000-8000-000000000001',
      DEVELOPER_HOSTS: 'LocalHost, dev.glossa.test',
    });
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.json().data).toEqual({
      analytics: { provider: 'umami', endpoint: 'https://stats.example.org/api/send', site: '5e1f0c1a-0000-4000-8000-000000000001' },
      developer_hosts: ['localhost', 'dev.glossa.test'],
    });
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src [^;]*https:\/\/stats\.example\.org/);
  });

  it('Plausible without a site uses the public host name', async () => {
    const t = await app({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_URL: 'http://127.0.0.1:8000', PUBLIC_URL: 'https://glossa.example.com' });
    expect((await t.app.inject({ url: '/api/client-config' })).json().data.analytics).toEqual({
      provider: 'plausible',
      endpoint: 'http://127.0.0.1:8000/api/event',
      site: 'glossa.example.com',
    });
  });

  it('refuses half a configuration and bad values at start', () => {
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'plausible' })).toThrow(/ANALYTICS_URL/);
    expect(() => parseEnv({ ANALYTICS_URL: 'https://stats.example.org' })).toThrow(/ANALYTICS_PROVIDER/);
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_URL: 'https://stats.example.org' })).toThrow(/ANALYTICS_SITE/);
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_URL: 'https://stats.example.org' })).toThrow(ConfigError);
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_URL: 'ftp://stats.example.org' })).toThrow(ConfigError);
    expect(() => parseEnv({ DEVELOPER_HOSTS: 'a.test, <script>' })).toThrow(/DEVELOPER_HOSTS/);
  });
});
