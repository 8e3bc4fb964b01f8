// Synthetic voices for dictionary words (platform/speech: espeak-ng, cached in the object store):
// a word's IPA and audio on demand, the stored audio served back, the member's on/off setting,
// and what lessons use for words without a member's recording.
import { SYNTHETIC_VOICE_ENGINE, SpeechErrorCode, type SpeechSettings, type SyntheticSpeech } from '@glossa/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Viewer } from '../../platform/auth/viewer';
import { AppError } from '../../platform/errors';
import { createSpeech, type Speech } from '../../platform/speech/index';
import { sendStoredObject } from '../../platform/storage/serve';
import type { DictionaryService } from '../dictionary/service';
import { speechRepository as repo } from './repository';

const audioUrlOf = (key: string) => `/api/${key.replace(/^speech\//, 'speech/audio/')}`;

export function createSpeechService(
  ctx: AppContext,
  collaborators: { dictionary: Pick<DictionaryService, 'details'>; speech?: Speech },
) {
  const speech =
    collaborators.speech ?? createSpeech({ storage: ctx.storage, log: ctx.log, binary: ctx.config.ESPEAK_PATH });
  const enabled = ctx.config.SPEECH_SYNTHETIC;

  async function wantsSynthetic(viewer: Viewer | null): Promise<boolean> {
    if (!enabled) return false;
    return viewer ? repo.syntheticVoice(ctx.db, viewer.id) : true;
  }

  async function synthesize(lang: string, text: string): Promise<SyntheticSpeech | null> {
    try {
      const made = await speech.synthesize(lang, text);
      if (!made) return null;
      return {
        text,
        lang_code: lang,
        ipa: made.ipa,
        audio_url: audioUrlOf(made.audioKey),
        voice: made.voice,
        synthetic: true,
        engine: SYNTHETIC_VOICE_ENGINE,
      };
    } catch (err) {
      // A synthesizer that fails leaves the word without a voice, as if the language had none.
      ctx.log.warn({ err, lang }, 'speech synthesis failed');
      return null;
    }
  }

  return {
    rateLimit: ctx.config.RATE_LIMIT_SPEECH,
    /** The synthetic voice and IPA of a dictionary word (404 when the word is not readable). */
    async word(viewer: Viewer | null, wordId: number): Promise<SyntheticSpeech | null> {
      const word = await collaborators.dictionary.details.word(viewer, wordId, 'eng');
      if (!(await wantsSynthetic(viewer))) return null;
      return synthesize(word.lang_code, word.name);
    },

    /** Streams a stored synthetic WAV; names are content hashes, so it may be cached for good. */
    async sendAudio(reply: FastifyReply, voice: string, file: string) {
      const key = `speech/${voice}/${file}`;
      if (!(await ctx.storage.stat(key)))
        throw new AppError(SpeechErrorCode.SPEECH_AUDIO_NOT_FOUND, 404, 'No synthetic audio by that name');
      return sendStoredObject(reply, ctx.storage, key, {
        contentType: 'audio/wav',
        cacheControl: 'public, max-age=31536000, immutable',
        filename: file,
      });
    },

    async settings(viewer: Viewer): Promise<SpeechSettings> {
      return { synthetic_voice: await repo.syntheticVoice(ctx.db, viewer.id) };
    },

    async saveSettings(viewer: Viewer, patch: Partial<SpeechSettings>): Promise<SpeechSettings> {
      if (patch.synthetic_voice === undefined) return this.settings(viewer);
      return { synthetic_voice: await repo.saveSyntheticVoice(ctx.db, viewer.id, patch.synthetic_voice, ctx.now()) };
    },

    /** For lessons: the voice and IPA of words without a recording, when the viewer wants them. */
    lessons: {
      wanted: (viewer: Viewer) => wantsSynthetic(viewer),
      /** Whether the viewer would hear a synthetic voice in this language. */
      available: async (viewer: Viewer, lang: string) => (await wantsSynthetic(viewer)) && (await speech.voiceFor(lang)) !== null,
      synthesize,
    },
  };
}

export type SpeechService = ReturnType<typeof createSpeechService>;
