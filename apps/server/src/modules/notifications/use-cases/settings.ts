// Per-type settings (in-app and e-mail digest), validated against the known types by the contract.
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_INFO, type NotificationSetting, type NotificationType } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Viewer } from '../../../platform/auth/viewer';
import { notificationsRepository as repo, type SettingRow } from '../repository';

export const DEFAULT_SETTING = { in_app: true, email: false } as const;

export function createSettings(ctx: AppContext) {
  async function read(userId: number): Promise<NotificationSetting[]> {
    const stored = new Map((await repo.settings(ctx.db, userId)).map((s) => [s.type, s]));
    return NOTIFICATION_TYPES.map((type) => {
      const s = stored.get(type) ?? DEFAULT_SETTING;
      return { notification_type: type, group: NOTIFICATION_TYPE_INFO[type].group, in_app: s.in_app, email: s.email };
    });
  }

  return {
    get: (viewer: Viewer) => read(viewer.id),

    /** Partial: only the listed types change, and of them only the fields sent. */
    async put(viewer: Viewer, changes: { notification_type: NotificationType; in_app?: boolean; email?: boolean }[]) {
      const current = new Map((await read(viewer.id)).map((s) => [s.notification_type, s]));
      const merged = new Map<string, SettingRow>();
      for (const c of changes) {
        const base = merged.get(c.notification_type) ?? current.get(c.notification_type)!;
        merged.set(c.notification_type, { type: c.notification_type, in_app: c.in_app ?? base.in_app, email: c.email ?? base.email });
      }
      await repo.upsert(ctx.db, viewer.id, [...merged.values()], ctx.now());
      return read(viewer.id);
    },
  };
}
