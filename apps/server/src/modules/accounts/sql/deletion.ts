// Account deletion: the users row stays (content may point at it) with every personal field wiped.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { users } from '../../../db/schema/index';

export const deletionRepository = {
  async anonymize(exec: Executor, userId: number, now: Date): Promise<void> {
    await exec
      .update(users)
      .set({
        email: null,
        nickname: null,
        passwordHash: null,
        isEmailVerified: false,
        needToSetNickname: false,
        timezone: null,
        country: null,
        city: null,
        birthday: null,
        birthdayShared: false,
        gender: null,
        about: null,
        accessibility: 'private',
        avatarFile: null,
        learningLangCode: null,
        premium: false,
        premiumUntil: null,
        failedLoginCount: 0,
        loginLockedUntil: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  },
};
