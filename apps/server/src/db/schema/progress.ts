// Progress (modules/progress): what is derived from the points ledger (rating_events) and kept for
// speed or for "exactly once": totals per rating kind (kept by a trigger on the ledger), the level
// and achievement levels already announced to the member, the weekly chart snapshot and the weekly
// King of Dictionary awards.
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Points per member and rating kind, kept by the trigger `rating_events_kind_totals` (migration
 * 0020) on every insert, update and delete of the ledger: never written by code, rebuilt with
 * `rebuild` (modules/progress) from the ledger alone.
 */
export const userRatingKinds = pgTable(
  'user_rating_kinds',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 24 }).notNull(),
    points: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The member's ledger rows counted by action, material type, status, state and sign: the statistics
 * panel (`/actions/general`) and the ledger-based achievements read these few rows instead of the
 * member's whole ledger. Kept by the trigger `rating_events_action_counts` (migration 0021) in the
 * same transaction as the ledger row, never written by code, rebuilt from the ledger by `rebuild`.
 * `state`: an ADD row's own `entity_status` (null: under_review); a VERIFY_x / MODERATE_x row's
 * material state (`ledger_entity_states`); '' for the rest. `entity_type` '' stands for none.
 */
export const userActionCounts = pgTable(
  'user_action_counts',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: varchar({ length: 60 }).notNull(),
    entityType: varchar({ length: 40 }).notNull().default(''),
    status: varchar({ length: 12 }).notNull(),
    state: varchar({ length: 16 }).notNull().default(''),
    positive: boolean().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.action, t.entityType, t.status, t.state, t.positive] })],
);

/**
 * The state of contributed material as the verifiers' counts in `user_action_counts` have it (the
 * `entity_status` of the material's first ADD row; none: accepted), for material with VERIFY_x /
 * MODERATE_x rows. When an ADD row's status changes, the trigger moves those rows' counts from the
 * kept state to the new one.
 */
export const ledgerEntityStates = pgTable(
  'ledger_entity_states',
  {
    entityType: varchar({ length: 40 }).notNull(),
    entityId: integer().notNull(),
    state: varchar({ length: 16 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId] })],
);

/** The level last announced to the member (the new-level event fires when the level passes it). */
export const userLevels = pgTable('user_levels', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  level: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The level reached in each achievement type (absent: level 0). Levels only go up. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 40 }).notNull(),
    level: smallint().notNull(),
    achievedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** The weekly chart as last computed (every 10 minutes), one row per UTC week (its Monday). */
export const weeklyCharts = pgTable('weekly_charts', {
  weekStart: date({ mode: 'string' }).primaryKey(),
  chart: jsonb().$type<{ user_id: number; points: number }[]>().notNull(),
  refreshedAt: timestamp({ withTimezone: true }).notNull(),
});

/** A finished week whose winners got their award: the primary key makes the award happen once. */
export const weeklyAwardWeeks = pgTable('weekly_award_weeks', {
  weekStart: date({ mode: 'string' }).primaryKey(),
  awardedAt: timestamp({ withTimezone: true }).notNull(),
});

/** King of Dictionary awards: the winners (top 3) of each finished week. */
export const weeklyAwards = pgTable(
  'weekly_awards',
  {
    weekStart: date({ mode: 'string' })
      .notNull()
      .references(() => weeklyAwardWeeks.weekStart, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    place: smallint().notNull(),
    points: integer().notNull(),
    awardedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.userId] }), index('weekly_awards_user_idx').on(t.userId)],
);

