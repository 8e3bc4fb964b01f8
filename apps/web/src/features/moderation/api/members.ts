// A member as moderators see them (GET /api/moderation/members/{uuid}), their violation history
// (GET /api/user/{uuid}/violation-history), and finding one by nickname (GET /api/user/search).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberStanding, PublicUser, Sanction } from '@glossa/contract';
import { api } from '../../../shared/api';
import { moderationKeys } from './keys';

export const memberQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: moderationKeys.member(uuid),
    queryFn: ({ signal }) => api.get<{ data: MemberStanding }>(`/moderation/members/${encodeURIComponent(uuid)}`, { signal }).then((a) => a.data),
  });

export const useMember = (uuid: string) => useQuery(memberQueryOptions(uuid));

export const useViolationHistory = (uuid: string) =>
  useQuery({
    queryKey: moderationKeys.violations(uuid),
    queryFn: ({ signal }) => api.get<{ data: Sanction[] }>(`/user/${encodeURIComponent(uuid)}/violation-history`, { signal }).then((a) => a.data),
  });

export const useMemberSearch = (keyword: string) =>
  useQuery({
    queryKey: moderationKeys.memberSearch(keyword),
    queryFn: ({ signal }) => api.get<{ data: PublicUser[] }>('/user/search', { signal, query: { keyword, limit: 20 } }).then((a) => a.data),
    enabled: keyword.trim().length > 0,
  });
