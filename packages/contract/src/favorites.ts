// Favorites in folders (core.md §3 Favorite, Favorite group; §4 Favorites; §7 Favorites; §9 page sizes),
// plus folder export (CSV and an Anki-importable tab-separated file).
import { z } from 'zod';
import { line, text } from './text';
import { idParam, offsetParam } from './http';
import { LIMITS } from './constants';
import { langCodeParam, sentenceItemSchema, translationSchema } from './dictionary';

export const FavoritesErrorCode = {
  /** 400, message 'A folder with the same name already exists' (core.md §8, key error_folder_exists). */
  FAVORITE_GROUP_UNIQUE_EXCEPTION: 'FAVORITE_GROUP_UNIQUE_EXCEPTION',
  FAVORITE_NOT_FOUND: 'FAVORITE_NOT_FOUND',
  FAVORITE_GROUP_NOT_FOUND: 'FAVORITE_GROUP_NOT_FOUND',
  /** 404 on POST /favorites: the translation or sentence does not exist or cannot be read. */
  TRANSLATION_NOT_FOUND: 'TRANSLATION_NOT_FOUND',
  WORD_SENTENCE_NOT_FOUND: 'WORD_SENTENCE_NOT_FOUND',
  /** 400: FAVORITES_LIMITS.groupsPerUser or itemsPerUser reached. */
  FAVORITES_LIMIT_EXCEEDED: 'FAVORITES_LIMIT_EXCEEDED',
} as const;

export const FAVORITE_GROUP_UNIQUE_MESSAGE = 'A folder with the same name already exists';

/** Page sizes of the spec (LIMITS) and the server's maxima. */
export const FAVORITES_LIMITS = {
  itemsPage: LIMITS.favoritesPage,
  itemsPageMax: 100,
  groupsPage: LIMITS.favoriteGroupsPage,
  groupsSearchPage: LIMITS.favoriteGroupsSearchPage,
  groupsPageMax: 100,
  searchPage: 20,
  searchPageMax: 100,
  /** Ids per delete, copy or move call. */
  idsPerCall: 100,
  groupNameMax: 100,
  commentMax: 1000,
  rawTextMax: 1000,
  searchTextMax: 255,
  groupsPerUser: 500,
  itemsPerUser: 20_000,
  /** Favorites in one export file. */
  exportMax: 20_000,
} as const;

export const FAVORITE_ENTITY_TYPES = ['translation', 'sentence'] as const;
export type FavoriteEntityType = (typeof FAVORITE_ENTITY_TYPES)[number];

export const FAVORITE_SORT_FIELDS = ['date', 'name'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const FAVORITE_EXPORT_FORMATS = ['csv', 'anki'] as const;

/** Comments and raw texts keep tabs and line breaks (text()); folder names are one line (line()). */

// Any standard code of a language, read as the dictionary code (`deu` -> `ger`).
const langCode = langCodeParam;

const limitOf = (max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, max))
    .optional();

const searchText = text()
  .trim()
  .max(FAVORITES_LIMITS.searchTextMax)
  .optional()
  .meta({
    description: 'Case-insensitive text contained in the word, its translation, the sentence or the comment',
  });

/** `ids=1,2`, `ids[]=1&ids[]=2` or a JSON array: positive integers, duplicates dropped, at most 100. */
export const favoriteIdsSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((s) => s.trim() !== '') : value),
    z.array(idParam).min(1, 'At least one id').max(FAVORITES_LIMITS.idsPerCall),
  )
  .transform((ids) => [...new Set(ids)]);

export const groupName = line()
  .trim()
  .min(1, 'The folder name is required')
  .max(FAVORITES_LIMITS.groupNameMax);

const comment = text().trim().max(FAVORITES_LIMITS.commentMax);

const rawText = text().trim().min(1).max(FAVORITES_LIMITS.rawTextMax);

// ---------------------------------------------------------------------------------------------
// Parameters and bodies

export const favoriteIdParams = z.object({ id: idParam });
export const favoriteGroupIdParams = z.object({ id: idParam });

export const favoritesSearchQuery = z.object({
  search: searchText,
  entity_type: z.enum(FAVORITE_ENTITY_TYPES).optional(),
  limit: limitOf(FAVORITES_LIMITS.searchPageMax).meta({
    description: `Default ${FAVORITES_LIMITS.searchPage}, max ${FAVORITES_LIMITS.searchPageMax}`,
  }),
  offset: offsetParam,
});

export const groupFavoritesQuery = z.object({
  limit: limitOf(FAVORITES_LIMITS.itemsPageMax).meta({
    description: `Default ${FAVORITES_LIMITS.itemsPage}, max ${FAVORITES_LIMITS.itemsPageMax}`,
  }),
  offset: offsetParam,
  sort_by: z
    .enum(FAVORITE_SORT_FIELDS)
    .default('date')
    .meta({ description: 'date: when saved; name: the word or sentence, case-insensitive' }),
  sort_order: z.enum(SORT_ORDERS).default('desc'),
  search: searchText,
});

export const addFavoriteBody = z.object({
  entity_type: z.enum(FAVORITE_ENTITY_TYPES),
  entity_id: idParam.meta({
    description: 'translation: the translation union id; sentence: the word_sentence id',
  }),
  additional_id: idParam.nullish().meta({
    description:
      'translation: the id of the word shown first (keeps the direction it was saved in; default the stored primary word); ' +
      'sentence: the sentence_translation_id shown with it',
  }),
  comment: comment.nullish(),
  favorite_group_id: idParam
    .nullish()
    .meta({ description: 'Default: the main folder (created on first use)' }),
});

export const addRawFavoriteBody = z.object({
  word_from: rawText.meta({ description: 'The text as the user saw it (e.g. the machine-translated text)' }),
  word_to: rawText.meta({ description: 'Its translation' }),
  lang_from: langCode,
  lang_to: langCode,
  favorite_group_id: idParam.nullish(),
  comment: comment.nullish(),
});

export const favoriteIdsBody = z.object({ ids: favoriteIdsSchema });

/** DELETE /favorites/delete takes the ids in the JSON body or in the query string. */
export const deleteFavoritesBody = z
  .object({ ids: favoriteIdsSchema.optional() })
  .nullish()
  .transform((b) => b ?? {});
export const deleteFavoritesQuery = z.object({ ids: favoriteIdsSchema.optional() });

export const copyMoveBody = z.object({
  ids: favoriteIdsSchema,
  favorite_group_id: idParam,
});

export const commentBody = z.object({
  comment: comment.nullable().meta({ description: 'Empty or null clears the comment' }),
});

export const groupsQuery = z.object({
  limit: limitOf(FAVORITES_LIMITS.groupsPageMax).meta({
    description: `Default ${FAVORITES_LIMITS.groupsPage} (${FAVORITES_LIMITS.groupsSearchPage} with search), max ${FAVORITES_LIMITS.groupsPageMax}`,
  }),
  offset: offsetParam,
  search: searchText.meta({ description: 'Case-insensitive part of the folder name' }),
});

export const groupNameBody = z.object({ name: groupName });

export const deleteGroupQuery = z.object({
  move_to: idParam.optional().meta({
    description:
      'Move the folder\u2019s favorites to this folder before deleting it; without it they are deleted with the folder',
  }),
});

export const changeOrderBody = z.object({
  order: z
    .array(idParam)
    .min(1)
    .max(FAVORITES_LIMITS.groupsPerUser)
    .meta({ description: 'Every folder id of the user, once each, in the new order' }),
});

export const exportQuery = z.object({
  format: z.enum(FAVORITE_EXPORT_FORMATS).default('csv'),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const favoriteGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_main: z.boolean(),
  order: z.number().int().meta({ description: '1-based position in the folder list' }),
  translations_count: z.number().int().meta({ description: 'Translations, raw ones included' }),
  sentences_count: z.number().int(),
  created_at: z.string(),
});

export const rawTranslationSchema = z.object({
  word_from: z.string(),
  word_to: z.string(),
  lang_from: z.string(),
  lang_to: z.string(),
});

export const favoriteSchema = z.object({
  id: z.number().int(),
  favorite_group_id: z.number().int(),
  entity_type: z.enum(FAVORITE_ENTITY_TYPES),
  entity_id: z.number().int().nullable().meta({ description: 'Null for a raw translation' }),
  additional_id: z.number().int().nullable(),
  comment: z.string().nullable(),
  is_raw: z
    .boolean()
    .meta({ description: 'A saved pair that is not a dictionary entry (machine translation)' }),
  raw: rawTranslationSchema.nullable().meta({ description: 'The saved texts of a raw translation' }),
  entity: z
    .union([translationSchema, sentenceItemSchema])
    .nullable()
    .meta({
      description:
        'The translation (Translation shape) or sentence (sentence item shape) as the dictionary shows it now; ' +
        'null for raw translations and for content that no longer exists or was removed (see saved)',
    }),
  is_available: z.boolean().meta({ description: 'False when the dictionary content was deleted or removed' }),
  saved: z
    .object({
      text_from: z.string(),
      text_to: z.string().nullable(),
      lang_from: z.string(),
      lang_to: z.string().nullable(),
    })
    .meta({ description: 'The texts as they were when saved (shown when the content is gone)' }),
  created_at: z.string(),
});

export const favoritesListResponse = z.object({
  data: z.array(favoriteSchema),
  total_count: z.number().int(),
});

export const favoriteResponse = z.object({ data: favoriteSchema });

export const addFavoriteResponse = z.object({
  data: favoriteSchema,
  created: z
    .boolean()
    .meta({ description: 'False when the folder already had it (the existing favorite is answered)' }),
  group_modified: z.array(favoriteGroupSchema),
});

export const deleteFavoritesResponse = z.object({
  data: z.object({
    deleted_ids: z
      .array(z.number().int())
      .meta({ description: 'Ids that were deleted; ids that are not yours or already gone are ignored' }),
  }),
  group_modified: z.array(favoriteGroupSchema),
});

export const copyMoveResponse = z.object({
  data: z.object({
    favorite_group_id: z.number().int(),
    ids: z
      .array(z.number().int())
      .meta({
        description:
          'Ids of the favorites in the target folder (new ids for copies; duplicates give the existing one)',
      }),
    skipped_duplicates: z.number().int().meta({ description: 'Items the target folder already had' }),
  }),
  group_modified: z
    .array(favoriteGroupSchema)
    .meta({ description: 'Folders whose counts changed: the target and the sources' }),
});

export const groupsResponse = z.object({
  data: z.array(favoriteGroupSchema),
  folders_total_count: z.number().int().meta({ description: 'Folders matching the search' }),
  translations_total_count: z
    .number()
    .int()
    .meta({ description: 'All the user\u2019s favorite translations' }),
  sentences_total_count: z.number().int(),
});

export const groupResponse = z.object({ data: favoriteGroupSchema });

export const deleteGroupResponse = z.object({
  data: z.object({
    id: z.number().int(),
    deleted_favorites: z.number().int(),
    moved_favorites: z.number().int(),
    main_group_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The main folder after the deletion (null if no folder is left)' }),
  }),
  group_modified: z.array(favoriteGroupSchema),
});

export const changeOrderResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), order: z.number().int() })),
});

export type FavoriteGroup = z.infer<typeof favoriteGroupSchema>;
export type Favorite = z.infer<typeof favoriteSchema>;
export type RawTranslation = z.infer<typeof rawTranslationSchema>;
export type AddFavoriteBody = z.infer<typeof addFavoriteBody>;
export type AddRawFavoriteBody = z.infer<typeof addRawFavoriteBody>;
export type GroupFavoritesQuery = z.infer<typeof groupFavoritesQuery>;
export type FavoritesSearchQuery = z.infer<typeof favoritesSearchQuery>;
export type GroupsQuery = z.infer<typeof groupsQuery>;
export type FavoriteSortField = (typeof FAVORITE_SORT_FIELDS)[number];
export type FavoriteExportFormat = (typeof FAVORITE_EXPORT_FORMATS)[number];
