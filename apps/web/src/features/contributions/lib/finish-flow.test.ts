import { describe, expect, it } from 'vitest';
import { planFinish, type FinishInput } from './finish-flow';

const none: FinishInput = {
  statistics: null,
  outOfPlace: null,
  moderationTaskId: null,
  needActionTaskId: null,
  taskId: null,
  lastTranslateLink: null,
};

describe('planFinish (core.md §4 "Finish flow", first match wins)', () => {
  it('1. opened from statistics detail: the saved before-edit link, or back; before everything else', () => {
    const all: FinishInput = {
      statistics: { beforeEditLink: '/actions/7' },
      outOfPlace: 'mini_dictionary',
      moderationTaskId: 3,
      needActionTaskId: 4,
      taskId: 'abc',
      lastTranslateLink: '/dictionary/eng/ger/house',
    };
    const plan = planFinish(all);
    expect(plan.branch).toBe(1);
    expect(plan.route).toEqual({ kind: 'statistics', to: '/actions/7' });
    expect(plan.clearStatistics).toBe(true);
    expect(planFinish({ ...none, statistics: { beforeEditLink: null } }).route).toEqual({ kind: 'statistics', to: null });
  });

  it.each(['mini_dictionary', 'selection'] as const)('2. out_of_place %s closes the page, before tasks', (outOfPlace) => {
    const plan = planFinish({ ...none, outOfPlace, moderationTaskId: 3, needActionTaskId: 4, taskId: 'abc' });
    expect(plan.branch).toBe(2);
    expect(plan.route).toEqual({ kind: 'close' });
  });

  it.each(['tasks_list', 'dictionary', 'translation_panel'] as const)('out_of_place %s does not close the page', (outOfPlace) => {
    expect(planFinish({ ...none, outOfPlace }).branch).toBe(5);
  });

  it('3. a moderation task returns to Moderation and clears its id, before a need-action task', () => {
    const plan = planFinish({ ...none, moderationTaskId: 3, needActionTaskId: 4, taskId: 'abc' });
    expect(plan.branch).toBe(3);
    expect(plan.route).toEqual({ kind: 'moderation', to: '/moderation' });
    expect(plan.clearModerationTask).toBe(true);
    expect(plan.clearNeedActionTask).toBe(false);
  });

  it('4. a need-action task returns to TasksNeedAction and clears its id, before task_id', () => {
    const plan = planFinish({ ...none, needActionTaskId: 4, taskId: 'abc' });
    expect(plan.branch).toBe(4);
    expect(plan.route).toEqual({ kind: 'need_action', to: '/tasks/need_action' });
    expect(plan.clearNeedActionTask).toBe(true);
  });

  it('5. task_id: points, the task is done, TasksCards, and no review notice', () => {
    const plan = planFinish({ ...none, taskId: 'abc', lastTranslateLink: '/dictionary/eng/ger/house' });
    expect(plan.branch).toBe(5);
    expect(plan.route).toEqual({ kind: 'task_cards', to: '/tasks/cards', taskId: 'abc' });
    expect(plan.addPoints).toBe(true);
    expect(plan.showReviewNotice).toBe(false);
  });

  it('5. otherwise points and the last translate link, or the locale home', () => {
    const plan = planFinish({ ...none, outOfPlace: 'dictionary', lastTranslateLink: '/dictionary/eng/ger/house' });
    expect(plan.route).toEqual({ kind: 'translate_link', to: '/dictionary/eng/ger/house' });
    expect(plan.addPoints).toBe(true);
    expect(plan.showReviewNotice).toBe(true);
    expect(planFinish(none).route).toEqual({ kind: 'translate_link', to: '/' });
  });

  it('the review notice shows on every path but the task cards; the loading flag drops after 500 ms or 200 ms on short paths', () => {
    const plans = [
      planFinish({ ...none, statistics: { beforeEditLink: null } }),
      planFinish({ ...none, outOfPlace: 'selection' }),
      planFinish({ ...none, moderationTaskId: 1 }),
      planFinish({ ...none, needActionTaskId: 1 }),
      planFinish(none),
    ];
    expect(plans.map((p) => p.showReviewNotice)).toEqual([true, true, true, true, true]);
    expect(plans.map((p) => p.loadingDelayMs)).toEqual([200, 200, 200, 200, 500]);
    expect(plans.map((p) => p.addPoints)).toEqual([false, false, false, false, true]);
  });
});
