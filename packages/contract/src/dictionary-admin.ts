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

/** Error codes of the dictionary imports (issue 37). */
export const DictionaryAdminErrorCode = {
  /** 404: no such FreeDict pair or WordNet on this machine. */
  DICTIONARY_SOURCE_NOT_FOUND: 'DICTIONARY_SOURCE_NOT_FOUND',
  /** 400: the source's files are missing, unreadable or not in the format (message says which). */
  DICTIONARY_FILE_INVALID: 'DICTIONARY_FILE_INVALID',
  /** 400: another import is queued or running (one at a time). */
  IMPORT_ALREADY_RUNNING: 'IMPORT_ALREADY_RUNNING',
  IMPORT_NOT_FOUND: 'IMPORT_NOT_FOUND',
  /** 400: the import already ended, or is past its data (forms, ranking, read model). */
  IMPORT_NOT_CANCELLABLE: 'IMPORT_NOT_CANCELLABLE',
} as const;

export const IMPORT_STEPS = ['parse', 'merge', 'forms', 'ranking', 'read_model', 'starter'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/** One import from the page: its state and live progress (also the socket event `dictionary:import`). */
export const dictionaryImportSchema = z.object({
  id: z.number().int(),
  source_id: z.string().meta({ example: 'freedict:eng-deu' }),
  status: z.enum(IMPORT_STATUSES),
  step: z.enum(IMPORT_STEPS).nullable().meta({ description: 'parse, merge (the entries), then forms, ranking, read_model, starter' }),
  done: z.number().int().meta({ description: 'Entries read' }),
  total: z.number().int().meta({ description: 'Entries of the source' }),
  rate: z.number().int().meta({ description: 'Entries per second' }),
  eta_seconds: z.number().int().nullable(),
  cancel_requested: z.boolean(),
  cancellable: z.boolean(),
  message: z.string().nullable().meta({ description: 'Why it failed (English, from the parser)' }),
  result: z
    .object({ entries: z.number().int(), words: z.number().int(), translations: z.number().int(), seconds: z.number() })
    .nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type DictionaryImport = z.infer<typeof dictionaryImportSchema>;

export const startImportBody = z.object({ source_id: z.string().min(1).max(100) }).strict();
export const importIdParams = z.object({ id: z.coerce.number().int().positive() });
export const dictionaryImportResponse = z.object({ data: dictionaryImportSchema });
export const dictionaryImportsResponse = z.object({ data: z.array(dictionaryImportSchema) });

/** Socket event to administrators while an import runs. */
export const DICTIONARY_IMPORT_EVENT = 'dictionary:import';
/** Imports listed by GET /admin/dictionaries/imports (the newest first). */
export const IMPORTS_LISTED = 10;

/** Open data dumps (issue 37): the community's accepted contributions, CC BY-SA 4.0, served at /dumps/<file>. */
export const DUMP_LICENSE = 'CC BY-SA 4.0';
export const dumpSchema = z.object({
  file: z.string().meta({ example: 'glossa-dump-2026-11-30.tar.gz' }),
  url: z.string().meta({ example: '/dumps/glossa-dump-2026-11-30.tar.gz' }),
  bytes: z.number().int(),
  sha256: z.string(),
  created_at: z.string(),
});
export type Dump = z.infer<typeof dumpSchema>;
export const dumpsResponse = z.object({
  data: z.array(dumpSchema),
  license: z.string(),
  license_url: z.string(),
  checksums_url: z.string(),
});
/** A member's choice: contributions in the dumps attributed by nickname (default) or anonymously. */
export const openDataSettingsSchema = z.object({ anonymous: z.boolean() }).strict();
export const openDataSettingsResponse = z.object({ data: openDataSettingsSchema });
