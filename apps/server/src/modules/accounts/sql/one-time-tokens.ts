// Single-use, expiring tokens sent by e-mail (verification and password reset), stored as sha256.
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { oneTimeTokens, type OneTimeTokenKind } from '../../../db/schema/index';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export const oneTimeTokensRepository = {
  async insert(
    exec: Executor,
    values: { userId: number; kind: OneTimeTokenKind; tokenHash: string; email: string; now: Date; expiresAt: Date },
  ): Promise<void> {
    await exec.insert(oneTimeTokens).values({
      userId: values.userId,
      kind: values.kind,
      tokenHash: values.tokenHash,
      email: values.email,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    });
  },

  /** The token if it is of this kind, unused and not expired. */
  async findUsable(exec: Executor, kind: OneTimeTokenKind, tokenHash: string, now: Date): Promise<OneTimeTokenRow | undefined> {
    const [row] = await exec
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
      .limit(1);
    return row;
  },

  /** A token of this kind with this hash, used or not, expired or not (kept a week after it ended). */
  async findAny(exec: Executor, kind: OneTimeTokenKind, tokenHash: string): Promise<OneTimeTokenRow | undefined> {
    const [row] = await exec
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, kind)))
      .limit(1);
    return row;
  },

  /** When the last token of this kind was created for the user (throttles repeated e-mails). */
  async lastCreatedAt(exec: Executor, userId: number, kind: OneTimeTokenKind): Promise<Date | null> {
    const [row] = await exec
      .select({ createdAt: oneTimeTokens.createdAt })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind)))
      .orderBy(desc(oneTimeTokens.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  },

  /** Uses the token; false when a parallel request used it first. */
  async use(exec: Executor, id: number, now: Date): Promise<boolean> {
    const rows = await exec
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    return rows.length === 1;
  },

  /** Uses up every open token of this kind of the user (one link used: the others die too). */
  async useAll(exec: Executor, userId: number, kind: OneTimeTokenKind, now: Date): Promise<void> {
    await exec
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
  },

  async deleteAllOfUser(exec: Executor, userId: number): Promise<void> {
    await exec.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  },

  /** Housekeeping: tokens used or expired before `before`. */
  async deleteEndedBefore(exec: Executor, before: Date): Promise<number> {
    const rows = await exec
      .delete(oneTimeTokens)
      .where(or(lt(oneTimeTokens.expiresAt, before), lt(oneTimeTokens.usedAt, before)))
      .returning({ id: oneTimeTokens.id });
    return rows.length;
  },
};
