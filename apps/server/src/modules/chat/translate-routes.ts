// The chat's translate tool over HTTP (base /chat-api): members of the message's chat only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { messageIdParams, quickTranslateResponse, translateMessageBody } from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import type { MessageTranslation } from './translate-message';

export function chatTranslateRoutes(
  service: MessageTranslation,
  options: { rateLimit: { max: number; timeWindow: number } },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/messages/:id/translate',
      {
        config: { rateLimit: { ...options.rateLimit, keyGenerator: (r: FastifyRequest) => r.viewer?.uuid ?? r.ip } },
        schema: {
          tags: ['Chat'],
          security: [{ bearer: [] }],
          summary: 'Machine-translate a message for its reader (counted as a machine translation)',
          description:
            'From the author\u2019s native language into the reader\u2019s unless `lang`/`lang_t` say otherwise; `provider` names the engine. ' +
            '404 MESSAGE_NOT_FOUND (not in the chat, deleted), 400 CHAT_TRANSLATION_LANGUAGE_UNKNOWN, 400 MACHINE_TRANSLATION_DAILY_LIMIT.',
          params: messageIdParams,
          body: translateMessageBody,
          response: { 200: quickTranslateResponse },
        },
      },
      async (request) => service.translate(requireViewer(request), request.ip, request.params.id, request.body ?? {}),
    );
  };
}
