// Lessons and activity: /education/lesson/*, /education/daily-activity, /education/statistics.
import { queryOptions } from '@tanstack/react-query';
import type { DailyActivity, LessonComplete, LessonType, LessonWord, Statistics, StatisticsPeriod } from '@glossa/contract';
import { api } from '../../../shared/api';
import { trainingKeys } from './keys';

export const lessonWordsQueryOptions = (type: LessonType, selectionUuid: string | null) =>
  queryOptions({
    queryKey: trainingKeys.lesson(type, selectionUuid),
    queryFn: ({ signal }) =>
      api.get<{ data: LessonWord[]; total: number }>(`/education/lesson/words/${type}`, { signal, query: { selection_uuid: selectionUuid ?? undefined } }),
    staleTime: Infinity,
    gcTime: 0,
  });

export interface AnswerResult {
  correct: boolean;
  expected: string;
  counted: boolean;
  points: number;
}
export const sendAnswer = (body: { lesson_uuid: string; type: LessonType; selection_uuid?: string; union_id: number; exercise: string; answer: string }) =>
  api.post<{ data: AnswerResult }>('/education/lesson/answer', body).then((a) => a.data);
export const sendSkips = (unions: number[], selectionUuid?: string) => api.post('/education/lesson/skip', { unions, selection_uuid: selectionUuid });
/** The lesson's words back into "Repeat words" (due now). */
export const repeatWords = (unions: number[], selectionUuid?: string) =>
  api.post<{ data: { repeat: number[]; due_total: number } }>('/education/lesson/repeat', { unions, selection_uuid: selectionUuid }).then((a) => a.data);
export const completeLesson = (body: { lesson_uuid: string; points_earned: number; unions: number[]; selection_uuid?: string }) =>
  api.post<{ data: LessonComplete }>('/education/lesson/complete', body).then((a) => a.data);

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: trainingKeys.activity,
    queryFn: ({ signal }) => api.get<{ data: DailyActivity }>('/education/daily-activity', { signal }).then((a) => a.data),
  });
export const setDailyGoal = (goal: number) => api.put<{ data: DailyActivity }>('/education/daily-activity/goal', { daily_goal: goal }).then((a) => a.data);

export const statisticsQueryOptions = (period: StatisticsPeriod) =>
  queryOptions({
    queryKey: trainingKeys.statistics(period),
    queryFn: ({ signal }) => api.get<{ data: Statistics }>('/education/statistics', { signal, query: { period } }).then((a) => a.data),
  });
