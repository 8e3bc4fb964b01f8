// Lessons: words with exercises, answers (checked here), skips, completion; daily activity and
// statistics.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dailyActivityResponse,
  dailyGoalBody,
  lessonAnswerBody,
  lessonAnswerResponse,
  lessonCompleteBody,
  lessonCompleteResponse,
  lessonRepeatBody,
  lessonRepeatResponse,
  lessonSkipBody,
  lessonSkipResponse,
  lessonTypeParams,
  lessonWordsQuery,
  lessonWordsResponse,
  statisticsQuery,
  statisticsResponse,
  userLanguageBody,
  userLanguageResponse,
} from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import type { TrainingService } from '../service';
import { security, tags } from './selections';

export function lessonRoutes(service: TrainingService): FastifyPluginAsyncZod {
  return async (app) => {
    const { lessons, activity } = service;
    app.get('/education/lesson/words/:type', {
      schema: { tags, security, summary: 'Words of a lesson with their exercises', params: lessonTypeParams, querystring: lessonWordsQuery, response: { 200: lessonWordsResponse } },
    }, async (request) => lessons.words(requireViewer(request), request.params.type, request.query));
    app.post('/education/lesson/answer', {
      schema: { tags, security, summary: 'Check one answer (the first answer per exercise and word is scored and scheduled)', body: lessonAnswerBody, response: { 200: lessonAnswerResponse } },
    }, async (request) => ({ data: await lessons.answer(requireViewer(request), request.body) }));
    app.post('/education/lesson/skip', {
      schema: { tags, security, summary: 'Skip known words (a batch)', body: lessonSkipBody, response: { 200: lessonSkipResponse } },
    }, async (request) => ({ data: await lessons.skip(requireViewer(request), request.body) }));
    app.post('/education/lesson/repeat', {
      schema: { tags, security, summary: 'Send words back to "Repeat words": due now, their learning kept', body: lessonRepeatBody, response: { 200: lessonRepeatResponse } },
    }, async (request) => ({ data: await lessons.repeat(requireViewer(request), request.body) }));
    app.post('/education/lesson/complete', {
      schema: { tags, security, summary: 'Complete a lesson once; points_earned must match the recorded answers', body: lessonCompleteBody, response: { 200: lessonCompleteResponse } },
    }, async (request) => ({ data: await lessons.complete(requireViewer(request), request.body) }));
    app.get('/education/user-language', {
      schema: { tags, security, summary: 'The language being learned: the one chosen last, else the first the profile learns', response: { 200: userLanguageResponse } },
    }, async (request) => ({ data: await service.learningLanguage.get(requireViewer(request)) }));
    app.post('/education/user-language', {
      schema: { tags, security, summary: 'Choose the language being learned (not the native one)', body: userLanguageBody, response: { 200: userLanguageResponse } },
    }, async (request) => ({ data: await service.learningLanguage.choose(requireViewer(request), request.body.lang_code) }));
    app.get('/education/daily-activity', {
      schema: { tags, security, summary: 'The streak and the daily goal', response: { 200: dailyActivityResponse } },
    }, async (request) => ({ data: await activity.daily(requireViewer(request)) }));
    app.put('/education/daily-activity/goal', {
      schema: { tags, security, summary: 'Set the daily goal (points)', body: dailyGoalBody, response: { 200: dailyActivityResponse } },
    }, async (request) => ({ data: await activity.setGoal(requireViewer(request), request.body.daily_goal) }));
    app.get('/education/statistics', {
      schema: { tags, security, summary: 'Learning statistics per day (per month for a year)', querystring: statisticsQuery, response: { 200: statisticsResponse } },
    }, async (request) => ({ data: await activity.statistics(requireViewer(request), request.query.period) }));
  };
}
