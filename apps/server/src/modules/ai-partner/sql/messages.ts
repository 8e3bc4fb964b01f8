// ai_messages (the conversation per member and language) and the member's level in that language.
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { aiMessages, userLanguages } from '../../../db/schema/index';

export type AiMessageRow = typeof aiMessages.$inferSelect;

export const messagesSql = {
  async recent(exec: Executor, userId: number, lang: string, limit: number): Promise<AiMessageRow[]> {
    const rows = await exec
      .select()
      .from(aiMessages)
      .where(and(eq(aiMessages.userId, userId), eq(aiMessages.lang, lang)))
      .orderBy(desc(aiMessages.id))
      .limit(limit);
    return rows.reverse();
  },

  async insert(exec: Executor, row: typeof aiMessages.$inferInsert): Promise<AiMessageRow> {
    const [inserted] = await exec.insert(aiMessages).values(row).returning();
    return inserted!;
  },

  /** The member's native language (the NATIVE one of their languages), if they named one. */
  async native(exec: Executor, userId: number): Promise<string | null> {
    const [row] = await exec
      .select({ lang: userLanguages.langCode })
      .from(userLanguages)
      .where(and(eq(userLanguages.userId, userId), eq(userLanguages.level, 'NATIVE')))
      .limit(1);
    return row?.lang ?? null;
  },

  async level(exec: Executor, userId: number, lang: string): Promise<string | null> {
    const [row] = await exec
      .select({ level: userLanguages.level })
      .from(userLanguages)
      .where(and(eq(userLanguages.userId, userId), eq(userLanguages.langCode, lang)));
    return row?.level ?? null;
  },
};
