// Mentions: `@nickname` in a text tells the members it names (the contract's rule: words starting
// with @, at most MENTION_LIMITS.perText distinct names a text). Only existing members are looked
// up; the delivery drops the writer, blocked pairs and members who turned mentions off, and a member
// who already hears of the same event (the comment's `post_commented`, same cancellation key) gets
// no second notification for it.
import { mentionedNicknames } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import { notificationsRepository as repo } from '../repository';
import type { Delivery, NotifyInput } from '../use-cases/delivery';

export type MentionContext = Omit<NotifyInput, 'type' | 'to' | 'params'> & {
  text: string | null | undefined;
  /** Who can see the text (a chat: its companion only); absent: everyone. */
  audience?: (ids: number[]) => number[];
};

export function createMentions(ctx: AppContext, delivery: Pick<Delivery, 'notify'>) {
  return async ({ text, audience, ...rest }: MentionContext): Promise<void> => {
    const nicknames = text ? mentionedNicknames(text) : [];
    if (!nicknames.length) return;
    const ids = await repo.memberIdsByNicknames(ctx.db, nicknames);
    delivery.notify({ type: 'mention', to: audience ? audience(ids) : ids, ...rest });
  };
}
