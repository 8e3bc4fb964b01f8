// Synthetic voices over HTTP: a word's synthetic audio and IPA (guests too), the stored audio,
// and the member's on/off setting.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  speechAudioParams,
  speechSettingsBody,
  speechSettingsResponse,
  speechWordParams,
  wordSpeechResponse,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import type { SpeechService } from './service';

const tags = ['Speech'];
const optional: Record<string, string[]>[] = [{ bearer: [] }, {}];
const security = [{ bearer: [] }];

export function speechRoutes(service: SpeechService, options: { rateLimit: { max: number; timeWindow: number } }): FastifyPluginAsyncZod {
  return async (app) => {
    const rateLimit = { ...options.rateLimit, keyGenerator: (r: FastifyRequest) => r.viewer?.uuid ?? r.ip };

    app.get(
      '/speech/words/:id',
      {
        config: { rateLimit },
        schema: {
          tags,
          security: optional,
          summary: 'A synthetic voice (espeak-ng) and IPA for a dictionary word',
          description:
            'Made on first request and kept. null when espeak-ng has no voice for the language or the viewer turned synthetic voices off. ' +
            'Label it as a synthetic voice and rank it below members\u2019 recordings. 404 WORD_NOT_FOUND.',
          params: speechWordParams,
          response: { 200: wordSpeechResponse },
        },
      },
      async (request) => ({ data: await service.word(request.viewer, request.params.id) }),
    );

    app.get(
      '/speech/audio/:voice/:file',
      {
        schema: {
          tags,
          security: optional,
          summary: 'A stored synthetic WAV (content-addressed; ranges, validators)',
          description: '404 SPEECH_AUDIO_NOT_FOUND.',
          params: speechAudioParams,
        },
      },
      async (request, reply) => service.sendAudio(reply, request.params.voice, request.params.file),
    );

    app.get(
      '/speech/settings',
      { schema: { tags, security, summary: 'Your synthetic-voice setting', response: { 200: speechSettingsResponse } } },
      async (request) => ({ data: await service.settings(requireViewer(request)) }),
    );

    app.put(
      '/speech/settings',
      {
        schema: {
          tags,
          security,
          summary: 'Turn synthetic voices on or off for yourself',
          body: speechSettingsBody,
          response: { 200: speechSettingsResponse },
        },
      },
      async (request) => ({ data: await service.saveSettings(requireViewer(request), request.body) }),
    );
  };
}
