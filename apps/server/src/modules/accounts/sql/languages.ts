// The languages a user speaks or learns (user_languages), sorted from NATIVE down.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { LANGUAGE_LEVELS, userLanguages, users, type LanguageLevel } from '../../../db/schema/index';

export type UserLanguageRow = typeof userLanguages.$inferSelect;

export interface LanguageEntry {
  langCode: string;
  level: LanguageLevel;
  isAvailableToChat: boolean;
}

export const languagesRepository = {
  list(exec: Executor, userId: number): Promise<UserLanguageRow[]> {
    return exec
      .select()
      .from(userLanguages)
      .where(eq(userLanguages.userId, userId))
      .orderBy(asc(userLanguages.levelRank), asc(userLanguages.id));
  },

  /** Native language code of each user (one query for a page of users). */
  async nativeOf(exec: Executor, userIds: number[]): Promise<Map<number, string>> {
    if (!userIds.length) return new Map();
    const rows = await exec
      .select({ userId: userLanguages.userId, langCode: userLanguages.langCode })
      .from(userLanguages)
      .where(and(inArray(userLanguages.userId, userIds), eq(userLanguages.level, 'NATIVE')));
    return new Map(rows.map((r) => [r.userId, r.langCode]));
  },

  /** Serializes concurrent edits of one user's list (row lock on the user until the transaction ends). */
  async lockOwner(exec: Executor, userId: number): Promise<void> {
    await exec.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  /**
   * Makes the stored list equal to `entries`, keeping the ids of languages that stay. Non-native
   * rows are written first so moving NATIVE from one language to another never holds two natives.
   */
  async replace(exec: Executor, userId: number, entries: LanguageEntry[]): Promise<void> {
    const codes = entries.map((e) => e.langCode);
    await exec
      .delete(userLanguages)
      .where(codes.length ? and(eq(userLanguages.userId, userId), notInArray(userLanguages.langCode, codes)) : eq(userLanguages.userId, userId));
    if (!entries.length) return;
    const ordered = [...entries].sort((a, b) => Number(a.level === 'NATIVE') - Number(b.level === 'NATIVE'));
    for (const e of ordered) {
      // One statement per row: a multi-row upsert could check the one-native index mid-statement.
      await exec
        .insert(userLanguages)
        .values({ userId, langCode: e.langCode, level: e.level, levelRank: LANGUAGE_LEVELS.indexOf(e.level), isAvailableToChat: e.isAvailableToChat })
        .onConflictDoUpdate({
          target: [userLanguages.userId, userLanguages.langCode],
          set: { level: sql`excluded.level`, levelRank: sql`excluded.level_rank`, isAvailableToChat: sql`excluded.is_available_to_chat` },
        });
    }
  },

  async deleteAll(exec: Executor, userId: number): Promise<void> {
    await exec.delete(userLanguages).where(eq(userLanguages.userId, userId));
  },
};
