// The member's Plus status (GET /plus/status), shared: the Plus popup and pages read it, and a
// feature that would offer Plus first asks whether this server sells it at all (issue 36 item 7:
// what a server does not offer is not advertised).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlusStatus } from '@glossa/contract';
import { api } from '../api';

export const PLUS_STATUS_KEY = ['plus', 'status'] as const;

export const fetchPlusStatus = (signal?: AbortSignal) =>
  api.get<{ data: PlusStatus }>('/plus/status', { signal }).then((a) => a.data);

export const plusStatusQueryOptions = () => queryOptions({ queryKey: PLUS_STATUS_KEY, queryFn: ({ signal }) => fetchPlusStatus(signal) });

/** Whether Plus can be bought on this server (payments configured); undefined until known or when not asked. */
export function usePlusForSale(enabled: boolean): boolean | undefined {
  return useQuery({ ...plusStatusQueryOptions(), enabled, select: (s) => s.payments_configured }).data;
}
