// POST /api/translations/{id}/like and /dislike. Optimistic (core.md §4 Likes): every cached copy of
// the translation (search pages, the detail) changes at once and is restored if the call fails.
// Loaded when the pointer or focus reaches a like button, so it stays out of the first load.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LikeResult, Translation } from '@glossa/contract';
import { api, isApiError } from '../../../shared/api';
import { alerts } from '../../../shared/alerts/store';
import type { TranslationsPages } from './get-translations';
import { dictionaryKeys } from './keys';

export function postLike(id: number, liked: boolean): Promise<LikeResult> {
  return api
    .post<{ data: LikeResult }>(`/translations/${id}/${liked ? 'like' : 'dislike'}`)
    .then((answer) => answer.data);
}

type Patch = (t: Translation) => Translation;

/** Applies `patch` to translation `id` in every search page and detail in the cache. */
export function patchCachedTranslation(queryClient: QueryClient, id: number, patch: Patch): void {
  queryClient.setQueriesData<TranslationsPages>({ queryKey: dictionaryKeys.translationsAll }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((t) => (t.id === id ? patch(t) : t)),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<Translation>({ queryKey: [...dictionaryKeys.translationAll, id] }, (data) =>
    data ? patch(data) : data,
  );
}

/** Translations with a like or dislike on its way: one change at a time per translation. */
const inFlight = new Set<number>();

/**
 * Likes (`liked` true) or un-likes translation `id`: every cached copy changes at once, the server is
 * asked, and the copies are put back if it refuses (core.md §4 Likes). Resolves false when a change
 * of the same translation was still on its way (nothing done).
 */
export async function likeTranslation(queryClient: QueryClient, id: number, liked: boolean): Promise<boolean> {
  if (inFlight.has(id)) return false;
  inFlight.add(id);
  try {
    await Promise.all([
      queryClient.cancelQueries({ queryKey: dictionaryKeys.translationsAll }),
      queryClient.cancelQueries({ queryKey: [...dictionaryKeys.translationAll, id] }),
    ]);
    const snapshot: [QueryKey, unknown][] = [
      ...queryClient.getQueriesData({ queryKey: dictionaryKeys.translationsAll }),
      ...queryClient.getQueriesData({ queryKey: [...dictionaryKeys.translationAll, id] }),
    ];
    patchCachedTranslation(queryClient, id, (t) =>
      t.liked_by_user === liked ? t : { ...t, liked_by_user: liked, likes_count: Math.max(0, t.likes_count + (liked ? 1 : -1)) },
    );
    try {
      const result = await postLike(id, liked);
      patchCachedTranslation(queryClient, result.translation_union_id, (t) => ({
        ...t,
        likes_count: result.likes_count,
        liked_by_user: result.liked_by_user,
      }));
    } catch (error) {
      snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
      // Server errors and lost connections are already announced by the API client.
      if (isApiError(error) && error.kind === 'http' && error.status < 500) {
        alerts.showError('dictionary', { messageKey: 'dictionary:like.failed', tone: 'error' });
      }
    }
    return true;
  } finally {
    inFlight.delete(id);
  }
}
