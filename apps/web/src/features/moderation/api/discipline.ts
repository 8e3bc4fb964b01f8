// Discipline calls (community.md §7): block, unblock, warn, remove the warning, trusted publisher,
// delete an avatar, a description or a nickname. Each refreshes the member's page data.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberStanding, ProfileFieldType, Sanction, SanctionPeriod, SanctionReason } from '@glossa/contract';
import { api } from '../../../shared/api';
import { moderationKeys } from './keys';

export type DisciplineCall =
  | { kind: 'block'; reason: SanctionReason; period: SanctionPeriod; comment?: string }
  | { kind: 'reprimand'; reason: SanctionReason; period?: SanctionPeriod; comment?: string }
  | { kind: 'unblock' }
  | { kind: 'remove_reprimand' }
  | { kind: 'trust'; on: boolean }
  | { kind: 'delete_field'; field: ProfileFieldType };

export function discipline(uuid: string, call: DisciplineCall): Promise<Sanction | MemberStanding> {
  const base = `/user/${encodeURIComponent(uuid)}`;
  const body = (c: { reason: SanctionReason; period?: SanctionPeriod; comment?: string }) => ({ reason: c.reason, period: c.period, comment: c.comment?.trim() || undefined });
  switch (call.kind) {
    case 'block':
      return api.post<{ data: Sanction }>(`${base}/set-block`, body(call)).then((a) => a.data);
    case 'reprimand':
      return api.post<{ data: Sanction }>(`${base}/reprimand`, body(call)).then((a) => a.data);
    case 'unblock':
      return api.delete<{ data: Sanction }>(`${base}/erase-block`).then((a) => a.data);
    case 'remove_reprimand':
      return api.delete<{ data: Sanction }>(`${base}/reprimand`).then((a) => a.data);
    case 'trust':
      return (call.on ? api.post<{ data: MemberStanding }>(`${base}/trust-publisher`) : api.delete<{ data: MemberStanding }>(`${base}/trust-publisher`)).then((a) => a.data);
    case 'delete_field':
      return api.delete<{ data: MemberStanding }>(`${base}/${call.field}`).then((a) => a.data);
  }
}

export function useDiscipline(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: DisciplineCall) => discipline(uuid, call),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.member(uuid) });
      void client.invalidateQueries({ queryKey: moderationKeys.violations(uuid) });
    },
  });
}
