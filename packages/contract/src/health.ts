import { z } from 'zod';

export const healthResponse = z.object({
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptime_seconds: z.number(),
    database: z.object({ engine: z.enum(['pglite', 'postgres']), ok: z.boolean(), latency_ms: z.number().nullable() }),
  }),
});
