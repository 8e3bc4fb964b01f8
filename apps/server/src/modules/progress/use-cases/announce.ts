// New levels and achievements, announced the moment they happen: after a commit that moved a
// member's points (or their follows, friends, lessons), `check(userIds)` raises the stored level
// and achievement levels and pushes `progress:level` / `progress:achievement` on the member's
// private Socket.IO channel. The stored rows make each rise announced once, whatever process
// checks (the upserts return a rise to one caller only).
import { ratingLevel } from '@glossa/contract';
import {
  ACHIEVEMENT_TYPES,
  PROGRESS_EVENTS,
  achievementLevel,
  type AchievementEvent,
  type AchievementType,
  type LevelEvent,
} from '@glossa/contract/progress';
import type { Executor } from '../../../platform/db/index';
import { progressRepository as repo } from '../repository';
import type { ProgressDeps } from './deps';

export function announceUseCases(deps: ProgressDeps) {
  const { ctx } = deps;

  /** The measures and levels of the 21 types; stores rises and returns them with the list. */
  async function syncAchievements(exec: Executor, userId: number) {
    const measures = await ctx.db.transaction(async (tx) => {
      await repo.withoutJit(tx);
      return repo.achievements.measures(tx, userId);
    });
    const reached = ACHIEVEMENT_TYPES.map((type) => ({
      type,
      value: measures[type],
      ...achievementLevel(type, measures[type]),
    }));
    const rose = await repo.achievements.raise(
      exec,
      userId,
      reached.filter((r) => r.level > 0).map((r) => ({ type: r.type, level: r.level })),
      ctx.now(),
    );
    return {
      reached,
      rose: rose.map((r) => ({
        type: r.type as AchievementType,
        level: r.level,
        value: measures[r.type as AchievementType],
      })),
    };
  }

  async function checkOne(userId: number) {
    const member = await repo.members.byId(ctx.db, userId);
    if (!member) return;
    const { points } = await repo.ratings.totals(ctx.db, userId);
    const level = ratingLevel(points).level;
    const previous = await repo.ratings.raiseLevel(ctx.db, userId, level, ctx.now());
    if (previous !== null) {
      const e: LevelEvent = { level, previous_level: previous, points };
      ctx.realtime.toUser(member.uuid, PROGRESS_EVENTS.level, e);
    }
    const { rose } = await syncAchievements(ctx.db, userId);
    for (const r of rose) {
      const e: AchievementEvent = r;
      ctx.realtime.toUser(member.uuid, PROGRESS_EVENTS.achievement, e);
    }
  }

  return {
    syncAchievements,
    /** After commit: checks these members (each once), logging and swallowing failures. */
    async check(userIds: readonly (number | null | undefined)[]) {
      for (const id of new Set(userIds.filter((x): x is number => typeof x === 'number'))) {
        try {
          await checkOne(id);
        } catch (err) {
          ctx.log.error({ err, userId: id }, 'progress check failed');
        }
      }
    },
  };
}

export type AnnounceUseCases = ReturnType<typeof announceUseCases>;
