import { z } from 'zod';

export const languageSchema = z.object({
  code: z.string().meta({ description: 'ISO 639-2/B dictionary code', example: 'ger' }),
  code_two_signs: z.string().nullable().meta({ description: 'ISO 639-1 code; null for a language that has none', example: 'de' }),
  name: z.string().meta({ description: 'Name in the language of the `local` header', example: 'German' }),
  lang_detect: z.string().meta({ description: 'ISO 639-3 code reported by language detectors' }),
  is_sentence_breaking: z.boolean().meta({ description: 'False when words are not separated by spaces' }),
});

export const interfaceLanguageSchema = z.object({
  code: z.string().meta({ example: 'de' }),
  prefix: z.string().nullable().meta({ description: 'Route prefix; null for English' }),
  dictionary_code: z.string().meta({ example: 'ger' }),
  name: z.string().meta({ description: 'Name of the language in itself', example: 'Deutsch' }),
});

export const vocabularySchema = z.object({
  code: z.string(),
  localized_value: z.string(),
});

export const attributeSchema = z.object({
  id: z.number().int(),
  attribute: z.object({ code: z.string(), name: z.string() }),
  lang_code: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  group: z.enum(['part_of_speech', 'genus']),
});

export const modifiedKeyHeader = z.object({
  'x-modified-key': z.string().optional(),
});

export const allDataQuery = z.object({ platform: z.literal('WEB').default('WEB') });

export const allDataResponse = z.object({
  data: z.object({
    languages: z.array(languageSchema),
    interface_languages: z.array(interfaceLanguageSchema),
    vocabularies: z.array(vocabularySchema),
  }),
  modified_key: z.string(),
});

export const languageDataParams = z.object({ lang: z.string().min(2).max(3) });

export const languageDataResponse = z.object({
  data: z.object({
    language: languageSchema,
    languages: z.array(languageSchema),
    vocabularies: z.array(vocabularySchema),
  }),
  modified_key: z.string(),
});

export const attributesResponse = z.object({
  data: z.array(attributeSchema),
  modified_key: z.string(),
});

export type Language = z.infer<typeof languageSchema>;
export type InterfaceLanguage = z.infer<typeof interfaceLanguageSchema>;
export type Vocabulary = z.infer<typeof vocabularySchema>;
export type Attribute = z.infer<typeof attributeSchema>;
export type AllDataResponse = z.infer<typeof allDataResponse>;
export type AttributesResponse = z.infer<typeof attributesResponse>;
