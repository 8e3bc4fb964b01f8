// Posts, articles and questions: create, read, edit, status, delete, images, likes. The three
// types share the handlers; the path decides the type.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEED_LIMITS,
  articleBody,
  articleResponse,
  draftsQuery,
  feedLikeResponse,
  feedOkResponse,
  imageParams,
  imageResponse,
  postBody,
  postResponse,
  publicationListResponse,
  publicationParams,
  questionBody,
  questionResponse,
  statusBody,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { readFilePart } from '../../platform/http/upload';
import { feedSecurity as security } from './routes';
import type { FeedService } from './service';

type App = Parameters<FastifyPluginAsyncZod>[0];
type WriteLimit = Record<string, unknown>;

const KINDS = [
  { type: 'post', base: '/posts', tag: 'Posts', body: postBody, response: postResponse },
  { type: 'article', base: '/articles', tag: 'Articles', body: articleBody, response: articleResponse },
  { type: 'question', base: '/questions', tag: 'Questions', body: questionBody, response: questionResponse },
] as const;

export async function publicationRoutes(app: App, service: FeedService, writeLimit: WriteLimit) {
  const { publications, images, likes } = service;

  app.get(
    '/articles/drafts',
    { schema: { tags: ['Articles'], security, summary: 'My unpublished drafts (posts and articles), newest first', querystring: draftsQuery, response: { 200: publicationListResponse } } },
    async (request) => ({ data: await publications.drafts(requireViewer(request), request.query.limit) }),
  );

  for (const kind of KINDS) {
    const { type, base } = kind;
    const tags = [kind.tag];
    const notFound = `404 ${type.toUpperCase()}_NOT_FOUND (also for someone else's draft).`;
    app.post(
      base,
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: `Write a ${type}`,
          description: type === 'article' ? 'Created as a draft; publish with PATCH status.' : type === 'post' ? 'Published unless status is draft (add images, then publish).' : 'Published at once.',
          body: kind.body,
          response: { 200: kind.response },
        },
      },
      // The body type follows the path's type; the cast only joins the three handlers.
      async (request) => ({ data: await publications.create(type, requireViewer(request), request.body as never) }) as never,
    );
    app.get(
      `${base}/:uuid`,
      { config: { lenientAuth: true }, schema: { tags, summary: `A ${type}`, description: notFound, params: publicationParams, response: { 200: kind.response } } },
      async (request) => ({ data: await publications.get(type, request.viewer, request.params.uuid) }) as never,
    );
    app.put(
      `${base}/:uuid`,
      { config: writeLimit, schema: { tags, security, summary: `Edit a ${type} (its author)`, description: `403 for anyone else. ${notFound}`, params: publicationParams, body: kind.body, response: { 200: kind.response } } },
      async (request) => ({ data: await publications.update(type, requireViewer(request), request.params.uuid, request.body as never) }) as never,
    );
    app.delete(
      `${base}/:uuid`,
      {
        config: writeLimit,
        schema: { tags, security, summary: `Delete a ${type} with its comments, answers, likes and images (its author or a moderator)`, params: publicationParams, response: { 200: feedOkResponse } },
      },
      async (request) => {
        await publications.remove(type, requireViewer(request), request.params.uuid);
        return { data: { success: true as const } };
      },
    );
    for (const liked of [true, false]) {
      app.post(
        `${base}/:uuid/${liked ? 'like' : 'unlike'}`,
        { config: writeLimit, schema: { tags, security, summary: `${liked ? 'Like' : 'Unlike'} a ${type} (idempotent; answers the count)`, params: publicationParams, response: { 200: feedLikeResponse } } },
        async (request) => ({ data: await likes.set(type, requireViewer(request), request.params.uuid, liked) }),
      );
    }
    if (type === 'question') continue;

    app.patch(
      `${base}/:uuid/status`,
      { config: writeLimit, schema: { tags, security, summary: `Publish a ${type} or take it back to drafts`, params: publicationParams, body: statusBody, response: { 200: kind.response } } },
      async (request) => ({ data: await publications.setStatus(type, requireViewer(request), request.params.uuid, request.body.status) }) as never,
    );
    app.post(
      `${base}/:uuid/images`,
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          summary: `Add an image to a ${type}`,
          description: `One \`file\` part: JPEG, PNG, WebP or GIF (sniffed; 415 otherwise), at most ${FEED_LIMITS.imageMaxBytes / 1024 / 1024} MB (413), ${type === 'post' ? FEED_LIMITS.postImagesMax : FEED_LIMITS.articleImagesMax} per ${type} (400 IMAGES_LIMIT_EXCEEDED). Re-encoded without metadata.`,
          params: publicationParams,
          response: { 200: imageResponse },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        return { data: await images.add(type, viewer, request.params.uuid, await readFilePart(request, FEED_LIMITS.imageMaxBytes)) };
      },
    );
    app.delete(
      `${base}/:uuid/images/:image_uuid`,
      { config: writeLimit, schema: { tags, security, summary: `Remove an image of a ${type}`, params: imageParams, response: { 200: feedOkResponse } } },
      async (request) => {
        await images.remove(type, requireViewer(request), request.params.uuid, request.params.image_uuid);
        return { data: { success: true as const } };
      },
    );
  }
}
