// The audit log (administrators): GET /moderation/audit (50 a page, before_id), POST
// /moderation/audit/{id}/reverse.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry } from '@glossa/contract';
import { MODERATION_LIMITS } from '@glossa/contract/moderation-rules';
import { api } from '../../../shared/api';
import { moderationKeys } from './keys';

export const useAudit = () =>
  useInfiniteQuery({
    queryKey: moderationKeys.audit,
    queryFn: ({ pageParam, signal }) =>
      api
        .get<{ data: AuditEntry[] }>('/moderation/audit', { signal, query: { limit: MODERATION_LIMITS.auditPage, ...(pageParam ? { before_id: pageParam } : {}) } })
        .then((a) => a.data),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length === MODERATION_LIMITS.auditPage ? last[last.length - 1]!.id : undefined),
  });

export function useReverse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ data: AuditEntry }>(`/moderation/audit/${id}/reverse`).then((a) => a.data),
    onSettled: () => void client.invalidateQueries({ queryKey: moderationKeys.audit }),
  });
}
