// Runs the finish flow (lib/finish-flow.ts) after a successful addition or edit: where to go, the
// points, the statistics refresh, the review notice (notice_material_sent_for_review) and when the
// loading flag drops. Alerts show one at a time (core.md §4 Alerts), so where the review notice shows
// it carries the points of branch 5; the task-card path, which has no notice, shows new_points.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { alerts } from '../../../shared/alerts/store';
import { editOrigin } from '../../../shared/contributions/task-context';
import { DICTIONARY_QUERY_ROOT } from '../../../shared/dictionary/query-keys';
import { lastTranslateLink } from '../../../shared/dictionary/last-translate-link';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { contributionsKeys } from '../api/keys';
import { planFinish } from '../lib/finish-flow';
import { useAdditionParams } from './use-addition-params';
import { useLeaveAddition } from './use-leave-addition';

export interface FinishOptions {
  /** Points the user earned (rating.points of the answers). */
  points: number;
  /** The entity edited (a task's id applies only to the entity it was opened for). */
  entity?: { type: string; id: number } | null;
  /** Called when the loading flag should drop. */
  onSettled?(): void;
}

export function useFinishFlow() {
  const navigate = useNavigate();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const leave = useLeaveAddition();
  const { outOfPlace, taskId } = useAdditionParams();

  return useCallback(
    ({ points, entity = null, onSettled }: FinishOptions) => {
      const origin = editOrigin.get();
      const matches = (context: typeof origin.moderation) =>
        context !== null && entity !== null && context.entityType === entity.type && context.entityId === entity.id;
      const plan = planFinish({
        statistics: origin.statistics,
        outOfPlace,
        moderationTaskId: matches(origin.moderation) ? origin.moderation!.taskId : null,
        needActionTaskId: matches(origin.needAction) ? origin.needAction!.taskId : null,
        taskId,
        lastTranslateLink: lastTranslateLink(),
      });

      if (plan.clearStatistics) editOrigin.setStatistics(null);
      if (plan.clearModerationTask) editOrigin.setModerationTask(null);
      if (plan.clearNeedActionTask) editOrigin.setNeedActionTask(null);
      const route = plan.route;
      switch (route.kind) {
        case 'statistics':
          if (route.to) void navigate(to(route.to));
          else void navigate(-1);
          break;
        case 'close':
          leave({ keepTasks: true });
          break;
        case 'task_cards':
          editOrigin.markTaskDone(route.taskId);
          void navigate(to(route.to));
          break;
        default:
          void navigate(to(route.to));
      }

      // What was added shows in the dictionary; ratings, achievements and statistics refresh.
      void queryClient.invalidateQueries({ queryKey: [DICTIONARY_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: contributionsKeys.all });

      const earned = plan.addPoints ? points : 0;
      if (earned > 0 && !plan.showReviewNotice) {
        alerts.showAlert('new_points', { messageKey: 'contributions:points.earned', values: { count: earned }, tone: 'success' });
      }
      setTimeout(() => {
        onSettled?.();
        if (!plan.showReviewNotice) return;
        alerts.showAlert(earned > 0 ? 'new_points' : 'addition', {
          messageKey: earned > 0 ? 'contributions:notice_material_sent_for_review_points' : 'contributions:notice_material_sent_for_review',
          values: earned > 0 ? { count: earned } : undefined,
          tone: 'success',
        });
      }, plan.loadingDelayMs);
      return plan;
    },
    [leave, navigate, outOfPlace, queryClient, taskId, to],
  );
}
