import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allDataQuery,
  allDataResponse,
  attributesResponse,
  languageDataParams,
  languageDataResponse,
  modifiedKeyHeader,
} from '@glossa/contract';
import { requestLanguageCode } from '../../platform/http/locale';
import type { ReferenceService } from './service';

const tags = ['Localization'];

export function referenceRoutes(service: ReferenceService): FastifyPluginAsyncZod {
  return async (app) => {
    /** Answers 304 when the client already has this modified_key. */
    app.addHook('onSend', async (request, reply, payload) => {
      const key = reply.getHeader('x-modified-key');
      if (reply.statusCode === 200 && key && request.headers['x-modified-key'] === key) {
        reply.code(304);
        return '';
      }
      return payload;
    });

    app.get(
      '/languages/get/all-data',
      { schema: { tags, querystring: allDataQuery, headers: modifiedKeyHeader, response: { 200: allDataResponse } } },
      async (request, reply) => {
        const { data, key } = await service.allData(requestLanguageCode(request));
        reply.header('x-modified-key', key);
        return { data, modified_key: key };
      },
    );

    app.get(
      '/languages/:lang/data',
      { schema: { tags, params: languageDataParams, headers: modifiedKeyHeader, response: { 200: languageDataResponse } } },
      async (request, reply) => {
        const { data, key } = await service.languageData(request.params.lang.toLowerCase());
        reply.header('x-modified-key', key);
        return { data, modified_key: key };
      },
    );

    app.get(
      '/localization/attributes',
      { schema: { tags, headers: modifiedKeyHeader, response: { 200: attributesResponse } } },
      async (request, reply) => {
        const { data, key } = await service.attributes(requestLanguageCode(request));
        reply.header('x-modified-key', key);
        return { data, modified_key: key };
      },
    );
  };
}
