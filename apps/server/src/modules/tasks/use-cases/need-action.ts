// The need-action list: my material that others disputed or commented on, with what I can do
// (community.md §3 Need-action task, §7 Need action). Answering (a comment) or editing clears it;
// withdrawing the material (DELETE /dictionary/entity) closes its tasks.
import { NEED_ACTION_ACTIONS, TASK_LIMITS, type ContributionEntityType, type NeedActionItem } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { taskNotFound } from '../errors';
import { presentComment, presentMaterial } from '../presenter';
import { tasksRepository as repo, type TaskRow } from '../repository';
import type { TasksDeps } from './deps';
import { current } from './relevance';

const COMMENTS_SHOWN = 5;

export function actionsFor(viewer: Viewer, task: TaskRow) {
  if (task.status !== 'open') return [];
  return task.author_id === viewer.id ? [...NEED_ACTION_ACTIONS] : (['comment'] as const).slice();
}

export function needActionUseCases(deps: TasksDeps) {
  const { ctx, contributions } = deps;
  return {
    async list(viewer: Viewer, q: { limit: number; pagination_id?: number }): Promise<NeedActionItem[]> {
      const tasks = await repo.needAction.page(ctx.db, viewer.id, q.pagination_id, Math.min(q.limit, TASK_LIMITS.needActionPage));
      const ids = tasks.map((t) => t.id);
      const comments = await repo.comments.latest(ctx.db, ids, COMMENTS_SHOWN);
      const items: NeedActionItem[] = [];
      for (const t of tasks) {
        const m = await repo.material.of(ctx.db, t.entity_type, t.entity_id);
        // Decided by a moderator meanwhile: closed now, not shown (its event may not have arrived yet).
        if (!m || !m.relevant) {
          await repo.tasks.close(ctx.db, t.id, 'closed', 'not_relevant', ctx.now());
          continue;
        }
        items.push({
          task_id: t.id,
          type: t.type,
          entity_id: t.entity_id,
          entity_type_slug: t.entity_type,
          pagination_id: t.id,
          material: presentMaterial(t, m),
          checks: (await repo.tasks.checks(ctx.db, t.id)) ?? { yes: 0, no: 0 },
          actions: actionsFor(viewer, t),
          comments: comments.filter((c) => c.task_id === t.id).map((c) => presentComment(c, viewer.id, t.author_id)),
        });
      }
      return items;
    },

    count: (viewer: Viewer) => repo.needAction.count(ctx.db, viewer.id),

    async availableActions(viewer: Viewer, type: string, id: number) {
      const task = await repo.tasks.byId(ctx.db, id);
      if (!task || task.type !== type) throw taskNotFound();
      return actionsFor(viewer, await current(ctx.db, task, ctx.now()));
    },

    /** DELETE /translations/words/{id}: the word and the author's own pairs on it go; the pairs' tasks close. */
    async withdrawWord(viewer: Viewer, wordId: number) {
      const pairs = await contributions.community.withdrawWord(viewer, wordId);
      for (const id of pairs) await repo.tasks.closeAbout(ctx.db, 'translation-union', id, 'not_relevant', ctx.now());
    },

    /** DELETE /dictionary/entity: the material goes (contributions' rules) and its tasks close. */
    async deleteEntity(viewer: Viewer, type: ContributionEntityType, id: number) {
      await contributions.community.withdraw(viewer, { type, id });
      await repo.tasks.closeAbout(ctx.db, type, id, 'not_relevant', ctx.now());
    },
  };
}
