// The member's choice for the open data dumps (issue 37): GET / PUT /profile/open-data {anonymous}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api';

const key = ['profile', 'open-data'] as const;

export const useOpenDataSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ data: { anonymous: boolean } }>('/profile/open-data', { signal }).then((a) => a.data),
  });

export function useSaveOpenDataSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (anonymous: boolean) => api.put<{ data: { anonymous: boolean } }>('/profile/open-data', { anonymous }).then((a) => a.data),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
