// The moderators' room: every connection of a moderator or an admin joins it, and a decided task
// is announced there (`moderation:task-closed {id}`) so it leaves every moderator's list at once.
// The role comes from the access token, so a new moderator joins on their next connection.
import { ModerationEvents } from '@glossa/contract';
import { isModerator } from '../../platform/auth/viewer';
import type { Realtime } from '../../platform/realtime/index';

export const MODERATORS_ROOM = 'moderators';

export function moderatorsChannel(realtime: Realtime) {
  realtime.onConnection((socket) => {
    if (isModerator(socket.data.viewer)) void socket.join(MODERATORS_ROOM);
  });
  return {
    taskClosed(id: number): void {
      realtime.io.to(MODERATORS_ROOM).emit(ModerationEvents.taskClosed, { id });
    },
  };
}
