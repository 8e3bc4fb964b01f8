// GET /api/client-config (public): the installation's settings the web needs at run time, so one
// build serves every installation. Analytics is off unless configured (config.ts ANALYTICS_*).
import type { ClientConfig } from '@glossa/contract';
import type { Config } from '../../config';

const EVENT_PATHS = { plausible: '/api/event', umami: '/api/send' } as const;

export function clientConfig(config: Pick<Config, 'ANALYTICS_PROVIDER' | 'ANALYTICS_URL' | 'ANALYTICS_SITE' | 'DEVELOPER_HOSTS' | 'PUBLIC_URL'>): ClientConfig {
  const provider = config.ANALYTICS_PROVIDER;
  const base = config.ANALYTICS_URL?.replace(/\/$/, '');
  return {
    analytics:
      provider && base
        ? {
            provider,
            endpoint: `${base}${EVENT_PATHS[provider]}`,
            site: config.ANALYTICS_SITE ?? new URL(config.PUBLIC_URL).hostname,
          }
        : null,
    developer_hosts: config.DEVELOPER_HOSTS,
  };
}

/** The analytics server's origin for the CSP's connect-src (null when analytics is off). */
export function analyticsOrigin(config: Pick<Config, 'ANALYTICS_PROVIDER' | 'ANALYTICS_URL'>): string | null {
  return config.ANALYTICS_PROVIDER && config.ANALYTICS_URL ? new URL(config.ANALYTICS_URL).origin : null;
}
