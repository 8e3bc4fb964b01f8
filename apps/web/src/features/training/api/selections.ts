// Selections: /education/selections (community.md §7 Education). One function per endpoint, with
// query options for the reads.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Selection, SelectionBody, SelectionComment, SelectionDetail, SelectionUpdateBody } from '@glossa/contract';
import { TRAINING_LIMITS } from '@glossa/contract/training/constants';
import { api } from '../../../shared/api';
import { afterLast } from '../lib/uuid-pages';
import { trainingKeys } from './keys';

const S = '/education/selections';

export interface SelectionPage {
  data: SelectionDetail;
  next_pagination_id: number | null;
  notices: string[];
}

export const getSelection = (uuid: string, paginationId?: number, signal?: AbortSignal) =>
  api.get<SelectionPage>(`${S}/${uuid}`, { signal, query: { limit: TRAINING_LIMITS.unionsPage, pagination_id: paginationId } });

export const selectionQueryOptions = (uuid: string) =>
  infiniteQueryOptions({
    queryKey: trainingKeys.selection(uuid),
    queryFn: ({ pageParam, signal }) => getSelection(uuid, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: SelectionPage) => last.next_pagination_id ?? undefined,
  });

export const enumerationQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: trainingKeys.enumeration(uuid),
    queryFn: ({ signal }) => api.get<{ data: number[] }>(`${S}/${uuid}/contents/enumeration`, { signal }).then((a) => a.data),
  });

export const createSelection = (body: Partial<SelectionBody> & Pick<SelectionBody, 'name' | 'lang_from' | 'lang_to'>) =>
  api.post<{ data: Selection }>(S, body).then((a) => a.data);
export const updateSelection = (uuid: string, body: SelectionUpdateBody) => api.put<{ data: Selection }>(`${S}/${uuid}`, body).then((a) => a.data);
export const deleteSelection = (uuid: string) => api.delete(`${S}/${uuid}`);
/** The editor holds the compilation (temporarily unavailable to others) and lets it go. */
export const holdForEditing = (uuid: string) => api.post<{ data: { editing_until: string } }>(`${S}/${uuid}/editing`);
export const releaseEditing = (uuid: string) => api.delete(`${S}/${uuid}/editing`);
export const changeContents = (uuid: string, add: number[], remove: number[]) =>
  api.put<{ data: Selection }>(`${S}/${uuid}/contents`, { add_union_ids: add, delete_union_ids: remove }).then((a) => a.data);
export const setStudy = (uuid: string, on: boolean) =>
  (on ? api.post<{ data: { selected_for_learning: boolean } }>(`${S}/${uuid}/study`) : api.delete<{ data: { selected_for_learning: boolean } }>(`${S}/${uuid}/study`)).then((a) => a.data);
export const setSelectionLike = (uuid: string, on: boolean) =>
  api.post<{ data: { liked_by_user: boolean; count: number } }>(`${S}/${uuid}/${on ? 'like' : 'dislike'}`).then((a) => a.data);
export const resetProgress = (uuid: string) => api.delete(`/education/statistics/selection/${uuid}`);

/** Comments of a selection or a video (the same routes under /education/{selections|videos}). */
export type MaterialKind = 'selections' | 'videos';
export const commentsQueryOptions = (uuid: string, kind: MaterialKind = 'selections') =>
  queryOptions({
    queryKey: trainingKeys.comments(uuid, kind),
    queryFn: ({ signal }) => api.get<{ data: SelectionComment[] }>(`/education/${kind}/${uuid}/comments`, { signal, query: { limit: 100 } }).then((a) => a.data),
  });
export const addComment = (uuid: string, comment: string, kind: MaterialKind = 'selections') =>
  api.post<{ data: SelectionComment }>(`/education/${kind}/${uuid}/comments`, { comment }).then((a) => a.data);
export const deleteComment = (uuid: string, commentUuid: string, kind: MaterialKind = 'selections') => api.delete(`/education/${kind}/${uuid}/comments/${commentUuid}`);

export interface DiscoverBlocks {
  /** Starter compilations made from the data, the viewer's pair first. */
  starter: Selection[];
  popular: Selection[];
  new: Selection[];
  old_unpopular: Selection[];
}
export const discoverQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: trainingKeys.discover(from, to),
    queryFn: ({ signal }) =>
      api.get<{ data: DiscoverBlocks }>(`${S}/feed`, { signal, query: { limit: 6, lang_from: from || undefined, lang_to: to || undefined } }).then((a) => a.data),
  });

export interface SearchParams {
  selection_name?: string;
  word_names?: string;
  lang_from?: string;
  lang_to?: string;
  complexity?: string;
  words_range_from?: number;
  words_range_to?: number;
  subjects?: string[];
}
/** community.md §5: complexity only if not all, the range's ends only inside 6-500, subjects as a list. */
const filterQuery = (q: Pick<SearchParams, 'complexity' | 'words_range_from' | 'words_range_to' | 'subjects'>) => ({
  complexity: q.complexity && q.complexity !== 'all' ? q.complexity : undefined,
  words_range_from: q.words_range_from && q.words_range_from > TRAINING_LIMITS.wordsRangeMin ? q.words_range_from : undefined,
  words_range_to: q.words_range_to && q.words_range_to < TRAINING_LIMITS.wordsRangeMax ? q.words_range_to : undefined,
  subjects: q.subjects?.length ? q.subjects.join(',') : undefined,
});
const PAGE = TRAINING_LIMITS.listPage;

/** Selection search, a page at a time after the last selection shown (previous_uuid). */
export const searchQueryOptions = (q: SearchParams) =>
  infiniteQueryOptions({
    queryKey: trainingKeys.search(q as Record<string, unknown>),
    queryFn: ({ pageParam, signal }) =>
      api
        .get<{ data: { rows: Selection[] } }>(`${S}/search`, { signal, query: { ...q, ...filterQuery(q), limit: PAGE, previous_uuid: pageParam } })
        .then((a) => a.data.rows),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: afterLast(PAGE),
  });

export const materialsQueryOptions = (source: 'all' | 'authored_by_me' | 'studying') =>
  queryOptions({
    queryKey: trainingKeys.materials(source),
    queryFn: ({ signal }) => api.get<{ count: number; rows: Selection[] }>(`${S}/search/users`, { signal, query: { source, limit: 50 } }),
  });

export type MaterialFilters = Pick<SearchParams, 'complexity' | 'words_range_from' | 'words_range_to' | 'subjects'>;
/** "My materials" with the search's filters, a page at a time after the last one shown. */
export const materialPagesQueryOptions = (source: 'all' | 'authored_by_me' | 'studying', filters: MaterialFilters) =>
  infiniteQueryOptions({
    queryKey: trainingKeys.materialPages(source, filters as Record<string, unknown>),
    queryFn: ({ pageParam, signal }) =>
      api
        .get<{ count: number; rows: Selection[] }>(`${S}/search/users`, { signal, query: { source, ...filterQuery(filters), limit: PAGE, previous_uuid: pageParam } })
        .then((a) => a.rows),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: afterLast(PAGE),
  });

export interface LightTranslation {
  id: number;
  primary_word: { id: number; name: string; lang_code: string };
  translation_word: { id: number; name: string; lang_code: string };
}
/** Dictionary search for the editor (GET /translations/light). */
export const searchTranslations = (lang: string, langT: string, search: string, signal?: AbortSignal) =>
  api.get<{ data: LightTranslation[] }>('/translations/light', { signal, query: { lang, lang_t: langT, search } }).then((a) => a.data);
