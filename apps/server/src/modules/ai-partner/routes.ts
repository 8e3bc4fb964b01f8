// The AI partner over HTTP: the conversation, and sending a message whose reply streams back as
// server-sent events (`delta` {text}, then `done` {user, reply, quota} or `error` {code, message}).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiConversationQuery, aiConversationResponse, aiSendBody } from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { AppError } from '../../platform/errors';
import type { AiPartnerService } from './service';

const tags = ['AI partner'];
const security = [{ bearer: [] }];

export function aiPartnerRoutes(service: AiPartnerService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ai-partner/conversation',
      {
        schema: {
          tags,
          security,
          summary: 'The conversation with the AI partner in one language, and the day\u2019s remaining messages',
          description: '400 AI_PARTNER_NOT_CONFIGURED when the server has no AI endpoint.',
          querystring: aiConversationQuery,
          response: { 200: aiConversationResponse },
        },
      },
      async (request) => ({ data: await service.conversation(requireViewer(request), request.query.lang) }),
    );

    app.post(
      '/ai-partner/messages',
      {
        config: { rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (r) => r.viewer?.uuid ?? r.ip } },
        schema: {
          tags,
          security,
          summary: 'Send a message to the AI partner; the reply streams back (text/event-stream)',
          description:
            'Events: `delta` {text} as the reply arrives, then `done` {user, reply, quota} or `error` {code, message}. ' +
            'Before the stream: 400 AI_MESSAGE_LIMIT_EXCEEDED (10 a day free, 200 Plus; payload: used, limit, remaining), 400 AI_PARTNER_NOT_CONFIGURED.',
          body: aiSendBody,
        },
      },
      async (request, reply) => {
        const run = await service.start(requireViewer(request), request.body.lang, request.body.text);
        const abort = new AbortController();
        request.raw.on('close', () => abort.abort());
        reply.hijack();
        const out = reply.raw;
        out.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-request-id': request.id,
        });
        const send = (event: string, data: unknown) => out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        try {
          const result = await run((text) => send('delta', { text }), abort.signal);
          send('done', result);
        } catch (err) {
          const e = err instanceof AppError ? err : new AppError('INTERNAL_ERROR', 500, 'Something went wrong');
          if (!(err instanceof AppError)) request.log.error({ err }, 'ai partner stream failed');
          send('error', { code: e.code, message: e.message, payload: e.payload ?? null });
        }
        out.end();
      },
    );
  };
}
