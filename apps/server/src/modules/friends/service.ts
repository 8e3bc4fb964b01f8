// Friendships (request, cancel, accept, decline, delete), blocks, and the chat availability status.
// Every change is published as `friendship:changed` to both users once it committed.
import { ChatEvents, CommonErrorCode, FriendsErrorCode, type ChatStatusValue, type FriendshipChangedEvent } from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/index';
import type { Viewer } from '../../platform/auth/viewer';
import { AppError, notFound } from '../../platform/errors';
import { friendsRepository as repo, type FriendshipRow, type UserBrief } from './repository';
import { friendshipStatusFor } from '../../platform/users/friendship-status';
import { presentBlocked, presentFriend, presentRelation, presentUserBrief } from './presenter';
import { createEventSeam } from '../../platform/events';

type Action = FriendshipChangedEvent['action'];

/** After-commit events (notifications subscribe): `actorId` did `action` towards `otherId`. */
export interface FriendshipEvent {
  type: 'friendship.changed';
  action: Action;
  actorId: number;
  otherId: number;
}

const requestNotFound = () =>
  new AppError(FriendsErrorCode.FRIENDS_REQUEST_NOT_FOUND_EXCEPTION, 400, 'There is no such friend request');
const usersHaveRelation = () => new AppError(FriendsErrorCode.USERS_HAVE_RELATION, 400, 'One of the users blocked the other');

export type FriendsService = ReturnType<typeof createFriendsService>;

export function createFriendsService(ctx: AppContext) {
  const { db } = ctx;
  const events = createEventSeam<FriendshipEvent>(ctx.log, 'friends');

  /** Another existing, non-deleted user; 404 USER_NOT_FOUND otherwise, 400 for oneself. */
  async function otherUser(viewer: Viewer, uuid: string): Promise<UserBrief> {
    if (uuid === viewer.uuid) throw new AppError(CommonErrorCode.VALIDATION_ERROR, 400, 'This is you', 'uuid');
    const user = await repo.userByUuid(db, uuid);
    if (!user || user.deletedAt) throw notFound('USER', 'User not found');
    return user;
  }

  /** Sends each side its own view of the relation. */
  async function publish(viewer: Viewer, other: UserBrief, action: Action) {
    const [me, friendship, blocks] = await Promise.all([
      repo.userById(db, viewer.id),
      repo.friendship(db, viewer.id, other.id),
      repo.blocks(db, viewer.id, other.id),
    ]);
    if (!me) return;
    const sides: [UserBrief, UserBrief, boolean, boolean][] = [
      [me, other, blocks.aBlockedB, blocks.bBlockedA],
      [other, me, blocks.bBlockedA, blocks.aBlockedB],
    ];
    for (const [recipient, subject, byMe, me2] of sides) {
      const event: FriendshipChangedEvent = {
        user: presentUserBrief(subject),
        friendship_id: friendship?.id ?? null,
        friendship_status: friendshipStatusFor(friendship, recipient.id),
        block: { blocked_by_me: byMe, blocked_me: me2 },
        action,
      };
      ctx.realtime.toUser(recipient.uuid, ChatEvents.friendshipChanged, event);
    }
  }

  async function relationOf(viewer: Viewer, other: UserBrief) {
    const [friendship, blocks] = await Promise.all([repo.friendship(db, viewer.id, other.id), repo.blocks(db, viewer.id, other.id)]);
    return presentRelation(other.uuid, friendship, viewer.id, { blocked_by_me: blocks.aBlockedB, blocked_me: blocks.bBlockedA });
  }

  /** Runs a change, then (after commit) publishes it and answers the new relation. */
  async function change(viewer: Viewer, uuid: string, work: (tx: Executor, other: UserBrief) => Promise<Action | null>) {
    const other = await otherUser(viewer, uuid);
    const action = await db.transaction((tx) => work(tx, other));
    if (action) {
      await publish(viewer, other, action);
      events.publish({ type: 'friendship.changed', action, actorId: viewer.id, otherId: other.id });
    }
    return relationOf(viewer, other);
  }

  return {
    events: { on: events.on },

    async relation(viewer: Viewer, uuid: string) {
      return relationOf(viewer, await otherUser(viewer, uuid));
    },

    /** Idempotent; a request to someone who already asked the viewer accepts theirs. */
    request(viewer: Viewer, uuid: string) {
      return change(viewer, uuid, async (tx, other) => {
        const blocks = await repo.blocks(tx, viewer.id, other.id);
        if (blocks.aBlockedB || blocks.bBlockedA) throw usersHaveRelation();
        const existing = await repo.friendship(tx, viewer.id, other.id);
        if (existing?.status === 'accepted' || existing?.requesterId === viewer.id) return null;
        if (existing) {
          await repo.acceptRequest(tx, other.id, viewer.id, ctx.now());
          return 'accepted';
        }
        const row = await repo.insertRequest(tx, viewer.id, other.id, ctx.now());
        return row ? 'requested' : null;
      });
    },

    cancel(viewer: Viewer, uuid: string) {
      return change(viewer, uuid, async (tx, other) => {
        if (!(await repo.deletePending(tx, viewer.id, other.id))) throw requestNotFound();
        return 'cancelled';
      });
    },

    accept(viewer: Viewer, uuid: string) {
      return change(viewer, uuid, async (tx, other) => {
        if (!(await repo.acceptRequest(tx, other.id, viewer.id, ctx.now()))) throw requestNotFound();
        return 'accepted';
      });
    },

    decline(viewer: Viewer, uuid: string) {
      return change(viewer, uuid, async (tx, other) => {
        if (!(await repo.deletePending(tx, other.id, viewer.id))) throw requestNotFound();
        return 'declined';
      });
    },

    remove(viewer: Viewer, uuid: string) {
      return change(viewer, uuid, async (tx, other) => {
        if (!(await repo.deleteAccepted(tx, viewer.id, other.id))) {
          throw new AppError(FriendsErrorCode.FRIENDSHIP_NOT_FOUND, 404, 'You are not friends');
        }
        return 'deleted';
      });
    },

    /** Blocking ends any friendship or request between the two. Idempotent (updates the reason). */
    block(viewer: Viewer, uuid: string, reason: string | undefined) {
      return change(viewer, uuid, async (tx, other) => {
        await repo.upsertBlock(tx, viewer.id, other.id, reason || null, ctx.now());
        await repo.deleteAnyFriendship(tx, viewer.id, other.id);
        return 'blocked';
      });
    },

    unblock(viewer: Viewer, uuid: string) {
      return change(viewer, uuid, async (tx, other) => ((await repo.deleteBlock(tx, viewer.id, other.id)) ? 'unblocked' : null));
    },

    async list(viewer: Viewer, kind: 'friends' | 'incoming' | 'outgoing', limit: number, offset: number) {
      const { rows, total } = await repo.listFriendships(db, viewer.id, kind, limit, offset);
      return { data: rows.map((r) => presentFriend(r, viewer.id)), total };
    },

    async blocked(viewer: Viewer, limit: number, offset: number) {
      const { rows, total } = await repo.listBlocked(db, viewer.id, limit, offset);
      return { data: rows.map(presentBlocked), total };
    },

    async chatStatus(viewer: Viewer): Promise<{ chat_status: ChatStatusValue }> {
      return { chat_status: await repo.chatStatus(db, viewer.id) };
    },

    async setChatStatus(viewer: Viewer, status: ChatStatusValue): Promise<{ chat_status: ChatStatusValue }> {
      await repo.setChatStatus(db, viewer.id, status, ctx.now());
      return { chat_status: status };
    },

    // ---- for other modules (inside their transaction) ----

    /** Friendship row (any state) and blocks between a and b. */
    async between(exec: Executor, a: number, b: number): Promise<{ friendship: FriendshipRow | undefined; aBlockedB: boolean; bBlockedA: boolean }> {
      const [friendship, blocks] = await Promise.all([repo.friendship(exec, a, b), repo.blocks(exec, a, b)]);
      return { friendship, ...blocks };
    },
  };
}
