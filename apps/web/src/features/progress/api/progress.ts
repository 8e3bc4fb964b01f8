// Progress (community.md §7 Statistics): GET /actions/general, /actions/list (20 a page, type,
// filters[], pagination_id), their nickname-scoped forms, /user/weekly-chart.
import { queryOptions } from '@tanstack/react-query';
import type { Statistics, StatisticsItemType } from '@glossa/contract';
import type { StatisticsPeriod } from '@glossa/contract/training/constants';
import {
  STATISTICS_PAGE,
  type ActionItem,
  type ActionsGeneral,
  type StatisticsFilter,
  type WeeklyChart,
} from '@glossa/contract/progress';
import { api } from '../../../shared/api';

export interface ActionsQuery {
  type?: StatisticsItemType;
  filters: StatisticsFilter[];
}

export const progressKeys = {
  all: ['progress'] as const,
  general: (nickname: string | null) => ['progress', 'general', nickname] as const,
  list: (q: ActionsQuery, nickname: string | null) => ['progress', 'list', nickname, q.type ?? 'all', [...q.filters].sort().join(',')] as const,
  weekly: ['progress', 'weekly'] as const,
};

/** `/actions/...` for my statistics (nickname null) or another member's public ones. */
const actionsBase = (nickname: string | null) => (nickname === null ? '/actions' : `/actions/${encodeURIComponent(nickname)}`);

export const generalQuery = (nickname: string | null = null) =>
  queryOptions({
    queryKey: progressKeys.general(nickname),
    queryFn: ({ signal }) =>
      api.get<{ data: ActionsGeneral }>(`${actionsBase(nickname)}/general`, { signal, silent: true }).then((a) => a.data),
  });

export const getActions = (q: ActionsQuery, paginationId: number | undefined, signal?: AbortSignal, nickname: string | null = null) =>
  api
    .get<{ data: ActionItem[] }>(`${actionsBase(nickname)}/list`, {
      silent: true,
      signal,
      query: {
        limit: STATISTICS_PAGE,
        type: q.type,
        filters: q.filters.length ? q.filters : undefined,
        pagination_id: paginationId,
      },
    })
    .then((a) => a.data);

export const weeklyQuery = () =>
  queryOptions({
    queryKey: progressKeys.weekly,
    queryFn: ({ signal }) =>
      api.get<{ data: WeeklyChart }>('/user/weekly-chart', { signal }).then((a) => a.data),
    // The server refreshes the chart every 10 minutes.
    refetchInterval: 10 * 60_000,
  });

/** My learning in a period (GET /education/statistics): words learned, lessons, minutes, retention. */
export const learningQuery = (period: StatisticsPeriod) =>
  queryOptions({
    queryKey: ['progress', 'learning', period] as const,
    queryFn: ({ signal }) => api.get<{ data: Statistics }>('/education/statistics', { signal, query: { period } }).then((a) => a.data),
  });
