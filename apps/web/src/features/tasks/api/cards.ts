// GET /api/v2/tasks (filter[], exclude_task_ids[]) and POST /api/tasks/{taskId}/{action_type}
// (community.md §7 Tasks (cards)). Recordings go through the audio-record slot's upload instead.
import type { TaskAction, TaskAnswerResult, TaskCard, TaskType } from '@glossa/contract';
import { api } from '../../../shared/api';

export function getCards(q: { filter?: TaskType[]; exclude: number[] }, signal?: AbortSignal): Promise<TaskCard[]> {
  return api
    .get<{ data: TaskCard[] }>('/tasks', { base: 'v2', query: { filter: q.filter, exclude_task_ids: q.exclude }, signal })
    .then((a) => a.data);
}

export function answerTask(taskId: number, action: Exclude<TaskAction, 'add'>): Promise<TaskAnswerResult> {
  return api.post(`/tasks/${taskId}/${action}`);
}

/** A correction on a check card: the right translation (word) or sentence. */
export function correctTask(taskId: number, body: { word_name?: string; sentence?: string }): Promise<TaskAnswerResult> {
  return api.post(`/tasks/${taskId}/add`, body);
}

export const taskAudioUrl = (taskId: number) => `/api/tasks/${taskId}/add`;
