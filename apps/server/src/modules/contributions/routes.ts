// Contributions (core.md §7): words, translations, subjects, attributes, meanings, synonyms and
// antonyms, sentences, audio, complaints; ratings. The moderation queue's routes (v2 tasks, decisions,
// filters, history) are the moderation module's; the review lifecycle behind them is here.
// Wiring only: the contract's schemas, the auth guard, one service call.
import { registerMultipart } from '../../platform/http/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMeaningBody,
  addOrGetWordBody,
  addOrGetWordResponse,
  addSentenceBody,
  addSentenceTranslationBody,
  addTranslationBody,
  audioFileNameParams,
  audioWriteResponse,
  commentTemplatesResponse,
  complainBody,
  complainUserActionBody,
  complainUserBody,
  complaintResponse,
  editMeaningBody,
  editSentenceToSentenceBody,
  editTranslationBody,
  editWordSentenceBody,
  entitiesCounterResponse,
  meaningParams,
  meaningWriteResponse,
  relationEntryBody,
  relationParams,
  relationWriteResponse,
  sentenceAudioParams,
  sentenceIdPathParams,
  sentenceToSentenceParams,
  sentenceTranslationWriteResponse,
  sentenceWriteResponse,
  translationAttributesBody,
  translationIdParams,
  translationVocabularyCodesBody,
  translationWriteResponse,
  wordAudioParams,
  wordIdPathParams,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { validationError } from '../../platform/errors';
import { requestLanguageCode, requestLocale } from '../../platform/http/locale';
import type { ContributionsService } from './service';

const tags = ['Contributions'];
const security = [{ bearer: [] }];
/** Per user: a batch of additions is one request per item (core.md §7). */
const writeLimit = { rateLimit: { max: 300, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.viewer?.uuid ?? r.ip } };
const review = ' Sent for review: visible to its author until a moderator accepts it; answers carry `rating.points` earned.';

/** The one `file` part of an audio upload. */
async function readAudio(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let bytes: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname === 'file' || part.fieldname === 'audio') bytes = buffer;
    }
  }
  if (!bytes?.length) throw validationError('file', 'Attach the recording as the `file` part');
  return bytes;
}

export function contributionsRoutes(service: ContributionsService): FastifyPluginAsyncZod {
  return async (app) => {
    const { translations, relations, sentences, audio, complaints, moderation } = service;
    await registerMultipart(app, { fileSize: audio.maxBytes });

    // ---- words and translations -----------------------------------------------------------
    app.post(
      '/words/add-or-get',
      { config: writeLimit, schema: { tags, security, summary: 'The id of a word, added if new (under review until a translation using it is accepted)', body: addOrGetWordBody, response: { 200: addOrGetWordResponse } } },
      async (request) => ({ data: await translations.addOrGetWord(requireViewer(request), request.body) }),
    );
    app.post(
      '/translations',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: 'Add a translation',
          description: 'At most 5 distinct subjects are kept (extras cut). 400 TRANSLATION_EXIST_TRANSLATION when the pair exists in either orientation.' + review,
          body: addTranslationBody,
          response: { 200: translationWriteResponse },
        },
      },
      async (request) => translations.add(requireViewer(request), request.body, requestLanguageCode(request)),
    );
    app.put(
      '/translations/:id',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: 'Edit a translation (its author while under review, or a moderator)',
          description: 'Omitted explanations are kept, null or "" clears them. A moderator may name the moderation_task_id the edit solves. 400 ENTITY_IS_VERIFIED for an author once it is accepted.',
          params: translationIdParams,
          body: editTranslationBody,
          response: { 200: translationWriteResponse },
        },
      },
      async (request) => translations.edit(requireViewer(request), request.params.id, request.body, requestLanguageCode(request)),
    );
    app.post(
      '/translations/:id/attributes',
      {
        config: writeLimit,
        schema: { tags, security, summary: 'Add parts of speech and genders (a gender needs its part of speech on that side)' + review, params: translationIdParams, body: translationAttributesBody, response: { 200: translationWriteResponse } },
      },
      async (request) => translations.addAttributes(requireViewer(request), request.params.id, request.body.attributes, requestLanguageCode(request)),
    );
    app.post(
      '/translations/:id/vocabulary-codes',
      {
        config: writeLimit,
        schema: { tags, security, summary: 'Add subjects (at most 5 per translation; what does not fit is cut)' + review, params: translationIdParams, body: translationVocabularyCodesBody, response: { 200: translationWriteResponse } },
      },
      async (request) => translations.addVocabularies(requireViewer(request), request.params.id, request.body.vocabulary_codes, requestLanguageCode(request)),
    );

    // ---- meanings, synonyms, antonyms -----------------------------------------------------
    app.post(
      '/translations/:id/meaning-descriptions',
      { config: writeLimit, schema: { tags, security, summary: 'Add a meaning description to one side (400 MEANING_EXIST)' + review, params: translationIdParams, body: addMeaningBody, response: { 200: meaningWriteResponse } } },
      async (request) => relations.addMeaning(requireViewer(request), request.params.id, request.body),
    );
    app.put(
      '/translations/:id/meaning-descriptions/:meaningId',
      { config: writeLimit, schema: { tags, security, summary: 'Edit a meaning description', params: meaningParams, body: editMeaningBody, response: { 200: meaningWriteResponse } } },
      async (request) => relations.editMeaning(requireViewer(request), request.params.id, request.params.meaningId, request.body),
    );
    for (const kind of ['synonym', 'antonym'] as const) {
      const upper = kind.toUpperCase();
      app.post(
        `/translations/:id/${kind}`,
        {
          config: writeLimit,
          schema: {
            tags,
            security,
            summary: `Add a ${kind} of one side's word (by word_id or name)`,
            description: `400 ${upper}_UNIQUE when it is already one; 400 ${upper}_CANNOT_BE_ADDED_EXCEPTION for the word itself, another language, or a word that is already its ${kind === 'synonym' ? 'antonym' : 'synonym'}.` + review,
            params: translationIdParams,
            body: relationEntryBody,
            response: { 200: relationWriteResponse },
          },
        },
        async (request) => relations.addEntry(requireViewer(request), kind, request.params.id, request.body),
      );
      app.put(
        `/translations/:id/${kind}/:entryId`,
        { config: writeLimit, schema: { tags, security, summary: `Replace the word of a ${kind} entry`, params: relationParams, body: relationEntryBody, response: { 200: relationWriteResponse } } },
        async (request) => relations.editEntry(requireViewer(request), kind, request.params.id, request.params.entryId, request.body),
      );
    }

    // ---- sentences ------------------------------------------------------------------------
    app.post(
      '/words/:wordId/sentence',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: 'Add an example sentence of a word, optionally with its translation',
          description: '400 WORD_SENTENCE_EXIST when the word already has this example, SENTENCE_TOO_SHORT under 2 words.' + review,
          params: wordIdPathParams,
          body: addSentenceBody,
          response: { 200: sentenceWriteResponse },
        },
      },
      async (request) => sentences.add(requireViewer(request), request.params.wordId, request.body),
    );
    app.post(
      '/words/sentence/:sentenceId/translation',
      { config: writeLimit, schema: { tags, security, summary: 'Add a translation of a sentence (sentence id; 400 SENTENCE_TRANSLATION_EXIST)' + review, params: sentenceIdPathParams, body: addSentenceTranslationBody, response: { 200: sentenceTranslationWriteResponse } } },
      async (request) => sentences.addTranslation(requireViewer(request), request.params.sentenceId, request.body),
    );
    app.put(
      '/words/sentence/:sentenceId',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: 'Edit an example: text, selected positions, changed word form (path id: word_sentence.id)',
          description: 'A text the viewer may not rewrite (shared, already accepted) makes the example use another sentence with that text. 400 SENTENCE_EXIST, WORD_SENTENCE_EXIST.',
          params: sentenceIdPathParams,
          body: editWordSentenceBody,
          response: { 200: sentenceWriteResponse },
        },
      },
      async (request) => sentences.editWordSentence(requireViewer(request), request.params.sentenceId, request.body),
    );
    app.put(
      '/words/sentence-to-sentence/:id',
      { config: writeLimit, schema: { tags, security, summary: 'Edit a sentence translation pair (sentence_translation_id; 400 EXIST_WORD_SENTENCE_TO_WS)', params: sentenceToSentenceParams, body: editSentenceToSentenceBody, response: { 200: sentenceTranslationWriteResponse } } },
      async (request) => sentences.editPair(requireViewer(request), request.params.id, request.body),
    );

    // ---- audio ----------------------------------------------------------------------------
    const audioDescription =
      `multipart/form-data with one \`file\` part: MP3, Ogg, WebM, WAV or M4A (type sniffed from the bytes; 415 otherwise), at most ${Math.round(audio.maxBytes / 1024)} KiB (413). ` +
      'Native speakers of the language only (403 NATIVE_SPEAKERS_ONLY), once the word or sentence is accepted (400 ENTITY_HAS_UNVERIFIED_PARENTS). One recording per person (400 WORD_AUDIO_EXIST).';
    const uploadSchema = { tags, security, consumes: ['multipart/form-data'], description: audioDescription, response: { 200: audioWriteResponse } };
    app.post('/words/:wordId/audios', { config: writeLimit, schema: { ...uploadSchema, summary: 'Record a word', params: wordIdPathParams } }, async (request) => {
      const viewer = requireViewer(request);
      return audio.upload(viewer, 'word', request.params.wordId, await readAudio(request, audio.maxBytes));
    });
    app.post('/sentences/:sentenceId/audios', { config: writeLimit, schema: { ...uploadSchema, summary: 'Record a sentence', params: sentenceIdPathParams } }, async (request) => {
      const viewer = requireViewer(request);
      return audio.upload(viewer, 'sentence', request.params.sentenceId, await readAudio(request, audio.maxBytes));
    });
    app.post('/words/:wordId/audios/:audioId', { config: writeLimit, schema: { ...uploadSchema, summary: 'Replace a word recording (its author while under review, or a moderator)', params: wordAudioParams } }, async (request) => {
      const viewer = requireViewer(request);
      return audio.replace(viewer, 'word', request.params.wordId, request.params.audioId, await readAudio(request, audio.maxBytes));
    });
    app.post('/sentences/:sentenceId/audios/:audioId', { config: writeLimit, schema: { ...uploadSchema, summary: 'Replace a sentence recording', params: sentenceAudioParams } }, async (request) => {
      const viewer = requireViewer(request);
      return audio.replace(viewer, 'sentence', request.params.sentenceId, request.params.audioId, await readAudio(request, audio.maxBytes));
    });
    app.get(
      '/audios/:name',
      {
        config: { lenientAuth: true },
        schema: {
          tags,
          summary: 'An audio file or its preview (actual_file_name, preview_file_name)',
          description: 'Accepted recordings are public; one under review only for its author and moderators (send the Bearer header, e.g. fetch into a blob). Fixed content type, nosniff.',
          params: audioFileNameParams,
        },
      },
      async (request, reply) => {
        const file = await audio.file(request.viewer, request.params.name);
        return audio.files.send(reply, file.name, file.cacheControl);
      },
    );

    // ---- complaints -----------------------------------------------------------------------
    app.get(
      '/complain/comment-templates',
      { schema: { tags, summary: 'The seven comment templates of the complaint popup, in the language of the `local` header', response: { 200: commentTemplatesResponse } } },
      async (request) => ({ data: complaints.templates(requestLocale(request)) }),
    );
    const complainDescription =
      '400 VERIFICATION_IS_EXIST when you already complained about it, COMPLAIN_BEING_PROCESSED while another complaint about it awaits a moderator, ADMINS_CAN_NOT_BE_COMPLAINED.';
    app.post(
      '/complain',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: 'Complain about dictionary content (target: entity id, target_type: entity type)',
          description: complainDescription + ' Content under review, or whose translation is, cannot be challenged yet: 400 ENTITY_HAS_UNVERIFIED_PARENTS with the payload of the dispute-parent popup.',
          body: complainBody,
          response: { 200: complaintResponse },
        },
      },
      async (request) => ({ data: await complaints.content(requireViewer(request), request.body) }),
    );
    app.post(
      '/complain/user',
      { config: writeLimit, schema: { tags, security, summary: 'Complain about a user profile (target: user uuid)', description: complainDescription, body: complainUserBody, response: { 200: complaintResponse } } },
      async (request) => ({ data: await complaints.user(requireViewer(request), request.body) }),
    );
    app.post(
      '/complain/user-action',
      { config: writeLimit, schema: { tags, security, summary: "Complain about a user's action (a message, a comment ...)", description: complainDescription, body: complainUserActionBody, response: { 200: complaintResponse } } },
      async (request) => ({ data: await complaints.userAction(requireViewer(request), request.body) }),
    );

    // ---- ratings and statistics -----------------------------------------------------------
    // GET /user/ratings is the progress module's (ratings per kind).
    app.get(
      '/user/entities-counter',
      {
        schema: {
          tags,
          security,
          summary: 'Your contributions by statistics type and status: ADDED (yours) and VERIFIED (decided by you); ACCEPTED, ON_MODIFY (under review), REJECTED',
          response: { 200: entitiesCounterResponse },
        },
      },
      async (request) => ({ data: await moderation.entitiesCounter(requireViewer(request)) }),
    );
  };
}
