import { boolean, integer, jsonb, pgTable, serial, smallint, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Names in the eight interface languages, keyed by interface locale (en, de, ...). */
export type LocalizedNames = Record<string, string>;

/** Dictionary languages (ISO 639-2/B). Names are localized at run time with Intl.DisplayNames. */
export const languages = pgTable('languages', {
  code: varchar({ length: 3 }).primaryKey(),
  /** ISO 639-1; null for a language that has none (ast, kha). */
  codeTwoSigns: varchar({ length: 2 }).unique(),
  codeTerminology: varchar({ length: 3 }).notNull(),
  langDetect: varchar({ length: 3 }).notNull(),
  isSentenceBreaking: boolean().notNull().default(true),
});

/** Parts of speech and their child attributes (gender, grouped as genus). */
export const attributes = pgTable('attributes', {
  id: serial().primaryKey(),
  code: varchar({ length: 40 }).notNull().unique(),
  group: varchar({ length: 20 }).notNull(),
  parentId: integer().references((): AnyPgColumn => attributes.id),
  /** Null: the attribute applies to every language. */
  langCode: varchar({ length: 3 }).references(() => languages.code),
  position: smallint().notNull().default(0),
  names: jsonb().$type<LocalizedNames>().notNull(),
});

/** Subjects (vocabulary codes) that tag translations. */
export const vocabularies = pgTable('vocabularies', {
  code: varchar({ length: 40 }).primaryKey(),
  position: smallint().notNull().default(0),
  names: jsonb().$type<LocalizedNames>().notNull(),
});
