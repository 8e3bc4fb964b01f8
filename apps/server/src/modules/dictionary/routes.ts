// Dictionary reading (core.md §7), likes, search history and dictionary settings. Wiring only:
// the contract's schemas, the auth guard, one service call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allMeaningsQuery,
  allMeaningsResponse,
  dataSourcesResponse,
  dictionaryEntityQuery,
  dictionaryEntityResponse,
  dictionarySettingsBody,
  dictionarySettingsResponse,
  likeResponse,
  meaningDescriptionsQuery,
  meaningDescriptionsResponse,
  multipleEditAvailableQuery,
  multipleEditAvailableResponse,
  okSchema,
  possibleComplementsResponse,
  searchHistoryBody,
  searchHistoryEntryResponse,
  searchHistoryIdParams,
  searchHistoryQuery,
  searchHistoryResponse,
  sentenceExampleQuery,
  sentenceExampleResponse,
  sentencesQuery,
  sentencesResponse,
  sentenceTranslationsResponse,
  tooltipsQuery,
  tooltipsResponse,
  translationDetailQuery,
  translationIdParams,
  translationResponse,
  translationsLightQuery,
  translationsLightResponse,
  translationsQuery,
  translationsResponse,
  wordIdParams,
  wordRelationsResponse,
  wordResponse,
  wordSentenceIdParams,
  wordSentenceTranslationsQuery,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { requestLanguageCode } from '../../platform/http/locale';
import { trustedSerializer } from '../../platform/http/trusted-serializer';
import type { DictionaryService } from './service';

const tags = ['Dictionary'];
const bearer = [{ bearer: [] }];

export function dictionaryRoutes(service: DictionaryService, options: { production: boolean }): FastifyPluginAsyncZod {
  // Search and autocomplete answers are built by the server itself: not re-validated in production.
  const hot = { serializerCompiler: trustedSerializer(options.production) };
  return async (app) => {
    app.get(
      '/translations',
      {
        ...hot,
        schema: {
          tags,
          summary: 'Search translations',
          description:
            'Case- and diacritics-insensitive lookup of `search` in `lang`, answered with translations into `lang_t`, 10 per page ' +
            '(`page` or `offset`). A translation serves both directions. An inflected form finds its lemma, reported as `canonical`. ' +
            'Hyphens, apostrophes, dots and spaces are ignored (market-leading = market leading = marketleading). ' +
            'Verified and liked translations come first. Nothing found: empty `data` and up to 6 `close_spellings`; ' +
            'fewer than 3 found: `other_directions` names the other languages the text is translated from.',
          querystring: translationsQuery,
          response: { 200: translationsResponse },
        },
      },
      async (request) =>
        service.search.translations(request.viewer, request.query, requestLanguageCode(request)),
    );

    app.get(
      '/translations/light',
      {
        ...hot,
        schema: {
          tags,
          summary: 'Search translations, names only (mini dictionary, selection tooltip)',
          querystring: translationsLightQuery,
          response: { 200: translationsLightResponse },
        },
      },
      async (request) => service.search.light(request.viewer, request.query, requestLanguageCode(request)),
    );

    app.get(
      '/translations/words/all-meanings',
      {
        schema: {
          tags,
          summary: 'Every meaning of a word (and of its lemma)',
          querystring: allMeaningsQuery,
          response: { 200: allMeaningsResponse },
        },
      },
      async (request) => service.details.allMeanings(request.viewer, request.query),
    );

    app.get(
      '/translations/words/:id',
      { schema: { tags, summary: 'A word', params: wordIdParams, response: { 200: wordResponse } } },
      async (request) => ({
        data: await service.details.word(request.viewer, request.params.id, requestLanguageCode(request)),
      }),
    );

    app.get(
      '/translations/sentences/example',
      {
        schema: {
          tags,
          summary: 'A random example sentence in lang with its translation into lang_t',
          querystring: sentenceExampleQuery,
          response: { 200: sentenceExampleResponse },
        },
      },
      async (request) => ({ data: await service.sentences.example(request.viewer, request.query) }),
    );

    app.get(
      '/translations/:id',
      {
        schema: {
          tags,
          summary: 'One translation',
          params: translationIdParams,
          querystring: translationDetailQuery,
          response: { 200: translationResponse },
        },
      },
      async (request) => ({
        data: await service.details.translation(
          request.viewer,
          request.params.id,
          request.query.lang,
          requestLanguageCode(request),
        ),
      }),
    );

    app.get(
      '/translations/:id/possible-complements',
      {
        schema: {
          tags,
          summary: 'What could still be added to a translation',
          params: translationIdParams,
          response: { 200: possibleComplementsResponse },
        },
      },
      async (request) => ({
        data: await service.details.possibleComplements(request.viewer, request.params.id),
      }),
    );

    app.get(
      '/translations/:id/meaning-descriptions',
      {
        schema: {
          tags,
          summary: 'Meanings of one side of a translation',
          params: translationIdParams,
          querystring: meaningDescriptionsQuery,
          response: { 200: meaningDescriptionsResponse },
        },
      },
      async (request) =>
        service.details.meaningDescriptions(request.viewer, request.params.id, request.query),
    );

    for (const kind of ['synonym', 'antonym'] as const) {
      app.get(
        `/translations/:id/${kind}s`,
        {
          schema: {
            tags,
            summary: `${kind === 'synonym' ? 'Synonyms' : 'Antonyms'} of both words of a translation`,
            params: translationIdParams,
            response: { 200: wordRelationsResponse },
          },
        },
        async (request) => ({
          data: await service.details.relations(request.viewer, request.params.id, kind),
        }),
      );
    }

    app.get(
      '/translations/:id/data-sources',
      {
        schema: {
          tags,
          summary: 'Where a translation comes from',
          params: translationIdParams,
          response: { 200: dataSourcesResponse },
        },
      },
      async (request) => ({ data: await service.details.dataSources(request.viewer, request.params.id) }),
    );

    for (const liked of [true, false]) {
      app.post(
        `/translations/:id/${liked ? 'like' : 'dislike'}`,
        {
          schema: {
            tags,
            summary: liked ? 'Like a translation (idempotent)' : 'Remove your like (idempotent)',
            security: bearer,
            params: translationIdParams,
            response: { 200: likeResponse },
          },
        },
        async (request) => ({
          data: await service.rights.setLike(requireViewer(request), request.params.id, liked),
        }),
      );
    }

    app.get(
      '/words/sentences2',
      {
        schema: {
          tags,
          summary: 'Example sentences of a word with translations (15, growing by 5 up to 100)',
          querystring: sentencesQuery,
          response: { 200: sentencesResponse },
        },
      },
      async (request) => service.sentences.sentences(request.viewer, request.query),
    );

    app.get(
      '/words/tooltips',
      {
        ...hot,
        schema: {
          tags,
          summary: 'Autocomplete: words starting with the typed text (exact word, then single words, shorter first), with their best translation',
          querystring: tooltipsQuery,
          response: { 200: tooltipsResponse },
        },
      },
      async (request) => ({ data: await service.search.tooltips(request.viewer, request.query) }),
    );

    app.get(
      '/word-sentences/:id/translations',
      {
        schema: {
          tags,
          summary: 'Translations of an example sentence',
          params: wordSentenceIdParams,
          querystring: wordSentenceTranslationsQuery,
          response: { 200: sentenceTranslationsResponse },
        },
      },
      async (request) => ({
        data: await service.sentences.wordSentenceTranslations(
          request.viewer,
          request.params.id,
          request.query.lang_t,
        ),
      }),
    );

    app.get(
      '/dictionary/multiple-edit-available',
      {
        schema: {
          tags,
          summary: 'Which of these items may the viewer edit',
          description:
            'Ask with `translation-union=1,2` or `translation-union[]=1&translation-union[]=2` (up to 100 ids per type).',
          querystring: multipleEditAvailableQuery,
          response: { 200: multipleEditAvailableResponse },
        },
      },
      async (request) => ({
        data: await service.rights.multipleEditAvailable(request.viewer, request.query),
      }),
    );

    app.get(
      '/dictionary/entity',
      {
        schema: {
          tags,
          summary: 'One dictionary entity (complaint details)',
          querystring: dictionaryEntityQuery,
          response: { 200: dictionaryEntityResponse },
        },
      },
      async (request) => ({
        data: await service.rights.entity(
          request.viewer,
          request.query.entity_type_slug,
          request.query.entity_id,
          requestLanguageCode(request),
        ),
      }),
    );

    app.get(
      '/dictionary/search-history',
      {
        schema: {
          tags,
          summary: 'Your search history, newest first (max 200)',
          security: bearer,
          querystring: searchHistoryQuery,
          response: { 200: searchHistoryResponse },
        },
      },
      async (request) => service.history.list(requireViewer(request), request.query),
    );

    app.post(
      '/dictionary/search-history',
      {
        schema: {
          tags,
          summary: 'Record a search; the same text and languages move to the top instead of repeating',
          security: bearer,
          body: searchHistoryBody,
          response: { 200: searchHistoryEntryResponse },
        },
      },
      async (request) => ({ data: await service.history.add(requireViewer(request), request.body) }),
    );

    app.delete(
      '/dictionary/search-history/:id',
      {
        schema: {
          tags,
          summary: 'Remove one history entry',
          security: bearer,
          params: searchHistoryIdParams,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await service.history.remove(requireViewer(request), request.params.id);
        return { data: { success: true as const } };
      },
    );

    app.delete(
      '/dictionary/search-history',
      {
        schema: { tags, summary: 'Clear your search history', security: bearer, response: { 200: okSchema } },
      },
      async (request) => {
        await service.history.clear(requireViewer(request));
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/dictionary/settings',
      {
        schema: {
          tags,
          summary: 'Your dictionary settings (autoplay_audio, show_audio_modal)',
          security: bearer,
          response: { 200: dictionarySettingsResponse },
        },
      },
      async (request) => ({ data: await service.history.settings(requireViewer(request)) }),
    );

    app.put(
      '/dictionary/settings',
      {
        schema: {
          tags,
          summary: 'Change your dictionary settings',
          security: bearer,
          body: dictionarySettingsBody,
          response: { 200: dictionarySettingsResponse },
        },
      },
      async (request) => ({ data: await service.history.saveSettings(requireViewer(request), request.body) }),
    );
  };
}
