import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index';
import { chatSettings, friendships, userBlocks, users, type ChatStatus } from '../../db/schema/index';

export type FriendshipRow = typeof friendships.$inferSelect;

export interface UserBrief {
  id: number;
  uuid: string;
  nickname: string | null;
  avatarFile: string | null;
  deletedAt: Date | null;
}

const userBrief = {
  id: users.id,
  uuid: users.uuid,
  nickname: users.nickname,
  avatarFile: users.avatarFile,
  deletedAt: users.deletedAt,
};

const pair = (a: number, b: number) =>
  or(and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)), and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)));

export interface FriendListRow {
  friendship: FriendshipRow;
  user: UserBrief;
}

export interface BlockedRow {
  user: UserBrief;
  reason: string | null;
  createdAt: Date;
}

export const friendsRepository = {
  async userByUuid(exec: Executor, uuid: string): Promise<UserBrief | undefined> {
    const [row] = await exec.select(userBrief).from(users).where(eq(users.uuid, uuid)).limit(1);
    return row;
  },

  async userById(exec: Executor, id: number): Promise<UserBrief | undefined> {
    const [row] = await exec.select(userBrief).from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async friendship(exec: Executor, a: number, b: number): Promise<FriendshipRow | undefined> {
    const [row] = await exec.select().from(friendships).where(pair(a, b)).limit(1);
    return row;
  },

  /** Which of the two blocked the other. */
  async blocks(exec: Executor, a: number, b: number): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
    const rows = await exec
      .select({ blockerId: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))),
      );
    return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) };
  },

  /** Null when the pair already has a row (unique on the unordered pair). */
  async insertRequest(exec: Executor, requesterId: number, addresseeId: number, at: Date): Promise<FriendshipRow | undefined> {
    const [row] = await exec
      .insert(friendships)
      .values({ requesterId, addresseeId, status: 'pending', createdAt: at })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async acceptRequest(exec: Executor, requesterId: number, addresseeId: number, at: Date): Promise<FriendshipRow | undefined> {
    const [row] = await exec
      .update(friendships)
      .set({ status: 'accepted', acceptedAt: at })
      .where(and(eq(friendships.requesterId, requesterId), eq(friendships.addresseeId, addresseeId), eq(friendships.status, 'pending')))
      .returning();
    return row;
  },

  async deletePending(exec: Executor, requesterId: number, addresseeId: number): Promise<boolean> {
    const rows = await exec
      .delete(friendships)
      .where(and(eq(friendships.requesterId, requesterId), eq(friendships.addresseeId, addresseeId), eq(friendships.status, 'pending')))
      .returning({ id: friendships.id });
    return rows.length > 0;
  },

  async deleteAccepted(exec: Executor, a: number, b: number): Promise<boolean> {
    const rows = await exec
      .delete(friendships)
      .where(and(pair(a, b), eq(friendships.status, 'accepted')))
      .returning({ id: friendships.id });
    return rows.length > 0;
  },

  async deleteAnyFriendship(exec: Executor, a: number, b: number): Promise<void> {
    await exec.delete(friendships).where(pair(a, b));
  },

  /** Friends (accepted) or requests: kind decides which side the viewer is on. */
  async listFriendships(
    exec: Executor,
    viewerId: number,
    kind: 'friends' | 'incoming' | 'outgoing',
    limit: number,
    offset: number,
  ): Promise<{ rows: FriendListRow[]; total: number }> {
    const where =
      kind === 'friends'
        ? and(eq(friendships.status, 'accepted'), or(eq(friendships.requesterId, viewerId), eq(friendships.addresseeId, viewerId)))
        : kind === 'incoming'
          ? and(eq(friendships.status, 'pending'), eq(friendships.addresseeId, viewerId))
          : and(eq(friendships.status, 'pending'), eq(friendships.requesterId, viewerId));
    const other = sql`case when ${friendships.requesterId} = ${viewerId} then ${friendships.addresseeId} else ${friendships.requesterId} end`;
    const [rows, [totals]] = await Promise.all([
      exec
        .select({ friendship: friendships, user: userBrief })
        .from(friendships)
        .innerJoin(users, eq(users.id, other))
        .where(and(where, isNull(users.deletedAt)))
        .orderBy(desc(kind === 'friends' ? friendships.acceptedAt : friendships.createdAt), desc(friendships.id))
        .limit(limit)
        .offset(offset),
      exec
        .select({ total: count() })
        .from(friendships)
        .innerJoin(users, eq(users.id, other))
        .where(and(where, isNull(users.deletedAt))),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async upsertBlock(exec: Executor, blockerId: number, blockedId: number, reason: string | null, at: Date): Promise<void> {
    await exec
      .insert(userBlocks)
      .values({ blockerId, blockedId, reason, createdAt: at })
      .onConflictDoUpdate({ target: [userBlocks.blockerId, userBlocks.blockedId], set: { reason } });
  },

  async deleteBlock(exec: Executor, blockerId: number, blockedId: number): Promise<boolean> {
    const rows = await exec
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
      .returning({ id: userBlocks.blockedId });
    return rows.length > 0;
  },

  async listBlocked(exec: Executor, blockerId: number, limit: number, offset: number): Promise<{ rows: BlockedRow[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      exec
        .select({ user: userBrief, reason: userBlocks.reason, createdAt: userBlocks.createdAt })
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .where(eq(userBlocks.blockerId, blockerId))
        .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
        .limit(limit)
        .offset(offset),
      exec.select({ total: count() }).from(userBlocks).where(eq(userBlocks.blockerId, blockerId)),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async chatStatus(exec: Executor, userId: number): Promise<ChatStatus> {
    const [row] = await exec.select({ status: chatSettings.chatStatus }).from(chatSettings).where(eq(chatSettings.userId, userId));
    return row?.status ?? 'want_to_chat';
  },

  async setChatStatus(exec: Executor, userId: number, status: ChatStatus, at: Date): Promise<void> {
    await exec
      .insert(chatSettings)
      .values({ userId, chatStatus: status, updatedAt: at })
      .onConflictDoUpdate({ target: chatSettings.userId, set: { chatStatus: status, updatedAt: at } });
  },
};
