// The signed-in member's avatar: upload (sniffed, capped, re-encoded into three sizes by the platform
// avatar store) and removal. The users row names the current files; the old ones are removed once the
// row points at the new ones, so a profile never shows a file that is gone.
import type { AppContext } from '../../../platform/context';
import type { Viewer } from '../../../platform/auth/viewer';
import { unauthenticated } from '../../../platform/errors';
import type { AvatarStore } from '../../../platform/users/avatars';
import { avatarUrls } from '../../../platform/users/avatar-url';
import { usersRepository as users } from '../repository';

export type AvatarService = ReturnType<typeof createAvatarService>;

export function createAvatarService(ctx: AppContext, deps: { store: AvatarStore }) {
  const maxBytes = ctx.config.AVATAR_MAX_BYTES;

  async function dropFiles(file: string | null) {
    // A file left behind is harmless (random name, no row points at it); the answer is not failed for it.
    await deps.store.remove(file).catch((err: unknown) => ctx.log.warn({ err, file }, 'avatar files not removed'));
  }

  return {
    maxBytes,
    store: deps.store,

    async upload(viewer: Viewer, bytes: Buffer) {
      const user = await users.byId(ctx.db, viewer.id);
      if (!user) throw unauthenticated();
      const file = await deps.store.store(bytes, maxBytes);
      const updated = await users.update(ctx.db, viewer.id, { avatarFile: file }, ctx.now());
      if (!updated) {
        await dropFiles(file);
        throw unauthenticated();
      }
      if (user.avatarFile && user.avatarFile !== file) await dropFiles(user.avatarFile);
      return avatarUrls(file);
    },

    async remove(viewer: Viewer) {
      const user = await users.byId(ctx.db, viewer.id);
      if (!user) throw unauthenticated();
      if (user.avatarFile) {
        await users.update(ctx.db, viewer.id, { avatarFile: null }, ctx.now());
        await dropFiles(user.avatarFile);
      }
      return avatarUrls(null);
    },

    /** Files of an account being deleted (after its row was wiped). */
    dropFiles,
  };
}
