// The progress module: levels (the contract's documented curve), ratings per kind, the 21
// achievements, statistics of actions and the weekly ranking, all derived from the points ledger
// (rating_events) and the members' own data. Other modules never call it: it listens to their
// after-commit events (modules/index.ts) and checks whose level or achievements rose.
import type { AppContext } from '../../platform/context';
import { createEventSeam } from '../../platform/events';
import type { ProgressEvent } from './events';
import { WEEKLY_CHART } from '@glossa/contract/progress';
import { announceUseCases } from './use-cases/announce';
import type { ProgressDeps } from './use-cases/deps';
import { progressUseCases } from './use-cases/progress';
import { weeklyUseCases } from './use-cases/weekly';

export const WEEKLY_JOB = 'progress.weekly-chart';

export function createProgressService(ctx: AppContext) {
  const events = createEventSeam<ProgressEvent>(ctx.log, 'progress');
  const deps: ProgressDeps = { ctx, events };
  const announce = announceUseCases(deps);
  const weekly = weeklyUseCases(deps, announce);
  ctx.jobs.schedule(WEEKLY_JOB, `*/${WEEKLY_CHART.refreshMinutes} * * * *`, () => weekly.tick());
  return {
    ...progressUseCases(deps, announce),
    weekly,
    /** After-commit events: a finished week's King of Dictionary award (notifications listen). */
    events: { on: events.on },
    /** After another module's commit: members whose level or achievements may have risen. */
    check: (userIds: readonly (number | null | undefined)[]) => announce.check(userIds),
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;

export type { ProgressEvent } from './events';
