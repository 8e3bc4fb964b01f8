// Selections: create, read with a page of words, change, delete, contents, study, reset, export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentsBody,
  contentsResponse,
  enumerationResponse,
  selectionExportQuery,
  okSchema,
  resetResponse,
  selectionBody,
  selectionDetailResponse,
  selectionEditingResponse,
  SELECTION_EDIT_LOCK,
  selectionPageQuery,
  selectionParams,
  selectionResponse,
  selectionUpdateBody,
  studyResponse,
  TRAINING_LIMITS as L,
} from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import type { TrainingService } from '../service';

export const tags = ['Training'];
export const security = [{ bearer: [] }];

export function selectionRoutes(service: TrainingService): FastifyPluginAsyncZod {
  return async (app) => {
    const { selections, social } = service;
    const unavailable = 'While its author has it open in the editor, others get 409 SELECTION_TEMPORARILY_UNAVAILABLE (community.md §4).';

    app.post('/education/selections', {
      schema: { tags, security, summary: 'Create a selection', description: `Up to ${L.wordsMax} words; public needs ${L.publicMinWords}.`, body: selectionBody, response: { 200: selectionResponse } },
    }, async (request) => ({ data: await selections.create(requireViewer(request), request.body) }));

    app.get('/education/selections/:uuid', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'A selection with a page of its words', description: unavailable, params: selectionParams, querystring: selectionPageQuery, response: { 200: selectionDetailResponse } },
    }, async (request) => selections.get(request.viewer, request.params.uuid, request.query));

    app.put('/education/selections/:uuid', {
      schema: { tags, security, summary: 'Rename, re-tag or change visibility (author only)', params: selectionParams, body: selectionUpdateBody, response: { 200: selectionResponse } },
    }, async (request) => ({ data: await selections.update(requireViewer(request), request.params.uuid, request.body) }));

    app.delete('/education/selections/:uuid', {
      schema: { tags, security, summary: 'Delete a selection (author only)', params: selectionParams, response: { 200: okSchema } },
    }, async (request) => ({ data: await selections.remove(requireViewer(request), request.params.uuid) }));

    app.post('/education/selections/:uuid/editing', {
      schema: {
        tags,
        security,
        summary: 'Open (or keep open) the editor: the compilation is temporarily unavailable to others (author only)',
        description: `Held for ${SELECTION_EDIT_LOCK.holdMs / 1000} s; the editor renews it every ${SELECTION_EDIT_LOCK.renewMs / 1000} s. Saving (PUT) or DELETE releases it.`,
        params: selectionParams,
        response: { 200: selectionEditingResponse },
      },
    }, async (request) => ({ data: await selections.startEditing(requireViewer(request), request.params.uuid) }));

    app.delete('/education/selections/:uuid/editing', {
      schema: { tags, security, summary: 'Leave the editor without saving: open to others again (author only)', params: selectionParams, response: { 200: okSchema } },
    }, async (request) => ({ data: await selections.stopEditing(requireViewer(request), request.params.uuid) }));

    app.get('/education/selections/:uuid/contents/enumeration', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'Every union id of the selection', params: selectionParams, response: { 200: enumerationResponse } },
    }, async (request) => ({ data: await selections.enumerate(request.viewer, request.params.uuid) }));

    app.put('/education/selections/:uuid/contents', {
      schema: { tags, security, summary: 'Add and remove words together (author only)', description: 'Nothing is saved when any id is refused.', params: selectionParams, body: contentsBody, response: { 200: contentsResponse } },
    }, async (request) => ({ data: await selections.change(requireViewer(request), request.params.uuid, request.body) }));

    app.post('/education/selections/:uuid/study', {
      schema: { tags, security, summary: 'Select for learning', params: selectionParams, response: { 200: studyResponse } },
    }, async (request) => {
      const r = await social.study(requireViewer(request), request.params.uuid, true);
      return { data: { selected_for_learning: r.selected_for_learning, followers_total: r.count } };
    });

    app.delete('/education/selections/:uuid/study', {
      schema: { tags, security, summary: 'Stop learning', params: selectionParams, response: { 200: studyResponse } },
    }, async (request) => {
      const r = await social.study(requireViewer(request), request.params.uuid, false);
      return { data: { selected_for_learning: r.selected_for_learning, followers_total: r.count } };
    });

    app.delete('/education/statistics/selection/:uuid', {
      schema: { tags, security, summary: "Reset the viewer's progress on a selection", params: selectionParams, response: { 200: resetResponse } },
    }, async (request) => ({ data: await selections.reset(requireViewer(request), request.params.uuid) }));

    app.get('/education/selections/:uuid/export', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'Export as Anki notes (TSV) or CSV', params: selectionParams, querystring: selectionExportQuery },
    }, async (request, reply) => {
      const file = await selections.export(request.viewer, request.params.uuid, request.query.format);
      return reply.header('content-type', file.contentType).header('content-disposition', file.disposition).send(file.body);
    });
  };
}
