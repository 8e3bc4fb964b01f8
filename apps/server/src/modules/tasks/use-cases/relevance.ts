// A card task lives as long as its material needs the community: a moderator's decision (accept,
// reject, delete, edit) ends that at once. The decision's event closes the open tasks about the
// material (`closeDecided`, after the moderator's commit); every read that shows or lets someone
// write to a task also checks (`current`), so nothing waits for the event: a task whose material
// was decided is closed on sight, and the author's need-action list, the comment log and the
// available actions treat it as closed.
import type { Executor } from '../../../platform/db/index';
import { tasksRepository as repo, type TaskRow } from '../repository';

/** The task as it stands now: an open task whose material no longer needs it is closed here. */
export async function current(exec: Executor, task: TaskRow, at: Date): Promise<TaskRow> {
  if (task.status !== 'open') return task;
  const m = await repo.material.of(exec, task.entity_type, task.entity_id);
  if (m?.relevant) return task;
  await repo.tasks.close(exec, task.id, 'closed', 'not_relevant', at);
  return { ...task, status: 'closed', resolution: 'not_relevant' };
}

/** After a moderator's decision on `entityType` `entityKey`: its open card tasks that no longer stand close. Returns their ids. */
export async function closeDecided(exec: Executor, entityType: string, entityKey: string, at: Date): Promise<number[]> {
  const id = Number(entityKey);
  if (!Number.isInteger(id) || id < 1) return [];
  const closed: number[] = [];
  for (const t of await repo.tasks.openAbout(exec, entityType, id)) {
    if ((await current(exec, t, at)).status !== 'open') closed.push(t.id);
  }
  return closed;
}
