// What the tasks use cases share: the app context and the contributions service (material,
// points, the community's verdict, audio and corrections go through it).
import type { AppContext } from '../../../platform/context';
import type { Executor } from '../../../platform/db/index';
import type { ContributionsService } from '../../contributions/service';
import { tasksRepository as repo } from '../repository';

export interface TasksDeps {
  ctx: AppContext;
  contributions: ContributionsService;
}

/** The languages a member works in (chosen, else their profile's) and those they may voice (native, among them). */
export async function languagesOf(exec: Executor, userId: number) {
  const { chosen, profile } = await repo.settings.languages(exec, userId);
  const native = profile.filter((l) => l.level === 'NATIVE').map((l) => l.lang_code);
  const langs = chosen.length ? chosen : profile.map((l) => l.lang_code);
  return { langs, chosen: chosen.length > 0, native, voiceLangs: langs.filter((l) => native.includes(l)) };
}
