// GET / POST /api/moderation/filters (community.md §7): the languages this moderator reviews.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import { moderationKeys } from './keys';

type Filters = { lang_codes: string[] };

export const filtersQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.filters,
    queryFn: ({ signal }) => api.get<{ data: Filters }>('/moderation/filters', { signal }).then((a) => a.data),
  });

export const useFilters = () => useQuery(filtersQueryOptions());

export function useSaveFilters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (langCodes: string[]) => api.post<{ data: Filters }>('/moderation/filters', { lang_codes: langCodes }).then((a) => a.data),
    onSuccess: (data) => {
      client.setQueryData(moderationKeys.filters, data);
      void client.invalidateQueries({ queryKey: moderationKeys.tasks });
    },
  });
}
