// Comment logs of tasks (community.md §7: 20 a page). Anyone signed in may read and write the log
// of an open task; its material's author and moderators may still read it after it closed (the
// need-action list), nobody writes to it. A closed task is 404 TASK_NOT_FOUND to others, and a
// write to a closed log is 404 to everyone: the card client marks it overdue.
// Only a comment's writer edits it; the writer or a moderator deletes it.
import type { TaskComment } from '@glossa/contract';
import { isModerator, type Viewer } from '../../../platform/auth/viewer';
import { forbidden } from '../../../platform/errors';
import { taskError, taskNotFound } from '../errors';
import { presentComment } from '../presenter';
import { tasksRepository as repo, type TaskRow } from '../repository';
import { type TasksDeps } from './deps';
import { current } from './relevance';
import type { TaskEvents } from '../events';

export function commentsUseCases(deps: TasksDeps, onDispute: (task: TaskRow) => Promise<void>, events: Pick<TaskEvents, 'publish'>) {
  const { ctx } = deps;

  async function visibleTask(viewer: Viewer, type: string, id: number): Promise<TaskRow> {
    const found = await repo.tasks.byId(ctx.db, id);
    if (!found || found.type !== type) throw taskNotFound();
    // A moderator's decision closes the log at once, before its event arrives.
    const task = await current(ctx.db, found, ctx.now());
    if (task.status !== 'open' && task.author_id !== viewer.id && !isModerator(viewer)) throw taskNotFound();
    return task;
  }

  /** A closed log is read-only for everyone (its author and moderators still read it): 404, the card's "overdue". */
  async function writableTask(viewer: Viewer, type: string, id: number): Promise<TaskRow> {
    const task = await visibleTask(viewer, type, id);
    if (task.status !== 'open') throw taskNotFound();
    return task;
  }

  async function ownComment(viewer: Viewer, task: TaskRow, uuid: string, deleting: boolean) {
    const c = await repo.comments.byUuid(ctx.db, uuid);
    if (!c || c.task_id !== task.id) throw taskError('COMMENT_NOT_FOUND', 404);
    if (c.user_id !== viewer.id && !(deleting && isModerator(viewer))) throw forbidden('Only the writer can change this comment');
    return c;
  }

  /** The comment as stored now: deleted meanwhile (its writer or a moderator, in parallel) is 404. */
  async function stillThere(uuid: string) {
    const c = await repo.comments.byUuid(ctx.db, uuid);
    if (!c) throw taskError('COMMENT_NOT_FOUND', 404);
    return c;
  }

  return {
    async list(viewer: Viewer, type: string, id: number, q: { limit: number; pagination_id?: number }) {
      const task = await visibleTask(viewer, type, id);
      const [page, count] = await Promise.all([repo.comments.page(ctx.db, id, q.pagination_id, q.limit), repo.comments.count(ctx.db, id)]);
      return { data: page.map((c) => presentComment(c, viewer.id, task.author_id)), count };
    },

    async add(viewer: Viewer, type: string, id: number, comment: string): Promise<TaskComment> {
      const task = await writableTask(viewer, type, id);
      const uuid = await ctx.db.transaction(async (tx) => {
        const at = ctx.now();
        const u = await repo.comments.insert(tx, { taskId: id, userId: viewer.id, comment, at });
        if (task.author_id === viewer.id) await repo.tasks.markAuthorAnswered(tx, id, at);
        return u;
      });
      if (task.author_id !== null && task.author_id !== viewer.id) await onDispute(task);
      // After the commit; on a closed task only the author (and moderators) can still read the log.
      const participantIds = task.status === 'open' ? await repo.comments.participants(ctx.db, id) : [];
      events.publish({ type: 'comment.created', taskId: id, commentUuid: uuid, authorId: viewer.id, materialAuthorId: task.author_id, participantIds });
      return presentComment(await stillThere(uuid), viewer.id, task.author_id);
    },

    async edit(viewer: Viewer, type: string, id: number, uuid: string, comment: string): Promise<TaskComment> {
      const task = await writableTask(viewer, type, id);
      await ownComment(viewer, task, uuid, false);
      await repo.comments.update(ctx.db, uuid, comment, ctx.now());
      return presentComment(await stillThere(uuid), viewer.id, task.author_id);
    },

    async remove(viewer: Viewer, type: string, id: number, uuid: string) {
      const task = await visibleTask(viewer, type, id);
      await ownComment(viewer, task, uuid, true);
      await repo.comments.remove(ctx.db, uuid);
      events.publish({ type: 'comment.deleted', taskId: id, commentUuid: uuid });
    },
  };
}
