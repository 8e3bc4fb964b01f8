// Chat events -> notifications. A message to a member with no connected socket on any instance
// (realtime.isOnline asks every process through the Redis adapter) becomes `push_for_chat`, one per
// chat and unread burst: the event key `chat-unread:<chat>:<member>` keeps a single live one (the
// unique index holds across instances) until the member reads the chat, which takes it back, so the
// next message after that is news again. A muted chat tells nobody. `@nickname` naming the
// companion (the only other member who can see a 1:1 chat) is a `mention`, online or not, muted or
// not; deleting the message takes it back. The delivery drops the writer, blocked pairs and types
// the member turned off.
import type { AppContext } from '../../../platform/context';
import type { ChatEvent } from '../../chat/service';
import type { Delivery } from '../use-cases/delivery';
import { createMentions } from './mentions';

export const chatUnreadKey = (chatId: number, memberId: number) => `chat-unread:${chatId}:${memberId}`;
const mentionKey = (messageId: number) => `chat-mention:${messageId}`;

export function createChatSource(ctx: AppContext, delivery: Pick<Delivery, 'notify' | 'cancel'>) {
  const mentions = createMentions(ctx, delivery);
  return async (e: ChatEvent): Promise<void> => {
    if (e.type === 'chat.read') return delivery.cancel({ key: chatUnreadKey(e.chatId, e.readerId) });
    if (e.type === 'message.deleted') return delivery.cancel({ key: mentionKey(e.messageId) });
    const entity = { slug: 'chat' as const, id: String(e.chatId) };
    await mentions({
      text: e.text,
      audience: (ids) => ids.filter((id) => id === e.recipientId),
      actorId: e.authorId,
      entity,
      cancellationKey: mentionKey(e.messageId),
    });
    if (e.muted || (await ctx.realtime.isOnline(e.recipientUuid))) return;
    delivery.notify({ type: 'push_for_chat', to: [e.recipientId], actorId: e.authorId, entity, cancellationKey: chatUnreadKey(e.chatId, e.recipientId) });
  };
}
