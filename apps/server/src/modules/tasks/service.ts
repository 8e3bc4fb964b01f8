// The tasks module: review cards (check and voice the dictionary), their comment logs, members'
// task languages and the need-action list. Material, points and verdicts go through the
// contributions service.
import type { AppContext } from '../../platform/context';
import { createEventSeam } from '../../platform/events';
import type { ContributionsService } from '../contributions/service';
import type { TaskEvent } from './events';
import { cardsUseCases } from './use-cases/cards';
import { commentsUseCases } from './use-cases/comments';
import type { TasksDeps } from './use-cases/deps';
import { needActionUseCases } from './use-cases/need-action';
import { newTasksUseCases } from './use-cases/new-tasks';
import { closeDecided } from './use-cases/relevance';
import { settingsUseCases } from './use-cases/settings';

export type { TaskEvent } from './events';

export function createTasksService(ctx: AppContext, collaborators: { contributions: ContributionsService }) {
  const deps: TasksDeps = { ctx, contributions: collaborators.contributions };
  const cards = cardsUseCases(deps);
  const events = createEventSeam<TaskEvent>(ctx.log, 'tasks');
  // A moderator's decision ends the community's check of that material: its cards and comment logs close at once.
  collaborators.contributions.events.on(async (e) => {
    if (e.type !== 'task.decided' || e.moderatorId === null) return;
    const closed = await closeDecided(ctx.db, e.entityType, e.entityKey, ctx.now());
    if (closed.length && e.materialAuthorId !== null) await cards.needActionChanged(e.materialAuthorId);
  });
  return {
    cards,
    comments: commentsUseCases(deps, (task) => cards.notifyAuthor(task, null, 'no'), events),
    /** After-commit events (notifications listen): comments in task logs. */
    events: { on: events.on },
    /** The daily new-tasks reminder's questions (notifications schedule it). */
    newTasks: newTasksUseCases(deps, cards.sync),
    needAction: needActionUseCases(deps),
    settings: settingsUseCases(deps),
    audioMaxBytes: ctx.config.AUDIO_MAX_BYTES,
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
