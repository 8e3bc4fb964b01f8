// The viewer's side of a friendship row, for every module that shows how a user relates to them
// (friends, chat, companions).
import type { FriendshipStatus } from '@glossa/contract';

export function friendshipStatusFor(row: { status: string; requesterId: number } | null | undefined, viewerId: number): FriendshipStatus {
  if (!row) return null;
  if (row.status === 'accepted') return 'accepted';
  return row.requesterId === viewerId ? 'request_sender' : 'request_receiver';
}
