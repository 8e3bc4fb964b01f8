import { CHAT_UPLOADS_BASE, type Chat, type ChatUser, type Message } from '@glossa/contract';
import { avatarUrl } from '../../platform/users/avatar-url';
import { friendshipStatusFor } from '../../platform/users/friendship-status';
import type { ChatListRow, MessageRecord } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentMessage({ row, authorUuid, quote, forwardedFromUuid }: MessageRecord): Message {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    client_message_id: row.clientMessageId,
    chat_id: row.chatId,
    author_uuid: authorUuid,
    type: row.kind,
    text: deleted ? '' : row.text,
    created_at: row.createdAt.toISOString(),
    received_at: iso(row.receivedAt),
    read_at: iso(row.readAt),
    edited_at: iso(row.editedAt),
    deleted_at: iso(row.deletedAt),
    image:
      !deleted && row.imageFile
        ? { actual_file_name: row.imageFile, preview_file_name: row.imagePreviewFile ?? row.imageFile, base: CHAT_UPLOADS_BASE }
        : null,
    audio: !deleted && row.audioFile ? { actual_file_name: row.audioFile, base: CHAT_UPLOADS_BASE } : null,
    quote: quote
      ? {
          id: quote.id,
          author_uuid: quote.authorUuid,
          text: quote.deletedAt ? '' : quote.text.slice(0, 300),
          type: quote.kind,
          deleted: quote.deletedAt !== null,
        }
      : null,
    correction:
      !deleted && row.correctionText !== null
        ? {
            message_id: row.correctionMessageId,
            original_text: row.correctionOriginal ?? '',
            corrected_text: row.correctionText,
            thanked_at: iso(row.correctionThankedAt),
          }
        : null,
    forwarded_from:
      row.forwardedFromMessageId !== null || forwardedFromUuid !== null
        ? { message_id: row.forwardedFromMessageId, author_uuid: forwardedFromUuid }
        : null,
  };
}

export interface ViewerBrief {
  id: number;
  uuid: string;
  nickname: string | null;
  avatarFile: string | null;
}

export function presentChat(row: ChatListRow, me: ViewerBrief, lastMessage: MessageRecord | undefined): Chat {
  const other = row.companion;
  const block = { blocked_by_me: row.blockedByMe, blocked_me: row.blockedMe };
  const friendship = row.friendshipStatus
    ? { status: row.friendshipStatus as 'pending' | 'accepted', requesterId: row.friendshipRequesterId ?? 0 }
    : null;
  const companionUser: ChatUser = {
    uuid: other.uuid,
    nickname: other.deletedAt ? null : other.nickname,
    avatar: other.deletedAt ? null : avatarUrl(other.avatarFile),
    active: other.deletedAt === null,
    friendship_status: friendshipStatusFor(friendship, me.id),
    block,
  };
  const meUser: ChatUser = {
    uuid: me.uuid,
    nickname: me.nickname,
    avatar: avatarUrl(me.avatarFile),
    active: true,
    friendship_status: null,
    block: { blocked_by_me: false, blocked_me: false },
  };
  return {
    id: row.chat.id,
    users: [companionUser, meUser],
    last_message: lastMessage ? presentMessage(lastMessage) : null,
    unread_messages_count: row.member.unreadCount,
    is_muted: row.member.isMuted,
    is_hidden: row.member.isHidden,
    access_status: other.deletedAt ? 'companion_deleted' : row.blockedByMe || row.blockedMe ? 'blocked' : 'available',
    created_at: row.chat.createdAt.toISOString(),
  };
}
