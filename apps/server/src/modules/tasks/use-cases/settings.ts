// Task languages (GET/POST /tasks/lang-filter) and my task statistics.
import { TASK_TYPES } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { tasksRepository as repo } from '../repository';
import { languagesOf, type TasksDeps } from './deps';

/** Open cards counted at most this far for the index page ("1000+"). */
const WAITING_CAP = 1000;

export function settingsUseCases(deps: TasksDeps) {
  const { ctx } = deps;
  return {
    async languages(viewer: Viewer) {
      const l = await languagesOf(ctx.db, viewer.id);
      return { languages: l.langs, chosen: l.chosen, native: l.native };
    },

    async saveLanguages(viewer: Viewer, languages: string[]) {
      await repo.settings.save(ctx.db, viewer.id, [...new Set(languages)], ctx.now());
      return this.languages(viewer);
    },

    async stats(viewer: Viewer) {
      const l = await languagesOf(ctx.db, viewer.id);
      const [waiting, answers, needAction] = await Promise.all([
        repo.handOut.waiting(ctx.db, { userId: viewer.id, types: TASK_TYPES, langs: l.langs, voiceLangs: l.voiceLangs, cap: WAITING_CAP }),
        repo.tasks.answerCounts(ctx.db, viewer.id),
        repo.needAction.count(ctx.db, viewer.id),
      ]);
      return { waiting, ...answers, need_action: needAction };
    },
  };
}
