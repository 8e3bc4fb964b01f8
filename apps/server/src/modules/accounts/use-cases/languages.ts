// A user's languages with their level. Afterwards the list is empty (a new account) or has
// exactly one NATIVE language, which is the native language.
import { ACCOUNT_LIMITS, type UserLanguage, type UserLanguageInput } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Executor } from '../../../platform/db/index';
import type { Viewer } from '../../../platform/auth/viewer';
import { notFound, validationError } from '../../../platform/errors';
import { violatedUniqueIndex } from '../../../platform/db/unique-violation';
import { accountError } from '../errors';
import { presentUserLanguage } from '../presenter';
import { languagesRepository as repo, type LanguageEntry } from '../repository';

export type LanguagesService = ReturnType<typeof createLanguagesService>;

function assertOneNative(entries: LanguageEntry[]) {
  if (entries.length && entries.filter((e) => e.level === 'NATIVE').length !== 1) throw accountError('NATIVE_LANGUAGE_REQUIRED', 'languages');
}

export function createLanguagesService(ctx: AppContext) {
  const list = async (exec: Executor, userId: number) => (await repo.list(exec, userId)).map(presentUserLanguage);

  /** Applies `change` to the current list under a lock on the user, then stores and returns the result. */
  async function edit(viewer: Viewer, change: (current: LanguageEntry[]) => LanguageEntry[]): Promise<UserLanguage[]> {
    try {
      return await ctx.db.transaction(async (tx) => {
        await repo.lockOwner(tx, viewer.id);
        const current = (await repo.list(tx, viewer.id)).map((r) => ({ langCode: r.langCode, level: r.level, isAvailableToChat: r.isAvailableToChat }));
        const next = change(current);
        if (next.length > ACCOUNT_LIMITS.userLanguagesMax) {
          throw validationError('languages', `At most ${ACCOUNT_LIMITS.userLanguagesMax} languages`);
        }
        assertOneNative(next);
        await repo.replace(tx, viewer.id, next);
        return list(tx, viewer.id);
      });
    } catch (err) {
      if (violatedUniqueIndex(err)) throw accountError('NATIVE_LANGUAGE_REQUIRED', 'languages');
      throw err;
    }
  }

  return {
    list: (viewer: Viewer) => list(ctx.db, viewer.id),
    listOf: (userId: number) => list(ctx.db, userId),

    /** Adds languages or changes their level (POST). */
    add: (viewer: Viewer, input: UserLanguageInput[]) =>
      edit(viewer, (current) => {
        const byCode = new Map(current.map((e) => [e.langCode, e]));
        for (const i of input) {
          byCode.set(i.lang_code, { langCode: i.lang_code, level: i.level, isAvailableToChat: i.is_available_to_chat ?? byCode.get(i.lang_code)?.isAvailableToChat ?? true });
        }
        return [...byCode.values()];
      }),

    /** Replaces the whole list (PUT). */
    replace: (viewer: Viewer, input: UserLanguageInput[]) =>
      edit(viewer, (current) =>
        input.map((i) => ({
          langCode: i.lang_code,
          level: i.level,
          isAvailableToChat: i.is_available_to_chat ?? current.find((c) => c.langCode === i.lang_code)?.isAvailableToChat ?? true,
        })),
      ),

    /** Removes one language (DELETE); the native one only when it is the last. */
    remove: (viewer: Viewer, langCode: string) =>
      edit(viewer, (current) => {
        if (!current.some((e) => e.langCode === langCode)) throw notFound('USER_LANGUAGE', 'This language is not in your list');
        return current.filter((e) => e.langCode !== langCode);
      }),
  };
}
