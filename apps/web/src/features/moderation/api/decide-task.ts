// POST /api/v2/moderation/tasks/{id}/dictionary|users|actions|feed (community.md §7): accept, reject
// (with a comment), edit (data = the entity's PUT body), delete, skip, leave, ignore (complaints); for
// complaints about members also ban (reason, period) and reprimand (reason).
import type { ModerationTask, Rating, SanctionPeriod, SanctionReason } from '@glossa/contract';
import { api } from '../../../shared/api';

const ROUTES: Record<ModerationTask['type'], string> = { dictionary: 'dictionary', user: 'users', user_action: 'actions', feed: 'feed' };

export type TaskDecision = 'accept' | 'reject' | 'edit' | 'delete' | 'skip' | 'leave' | 'ignore' | 'ban' | 'reprimand';

export function decideTask(
  task: Pick<ModerationTask, 'id' | 'type'>,
  action: TaskDecision,
  options: { comment?: string; data?: Record<string, unknown>; reason?: SanctionReason; period?: SanctionPeriod } = {},
): Promise<{ data: ModerationTask; rating: Rating }> {
  const comment = options.comment?.trim();
  return api.post(
    `/moderation/tasks/${task.id}/${ROUTES[task.type]}`,
    { action, comment: comment || undefined, data: options.data, reason: options.reason, period: options.period },
    { base: 'v2' },
  );
}
