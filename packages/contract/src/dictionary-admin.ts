// The administrators' view of the dictionaries: what is found on the machine (FreeDict pairs,
// WordNet, Hunspell), what is imported, and what each language lacks.
import { z } from 'zod';

export const foundSourceSchema = z.object({
  id: z.string().meta({ example: 'freedict:eng-deu' }),
  kind: z.enum(['freedict', 'wordnet']),
  slug: z.string(),
  label: z.string(),
  bytes: z.number().int().meta({ description: 'Size of its files on disk' }),
  debian_package: z.string().meta({ example: 'dict-freedict-eng-deu' }),
  imported: z
    .object({
      at: z.string(),
      complete: z.boolean(),
      entries: z.number().int(),
      license: z.string().nullable(),
      edition: z.string().nullable(),
    })
    .nullable(),
});

export const languageHoldingSchema = z.object({
  lang: z.string(),
  words: z.number().int(),
  forms_linked: z.boolean().meta({ description: 'Inflected forms linked to their lemmas (houses -> house)' }),
  hunspell: z.object({ installed: z.boolean(), debian_package: z.string(), file: z.string() }).nullable(),
});

export const dictionariesInventoryResponse = z.object({
  data: z.object({
    sources: z.array(foundSourceSchema),
    languages: z.array(languageHoldingSchema),
    pairs: z.array(z.object({ langs: z.tuple([z.string(), z.string()]), translations: z.number().int() })),
  }),
});

export type DictionariesInventory = z.infer<typeof dictionariesInventoryResponse>['data'];
