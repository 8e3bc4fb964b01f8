// POST /api/v2/moderation/tasks/{id}/dictionary|users|actions (community.md §7): accept, reject (with a comment),
// edit (data = the entity's PUT body), delete, skip, ignore (complaints).
// Profile complaints (admins) go to /users, complaints about a user's action to /actions.
import type { ModerationAction, ModerationTask, Rating } from '@glossa/contract';
import { api } from '../../../shared/api';

const ROUTES: Record<ModerationTask['type'], string> = { dictionary: 'dictionary', user: 'users', user_action: 'actions', feed: 'feed' };

export function decideTask(
  task: Pick<ModerationTask, 'id' | 'type'>,
  action: ModerationAction,
  options: { comment?: string; data?: Record<string, unknown> } = {},
): Promise<{ data: ModerationTask; rating: Rating }> {
  const comment = options.comment?.trim();
  return api.post(`/moderation/tasks/${task.id}/${ROUTES[task.type]}`, { action, comment: comment || undefined, data: options.data }, { base: 'v2' });
}
