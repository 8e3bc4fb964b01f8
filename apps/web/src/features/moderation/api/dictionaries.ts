// Dictionaries for administrators (issue 37): GET /admin/dictionaries (what the machine has and what
// is imported), GET /admin/dictionaries/imports (the latest imports), POST .../imports (start one),
// POST .../imports/{id}/cancel. Live progress arrives over the socket (`dictionary:import`) and is
// written into the imports query here.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DictionariesInventory, DictionaryImport } from '@glossa/contract';
import { api } from '../../../shared/api';
import { ensureRealtime, onRealtime, onResync } from '../../../shared/realtime';

const keys = {
  inventory: ['moderation', 'dictionaries'] as const,
  imports: ['moderation', 'dictionaries', 'imports'] as const,
};

export const useDictionaries = () =>
  useQuery({
    queryKey: keys.inventory,
    queryFn: ({ signal }) => api.get<{ data: DictionariesInventory }>('/admin/dictionaries', { signal }).then((a) => a.data),
  });

export const useImports = () =>
  useQuery({
    queryKey: keys.imports,
    queryFn: ({ signal }) => api.get<{ data: DictionaryImport[] }>('/admin/dictionaries/imports', { signal }).then((a) => a.data),
  });

/** Keeps the imports list live: socket events replace their row; an ended import refreshes the inventory. */
export function useImportEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    void ensureRealtime().catch(() => undefined);
    const offEvent = onRealtime('dictionary:import', (row) => {
      client.setQueryData<DictionaryImport[]>(keys.imports, (list = []) =>
        list.some((r) => r.id === row.id) ? list.map((r) => (r.id === row.id ? row : r)) : [row, ...list],
      );
      if (row.status !== 'queued' && row.status !== 'running') void client.invalidateQueries({ queryKey: keys.inventory, exact: true });
    });
    const offResync = onResync(() => void client.invalidateQueries({ queryKey: keys.imports }));
    return () => {
      offEvent();
      offResync();
    };
  }, [client]);
}

export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) =>
      api.post<{ data: DictionaryImport }>('/admin/dictionaries/imports', { source_id: sourceId }).then((a) => a.data),
    onSuccess: (row) =>
      client.setQueryData<DictionaryImport[]>(keys.imports, (list = []) => [row, ...list.filter((r) => r.id !== row.id)]),
  });
}

export function useCancelImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ data: DictionaryImport }>(`/admin/dictionaries/imports/${id}/cancel`).then((a) => a.data),
    onSettled: () => void client.invalidateQueries({ queryKey: keys.imports }),
  });
}
