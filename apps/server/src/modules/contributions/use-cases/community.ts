// What the tasks module needs from contributions, as small named functions: the material as
// moderators see it, whether a member is a native speaker and their level, points, the
// community's verdict, and an author withdrawing their material. Functions taking a `tx` run
// inside the caller's transaction; the caller clears the dictionary read cache after commit.
import { ACTION_SUBJECTS, RATING_POINTS_PER_LEVEL, ratingLevel, type ContributionEntityType } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { contributionsRepository as repo, type EntityRef } from '../repository';
import { write, type ContributionEvent, type ContributionsDeps } from './deps';
import { ratingOf, reverseContentDecision, settleByCommunity, withdraw, withdrawWord } from './review';

export function communityUseCases(deps: ContributionsDeps) {
  return {
    /** The material's review state and author (null when it is gone). */
    snapshot: (exec: Executor, ref: EntityRef) => repo.snapshot.of(exec, ref.type, ref.id),

    /** Level (from the points total) and whether the member is a native speaker of one of `langs`. */
    async checker(exec: Executor, userId: number, langs: string[]) {
      const total = await repo.review.total(exec, userId);
      let native = false;
      for (const lang of langs) if (!native) native = await repo.content.isNative(exec, userId, lang);
      return { level: ratingLevel(total).level, native };
    },

    /** Points for a task answer, with the statistics action name of the material type (`VERIFY_x`, ...). */
    async grant(exec: Executor, g: { userId: number; prefix: string; type: ContributionEntityType; entityId: number; points: number; at: Date }) {
      await repo.review.grant(exec, {
        userId: g.userId,
        action: `${g.prefix}_${ACTION_SUBJECTS[g.type]}`,
        points: g.points,
        entity: { type: g.type, id: g.entityId },
        at: g.at,
      });
    },

    rating: (exec: Executor, userId: number, points: number) => ratingOf(exec, userId, points),

    /**
     * Lock order for a transaction that decides on material and moves points: the material's row
     * first, then the members' totals in user id order (the order verdicts and withdrawals use).
     */
    async lockForVerdict(exec: Executor, ref: EntityRef, userIds: readonly (number | null)[]) {
      await repo.review.lockEntity(exec, ref);
      await repo.review.lockRatings(exec, userIds);
    },

    /** After the caller's commit: members whose points the caller's transaction moved (progress listens). */
    pointsChanged(userIds: readonly (number | null)[]) {
      const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
      if (ids.length) deps.points.publish({ type: 'points.changed', userIds: ids });
    },

    /** The community's verdict (inside the caller's transaction): the event to pass to `published` after commit, null when decided elsewhere. */
    settle: settleByCommunity,

    /** After the caller's commit: the verdict's event, the one a moderator's decision publishes (notifications tell the author). */
    published(event: ContributionEvent | null) {
      if (event) deps.events.publish(event);
    },

    /** Points, level and confirmed (accepted) items of some members, by user id (the moderation pages). */
    async standings(exec: Executor, userIds: readonly number[]) {
      const found = await repo.review.standings(exec, userIds);
      return new Map(found.map((r) => [r.user_id, { points: r.points, level: ratingLevel(r.points).level, confirmed: r.confirmed }]));
    },

    /** Members with at least `minLevel` and `minConfirmed` accepted items, most points first (moderator candidates). */
    async candidates(exec: Executor, q: { minLevel: number; minConfirmed: number; limit: number; offset: number; search?: string }) {
      const minPoints = Math.max(0, (q.minLevel - 1) * RATING_POINTS_PER_LEVEL);
      const list = await repo.review.candidates(exec, { minPoints, minConfirmed: q.minConfirmed, limit: q.limit, offset: q.offset, search: q.search });
      return { total: list[0]?.total ?? 0, rows: list.map((r) => ({ userId: r.user_id, points: r.points, level: ratingLevel(r.points).level, confirmed: r.confirmed })) };
    },

    invalidateReadCache: () => deps.dictionary.invalidateReadCache(),

    /** An admin reverses a decision on dictionary material (inside the caller's transaction; null: nothing to reverse). */
    reverseDecision: reverseContentDecision,

    /** DELETE /dictionary/entity: the author's material still under review, or anything for a moderator. */
    withdraw: (viewer: Viewer, ref: EntityRef) => write(deps, (tx) => withdraw(tx, viewer, ref, deps.ctx.now())),

    /** DELETE /translations/words/{id}: the author's word under review with their own pairs on it; answers the withdrawn pairs. */
    withdrawWord: (viewer: Viewer, wordId: number) => write(deps, (tx) => withdrawWord(tx, viewer, wordId, deps.ctx.now())),
  };
}

export type CommunityUseCases = ReturnType<typeof communityUseCases>;
