// New levels and achievements, announced the moment they happen: after a commit that moved a
// member's points (or their follows, friends, lessons), `check(userIds)` raises the stored level
// and achievement levels and pushes `progress:level` / `progress:achievement` on the member's
// private Socket.IO channel. The stored rows make each rise announced once, whatever process
// checks (the upserts return a rise to one caller only): whoever stores a rise announces it, so a
// read of the list that happens to store it first (GET /user/achievements, before the after-commit
// check or for a measure no event checks, e.g. compilations created) pushes it itself, and the
// check that comes after finds nothing new. One rise, exactly one push.
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

  /**
   * The measures and levels of the 21 types, with the stored levels; stores rises (only when some
   * level passed the stored one: a read writes nothing otherwise), pushes each rise this call stored
   * to the member, and returns them with the list. `exec` must not be an open transaction (the push
   * goes out at once).
   */
  async function syncAchievements(exec: Executor, member: { id: number; uuid: string }) {
    const userId = member.id;
    const [measures, stored] = await Promise.all([
      repo.achievements.measures(exec, userId),
      repo.achievements.stored(exec, userId),
    ]);
    const storedLevel = new Map(stored.map((s) => [s.type, s.level]));
    const reached = ACHIEVEMENT_TYPES.map((type) => ({
      type,
      value: measures[type],
      ...achievementLevel(type, measures[type]),
    }));
    const higher = reached.filter((r) => r.level > (storedLevel.get(r.type) ?? 0));
    const rose = higher.length
      ? await repo.achievements.raise(
          exec,
          userId,
          higher.map((r) => ({ type: r.type, level: r.level })),
          ctx.now(),
        )
      : [];
    const announced = rose.map(
      (r): AchievementEvent => ({
        type: r.type as AchievementType,
        level: r.level,
        value: measures[r.type as AchievementType],
      }),
    );
    for (const e of announced) ctx.realtime.toUser(member.uuid, PROGRESS_EVENTS.achievement, e);
    return { reached, stored, rose: announced };
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
    await syncAchievements(ctx.db, member);
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
