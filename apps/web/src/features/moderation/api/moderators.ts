// Moderators (community.md §7): GET /users/moderation (12 a page), /users/administration,
// /users/can-become-moderators-search (admins, 20 a page); POST / DELETE /user/{uuid}/moderation
// (invite, revoke), /user/{uuid}/expert; POST /user/moderation/answer-invite?accept=.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratorEntry } from '@glossa/contract';
import { MODERATION_LIMITS } from '@glossa/contract/moderation-rules';
import { api } from '../../../shared/api';
import { moderationKeys } from './keys';

type Page = { data: ModeratorEntry[]; total: number };
type InvitationState = { uuid: string; role: string; invited_to_moderation_status: string | null; is_expert: boolean };

function paged(path: string, size: number, search: string) {
  return {
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      api.get<Page>(path, { signal, query: { limit: size, offset: pageParam, ...(search ? { search } : {}) } }),
    initialPageParam: 0,
    getNextPageParam: (last: Page, pages: Page[]) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? loaded : undefined;
    },
  };
}

export const useModerators = (search: string) =>
  useInfiniteQuery({ queryKey: moderationKeys.moderators(search), ...paged('/users/moderation', MODERATION_LIMITS.moderatorsPage, search) });

export const useCandidates = (search: string, enabled: boolean) =>
  useInfiniteQuery({ queryKey: moderationKeys.candidates(search), ...paged('/users/can-become-moderators-search', MODERATION_LIMITS.candidatesPage, search), enabled });

export const useAdministrators = () =>
  useQuery({
    queryKey: moderationKeys.administrators,
    queryFn: ({ signal }) => api.get<{ data: ModeratorEntry[] }>('/users/administration', { signal }).then((a) => a.data),
  });

export type RoleCall = { kind: 'invite' | 'revoke' | 'expert_on' | 'expert_off'; uuid: string };

export function roleCall({ kind, uuid }: RoleCall): Promise<InvitationState> {
  const base = `/user/${encodeURIComponent(uuid)}`;
  const call =
    kind === 'invite'
      ? api.post<{ data: InvitationState }>(`${base}/moderation`)
      : kind === 'revoke'
        ? api.delete<{ data: InvitationState }>(`${base}/moderation`)
        : kind === 'expert_on'
          ? api.post<{ data: InvitationState }>(`${base}/expert`)
          : api.delete<{ data: InvitationState }>(`${base}/expert`);
  return call.then((a) => a.data);
}

export function useRoleCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: roleCall,
    onSettled: (_data, _error, call) => {
      void client.invalidateQueries({ queryKey: ['moderation', 'moderators'] });
      void client.invalidateQueries({ queryKey: ['moderation', 'candidates'] });
      void client.invalidateQueries({ queryKey: moderationKeys.member(call.uuid) });
    },
  });
}
