import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dictionariesInventoryResponse,
  dictionaryImportResponse,
  dictionaryImportsResponse,
  importIdParams,
  startImportBody,
} from '@glossa/contract';
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
    app.get(
      '/admin/dictionaries/imports',
      {
        schema: {
          tags: ['Administration'],
          security: [{ bearer: [] }],
          summary: 'The latest imports started from the page, newest first (administrators)',
          response: { 200: dictionaryImportsResponse },
        },
      },
      async (request) => ({ data: await service.imports(requireViewer(request)) }),
    );
    app.post(
      '/admin/dictionaries/imports',
      {
        schema: {
          tags: ['Administration'],
          security: [{ bearer: [] }],
          summary: 'Import (or re-import) a source found on the machine (administrators)',
          description:
            'Queues the import as a job (one instance runs it; one import at a time: 400 IMPORT_ALREADY_RUNNING). ' +
            'The files are read first: missing or corrupt files are 400 DICTIONARY_FILE_INVALID with the reason; an ' +
            'unknown source 404 DICTIONARY_SOURCE_NOT_FOUND. Progress: socket event `dictionary:import`.',
          body: startImportBody,
          response: { 202: dictionaryImportResponse },
        },
      },
      async (request, reply) => {
        const data = await service.startImport(requireViewer(request), request.body.source_id);
        return reply.code(202).send({ data });
      },
    );
    app.post(
      '/admin/dictionaries/imports/:id/cancel',
      {
        schema: {
          tags: ['Administration'],
          security: [{ bearer: [] }],
          summary: 'Cancel an import while its entries are read (nothing of it stays)',
          params: importIdParams,
          response: { 200: dictionaryImportResponse },
        },
      },
      async (request) => ({ data: await service.cancelImport(requireViewer(request), request.params.id) }),
    );
  };
}
