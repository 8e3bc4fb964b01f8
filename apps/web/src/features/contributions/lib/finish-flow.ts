// The finish flow of the addition screens (core.md §4 "Finish flow"), first match wins:
// 1. Opened from statistics detail: go to the saved before-edit link, or back.
// 2. out_of_place is mini_dictionary or selection: close the addition page.
// 3. Moderation task: return to Moderation and clear the moderation task id.
// 4. Need-action task: return to TasksNeedAction and clear the need-action task id.
// 5. Otherwise add the points. With task_id in the query: mark the task done and go to TasksCards;
//    without: go to the last translate link (or the locale home when there is none).
// Then statistics are refreshed and the review notice is shown, except on the task-card path. The
// loading flag drops after 500 ms, or 200 ms on the short paths (1-4).
import { TIMINGS } from '@glossa/contract/constants';
import type { OutOfPlace } from './out-of-place';

export interface FinishInput {
  statistics: { beforeEditLink: string | null } | null;
  outOfPlace: OutOfPlace | null;
  /** The moderation task this edit belongs to. */
  moderationTaskId: number | null;
  needActionTaskId: number | null;
  /** task_id of the query (a task card). */
  taskId: string | null;
  lastTranslateLink: string | null;
}

export type FinishRoute =
  | { kind: 'statistics'; to: string | null }
  | { kind: 'close' }
  | { kind: 'moderation'; to: string }
  | { kind: 'need_action'; to: string }
  | { kind: 'task_cards'; to: string; taskId: string }
  | { kind: 'translate_link'; to: string };

export interface FinishPlan {
  branch: 1 | 2 | 3 | 4 | 5;
  route: FinishRoute;
  /** Branch 5: the points earned are shown. */
  addPoints: boolean;
  showReviewNotice: boolean;
  clearModerationTask: boolean;
  clearNeedActionTask: boolean;
  clearStatistics: boolean;
  /** When the loading flag drops (and the review notice appears). */
  loadingDelayMs: number;
}

export const FINISH_PATHS = {
  moderation: '/moderation',
  needAction: '/tasks/need_action',
  taskCards: '/tasks/cards',
  home: '/',
} as const;

/** Short paths (branches 1-4) drop the loading flag sooner. */
export const SHORT_PATH_DELAY_MS = 200;

export function planFinish(input: FinishInput): FinishPlan {
  const base = {
    addPoints: false,
    showReviewNotice: true,
    clearModerationTask: false,
    clearNeedActionTask: false,
    clearStatistics: false,
    loadingDelayMs: SHORT_PATH_DELAY_MS,
  };
  if (input.statistics) {
    return { ...base, branch: 1, route: { kind: 'statistics', to: input.statistics.beforeEditLink }, clearStatistics: true };
  }
  if (input.outOfPlace === 'mini_dictionary' || input.outOfPlace === 'selection') {
    return { ...base, branch: 2, route: { kind: 'close' } };
  }
  if (input.moderationTaskId !== null) {
    return { ...base, branch: 3, route: { kind: 'moderation', to: FINISH_PATHS.moderation }, clearModerationTask: true };
  }
  if (input.needActionTaskId !== null) {
    return { ...base, branch: 4, route: { kind: 'need_action', to: FINISH_PATHS.needAction }, clearNeedActionTask: true };
  }
  const long = { ...base, branch: 5 as const, addPoints: true, loadingDelayMs: TIMINGS.reviewNoticeMs };
  if (input.taskId !== null) {
    return {
      ...long,
      route: { kind: 'task_cards', to: FINISH_PATHS.taskCards, taskId: input.taskId },
      showReviewNotice: false,
    };
  }
  return { ...long, route: { kind: 'translate_link', to: input.lastTranslateLink ?? FINISH_PATHS.home } };
}
