// Favorites in folders (core.md §3 Favorite, Favorite group). A favorite points at a translation
// union or a word_sentence of the dictionary, or holds a raw pair of texts (a machine translation
// or any pair the dictionary does not have). Every favorite keeps the texts it was saved with, so a
// folder can be searched, sorted and exported without the dictionary, and still shows what it was
// when the dictionary content is removed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const favoriteGroups = pgTable(
  'favorite_groups',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    /** Case-folded name (computed in TypeScript, the same on every database locale): unique per user. */
    nameKey: varchar({ length: 200 }).notNull(),
    isMain: boolean().notNull().default(false),
    /** 1-based position in the user's folder list. */
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorite_groups_user_name_unique').on(t.userId, t.nameKey),
    uniqueIndex('favorite_groups_one_main')
      .on(t.userId)
      .where(sql`${t.isMain}`),
    index('favorite_groups_user_position_idx').on(t.userId, t.position),
  ],
);

export type FavoriteEntityTypeValue = 'translation' | 'sentence';

export const favorites = pgTable(
  'favorites',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => favoriteGroups.id, { onDelete: 'cascade' }),
    entityType: varchar({ length: 12 }).$type<FavoriteEntityTypeValue>().notNull(),
    /** translation_unions.id or word_sentences.id; null for a raw translation. No foreign key: a
     * favorite outlives the dictionary row (it then shows its saved texts). */
    entityId: integer(),
    /** translation: the word shown first; sentence: the sentence_translation shown with it. */
    additionalId: integer(),
    /** What makes two favorites the same in one folder: `t:<id>`, `s:<id>` or `r:<sha1 of langs and texts>`. */
    dedupeKey: varchar({ length: 64 }).notNull(),
    comment: text(),
    /** The texts as saved: the word (or sentence) and its translation, with their languages. */
    textFrom: text().notNull(),
    textTo: text(),
    langFrom: varchar({ length: 3 }).notNull(),
    langTo: varchar({ length: 3 }),
    /** Folded (lower case, no diacritics) textFrom, computed in TypeScript: sorting by name is the
     * same on every database locale. */
    sortKey: varchar({ length: 255 }).notNull(),
    /** Folded texts and comment, for the favorites search (strpos, the same on every locale). */
    searchText: text().notNull(),
    isRaw: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_group_dedupe_unique').on(t.groupId, t.dedupeKey),
    index('favorites_group_created_idx').on(t.groupId, t.createdAt, t.id),
    index('favorites_group_sort_idx').on(t.groupId, t.sortKey, t.id),
    index('favorites_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The star on dictionary answers: the viewer's favorites of these unions / word sentences.
    index('favorites_user_entity_idx').on(t.userId, t.entityType, t.entityId),
    check('favorites_entity_type_check', sql`${t.entityType} in ('translation', 'sentence')`),
    check(
      'favorites_raw_check',
      sql`(${t.isRaw} and ${t.entityId} is null and ${t.entityType} = 'translation') or (not ${t.isRaw} and ${t.entityId} is not null)`,
    ),
  ],
);
