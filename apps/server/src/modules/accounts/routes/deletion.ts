import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountBody, okSchema } from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { requestLocale } from '../../../platform/http/locale';
import { bearer, signedIn, tags } from '../http';
import type { DeletionService } from '../use-cases/deletion';

export function deletionRoutes(deletion: DeletionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/delete',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearer,
          summary: 'Deletes the account: sessions end, personal data (e-mail, nickname, password, profile, languages) is erased',
          description: '400 DELETE_EMAIL_MISMATCH (field email) unless the registration e-mail is typed.',
          body: deleteAccountBody,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await deletion.delete(requireViewer(request), request.body.email, requestLocale(request));
        return { data: { success: true as const } };
      },
    );
  };
}
