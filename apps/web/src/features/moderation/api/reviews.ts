// Comments and suggestions (community.md §7): POST /reviews (members), GET /reviews and
// PATCH /reviews/{id} (administrators: 20 a page, the done mark).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@glossa/contract';
import { MODERATION_LIMITS } from '@glossa/contract/moderation-rules';
import { api } from '../../../shared/api';
import { moderationKeys } from './keys';

export type ReviewFilter = 'open' | 'done' | 'all';

export const useReviews = (filter: ReviewFilter, page: number) =>
  useQuery({
    queryKey: [...moderationKeys.reviews(filter), page],
    queryFn: ({ signal }) =>
      api.get<{ data: Review[]; total: number }>('/reviews', {
        signal,
        query: { limit: MODERATION_LIMITS.reviewsPage, offset: page * MODERATION_LIMITS.reviewsPage, ...(filter === 'all' ? {} : { done: String(filter === 'done') }) },
      }),
    placeholderData: keepPreviousData,
  });

export function useMarkReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) => api.patch<{ data: Review }>(`/reviews/${id}`, { done }).then((a) => a.data),
    onSettled: () => void client.invalidateQueries({ queryKey: ['moderation', 'reviews'] }),
  });
}

export function sendReview(text: string, page: string): Promise<Review> {
  return api.post<{ data: Review }>('/reviews', { text, page }).then((a) => a.data);
}
