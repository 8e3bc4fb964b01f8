import { z } from 'zod';

/** One language pair that has entries: both directions read the same translations. */
export const languagePairCountSchema = z.object({
  lang: z.string().meta({ description: 'Dictionary code (the smaller of the two)', example: 'eng' }),
  lang_t: z.string().meta({ description: 'Dictionary code (the greater of the two)', example: 'ger' }),
  count: z.number().int().meta({ description: 'Accepted translations between the two languages' }),
});

export const languagePairsResponse = z.object({ data: z.array(languagePairCountSchema) });

export type LanguagePairCount = z.infer<typeof languagePairCountSchema>;
export type LanguagePairsResponse = z.infer<typeof languagePairsResponse>;
