// Finding language-exchange companions, geolocation, and place names (countries, cities).
import { z } from 'zod';
import { line, text } from './text';
import { limitParam, offsetParam } from './http';
import { LIMITS } from './constants';
import { friendshipStatusSchema } from './friends';
import { isLanguageCode } from './languages';

export const CompanionsErrorCode = {
  USER_NEW_LOCATION_EQUAL_WITH_OLD_LOCATION: 'USER_NEW_LOCATION_EQUAL_WITH_OLD_LOCATION',
  USER_LOCATION_NOT_SET: 'USER_LOCATION_NOT_SET',
  COUNTRY_NOT_FOUND: 'COUNTRY_NOT_FOUND',
} as const;

export const GEO = { earthRadiusKm: 6371, updateThresholdKm: 100, nearbyDefaultKm: 500, nearbyMaxKm: 20_000 } as const;

/** Query booleans as sent by browsers: true/false/1/0. */
const queryBool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .default(false);

const langCode = z.string().refine(isLanguageCode, 'unknown language code');

export const companionLanguageSchema = z.object({
  lang_code: z.string(),
  level: z.enum(['NATIVE', 'EXPERT', 'ADVANCED', 'BASE', 'ELEMENTARY']),
});

export const publicCompanionSchema = z.object({
  uuid: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  native_language: z.string().nullable(),
  languages: z.array(companionLanguageSchema).meta({ description: 'Languages available to chat, NATIVE first' }),
});

export const companionSchema = publicCompanionSchema.extend({
  friendship_status: friendshipStatusSchema,
  /** Recommended mode: native in a language the viewer learns AND learns the viewer's native language. */
  is_mutual_match: z.boolean(),
  distance_km: z.number().nullable().meta({ description: 'Nearby search only' }),
});

export const langSearchQuery = z.object({
  limit: limitParam(LIMITS.companionsPage, 50),
  offset: offsetParam.pipe(z.number().max(1000)),
  mode: z
    .enum(['recommended', 'all'])
    .default('recommended')
    .meta({
      description:
        'recommended: natives of the languages the viewer learns, those who learn the viewer native language first; all: everyone who wants to chat, newest first',
    }),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional()
    .meta({ description: 'ISO 3166-1 alpha-2 code' }),
  city: line().trim().min(1).max(120).optional(),
  languages: z
    .array(langCode)
    .max(10)
    .optional()
    .meta({ description: 'languages[]=ger&languages[]=fre: the languages to practise; default: the viewer learning languages' }),
  refresh_search_cache: queryBool.meta({ description: 'Rebuild the cached result list (kept 10 minutes per user and filters)' }),
});
export const companionListResponse = z.object({ data: z.array(companionSchema) });

export const nearbyQuery = z.object({
  limit: limitParam(LIMITS.companionsPage, 50),
  offset: offsetParam.pipe(z.number().max(1000)),
  radius_km: z.coerce.number().positive().max(GEO.nearbyMaxKm).default(GEO.nearbyDefaultKm),
});

export const publicLangSearchQuery = z.object({
  native_language: langCode.optional().meta({ description: 'Companions native in this language' }),
  learn_languages: z
    .array(langCode)
    .max(10)
    .optional()
    .meta({ description: 'learn_languages[]=eng: companions who learn one of these' }),
  limit: limitParam(LIMITS.companionsPage, 50),
  offset: offsetParam.pipe(z.number().max(1000)),
});
export const publicCompanionListResponse = z.object({ data: z.array(publicCompanionSchema) });

export const geolocationBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export const geolocationResponse = z.object({
  data: z.object({ latitude: z.number(), longitude: z.number(), updated_at: z.string() }),
});

export const countrySchema = z.object({ code: z.string(), name: z.string(), flag: z.string() });
export const citySchema = z.object({
  name: z.string(),
  state_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const countriesQuery = z.object({
  query: text().trim().max(100).default(''),
  limit: limitParam(50, 250),
});
export const countryCodeParams = z.object({ code: z.string().regex(/^[A-Za-z]{2}$/).transform((c) => c.toUpperCase()) });
export const citiesQuery = z.object({
  query: text().trim().max(100).default('').meta({ description: `At least ${LIMITS.citySearchMinChars} characters, else an empty list` }),
  limit: limitParam(20, 50),
});
export const countryListResponse = z.object({ data: z.array(countrySchema) });
export const cityListResponse = z.object({ data: z.array(citySchema) });

export type Companion = z.infer<typeof companionSchema>;
export type PublicCompanion = z.infer<typeof publicCompanionSchema>;
export type Country = z.infer<typeof countrySchema>;
export type City = z.infer<typeof citySchema>;
