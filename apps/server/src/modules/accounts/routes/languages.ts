import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addUserLanguagesBody, deleteUserLanguageQuery, replaceUserLanguagesBody, userLanguagesResponse } from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { bearer, signedIn, tags } from '../http';
import type { LanguagesService } from '../use-cases/languages';

const native = '400 NATIVE_LANGUAGE_REQUIRED unless exactly one language ends up NATIVE.';

export function languagesRoutes(languages: LanguagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/languages',
      { ...signedIn, schema: { tags, security: bearer, summary: "The signed-in user's languages", response: { 200: userLanguagesResponse } } },
      async (request) => ({ data: await languages.list(requireViewer(request)) }),
    );

    app.post(
      '/user/languages',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearer,
          summary: 'Adds languages or changes their level',
          description: native,
          body: addUserLanguagesBody,
          response: { 200: userLanguagesResponse },
        },
      },
      async (request) => ({ data: await languages.add(requireViewer(request), request.body.languages) }),
    );

    app.put(
      '/user/languages',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearer,
          summary: 'Replaces the whole list',
          description: native,
          body: replaceUserLanguagesBody,
          response: { 200: userLanguagesResponse },
        },
      },
      async (request) => ({ data: await languages.replace(requireViewer(request), request.body.languages) }),
    );

    app.delete(
      '/user/languages',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearer,
          summary: 'Removes a language (the native one only when it is the last)',
          description: `404 USER_LANGUAGE_NOT_FOUND; ${native}`,
          querystring: deleteUserLanguageQuery,
          response: { 200: userLanguagesResponse },
        },
      },
      async (request) => ({ data: await languages.remove(requireViewer(request), request.query.lang_code) }),
    );
  };
}
