// The dictionary: words, translation unions between two words, their attributes, subjects and
// meanings, synonym/antonym groups, sentences and their translations, audio, data sources, likes.
//
// Every entity people or imports create carries the same provenance columns (contributionColumns):
// who made it (author_id, a user) or where it came from (data_source_id), its review status and
// timestamps. Imported rows are `accepted` with a data source and no author; user rows start
// `under_review` with an author. The contributions module (moderation, points, edit history)
// builds on these columns.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { attributes, languages, vocabularies } from './reference';
import { users } from './users';

export const REVIEW_STATUS = ['under_review', 'accepted', 'rejected'] as const;
export type ReviewStatusValue = (typeof REVIEW_STATUS)[number];

/**
 * Normalized search keys compare byte-wise (COLLATE "C"): one btree then serves equality,
 * `LIKE 'prefix%'` (autocomplete) and ORDER BY, whatever the database's default collation is.
 */
const searchKey = customType<{ data: string; driverData: string }>({
  dataType: () => 'varchar(255) COLLATE "C"',
});

/** Sources of imported content (FreeDict pairs, WordNet, the demo dictionary). */
export const dataSources = pgTable('data_sources', {
  id: serial().primaryKey(),
  /** Stable key used by importers: freedict-eng-deu, wordnet, glossa-demo. */
  slug: varchar({ length: 100 }).notNull().unique(),
  name: varchar({ length: 300 }).notNull(),
  author: text(),
  url: text(),
  license: varchar({ length: 300 }),
  licenseUrl: text(),
  imageUrl: text(),
  edition: varchar({ length: 100 }),
  /** Full notice as published (e.g. the dictd 00-database-info text or the WordNet license). */
  notice: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Provenance and review columns every contributed or imported entity carries. */
function contributionColumns() {
  return {
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    dataSourceId: integer().references(() => dataSources.id),
    reviewStatus: varchar({ length: 16 }).$type<ReviewStatusValue>().notNull().default('under_review'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  };
}

const reviewCheck = (name: string, column: unknown) =>
  check(`${name}_review_status_check`, sql`${column} in ('under_review', 'accepted', 'rejected')`);

export const words = pgTable(
  'words',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    langCode: varchar({ length: 3 })
      .notNull()
      .references(() => languages.code),
    /** Lowercased, diacritics stripped (NFKD), computed in TypeScript: see platform/text/search-key.ts. */
    searchKey: searchKey().notNull(),
    transcriptions: jsonb().$type<string[]>().notNull().default([]),
    /** Source-specific data kept as is (variants, unknown tags). */
    extras: jsonb().$type<Record<string, unknown>>(),
    /**
     * How common the word is: its uses in the example sentences and in other entries' phrases,
     * its inflected forms' uses, and its translations. Ranks autocomplete, close spellings and
     * translations; computed by the ranking statistics (modules/dictionary/sql/stats.ts).
     */
    popularity: integer().notNull().default(0),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('words_lang_name_unique').on(t.langCode, t.name),
    // The task generation's sweep (modules/tasks/sql/generation.ts): members' rows changed since its cursor.
    index('words_contributed_changed_idx').on(t.updatedAt, t.id).where(sql`${t.authorId} is not null`),
    index('words_lang_search_key_idx').on(t.langCode, t.searchKey),
    // No trigram index: close spellings are looked up in spelling_variants (a symmetric-delete
    // index of the read model). A trigram index kept up to date on millions of imported words and forms it cost more than it served.
    reviewCheck('words', t.reviewStatus),
  ],
);

/** Inflected form -> lemma (geese -> goose, went -> go). A form may have several lemmas. */
export const wordForms = pgTable(
  'word_forms',
  {
    id: serial().primaryKey(),
    wordId: integer()
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    canonicalWordId: integer()
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    /** plural, past, past_participle, comparative ... when the source says. */
    kind: varchar({ length: 32 }),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('word_forms_pair_unique').on(t.wordId, t.canonicalWordId),
    index('word_forms_canonical_idx').on(t.canonicalWordId),
    reviewCheck('word_forms', t.reviewStatus),
  ],
);

/** Attributes of a word itself (part of speech from WordNet, gender). */
export const wordAttributes = pgTable(
  'word_attributes',
  {
    id: serial().primaryKey(),
    wordId: integer()
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id),
    ...contributionColumns(),
  },
  (t) => [uniqueIndex('word_attributes_unique').on(t.wordId, t.attributeId), reviewCheck('word_attributes', t.reviewStatus)],
);

export const sentences = pgTable(
  'sentences',
  {
    id: serial().primaryKey(),
    text: text().notNull(),
    langCode: varchar({ length: 3 })
      .notNull()
      .references(() => languages.code),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('sentences_lang_text_unique').on(t.langCode, sql`md5(${t.text})`),
    // The task generation's sweep (modules/tasks/sql/generation.ts): members' rows changed since its cursor.
    index('sentences_contributed_changed_idx').on(t.updatedAt, t.id).where(sql`${t.authorId} is not null`),
    reviewCheck('sentences', t.reviewStatus),
  ],
);

/** Pronunciation audio of a word or a sentence (files live in storage). */
export const audios = pgTable(
  'audios',
  {
    id: serial().primaryKey(),
    wordId: integer().references(() => words.id, { onDelete: 'cascade' }),
    sentenceId: integer().references(() => sentences.id, { onDelete: 'cascade' }),
    fileName: varchar({ length: 200 }).notNull(),
    previewFileName: varchar({ length: 200 }),
    mimeType: varchar({ length: 100 }),
    ...contributionColumns(),
  },
  (t) => [
    index('audios_word_idx').on(t.wordId),
    index('audios_sentence_idx').on(t.sentenceId),
    // One recording per person per word or sentence (contributions: WORD_AUDIO_EXIST).
    uniqueIndex('audios_word_author_unique').on(t.wordId, t.authorId).where(sql`${t.wordId} is not null and ${t.authorId} is not null`),
    uniqueIndex('audios_sentence_author_unique').on(t.sentenceId, t.authorId).where(sql`${t.sentenceId} is not null and ${t.authorId} is not null`),
    check('audios_owner_check', sql`(${t.wordId} is not null) <> (${t.sentenceId} is not null)`),
    reviewCheck('audios', t.reviewStatus),
  ],
);

/**
 * A translation between two words. One row serves both directions: an eng->ger union answers a
 * ger->eng search with the sides swapped. The pair is unique whatever its orientation.
 */
export const translationUnions = pgTable(
  'translation_unions',
  {
    id: serial().primaryKey(),
    primaryWordId: integer()
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    translationWordId: integer()
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    /** Copies of the words' languages: the search filters on them without joining words. */
    primaryLang: varchar({ length: 3 }).notNull(),
    translationLang: varchar({ length: 3 }).notNull(),
    primaryWordExplanation: text(),
    translationWordExplanation: text(),
    comment: text(),
    isVerified: boolean().notNull().default(false),
    isRemoved: boolean().notNull().default(false),
    likesCount: integer().notNull().default(0),
    /** Relevance from the sources (examples, sense order, how many sources agree); orders results after verified and likes. */
    weight: integer().notNull().default(0),
    extras: jsonb().$type<Record<string, unknown>>(),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('translation_unions_pair_unique').on(
      sql`least(${t.primaryWordId}, ${t.translationWordId})`,
      sql`greatest(${t.primaryWordId}, ${t.translationWordId})`,
    ),
    index('translation_unions_primary_idx').on(t.primaryWordId, t.translationLang),
    index('translation_unions_translation_idx').on(t.translationWordId, t.primaryLang),
    index('translation_unions_author_idx').on(t.authorId).where(sql`${t.authorId} is not null`),
    // The task generation's sweep (modules/tasks/sql/generation.ts): members' rows changed since its cursor.
    index('translation_unions_contributed_changed_idx').on(t.updatedAt, t.id).where(sql`${t.authorId} is not null`),
    check('translation_unions_distinct_words', sql`${t.primaryWordId} <> ${t.translationWordId}`),
    reviewCheck('translation_unions', t.reviewStatus),
  ],
);

/** Every source that contains a union (FreeDict eng-deu and deu-eng often agree). */
export const translationSources = pgTable(
  'translation_sources',
  {
    translationUnionId: integer()
      .notNull()
      .references(() => translationUnions.id, { onDelete: 'cascade' }),
    dataSourceId: integer()
      .notNull()
      .references(() => dataSources.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.translationUnionId, t.dataSourceId] })],
);

export const TRANSLATION_SIDES = ['primary', 'translation'] as const;
export type TranslationSide = (typeof TRANSLATION_SIDES)[number];

/** Part of speech and gender (genus children) of one side of a union. */
export const translationAttributes = pgTable(
  'translation_attributes',
  {
    id: serial().primaryKey(),
    translationUnionId: integer()
      .notNull()
      .references(() => translationUnions.id, { onDelete: 'cascade' }),
    side: varchar({ length: 12 }).$type<TranslationSide>().notNull(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('translation_attributes_unique').on(t.translationUnionId, t.side, t.attributeId),
    check('translation_attributes_side_check', sql`${t.side} in ('primary', 'translation')`),
    reviewCheck('translation_attributes', t.reviewStatus),
  ],
);

/** Subjects (vocabulary codes) of a union, at most 5 (core.md §5). */
export const translationVocabularies = pgTable(
  'translation_vocabularies',
  {
    id: serial().primaryKey(),
    translationUnionId: integer()
      .notNull()
      .references(() => translationUnions.id, { onDelete: 'cascade' }),
    vocabularyCode: varchar({ length: 40 })
      .notNull()
      .references(() => vocabularies.code),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('translation_vocabularies_unique').on(t.translationUnionId, t.vocabularyCode),
    reviewCheck('translation_vocabularies', t.reviewStatus),
  ],
);

/** A meaning (definition) of a word. Linked to the unions that translate that sense; WordNet glosses stay word-level. */
export const meanings = pgTable(
  'meanings',
  {
    id: serial().primaryKey(),
    wordId: integer()
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    /** Language the description is written in. */
    langCode: varchar({ length: 3 })
      .notNull()
      .references(() => languages.code),
    value: text().notNull(),
    extras: jsonb().$type<Record<string, unknown>>(),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('meanings_word_text_unique').on(t.wordId, t.langCode, sql`md5(${t.value})`),
    reviewCheck('meanings', t.reviewStatus),
  ],
);

export const translationMeanings = pgTable(
  'translation_meanings',
  {
    id: serial().primaryKey(),
    translationUnionId: integer()
      .notNull()
      .references(() => translationUnions.id, { onDelete: 'cascade' }),
    meaningId: integer()
      .notNull()
      .references(() => meanings.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('translation_meanings_unique').on(t.translationUnionId, t.meaningId),
    index('translation_meanings_meaning_idx').on(t.meaningId),
  ],
);

export const WORD_GROUP_KINDS = ['synonym', 'antonym'] as const;
export type WordGroupKind = (typeof WORD_GROUP_KINDS)[number];

/**
 * A synonym group is a set of words with the same meaning (a WordNet synset, a FreeDict sense's
 * synonyms); an antonym group holds two opposite words. union_id ties a group to one sense.
 */
export const wordGroups = pgTable(
  'word_groups',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 10 }).$type<WordGroupKind>().notNull(),
    langCode: varchar({ length: 3 })
      .notNull()
      .references(() => languages.code),
    translationUnionId: integer().references(() => translationUnions.id, { onDelete: 'cascade' }),
    /** Importers' natural key within their data source (synset offset, entry offset): makes re-imports no-ops. */
    externalKey: varchar({ length: 120 }),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('word_groups_external_unique').on(t.dataSourceId, t.externalKey).where(sql`${t.externalKey} is not null`),
    index('word_groups_union_idx').on(t.translationUnionId).where(sql`${t.translationUnionId} is not null`),
    check('word_groups_kind_check', sql`${t.kind} in ('synonym', 'antonym')`),
    reviewCheck('word_groups', t.reviewStatus),
  ],
);

export const wordGroupItems = pgTable(
  'word_group_items',
  {
    id: serial().primaryKey(),
    wordGroupId: integer()
      .notNull()
      .references(() => wordGroups.id, { onDelete: 'cascade' }),
    wordId: integer()
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('word_group_items_unique').on(t.wordGroupId, t.wordId),
    index('word_group_items_word_idx').on(t.wordId),
    reviewCheck('word_group_items', t.reviewStatus),
  ],
);

/** A sentence used as an example of a word. */
export const wordSentences = pgTable(
  'word_sentences',
  {
    id: serial().primaryKey(),
    wordId: integer()
      .notNull()
      .references(() => words.id, { onDelete: 'cascade' }),
    sentenceId: integer()
      .notNull()
      .references(() => sentences.id, { onDelete: 'cascade' }),
    /** 0-based indexes of the whitespace-separated tokens that are the word. */
    selectedPositions: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** The form used in the sentence when it differs from the word (goes for go). */
    changedWordForm: varchar({ length: 255 }),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('word_sentences_unique').on(t.wordId, t.sentenceId),
    index('word_sentences_sentence_idx').on(t.sentenceId),
    reviewCheck('word_sentences', t.reviewStatus),
  ],
);

/** Sentence-to-sentence translation; symmetric, unique whatever the orientation. */
export const sentenceTranslations = pgTable(
  'sentence_translations',
  {
    id: serial().primaryKey(),
    sentenceId: integer()
      .notNull()
      .references(() => sentences.id, { onDelete: 'cascade' }),
    translationSentenceId: integer()
      .notNull()
      .references(() => sentences.id, { onDelete: 'cascade' }),
    ...contributionColumns(),
  },
  (t) => [
    uniqueIndex('sentence_translations_pair_unique').on(
      sql`least(${t.sentenceId}, ${t.translationSentenceId})`,
      sql`greatest(${t.sentenceId}, ${t.translationSentenceId})`,
    ),
    index('sentence_translations_sentence_idx').on(t.sentenceId),
    index('sentence_translations_translation_idx').on(t.translationSentenceId),
    // The task generation's sweep (modules/tasks/sql/generation.ts): members' rows changed since its cursor.
    index('sentence_translations_contributed_changed_idx').on(t.updatedAt, t.id).where(sql`${t.authorId} is not null`),
    check('sentence_translations_distinct', sql`${t.sentenceId} <> ${t.translationSentenceId}`),
    reviewCheck('sentence_translations', t.reviewStatus),
  ],
);

export const translationLikes = pgTable(
  'translation_likes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    translationUnionId: integer()
      .notNull()
      .references(() => translationUnions.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.translationUnionId] }), index('translation_likes_union_idx').on(t.translationUnionId)],
);

/** Per-user search history: at most 200 entries, one per (text, lang, lang_t). */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: varchar({ length: 255 }).notNull(),
    lang: varchar({ length: 3 }).notNull(),
    langT: varchar({ length: 3 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Last time this entry was searched: the list is newest first. */
    searchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_history_unique').on(t.userId, t.lang, t.langT, t.text),
    index('search_history_user_idx').on(t.userId, t.searchedAt),
  ],
);

/** Dictionary settings of a user (core.md §3 per-user settings). */
export const dictionarySettings = pgTable('dictionary_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  autoplayAudio: boolean().notNull().default(true),
  showAudioModal: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Resumable imports: how far each source file got. */
export const importCheckpoints = pgTable('import_checkpoints', {
  sourceKey: varchar({ length: 200 }).primaryKey(),
  dataSourceId: integer().references(() => dataSources.id, { onDelete: 'cascade' }),
  /** Size and mtime of the file: a different file restarts from the beginning. */
  fileSignature: varchar({ length: 200 }).notNull(),
  position: integer().notNull().default(0),
  total: integer().notNull().default(0),
  completedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Autocomplete for prefixes whose key range is too long to rank at request time: the most popular
 * words of `lang_code` starting with `prefix` that translate into `translation_lang`, best first
 * (an empty list still marks the prefix as long). Rebuilt by the ranking statistics.
 */
export const wordCompletions = pgTable(
  'word_completions',
  {
    langCode: varchar({ length: 3 }).notNull(),
    translationLang: varchar({ length: 3 }).notNull(),
    prefix: searchKey().notNull(),
    wordIds: integer().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.langCode, t.translationLang, t.prefix] })],
);

/**
 * Close spellings, symmetric-delete index (SymSpell): for every key with a search document, each
 * variant of its first SPELLING_PREFIX letters with up to two letters deleted. A typed key's own
 * variants, looked up here by (language, variant, key length within the distance), find every
 * key within two edits in a few index probes, whatever the size of the dictionary
 * (sql/spelling.ts). Part of the read model: rebuilt with it, extended by its refresh for the keys
 * an edit queued; a key that lost its translations lingers until the next full rebuild, which is
 * harmless since every candidate is re-checked against the words.
 */
export const spellingVariants = pgTable(
  'spelling_variants',
  {
    langCode: varchar({ length: 3 }).notNull(),
    variant: searchKey().notNull(),
    keyLength: smallint().notNull(),
    searchKey: searchKey().notNull(),
    /**
     * The highest popularity of the key's words: a miss reads its candidates in (distance, this)
     * order and stops once no unread one can enter the suggestions (read_model_search). In the
     * primary key's index as an INCLUDE column (migration 0039, which drizzle cannot express), so
     * the candidates are ranked from the index alone.
     */
    popularity: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.langCode, t.variant, t.keyLength, t.searchKey] })],
);

/**
 * The read model of guests' searches (modules/dictionary/read-model/): one row per search key
 * and target language whose search finds translations. `head` is JSON of the words of the key
 * (the hits, each with "translated into translation_lang", its sentence count and its lemmas);
 * `union_ids` every union the search shows, in search order. An uncached guest lookup reads
 * one row and the cards of one page. Triggers (migration 0015) delete the rows an edit makes
 * stale in the edit's transaction and queue them; the queue is rebuilt right after.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    langCode: varchar({ length: 3 }).notNull(),
    searchKey: searchKey().notNull(),
    translationLang: varchar({ length: 3 }).notNull(),
    head: text().notNull(),
    unionIds: integer().array().notNull(),
    /** Autocomplete: the best translation of each word of the key, {"<word id>": [union id, other word id]}; null in documents built before it existed. */
    tips: jsonb(),
  },
  (t) => [
    primaryKey({ columns: [t.langCode, t.searchKey, t.translationLang] }),
    // Other directions: the languages a key exists in (sql/spelling.ts).
    index('search_documents_key_idx').on(t.searchKey),
    // Empty but for documents from before tips: the check at start reads it, not the whole table.
    index('search_documents_without_tips_idx').on(t.langCode).where(sql`tips is null`),
  ],
);

/**
 * Autocomplete's read model: a guest's answer for a long prefix (one with a word_completions list),
 * the JSON array /api/words/tooltips answers (at most the tooltip limit, best first), built from the
 * lists and the documents' tips (sql/read-model.ts). The read model's triggers delete the answers
 * of every prefix of a key an edit makes stale (migration 0025); a prefix without an answer is
 * computed live.
 */
export const tooltipAnswers = pgTable(
  'tooltip_answers',
  {
    langCode: varchar({ length: 3 }).notNull(),
    prefix: searchKey().notNull(),
    translationLang: varchar({ length: 3 }).notNull(),
    answer: text().notNull(),
  },
  // Prefix before target language: an edit's triggers delete by (language, prefix).
  (t) => [primaryKey({ columns: [t.langCode, t.prefix, t.translationLang] })],
);

/** A union's card as guests see it (the JSON of its search row: both words, attributes, subjects, meanings). */
export const unionCards = pgTable('union_cards', {
  unionId: integer().primaryKey(),
  card: text().notNull(),
});

/** Keys (language + search key) and union cards made stale by an edit, waiting to be rebuilt. */
export const readModelQueue = pgTable('read_model_queue', {
  id: serial().primaryKey(),
  langCode: varchar({ length: 3 }),
  searchKey: searchKey(),
  unionId: integer(),
});
