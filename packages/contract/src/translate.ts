// Machine translation (core.md §5 daily limit and exceptions, §7 "quick translation", community.md §9
// Plus): POST /api/translate/quick and the per-day count GET /api/translate/usage.
import { z } from 'zod';
import { text } from './text';
import { LIMITS } from './constants';
import { favoriteRefSchema, langCodeParam } from './dictionary';

export const TranslateErrorCode = {
  /**
   * 400: the day's free machine translations are used up (core.md §8 "the daily-limit error for
   * free users"), or the hard cap that also bounds the exempt sources. payload: MachineTranslationUsage
   * plus `reason` ('free_limit' | 'hard_cap').
   */
  MACHINE_TRANSLATION_DAILY_LIMIT: 'MACHINE_TRANSLATION_DAILY_LIMIT',
} as const;

export const MACHINE_TRANSLATION_PROVIDERS = ['offline', 'libretranslate', 'google', 'apertium'] as const;
export type MachineTranslationProviderName = (typeof MACHINE_TRANSLATION_PROVIDERS)[number];

/** Where the web asks from (the out_of_place values of core.md §2, plus the search fallback). */
export const MACHINE_TRANSLATION_SOURCES = [
  'dictionary',
  'mini_dictionary',
  'selection',
  'translation_panel',
  'search',
  'other',
] as const;
export type MachineTranslationSource = (typeof MACHINE_TRANSLATION_SOURCES)[number];

/**
 * core.md §5: requests from the dictionary or the mini dictionary, and requests marked important,
 * are not refused by the free daily count. The server still bounds them with a hard daily cap.
 */
export const MACHINE_TRANSLATION_EXEMPT_SOURCES: readonly MachineTranslationSource[] = [
  'dictionary',
  'mini_dictionary',
];

export const TRANSLATE_LIMITS = {
  textMax: 1000,
  freePerDay: LIMITS.freeMachineTranslationsPerDay,
} as const;

// Any standard code of a language, read as the dictionary code (`deu` -> `ger`).
const langCode = langCodeParam;

export const quickTranslateBody = z
  .object({
    text: text()
      .trim()
      .min(1, 'Text is required')
      .max(TRANSLATE_LIMITS.textMax)
      .meta({ description: 'What to translate: a word, a phrase or a sentence' }),
    lang: langCode.meta({ description: 'Language of the text (ISO 639-2/B)', example: 'eng' }),
    lang_t: langCode.meta({ description: 'Target language (ISO 639-2/B)', example: 'ger' }),
    source: z.enum(MACHINE_TRANSLATION_SOURCES).default('other').meta({
      description:
        'Where the request comes from; dictionary and mini_dictionary are not refused by the free daily count',
    }),
    important: z
      .boolean()
      .default(false)
      .meta({ description: 'Not refused by the free daily count (core.md §5)' }),
  })
  .refine((b) => b.lang !== b.lang_t, { message: 'Choose two different languages', path: ['lang_t'] });

export const translationSegmentSchema = z.object({
  text: z.string().meta({ description: 'The part of the source text' }),
  translation: z
    .string()
    .nullable()
    .meta({ description: 'Null when nothing is known for it (kept as is in text)' }),
  kind: z.enum(['sentence', 'phrase', 'word', 'lemma', 'number', 'unknown']).meta({
    description:
      'sentence: a known example sentence; phrase: several words found together; lemma: found through its dictionary form',
  }),
});

export const quickTranslationSchema = z.object({
  source_text: z.string(),
  text: z.string().nullable().meta({ description: 'The translation; null when the provider had no answer' }),
  found: z.boolean(),
  lang: z.string(),
  lang_t: z.string(),
  machine: z.literal(true).meta({ description: 'Always true: show it as machine-made' }),
  provider: z.enum(MACHINE_TRANSLATION_PROVIDERS).meta({ description: 'Which provider answered' }),
  confidence: z.number().min(0).max(1).nullable().meta({
    description:
      'offline: share of the words covered, weighted by how the dictionary knows them; null when the provider says nothing',
  }),
  coverage: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .meta({ description: 'offline: share of the words found in the dictionary' }),
  segments: z
    .array(translationSegmentSchema)
    .nullable()
    .meta({ description: 'offline: how the text was cut' }),
  fallback: z
    .object({
      provider: z.enum(MACHINE_TRANSLATION_PROVIDERS),
      reason: z.enum(['timeout', 'error', 'unsupported_language']),
      message: z.string(),
    })
    .nullable()
    .meta({
      description: 'Set when the configured provider failed and the offline provider answered instead',
    }),
  favorite: favoriteRefSchema.nullable().meta({
    description:
      'The viewer\u2019s raw favorite of this pair (text -> translation), for the star; null for guests and unsaved pairs',
  }),
});

export const machineTranslationUsageSchema = z.object({
  day: z.string().meta({ description: 'The counted day (YYYY-MM-DD) in time_zone', example: '2026-03-14' }),
  time_zone: z.string().meta({ description: "The user's time zone, or UTC (guests, users without one)" }),
  resets_at: z.string().meta({ description: 'When the next day starts (ISO 8601, UTC)' }),
  count: z.number().int().meta({ description: 'Translations today that count against the free limit' }),
  exempt_count: z
    .number()
    .int()
    .meta({ description: 'Translations today from exempt sources or marked important' }),
  limit: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Free translations per day; null for Plus (unlimited)' }),
  remaining: z.number().int().nullable().meta({ description: 'null for Plus' }),
  unlimited: z.boolean(),
  hard_cap: z.number().int().nullable().meta({
    description: 'All translations per day, exempt ones included (free users and guests); null for Plus',
  }),
  is_guest: z.boolean().meta({ description: 'Guests are counted per network address' }),
});

export const quickTranslateResponse = z.object({
  data: quickTranslationSchema,
  usage: machineTranslationUsageSchema,
});

export const translateUsageResponse = z.object({ data: machineTranslationUsageSchema });

export type QuickTranslateBody = z.infer<typeof quickTranslateBody>;
export type QuickTranslation = z.infer<typeof quickTranslationSchema>;
export type TranslationSegment = z.infer<typeof translationSegmentSchema>;
export type MachineTranslationUsage = z.infer<typeof machineTranslationUsageSchema>;
