// Task log events -> notifications: a comment tells the material's author (`material_commented`)
// and the members who worked on the task (`task_comment`: earlier writers, those who answered it);
// a deleted comment takes them back.
import type { TaskEvent } from '../../tasks/service';
import type { Delivery } from '../use-cases/delivery';

const commentKey = (uuid: string) => `task-comment:${uuid}`;

export function createTasksSource(delivery: Pick<Delivery, 'notify' | 'cancel'>) {
  return (e: TaskEvent): void => {
    switch (e.type) {
      case 'comment.created': {
        const base = { actorId: e.authorId, entity: { slug: 'task' as const, id: String(e.taskId) }, cancellationKey: commentKey(e.commentUuid), subject: `task:${e.taskId}` };
        if (e.materialAuthorId !== null) delivery.notify({ type: 'material_commented', to: [e.materialAuthorId], ...base });
        delivery.notify({ type: 'task_comment', to: e.participantIds.filter((id) => id !== e.materialAuthorId), ...base });
        return;
      }
      case 'comment.deleted':
        delivery.cancel({ key: commentKey(e.commentUuid) });
        return;
      default:
        return;
    }
  };
}
