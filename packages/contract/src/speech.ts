// Synthetic voices (espeak-ng): a word without a member's recording can be heard and read in IPA,
// made on first request and kept; labelled as synthetic, always below members' recordings, and a
// member can turn it off. Languages espeak-ng lacks have none.
import { z } from 'zod';
import { envelope, idParam } from './http';

export const SpeechErrorCode = {
  /** 404: no stored synthetic audio under that name. */
  SPEECH_AUDIO_NOT_FOUND: 'SPEECH_AUDIO_NOT_FOUND',
} as const;

/** What made the voice: shown with it ("synthetic voice"). */
export const SYNTHETIC_VOICE_ENGINE = 'espeak-ng';

export const speechWordParams = z.object({ id: idParam });
export const speechAudioParams = z.object({
  voice: z.string().regex(/^[a-z]{2,3}(?:-[a-z0-9-]{1,30})?$/, 'Not a voice name'),
  file: z.string().regex(/^[0-9a-f]{64}\.wav$/, 'Not a synthetic audio file name'),
});

export const syntheticSpeechSchema = z.object({
  text: z.string().meta({ description: 'What was spoken (the word as written)' }),
  lang_code: z.string(),
  ipa: z.string().meta({ description: 'IPA transcription by espeak-ng, without slashes' }),
  audio_url: z.string().meta({ description: 'WAV, content-addressed (cacheable for good)' }),
  voice: z.string().meta({ description: 'espeak-ng voice name' }),
  synthetic: z.literal(true).meta({ description: 'Always true: label it as a synthetic voice' }),
  engine: z.literal(SYNTHETIC_VOICE_ENGINE),
});

export const wordSpeechResponse = envelope(
  syntheticSpeechSchema
    .nullable()
    .meta({ description: 'null when espeak-ng has no voice for the language, or synthetic voices are off' }),
);

export const speechSettingsSchema = z.object({
  synthetic_voice: z.boolean().meta({ description: 'Hear and see synthetic voices for words without a recording' }),
});
export const speechSettingsBody = speechSettingsSchema.partial().strict();
export const speechSettingsResponse = envelope(speechSettingsSchema);

export type SyntheticSpeech = z.infer<typeof syntheticSpeechSchema>;
export type SpeechSettings = z.infer<typeof speechSettingsSchema>;
