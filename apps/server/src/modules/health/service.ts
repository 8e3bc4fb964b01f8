import type { AppContext } from '../../platform/context';
import { clientConfig } from './client-config';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService(ctx: AppContext, version: string) {
  const started = Date.now();
  const config = clientConfig(ctx.config);
  return {
    clientConfig: () => config,
    async check() {
      const t0 = performance.now();
      let ok = true;
      try {
        await ctx.database.ping();
      } catch (err) {
        ok = false;
        ctx.log.warn({ err }, 'health check: database unreachable');
      }
      return {
        status: ok ? ('ok' as const) : ('degraded' as const),
        version,
        uptime_seconds: Math.round((Date.now() - started) / 1000),
        database: {
          engine: ctx.database.kind,
          ok,
          latency_ms: ok ? Math.round((performance.now() - t0) * 100) / 100 : null,
        },
      };
    },
  };
}
