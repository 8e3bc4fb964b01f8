// Synthetic voices (espeak-ng) per member: on unless the member turned them off. The synthesized
// audio and IPA themselves live in the object store (platform/speech), not here.
import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const speechSettings = pgTable('speech_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  syntheticVoice: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
