import type { BlockState, BlockedUser, Friend, Relation } from '@glossa/contract';
import { avatarUrl } from '../../platform/users/avatar-url';
import { friendshipStatusFor } from '../../platform/users/friendship-status';
import type { BlockedRow, FriendListRow, FriendshipRow, UserBrief } from './repository';

export function presentUserBrief(user: UserBrief) {
  return { uuid: user.uuid, nickname: user.deletedAt ? null : user.nickname, avatar: user.deletedAt ? null : avatarUrl(user.avatarFile) };
}

export function presentFriend(row: FriendListRow, viewerId: number): Friend {
  return {
    friendship_id: row.friendship.id,
    ...presentUserBrief(row.user),
    friendship_status: friendshipStatusFor(row.friendship, viewerId),
    created_at: row.friendship.createdAt.toISOString(),
    accepted_at: row.friendship.acceptedAt?.toISOString() ?? null,
  };
}

export function presentRelation(uuid: string, friendship: FriendshipRow | null | undefined, viewerId: number, block: BlockState): Relation {
  return { uuid, friendship_id: friendship?.id ?? null, friendship_status: friendshipStatusFor(friendship, viewerId), block };
}

export function presentBlocked(row: BlockedRow): BlockedUser {
  return { ...presentUserBrief(row.user), reason: row.reason, blocked_at: row.createdAt.toISOString() };
}
