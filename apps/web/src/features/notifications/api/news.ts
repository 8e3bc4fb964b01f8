// News (community.md §7): GET /client-applications/web (latest version and newest news id) and
// GET /client-applications/web/feature-news/{version} (10 a page).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { NOTIFICATION_LIMITS } from '@glossa/contract/notification-types';
import type { newsPageResponse, webApplicationResponse } from '@glossa/contract';
import type { z } from 'zod';
import { api } from '../../../shared/api';

export const webApplicationQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'web-application'],
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof webApplicationResponse>>('/client-applications/web', { signal, silent: true }).then((a) => a.data),
    staleTime: 10 * 60_000,
  });

export const newsQueryOptions = (version: string) =>
  infiniteQueryOptions({
    queryKey: ['news', 'items', version],
    queryFn: ({ pageParam, signal }) =>
      api
        .get<z.infer<typeof newsPageResponse>>(`/client-applications/web/feature-news/${encodeURIComponent(version)}`, {
          signal,
          query: { limit: NOTIFICATION_LIMITS.newsPage, pagination_id: pageParam },
        })
        .then((a) => a.data),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < NOTIFICATION_LIMITS.newsPage ? undefined : last[last.length - 1]!.pagination_id),
  });
