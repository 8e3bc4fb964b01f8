// The members' synthetic-voice setting (a row only once they changed it).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index';
import { speechSettings } from '../../db/schema/index';

export const speechRepository = {
  async syntheticVoice(exec: Executor, userId: number): Promise<boolean> {
    const [row] = await exec
      .select({ on: speechSettings.syntheticVoice })
      .from(speechSettings)
      .where(eq(speechSettings.userId, userId));
    return row?.on ?? true;
  },

  async saveSyntheticVoice(exec: Executor, userId: number, on: boolean, at: Date): Promise<boolean> {
    const [row] = await exec
      .insert(speechSettings)
      .values({ userId, syntheticVoice: on, updatedAt: at })
      .onConflictDoUpdate({ target: speechSettings.userId, set: { syntheticVoice: on, updatedAt: at } })
      .returning({ on: speechSettings.syntheticVoice });
    return row!.on;
  },
};
