// GET /api/tasks/need-action-list (20, pagination_id), /need-action-list/count; DELETE /api/dictionary/entity.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NeedActionItem } from '@glossa/contract';
import { TASK_LIMITS } from '@glossa/contract/task-rules';
import { api } from '../../../shared/api';
import { tasksKeys } from './keys';

export const getNeedAction = (paginationId?: number, signal?: AbortSignal) =>
  api.get<{ data: NeedActionItem[] }>('/tasks/need-action-list', { query: { limit: TASK_LIMITS.needActionPage, pagination_id: paginationId }, signal }).then((a) => a.data);

export function useNeedAction() {
  return useInfiniteQuery({
    queryKey: tasksKeys.needAction,
    queryFn: ({ pageParam, signal }) => getNeedAction(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < TASK_LIMITS.needActionPage ? undefined : last[last.length - 1]!.pagination_id),
  });
}

export const useNeedActionCount = (enabled: boolean) =>
  useQuery({
    queryKey: tasksKeys.needActionCount,
    queryFn: ({ signal }) => api.get<{ data: { count: number } }>('/tasks/need-action-list/count', { signal }).then((a) => a.data.count),
    enabled,
  });

export const deleteEntity = (entityType: string, entityId: number) =>
  api.delete<void>('/dictionary/entity', undefined, { query: { entity_type_slug: entityType, entity_id: entityId } });
