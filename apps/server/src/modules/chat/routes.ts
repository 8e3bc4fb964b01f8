import { registerMultipart } from '../../platform/http/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_LIMITS,
  chatByRecipientQuery,
  chatCorrectionStatsResponse,
  correctMessageBody,
  chatIdParams,
  chatInfoResponse,
  chatListQuery,
  chatListResponse,
  chatMessagesQuery,
  chatMessagesResponse,
  editMessageBody,
  forwardMessagesBody,
  hideChatsBody,
  messageIdParams,
  messageListResponse,
  messageResponse,
  messageSearchQuery,
  messagesAroundQuery,
  okSchema,
  sendMessageBody,
  unreadResponse,
  uploadParams,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import type { ChatService } from './service';
import { readMediaUpload } from './multipart';

const tags = ['Chat'];
/** Message writes per user (the socket has its own per-connection guard). */
const writeLimit = { rateLimit: { max: 600, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.viewer?.uuid ?? request.ip } };
const security = [{ bearer: [] }];
const mediaDescription = (what: string, max: number) =>
  `multipart/form-data with a \`file\` part (${what}, at most ${max / 1024 / 1024} MB, type sniffed from the bytes), \`client_message_id\` and an optional \`text\`. Only between friends (403 CHAT_MEDIA_FRIENDS_ONLY).`;

export function chatRoutes(service: ChatService): FastifyPluginAsyncZod {
  return async (app) => {
    await registerMultipart(app, { fileSize: CHAT_LIMITS.imageMaxBytes });

    app.get('/chat/list', { schema: { tags, security, querystring: chatListQuery, response: { 200: chatListResponse }, summary: 'Chats with at least one message, not hidden, newest activity first (cursor: last_message.id of the last chat loaded)' } }, async (request) => ({
      data: await service.list(requireViewer(request), request.query),
    }));
    app.get('/chat/are-there-unread-messages', { schema: { tags, security, response: { 200: unreadResponse } } }, async (request) => ({
      data: await service.unread(requireViewer(request)),
    }));
    app.post('/chat/hide', { schema: { tags, security, body: hideChatsBody, response: { 200: okSchema }, summary: 'Hide chats until their next message' } }, async (request) => ({
      data: await service.hide(requireViewer(request), request.body.chat_ids),
    }));
    app.get('/chat/:id/info', { schema: { tags, security, params: chatIdParams, response: { 200: chatInfoResponse } } }, async (request) => ({
      data: await service.info(requireViewer(request), request.params.id),
    }));
    app.get(
      '/chat/:id',
      { schema: { tags, security, params: chatIdParams, querystring: chatMessagesQuery, response: { 200: chatMessagesResponse }, summary: 'The chat and a page of its messages' } },
      async (request) => ({ data: await service.messages(requireViewer(request), request.params.id, request.query) }),
    );
    app.get(
      '/chat',
      {
        schema: {
          tags,
          security,
          querystring: chatByRecipientQuery,
          response: { 200: chatMessagesResponse },
          summary: 'Find or create the chat with a user, with a page of messages (creating is free; the first message counts against the daily limit)',
        },
      },
      async (request) => {
        const { recipient_uuid, ...page } = request.query;
        return { data: await service.withRecipient(requireViewer(request), recipient_uuid, page) };
      },
    );
    app.post('/chat/:id/read-all-messages', { schema: { tags, security, params: chatIdParams, response: { 200: okSchema } } }, async (request) => ({
      data: await service.readAll(requireViewer(request), request.params.id),
    }));
    app.post('/chat/:id/mute', { schema: { tags, security, params: chatIdParams, response: { 200: chatInfoResponse } } }, async (request) => ({
      data: await service.setMuted(requireViewer(request), request.params.id, true),
    }));
    app.post('/chat/:id/unmute', { schema: { tags, security, params: chatIdParams, response: { 200: chatInfoResponse } } }, async (request) => ({
      data: await service.setMuted(requireViewer(request), request.params.id, false),
    }));

    app.post(
      '/chat/:id/messages',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          params: chatIdParams,
          body: sendMessageBody,
          response: { 200: messageResponse },
          summary: 'Send a text message (idempotent per client_message_id); also over the socket as message:send',
        },
      },
      async (request) => ({ data: await service.send(requireViewer(request), request.params.id, request.body) }),
    );
    app.post(
      '/chat/:id/messages/image',
      { config: writeLimit, schema: { tags, security, params: chatIdParams, consumes: ['multipart/form-data'], response: { 200: messageResponse }, description: mediaDescription('JPEG, PNG, WebP or GIF', CHAT_LIMITS.imageMaxBytes) } },
      async (request) => {
        const viewer = requireViewer(request);
        const upload = await readMediaUpload(request, CHAT_LIMITS.imageMaxBytes);
        return { data: await service.sendMedia(viewer, request.params.id, 'image', upload) };
      },
    );
    app.post(
      '/chat/:id/messages/audio',
      { config: writeLimit, schema: { tags, security, params: chatIdParams, consumes: ['multipart/form-data'], response: { 200: messageResponse }, description: mediaDescription('WebM, Ogg, MP3, M4A or WAV', CHAT_LIMITS.audioMaxBytes) } },
      async (request) => {
        const viewer = requireViewer(request);
        const upload = await readMediaUpload(request, CHAT_LIMITS.audioMaxBytes);
        return { data: await service.sendMedia(viewer, request.params.id, 'audio', upload) };
      },
    );

    app.get('/messages/search', { schema: { tags, security, querystring: messageSearchQuery, response: { 200: messageListResponse }, summary: 'Search a chat (newest first)' } }, async (request) => ({
      data: await service.search(requireViewer(request), request.query.chat_id, request.query.query, request.query.limit),
    }));
    app.get('/messages', { schema: { tags, security, querystring: messagesAroundQuery, response: { 200: messageListResponse }, summary: 'Messages around one message (to open a search result)' } }, async (request) => ({
      data: await service.around(requireViewer(request), request.query.chat_id, request.query.message_id, request.query.limit),
    }));
    app.post(
      '/messages/forward',
      { config: writeLimit, schema: { tags, security, body: forwardMessagesBody, response: { 200: messageListResponse }, summary: 'Forward up to 20 messages to a chat of the viewer' } },
      async (request) => ({ data: await service.forward(requireViewer(request), request.body) }),
    );
    app.post(
      '/messages/:id/corrections',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          params: messageIdParams,
          body: correctMessageBody,
          response: { 200: messageResponse },
          summary: "Correct the companion's text message: a message of type correction in the same chat (idempotent per client_message_id); also over the socket as message:correct",
          description: '404 MESSAGE_NOT_FOUND outside the chat; 400 MESSAGE_NOT_CORRECTABLE (own message, photo, voice, correction), 400 CORRECTION_UNCHANGED.',
        },
      },
      async (request) => ({ data: await service.correct(requireViewer(request), request.params.id, request.body) }),
    );
    app.post(
      '/messages/:id/thank',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          params: messageIdParams,
          response: { 200: messageResponse },
          summary: 'Thank a correction of one\u2019s message (once; a second thank changes nothing); also over the socket as correction:thank',
        },
      },
      async (request) => ({ data: await service.thank(requireViewer(request), request.params.id) }),
    );
    app.get(
      '/chat/:id/corrections',
      { schema: { tags, security, params: chatIdParams, response: { 200: chatCorrectionStatsResponse }, summary: 'Corrections given and received by both members, and between them' } },
      async (request) => ({ data: await service.correctionStats(requireViewer(request), request.params.id) }),
    );
    app.patch(
      '/messages/:id',
      { schema: { tags, security, params: messageIdParams, body: editMessageBody, response: { 200: messageResponse }, summary: 'Edit own text message' } },
      async (request) => ({ data: await service.edit(requireViewer(request), request.params.id, request.body.text) }),
    );
    app.delete('/messages/:id', { schema: { tags, security, params: messageIdParams, response: { 200: messageResponse }, summary: 'Delete own message (text emptied)' } }, async (request) => ({
      data: await service.remove(requireViewer(request), request.params.id),
    }));

    // Capability URLs: the 128-bit random name is the secret; fixed content type, never sniffed.
    app.get('/uploads/:name', { schema: { tags, params: uploadParams, summary: 'A chat image, preview or voice message' } }, (request, reply) =>
      service.files.store.send(reply, request.params.name, 'private, max-age=31536000, immutable'),
    );
  };
}
