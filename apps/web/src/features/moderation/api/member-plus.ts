// A member's Plus on the administrators' member page: GET, POST (days) and DELETE
// /api/admin/users/{uuid}/plus (a MANUAL grant; community.md §3 subscription sources).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionInfo } from '@glossa/contract';
import { api } from '../../../shared/api';
import { moderationKeys } from './keys';

const path = (uuid: string) => `/admin/users/${encodeURIComponent(uuid)}/plus`;

export const useMemberPlus = (uuid: string, enabled: boolean) =>
  useQuery({
    queryKey: moderationKeys.plus(uuid),
    queryFn: ({ signal }) => api.get<{ data: SubscriptionInfo | null }>(path(uuid), { signal }).then((a) => a.data),
    enabled,
  });

export type PlusCall = { kind: 'grant'; days: number } | { kind: 'revoke' };

export function useMemberPlusCall(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: PlusCall) =>
      (call.kind === 'grant' ? api.post<{ data: SubscriptionInfo | null }>(path(uuid), { days: call.days }) : api.delete<{ data: SubscriptionInfo | null }>(path(uuid))).then((a) => a.data),
    onSuccess: (info) => client.setQueryData(moderationKeys.plus(uuid), info),
  });
}
