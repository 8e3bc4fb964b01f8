// The comment log of a task: GET, POST /api/tasks/{type}/{id}/comment-logs (20 a page, pagination_id);
// PUT, DELETE /api/tasks/{type}/{id}/comment-logs/{commentUuid}.
import type { TaskComment } from '@glossa/contract';
import { api } from '../../../shared/api';

const base = (type: string, id: number) => `/tasks/${type}/${id}/comment-logs`;

export const getComments = (type: string, id: number, paginationId?: number, signal?: AbortSignal) =>
  api.get<{ data: TaskComment[]; count: number }>(base(type, id), { query: { limit: 20, pagination_id: paginationId }, signal });
export const addComment = (type: string, id: number, comment: string) =>
  api.post<{ data: TaskComment }>(base(type, id), { comment }).then((a) => a.data);
export const editComment = (type: string, id: number, uuid: string, comment: string) =>
  api.put<{ data: TaskComment }>(`${base(type, id)}/${uuid}`, { comment }).then((a) => a.data);
export const deleteComment = (type: string, id: number, uuid: string) => api.delete<void>(`${base(type, id)}/${uuid}`);
