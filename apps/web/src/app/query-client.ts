import { QueryClient } from '@tanstack/react-query';

// The API client already retries what is safe to retry (core.md §8): Query must not retry again.
// Reference data sets its own 24 h staleTime; everything else is fresh for 30 s.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
