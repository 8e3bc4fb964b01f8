// Social identities linked to accounts.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { userIdentities, type SocialProvider } from '../../../db/schema/index';

export type IdentityRow = typeof userIdentities.$inferSelect;

export const identitiesRepository = {
  async find(exec: Executor, provider: SocialProvider, subject: string): Promise<IdentityRow | undefined> {
    const [row] = await exec
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return row;
  },

  async insert(exec: Executor, values: { userId: number; provider: SocialProvider; subject: string; email: string | null; now: Date }) {
    await exec.insert(userIdentities).values({
      userId: values.userId,
      provider: values.provider,
      subject: values.subject,
      email: values.email,
      createdAt: values.now,
      lastLoginAt: values.now,
    });
  },

  async touch(exec: Executor, id: number, email: string | null, now: Date): Promise<void> {
    await exec.update(userIdentities).set({ lastLoginAt: now, email }).where(eq(userIdentities.id, id));
  },

  async deleteAllOfUser(exec: Executor, userId: number): Promise<void> {
    await exec.delete(userIdentities).where(eq(userIdentities.userId, userId));
  },
};
