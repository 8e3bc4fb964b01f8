// Data in and out (issue 37): imports of dictionaries started from the administrators' page, and
// the members' choice about the open data dumps.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const IMPORT_STATUS = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatusValue = (typeof IMPORT_STATUS)[number];
export const IMPORT_STEP = ['parse', 'merge', 'forms', 'ranking', 'read_model', 'starter'] as const;
export type ImportStepValue = (typeof IMPORT_STEP)[number];

/**
 * One import of a source (FreeDict pair, WordNet) asked for from the administrators' page: queued,
 * then run by one instance (pg-boss job), its progress written here as it goes (the page reads it
 * after a reload; the socket pushes it meanwhile). At most one is queued or running at a time.
 */
export const dictionaryImports = pgTable(
  'dictionary_imports',
  {
    id: serial().primaryKey(),
    /** Inventory id: freedict:eng-deu, wordnet. */
    sourceId: varchar({ length: 100 }).notNull(),
    status: varchar({ length: 16 }).$type<ImportStatusValue>().notNull().default('queued'),
    step: varchar({ length: 16 }).$type<ImportStepValue>(),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    /** Entries per second in the parse/merge steps. */
    rate: integer().notNull().default(0),
    cancelRequested: boolean().notNull().default(false),
    /** Why it failed (a file the parser refused, ...), in English: the page shows it as is. */
    message: text(),
    /** What it added: entries, words, translations, seconds. */
    result: jsonb().$type<Record<string, number>>(),
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** Written every few seconds by the instance running it: an import whose heartbeat stopped is failed. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One import queued or running at a time, whichever instance asks.
    uniqueIndex('dictionary_imports_one_active').on(sql`(true)`).where(sql`${t.status} in ('queued', 'running')`),
    index('dictionary_imports_created_idx').on(t.createdAt),
  ],
);

/** A member's choice for the open data dumps: attributed by nickname (default) or anonymously. */
export const openDataSettings = pgTable('open_data_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  anonymous: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
