import { z } from 'zod';

export const healthResponse = z.object({
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptime_seconds: z.number(),
    database: z.object({ engine: z.enum(['pglite', 'postgres']), ok: z.boolean(), latency_ms: z.number().nullable() }),
  }),
});

/**
 * GET /api/client-config: what the server tells the web about this installation. `analytics` is
 * null unless configured (off by default); `developer_hosts` names the hosts where /console shows.
 */
export const clientConfigResponse = z.object({
  data: z.object({
    analytics: z
      .object({
        provider: z.enum(['plausible', 'umami']),
        endpoint: z.string().meta({ description: 'Where events are posted (the provider\'s event URL)' }),
        site: z.string().meta({ description: 'Plausible: the domain; Umami: the website id' }),
      })
      .nullable(),
    developer_hosts: z.array(z.string()),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigResponse>['data'];
