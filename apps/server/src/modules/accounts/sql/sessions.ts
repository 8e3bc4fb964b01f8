// Sessions (refresh-token families) and their refresh tokens. Tokens are looked up by sha256.
import { and, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { refreshTokens, userSessions, users, type AuthMethod } from '../../../db/schema/index';

export type SessionRow = typeof userSessions.$inferSelect;

export interface NewSession {
  userId: number;
  method: AuthMethod;
  userAgent: string | null;
  ip: string | null;
  now: Date;
  expiresAt: Date;
}

export interface RefreshTokenLookup {
  tokenId: number;
  usedAt: Date | null;
  tokenExpiresAt: Date;
  session: SessionRow;
  user: { id: number; uuid: string; role: (typeof users.$inferSelect)['role']; premium: boolean; premiumUntil: Date | null; deletedAt: Date | null };
}

export const sessionsRepository = {
  async insertSession(exec: Executor, s: NewSession): Promise<SessionRow> {
    const [row] = await exec
      .insert(userSessions)
      .values({ userId: s.userId, method: s.method, userAgent: s.userAgent, ip: s.ip, createdAt: s.now, expiresAt: s.expiresAt })
      .returning();
    await exec.update(users).set({ lastActiveAt: s.now }).where(eq(users.id, s.userId));
    return row!;
  },

  async insertRefreshToken(exec: Executor, sessionId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await exec.insert(refreshTokens).values({ sessionId, tokenHash, createdAt: now, expiresAt });
  },

  async findRefreshToken(exec: Executor, tokenHash: string): Promise<RefreshTokenLookup | undefined> {
    const [row] = await exec
      .select({
        tokenId: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        tokenExpiresAt: refreshTokens.expiresAt,
        session: userSessions,
        user: { id: users.id, uuid: users.uuid, role: users.role, premium: users.premium, premiumUntil: users.premiumUntil, deletedAt: users.deletedAt },
      })
      .from(refreshTokens)
      .innerJoin(userSessions, eq(userSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  },

  /** Marks a refresh token used; false when another request used it first (a replay). */
  async markUsed(exec: Executor, tokenId: number, now: Date): Promise<boolean> {
    const rows = await exec
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  },

  /** Whether a token issued in this session after `tokenId` (its successors) was used: the holder moved on. */
  async laterTokenUsed(exec: Executor, sessionId: string, tokenId: number): Promise<boolean> {
    const [row] = await exec
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, sessionId), gt(refreshTokens.id, tokenId), isNotNull(refreshTokens.usedAt)))
      .limit(1);
    return Boolean(row);
  },

  async touchSession(exec: Executor, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
    const [session] = await exec.update(userSessions).set({ lastRefreshedAt: now, expiresAt }).where(eq(userSessions.id, sessionId)).returning({ userId: userSessions.userId });
    if (session) await exec.update(users).set({ lastActiveAt: now }).where(eq(users.id, session.userId));
  },

  /** Used tokens past their expiry can no longer be replayed meaningfully: drop them. */
  async pruneSessionTokens(exec: Executor, sessionId: string, now: Date): Promise<void> {
    await exec
      .delete(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, sessionId), isNotNull(refreshTokens.usedAt), lt(refreshTokens.expiresAt, now)));
  },

  async revoke(exec: Executor, sessionId: string, reason: string, now: Date): Promise<boolean> {
    const rows = await exec
      .update(userSessions)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)))
      .returning({ id: userSessions.id });
    return rows.length === 1;
  },

  /** Revokes every active session of a user (but `exceptSessionId`); returns the revoked ids. */
  async revokeAllOfUser(exec: Executor, userId: number, reason: string, now: Date, exceptSessionId?: string): Promise<string[]> {
    const where = and(
      eq(userSessions.userId, userId),
      isNull(userSessions.revokedAt),
      exceptSessionId ? ne(userSessions.id, exceptSessionId) : undefined,
    );
    const rows = await exec.update(userSessions).set({ revokedAt: now, revokeReason: reason }).where(where).returning({ id: userSessions.id });
    return rows.map((r) => r.id);
  },

  async isActive(exec: Executor, sessionId: string, now: Date): Promise<boolean> {
    const [row] = await exec
      .select({ id: userSessions.id })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now), isNull(users.deletedAt)))
      .limit(1);
    return Boolean(row);
  },

  async byId(exec: Executor, sessionId: string): Promise<SessionRow | undefined> {
    const [row] = await exec.select().from(userSessions).where(eq(userSessions.id, sessionId)).limit(1);
    return row;
  },

  /** Housekeeping: sessions that ended (expired or revoked) before `before`, with their tokens. */
  async deleteEndedBefore(exec: Executor, before: Date): Promise<number> {
    const rows = await exec
      .delete(userSessions)
      .where(or(lt(userSessions.expiresAt, before), lt(userSessions.revokedAt, before)))
      .returning({ id: userSessions.id });
    return rows.length;
  },
};
