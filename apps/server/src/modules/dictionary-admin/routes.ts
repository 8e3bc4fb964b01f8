import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dictionariesInventoryResponse } from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import type { DictionaryAdminService } from './service';

export function dictionaryAdminRoutes(service: DictionaryAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/dictionaries',
      {
        schema: {
          tags: ['Administration'],
          security: [{ bearer: [] }],
          summary: 'Dictionaries found on the machine and imported (administrators)',
          description:
            'FreeDict pairs in FREEDICT_DIR and WordNet in WORDNET_DIR with their size, Debian package and import state ' +
            '(when, entries, licence); per language with words, whether inflected forms are linked and which Hunspell ' +
            'dictionary (Debian package) adds them; the pairs with translations.',
          response: { 200: dictionariesInventoryResponse },
        },
      },
      async (request) => ({ data: await service.inventory(requireViewer(request)) }),
    );
  };
}
