// GET /api/client-config: the installation's run-time settings (analytics, the developer hosts of
// /console). Asked once per page load, silently: without an answer everything it enables stays off.
import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@glossa/contract';
import { api } from '../api';

export const OFF: ClientConfig = { analytics: null, developer_hosts: [] };

let pending: Promise<ClientConfig> | null = null;

/** The settings (fetched once; a failure resolves to everything off and is asked again next time). */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= api
    .get<{ data: ClientConfig }>('/client-config', { silent: true })
    .then((a) => a.data)
    .catch(() => {
      pending = null;
      return OFF;
    });
  return pending;
}

/** For tests: forget the cached answer. */
export function resetClientConfig(): void {
  pending = null;
}

export function useClientConfig() {
  return useQuery({ queryKey: ['client-config'], queryFn: loadClientConfig, staleTime: Infinity });
}

/** True on a host the installation names as a developer host (DEVELOPER_HOSTS). */
export function isDeveloperHost(config: ClientConfig, hostname = window.location.hostname): boolean {
  return config.developer_hosts.includes(hostname.toLowerCase());
}
