// GET /api/v2/moderation/tasks?limit=10 (community.md §7): open tasks handed to this moderator,
// oldest first (each is theirs for a while).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationTask } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';
import { moderationKeys } from './keys';

export function getModerationTasks(signal?: AbortSignal): Promise<ModerationTask[]> {
  return api
    .get<{ data: ModerationTask[] }>('/moderation/tasks', { base: 'v2', query: { limit: LIMITS.moderationTasksPage }, signal })
    .then((a) => a.data);
}

export const moderationTasksQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.tasks,
    queryFn: ({ signal }) => getModerationTasks(signal),
    // Tasks are leased when handed out: refetch only when asked.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });

export function useModerationTasks(enabled: boolean) {
  return useQuery({ ...moderationTasksQueryOptions(), enabled });
}
