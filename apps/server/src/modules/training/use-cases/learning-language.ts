// GET and POST /education/user-language: the learner's chosen learning language, stored on the
// account so every device agrees; until they choose, the profile's first learned language.
import { TrainingErrorCode as E, type UserLearningLanguage } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { AppError, validationError } from '../../../platform/errors';
import { learningLanguageSql as store } from '../sql/learning-language';
import type { TrainingDeps } from './deps';

export function learningLanguage(deps: TrainingDeps) {
  const db = () => deps.ctx.db;
  async function get(viewer: Viewer): Promise<UserLearningLanguage> {
    const r = await store.read(db(), viewer.id);
    // A choice that became the native language since no longer counts.
    const chosen = r.chosen && r.chosen !== r.native ? r.chosen : null;
    return { lang_code: chosen ?? r.learned, native_lang: r.native, chosen: chosen !== null };
  }
  return {
    get,
    async choose(viewer: Viewer, code: string): Promise<UserLearningLanguage> {
      if (!(await store.known(db(), code))) throw validationError('lang_code', 'Unknown language code');
      const { native_lang } = await get(viewer);
      if (native_lang === code) throw new AppError(E.LEARNING_LANGUAGE_IS_NATIVE, 400, 'This is your native language', 'lang_code');
      await store.choose(db(), viewer.id, code);
      return get(viewer);
    },
  };
}
