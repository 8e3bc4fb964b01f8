// The daily "new tasks in your languages" reminder's questions (notifications schedule it and keep
// who was told when): who reviews, and how many cards appeared for each since they were last told.
// Tasks are generated on read, so the reminder first brings them up to date.
import { tasksRepository as repo } from '../repository';
import type { TasksDeps } from './deps';

/** Reviewers: members who saved task languages or answered a card within this many days. */
const ACTIVE_DAYS = 30;
/** How far back a first count (or one after a long pause) looks. */
const LOOKBACK_DAYS = 7;
const DAY = 86_400_000;

export function newTasksUseCases(deps: TasksDeps, sync: () => Promise<void>) {
  const { ctx } = deps;
  return {
    /** Members who review, when there is anything new to tell (after bringing the tasks up to date). */
    async reviewers(): Promise<number[]> {
      await sync();
      const now = ctx.now().getTime();
      return repo.newTasks.reviewers(ctx.db, { activeSince: new Date(now - ACTIVE_DAYS * DAY), freshSince: new Date(now - LOOKBACK_DAYS * DAY) });
    },

    /** Cards each member could take that appeared since `since` (at most LOOKBACK_DAYS back). */
    async countsSince(members: { userId: number; since: Date | null }[]): Promise<Map<number, number>> {
      const floor = ctx.now().getTime() - LOOKBACK_DAYS * DAY;
      return repo.newTasks.counts(
        ctx.db,
        members.map((m) => ({ userId: m.userId, since: new Date(Math.max(floor, m.since?.getTime() ?? floor)) })),
      );
    },
  };
}
