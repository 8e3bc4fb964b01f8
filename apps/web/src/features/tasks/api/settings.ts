// GET and POST /api/tasks/lang-filter; GET /api/tasks/statistics.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import { tasksKeys } from './keys';

export interface TaskLanguages {
  languages: string[];
  chosen: boolean;
  native: string[];
}
export interface TaskStats {
  waiting: number;
  answered: number;
  yes: number;
  no: number;
  added: number;
  need_action: number;
}

export const getTaskLanguages = (signal?: AbortSignal) => api.get<{ data: TaskLanguages }>('/tasks/lang-filter', { signal }).then((a) => a.data);
export const saveTaskLanguages = (languages: string[]) => api.post<{ data: TaskLanguages }>('/tasks/lang-filter', { languages }).then((a) => a.data);

export const useTaskLanguages = () => useQuery(queryOptions({ queryKey: tasksKeys.languages, queryFn: ({ signal }) => getTaskLanguages(signal) }));
export const useTaskStats = (enabled: boolean) =>
  useQuery({
    queryKey: tasksKeys.stats,
    queryFn: ({ signal }) => api.get<{ data: TaskStats }>('/tasks/statistics', { signal }).then((a) => a.data),
    enabled,
  });
