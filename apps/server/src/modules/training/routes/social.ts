// Likes and comments of selections and videos (comment likes included): the same routes over each
// material (community.md §7: /education/{selections|videos}/{uuid}/...).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  selectionLikeResponse,
  okSchema,
  selectionCommentBody,
  selectionCommentLikeParams,
  selectionCommentListResponse,
  selectionCommentParams,
  selectionCommentResponse,
  selectionCommentsQuery,
  selectionParams,
} from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import type { TrainingService } from '../service';
import { security, tags } from './selections';

export function socialRoutes(service: TrainingService): FastifyPluginAsyncZod {
  return async (app) => {
    const materials = [
      ['selections', 'selection', service.social, tags],
      ['videos', 'video', service.videoSocial, ['Training videos']],
    ] as const;
    for (const [base, what, social, tags] of materials) {
      for (const [path, on] of [['like', true], ['dislike', false]] as const) {
        app.post(`/education/${base}/:uuid/${path}`, {
          schema: { tags, security, summary: on ? `Like a ${what}` : 'Take the like back', params: selectionParams, response: { 200: selectionLikeResponse } },
        }, async (request) => ({ data: await social.like(requireViewer(request), request.params.uuid, on) }));
      }
      app.get(`/education/${base}/:uuid/comments`, {
        config: { lenientAuth: true },
        schema: { tags, summary: 'Comments, oldest first', params: selectionParams, querystring: selectionCommentsQuery, response: { 200: selectionCommentListResponse } },
      }, async (request) => ({ data: await social.comments(request.viewer, request.params.uuid, request.query) }));
      app.post(`/education/${base}/:uuid/comments`, {
        schema: { tags, security, summary: 'Comment', params: selectionParams, body: selectionCommentBody, response: { 200: selectionCommentResponse } },
      }, async (request) => ({ data: await social.addComment(requireViewer(request), request.params.uuid, request.body.comment) }));
      app.put(`/education/${base}/:uuid/comments/:commentUuid`, {
        schema: { tags, security, summary: 'Edit your comment', params: selectionCommentParams, body: selectionCommentBody, response: { 200: selectionCommentResponse } },
      }, async (request) => ({ data: await social.editComment(requireViewer(request), request.params.uuid, request.params.commentUuid, request.body.comment) }));
      app.delete(`/education/${base}/:uuid/comments/:commentUuid`, {
        schema: { tags, security, summary: 'Delete your comment', params: selectionCommentParams, response: { 200: okSchema } },
      }, async (request) => ({ data: await social.deleteComment(requireViewer(request), request.params.uuid, request.params.commentUuid) }));
      for (const [path, on] of [['like', true], ['unlike', false]] as const) {
        app.post(`/education/${base}/:uuid/comments/:id/${path}`, {
          schema: { tags, security, summary: on ? 'Like a comment' : 'Take the like back', params: selectionCommentLikeParams, response: { 200: selectionLikeResponse } },
        }, async (request) => ({ data: await social.likeComment(requireViewer(request), request.params.uuid, request.params.id, on) }));
      }
    }
  };
}
