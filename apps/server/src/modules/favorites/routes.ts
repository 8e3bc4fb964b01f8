// Favorites and folders (core.md §7 Favorites) and folder export. Wiring only: the contract's
// schemas, the signed-in guard, one service call. Guests get 401; other users' ids 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavoriteBody,
  addFavoriteResponse,
  addRawFavoriteBody,
  changeOrderBody,
  changeOrderResponse,
  commentBody,
  copyMoveBody,
  copyMoveResponse,
  deleteFavoritesBody,
  deleteFavoritesQuery,
  deleteFavoritesResponse,
  deleteGroupQuery,
  deleteGroupResponse,
  exportQuery,
  favoriteGroupIdParams,
  favoriteIdParams,
  favoriteResponse,
  favoritesListResponse,
  favoritesSearchQuery,
  groupFavoritesQuery,
  groupNameBody,
  groupResponse,
  groupsQuery,
  groupsResponse,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { validationError } from '../../platform/errors';
import { requestLanguageCode } from '../../platform/http/locale';
import type { FavoritesService } from './service';

const tags = ['Favorites'];
const security = [{ bearer: [] }];

export function favoritesRoutes(service: FavoritesService): FastifyPluginAsyncZod {
  const { folders, items, exports } = service;
  return async (app) => {
    app.get(
      '/favorites',
      {
        schema: {
          tags,
          security,
          summary: 'Search all your favorites, newest first',
          description: 'Without `search`, every favorite. Default page 20, max 100.',
          querystring: favoritesSearchQuery,
          response: { 200: favoritesListResponse },
        },
      },
      async (request) => items.search(requireViewer(request), request.query, requestLanguageCode(request)),
    );

    app.post(
      '/favorites',
      {
        schema: {
          tags,
          security,
          summary: 'Save a translation or an example sentence',
          description:
            'Into `favorite_group_id` or the main folder (created on first use, named in the `local` language). ' +
            'Saving what the folder already has answers the stored favorite with `created: false`. ' +
            '404 TRANSLATION_NOT_FOUND / WORD_SENTENCE_NOT_FOUND when the entity cannot be read, 404 FAVORITE_GROUP_NOT_FOUND.',
          body: addFavoriteBody,
          response: { 200: addFavoriteResponse },
        },
      },
      async (request) => items.add(requireViewer(request), request.body, requestLanguageCode(request)),
    );

    app.post(
      '/favorites/translation/raw',
      {
        schema: {
          tags,
          security,
          summary: 'Save a pair of texts that is not a dictionary entry (a machine translation)',
          description: 'Stored with its own texts and languages (`is_raw`, `raw`); `entity` is null.',
          body: addRawFavoriteBody,
          response: { 200: addFavoriteResponse },
        },
      },
      async (request) => items.addRaw(requireViewer(request), request.body, requestLanguageCode(request)),
    );

    app.delete(
      '/favorites/delete',
      {
        schema: {
          tags,
          security,
          summary: 'Delete favorites',
          description:
            '`ids` in the JSON body or the query string (`ids=1,2`). Idempotent: ids that are not your favorites are ignored.',
          querystring: deleteFavoritesQuery,
          body: deleteFavoritesBody,
          response: { 200: deleteFavoritesResponse },
        },
      },
      async (request) => {
        const ids = request.body.ids ?? request.query.ids;
        if (!ids) throw validationError('ids', 'ids are required');
        return items.remove(requireViewer(request), ids);
      },
    );

    app.post(
      '/favorites/copy',
      {
        schema: {
          tags,
          security,
          summary: 'Copy favorites into a folder',
          description:
            'Items the folder already has are skipped. 404 FAVORITE_NOT_FOUND if any id is not yours (nothing is copied).',
          body: copyMoveBody,
          response: { 200: copyMoveResponse },
        },
      },
      async (request) => items.copy(requireViewer(request), request.body.ids, request.body.favorite_group_id),
    );

    app.post(
      '/favorites/move',
      {
        schema: {
          tags,
          security,
          summary: 'Move favorites into a folder',
          description:
            'Keeps ids, dates and comments. An item the folder already has is merged (the moved duplicate is deleted). ' +
            '404 FAVORITE_NOT_FOUND if any id is not yours (nothing is moved).',
          body: copyMoveBody,
          response: { 200: copyMoveResponse },
        },
      },
      async (request) => items.move(requireViewer(request), request.body.ids, request.body.favorite_group_id),
    );

    app.put(
      '/favorites/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Set the comment of a favorite',
          params: favoriteIdParams,
          body: commentBody,
          response: { 200: favoriteResponse },
        },
      },
      async (request) => ({
        data: await items.setComment(
          requireViewer(request),
          request.params.id,
          request.body.comment,
          requestLanguageCode(request),
        ),
      }),
    );

    app.delete(
      '/favorites/:id/comment',
      {
        schema: {
          tags,
          security,
          summary: 'Remove the comment of a favorite',
          params: favoriteIdParams,
          response: { 200: favoriteResponse },
        },
      },
      async (request) => ({
        data: await items.setComment(
          requireViewer(request),
          request.params.id,
          null,
          requestLanguageCode(request),
        ),
      }),
    );

    app.get(
      '/favorites/group',
      {
        schema: {
          tags,
          security,
          summary: 'Your folders in order, with counts',
          description:
            'Page 15 (20 when searching by name), max 100. The main folder is created on first use.',
          querystring: groupsQuery,
          response: { 200: groupsResponse },
        },
      },
      async (request) => folders.list(requireViewer(request), request.query, requestLanguageCode(request)),
    );

    app.post(
      '/favorites/group',
      {
        schema: {
          tags,
          security,
          summary: 'Create a folder (at the end of the list)',
          description:
            "400 FAVORITE_GROUP_UNIQUE_EXCEPTION 'A folder with the same name already exists' (names compare case-insensitively).",
          body: groupNameBody,
          response: { 200: groupResponse },
        },
      },
      async (request) => ({
        data: await folders.create(requireViewer(request), request.body.name, requestLanguageCode(request)),
      }),
    );

    app.put(
      '/favorites/group/change-order',
      {
        schema: {
          tags,
          security,
          summary: 'Reorder your folders',
          description:
            '`order` lists every folder id of yours exactly once; otherwise 400 VALIDATION_ERROR (field order).',
          body: changeOrderBody,
          response: { 200: changeOrderResponse },
        },
      },
      async (request) => folders.reorder(requireViewer(request), request.body.order),
    );

    app.get(
      '/favorites/group/:id/favorites',
      {
        schema: {
          tags,
          security,
          summary: 'The favorites of a folder',
          description:
            'Page 10, max 100; sorted by date descending unless asked otherwise. A page of fewer than `limit` is the last.',
          params: favoriteGroupIdParams,
          querystring: groupFavoritesQuery,
          response: { 200: favoritesListResponse },
        },
      },
      async (request) =>
        items.inGroup(requireViewer(request), request.params.id, request.query, requestLanguageCode(request)),
    );

    app.get(
      '/favorites/group/:id/export',
      {
        schema: {
          tags,
          security,
          summary: 'Download a folder as CSV or as an Anki text file',
          description:
            '`format=csv`: text/csv (UTF-8 with BOM, CRLF, columns word, translation, lang_from, lang_to, example, example_translation, ' +
            'comment, audio, type; cells a spreadsheet would evaluate are prefixed with an apostrophe). ' +
            '`format=anki`: tab-separated notes with Anki header lines (#separator:tab, #html:true, #columns:Word Translation Example Audio, ' +
            '#deck:<folder>), audio as [sound:<file>]. Sent as an attachment named after the folder.',
          params: favoriteGroupIdParams,
          querystring: exportQuery,
        },
      },
      async (request, reply) => {
        const file = await exports.export(
          requireViewer(request),
          request.params.id,
          request.query.format,
          requestLanguageCode(request),
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.put(
      '/favorites/group/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Rename a folder',
          params: favoriteGroupIdParams,
          body: groupNameBody,
          response: { 200: groupResponse },
        },
      },
      async (request) => ({
        data: await folders.rename(requireViewer(request), request.params.id, request.body.name),
      }),
    );

    app.post(
      '/favorites/group/:id/main',
      {
        schema: {
          tags,
          security,
          summary: 'Make a folder the main one',
          params: favoriteGroupIdParams,
          response: { 200: groupResponse },
        },
      },
      async (request) => ({ data: await folders.makeMain(requireViewer(request), request.params.id) }),
    );

    app.delete(
      '/favorites/group/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a folder',
          description:
            'Its favorites are deleted with it, or moved into `move_to` (duplicates merged). The following folders move up by one. ' +
            'Deleting the main folder makes the first remaining folder main.',
          params: favoriteGroupIdParams,
          querystring: deleteGroupQuery,
          response: { 200: deleteGroupResponse },
        },
      },
      async (request) => folders.remove(requireViewer(request), request.params.id, request.query.move_to),
    );
  };
}
