// Sessions: opening one at sign-in, refreshing with rotation and reuse detection, logout,
// revocation, and the cheap "is this session still active" check behind every request.
import type { AuthTokens } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Executor } from '../../../platform/db/index';
import type { Viewer } from '../../../platform/auth/viewer';
import { unauthenticated } from '../../../platform/errors';
import type { SocketData } from '../../../platform/realtime/index';
import type { AuthMethod, UserRole } from '../../../db/schema/index';
import { isPremium, presentTokens } from '../presenter';
import { createActiveCache } from '../active-session-cache';
import { sessionsRepository as repo } from '../repository';
import { hashSecret, newSecret } from '../secrets';

export interface SessionUser {
  id: number;
  uuid: string;
  role: UserRole;
  premium: boolean;
  premiumUntil: Date | null;
}

/** Where a sign-in came from, kept on the session for the user's own review. */
export interface ClientMeta {
  userAgent: string | null;
  ip: string | null;
}

export type RevokeReason = 'logout' | 'password_change' | 'password_reset' | 'deleted' | 'reuse' | 'role_change' | 'email_takeover' | 'blocked';

/** Runs before every sign-in opens a session (password, registration, social); throws to refuse it (a blocked account). */
export type SignInGuard = (exec: Executor, userId: number, now: Date) => Promise<void>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionsService = ReturnType<typeof createSessionsService>;

export function createSessionsService(ctx: AppContext) {
  const cache = createActiveCache(ctx.config.SESSION_CHECK_CACHE_MS);
  const refreshTtlMs = ctx.config.REFRESH_TOKEN_TTL * 1000;
  const later = (now: Date) => new Date(now.getTime() + refreshTtlMs);
  const graceMs = ctx.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
  const guards: SignInGuard[] = [];

  /** A new refresh token in the session plus an access token carrying the current role and premium. */
  async function issue(exec: Executor, user: SessionUser, sessionId: string, method: AuthMethod, now: Date): Promise<AuthTokens> {
    const refresh = newSecret();
    await repo.insertRefreshToken(exec, sessionId, hashSecret(refresh), now, later(now));
    const access = await ctx.tokens.sign({ id: user.id, uuid: user.uuid, role: user.role, premium: isPremium(user, now), sessionId });
    return presentTokens(access, ctx.tokens.ttlSeconds, refresh, method);
  }

  /** After a revocation committed: the cache learns at once and live sockets of those sessions close. */
  function forget(sessionIds: readonly string[]) {
    if (!sessionIds.length) return;
    cache.forget(sessionIds, ctx.now().getTime());
    const ended = new Set(sessionIds);
    // fetchSockets reaches every server process through the Redis adapter; revocations are rare.
    ctx.realtime.io
      .fetchSockets()
      .then((sockets) => {
        for (const socket of sockets) {
          if (ended.has((socket.data as Partial<SocketData>).viewer?.sessionId ?? '')) socket.disconnect(true);
        }
      })
      .catch((err: unknown) => ctx.log.warn({ err }, 'could not disconnect the sockets of ended sessions'));
  }

  return {
    /** Opens a session (a new refresh-token family) inside the caller's transaction. */
    async open(exec: Executor, user: SessionUser, method: AuthMethod, meta: ClientMeta): Promise<AuthTokens> {
      const now = ctx.now();
      for (const guard of guards) await guard(exec, user.id, now);
      const session = await repo.insertSession(exec, {
        userId: user.id,
        method,
        userAgent: meta.userAgent?.slice(0, 255) ?? null,
        ip: meta.ip?.slice(0, 64) ?? null,
        now,
        expiresAt: later(now),
      });
      return issue(exec, user, session.id, method, now);
    },

    /**
     * Exchanges a refresh token for a new pair. A token is good once: presenting a used one
     * means it was copied, so the whole session is revoked and both holders must sign in again,
     * except within REFRESH_REUSE_GRACE_SECONDS of its use while its successor is unused.
     */
    async refresh(refreshToken: string): Promise<AuthTokens> {
      const now = ctx.now();
      const outcome = await ctx.db.transaction(async (tx) => {
        const found = await repo.findRefreshToken(tx, hashSecret(refreshToken));
        if (!found) return { kind: 'invalid' as const };
        const { session } = found;
        if (session.revokedAt || found.user.deletedAt || session.expiresAt <= now || found.tokenExpiresAt <= now) {
          return { kind: 'invalid' as const };
        }
        // markUsed is conditional, so of two concurrent uses of one token only one wins.
        if (found.usedAt || !(await repo.markUsed(tx, found.tokenId, now))) {
          // The holder may simply have lost the answer (a page reload during the refresh, two
          // tabs at once): shortly after the use, while the token issued in its place is still
          // unused, give it a pair of its own. Anything later is a copy: end the session.
          const usedAt = found.usedAt ?? now;
          const withinGrace = now.getTime() - usedAt.getTime() <= graceMs;
          if (!withinGrace || (await repo.laterTokenUsed(tx, session.id, found.tokenId))) {
            await repo.revoke(tx, session.id, 'reuse', now);
            return { kind: 'reused' as const, sessionId: session.id, userId: found.user.id };
          }
        }
        await repo.touchSession(tx, session.id, now, later(now));
        await repo.pruneSessionTokens(tx, session.id, now);
        return { kind: 'ok' as const, tokens: await issue(tx, found.user, session.id, session.method, now) };
      });
      if (outcome.kind === 'reused') {
        forget([outcome.sessionId]);
        ctx.log.warn({ sessionId: outcome.sessionId, userId: outcome.userId }, 'refresh token replayed: session revoked');
      }
      if (outcome.kind !== 'ok') throw unauthenticated('Invalid or expired refresh token');
      return outcome.tokens;
    },

    /** Ends the viewer's session, or the one the refresh token belongs to (expired access token). Idempotent. */
    async logout(viewer: Viewer | null, refreshToken?: string): Promise<void> {
      const now = ctx.now();
      let sessionId = viewer?.sessionId;
      if (!sessionId && refreshToken) sessionId = (await repo.findRefreshToken(ctx.db, hashSecret(refreshToken)))?.session.id;
      if (!sessionId) return;
      await repo.revoke(ctx.db, sessionId, 'logout', now);
      forget([sessionId]);
    },

    /** Revokes a user's sessions inside the caller's transaction; call forget() with the ids after commit. */
    revokeAllOfUser(exec: Executor, userId: number, reason: RevokeReason, exceptSessionId?: string): Promise<string[]> {
      return repo.revokeAllOfUser(exec, userId, reason, ctx.now(), exceptSessionId);
    },

    forget,

    /** Another module refuses sign-ins (the moderation module: blocked accounts). */
    guardSignIn(guard: SignInGuard): void {
      guards.push(guard);
    },

    /** The auth plugin's hook: false once a session is logged out, revoked, expired or its user deleted. */
    async isActive(sessionId: string): Promise<boolean> {
      if (!UUID.test(sessionId)) return false;
      const now = ctx.now();
      const cached = cache.get(sessionId, now.getTime());
      if (cached !== undefined) return cached;
      const active = await repo.isActive(ctx.db, sessionId, now);
      cache.set(sessionId, active, now.getTime());
      return active;
    },

    /** Housekeeping: forget sessions that ended more than a week ago. */
    pruneEnded(): Promise<number> {
      return repo.deleteEndedBefore(ctx.db, new Date(ctx.now().getTime() - 7 * 86_400_000));
    },
  };
}
