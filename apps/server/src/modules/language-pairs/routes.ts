import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languagePairsResponse } from '@glossa/contract';
import type { LanguagePairsService } from './service';

export function languagePairsRoutes(service: LanguagePairsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dictionary/pairs',
      {
        schema: {
          tags: ['Dictionary'],
          summary: 'Language pairs with entries',
          description:
            'Every language pair that has accepted translations, once per unordered pair (both directions read them), ' +
            'with the count; most entries first. Refreshed within a minute of an import.',
          response: { 200: languagePairsResponse },
        },
      },
      async () => ({ data: await service.counts() }),
    );
  };
}
