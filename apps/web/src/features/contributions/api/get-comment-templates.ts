// GET /api/complain/comment-templates: the seven templates of the complaint popup, in the language
// of the `local` header.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentTemplate } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { contributionsKeys } from './keys';

export function getCommentTemplates(signal?: AbortSignal): Promise<CommentTemplate[]> {
  return api.get<{ data: CommentTemplate[] }>('/complain/comment-templates', { signal }).then((a) => a.data);
}

export function commentTemplatesQueryOptions(local: string) {
  return queryOptions({
    queryKey: contributionsKeys.templates(local),
    queryFn: ({ signal }) => getCommentTemplates(signal),
    staleTime: 60 * 60_000,
  });
}

export function useCommentTemplates(enabled: boolean) {
  return useQuery({ ...commentTemplatesQueryOptions(useCurrentLocale()), enabled });
}
