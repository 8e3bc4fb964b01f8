// Posts, articles and questions (community.md §7): read, write, edit, status, delete, images.
import { queryOptions } from '@tanstack/react-query';
import type {
  ArticleBody,
  FeedImage,
  PostBody,
  Publication,
  PublicationStatus,
  PublicationType,
  QuestionBody,
} from '@glossa/contract';
import { api } from '../../../shared/api';
import { feedKeys } from './keys';

export const BASES: Record<PublicationType, string> = {
  post: '/posts',
  article: '/articles',
  question: '/questions',
};

type BodyOf = { post: PostBody; article: ArticleBody; question: QuestionBody };
export type PublicationInput<T extends PublicationType> = Partial<BodyOf[T]> & { lang_code: string };

export const getPublication = (type: PublicationType, uuid: string, signal?: AbortSignal) =>
  api.get<{ data: Publication }>(`${BASES[type]}/${uuid}`, { signal }).then((a) => a.data);

export const publicationQueryOptions = (type: PublicationType, uuid: string) =>
  queryOptions({
    queryKey: [...feedKeys.item(uuid), type],
    queryFn: ({ signal }) => getPublication(type, uuid, signal),
  });

export const createPublication = <T extends PublicationType>(type: T, body: PublicationInput<T>) =>
  api.post<{ data: Publication }>(BASES[type], body).then((a) => a.data);

export const updatePublication = <T extends PublicationType>(
  type: T,
  uuid: string,
  body: PublicationInput<T>,
) => api.put<{ data: Publication }>(`${BASES[type]}/${uuid}`, body).then((a) => a.data);

export const setPublicationStatus = (type: PublicationType, uuid: string, status: PublicationStatus) =>
  api
    .patch<{ data: Publication }>(`${BASES[type]}/${uuid}/status`, { status }, { idempotent: true })
    .then((a) => a.data);

export const deletePublication = (type: PublicationType, uuid: string) =>
  api.delete(`${BASES[type]}/${uuid}`);

export function uploadImage(type: 'post' | 'article', uuid: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<{ data: FeedImage }>(`${BASES[type]}/${uuid}/images`, form).then((a) => a.data);
}

export const deleteImage = (type: 'post' | 'article', uuid: string, imageUuid: string) =>
  api.delete(`${BASES[type]}/${uuid}/images/${imageUuid}`);
