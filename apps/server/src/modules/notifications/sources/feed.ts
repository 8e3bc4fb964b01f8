// Feed events -> notifications (subscribed in modules/index.ts through services.feed.events.on).
// The feed's event seam (modules/feed/events.ts) is read structurally here: only service.ts files
// may be imported across modules, and new event kinds the feed adds later are simply ignored.
//
// Keys: every notification names its publication (`subject`, removed with it); those about a
// comment or an answer thread also name that part (`innerSubject`), so deleting a comment takes
// its comment, mention and like notifications back, and deleting an answer those of its replies.
// An undone event (unlike, unfollow) cancels by its `cancellationKey`.
import type { NotificationEntitySlug, NotificationType } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import { notificationsRepository as repo } from '../repository';
import type { Delivery } from '../use-cases/delivery';
import { createMentions } from './mentions';

type FeedEventLike = { type: string } & Record<string, unknown>;

const PUBLICATION_SLUGS: Record<string, NotificationEntitySlug> = { post: 'post', article: 'article', question: 'question' };
const slugOf = (type: string): NotificationEntitySlug => PUBLICATION_SLUGS[type] ?? 'post';
const subject = (uuid: string) => `publication:${uuid}`;
const commentPart = (id: number) => `comment:${id}`;
const threadPart = (rootId: number) => `answer-thread:${rootId}`;
const likeKey = (target: string, uuid: string, byId: number) => `like:${target}:${uuid}:${byId}`;
const followKey = (followerId: number, followeeId: number) => `follow:${followerId}:${followeeId}`;

export function createFeedSource(ctx: AppContext, delivery: Pick<Delivery, 'notify' | 'cancel'>) {
  const mention = createMentions(ctx, delivery);

  return async (raw: FeedEventLike): Promise<void> => {
    const e = raw as FeedEventLike & Record<string, never>;
    switch (raw.type) {
      case 'comment.created': {
        const p = await repo.publication(ctx.db, e.publicationUuid as string);
        if (!p) return;
        const type: NotificationType = p.type === 'article' ? 'article_commented' : 'post_commented';
        const about = {
          actorId: e.authorId as number,
          entity: { slug: slugOf(p.type), id: p.uuid },
          cancellationKey: commentPart(e.commentId as number),
          subject: subject(p.uuid),
          innerSubject: commentPart(e.commentId as number),
        };
        delivery.notify({ type, to: [e.publicationAuthorId as number], ...about });
        await mention({ text: e.text as string, ...about });
        return;
      }
      case 'comment.deleted':
        delivery.cancel({ subject: commentPart(e.commentId as number) });
        return;
      case 'answer.created': {
        const questionUuid = e.questionUuid as string;
        const base = {
          actorId: e.authorId as number,
          entity: { slug: 'question' as const, id: questionUuid },
          cancellationKey: `answer:${e.answerUuid as string}`,
          subject: subject(questionUuid),
          innerSubject: threadPart(e.rootId as number),
        };
        const replyTo = e.replyToAuthorId as number | null;
        if (replyTo !== null && replyTo !== e.questionAuthorId) delivery.notify({ type: 'answer_replied', to: [replyTo], ...base });
        delivery.notify({ type: replyTo === e.questionAuthorId ? 'answer_replied' : 'question_answered', to: [e.questionAuthorId as number], ...base });
        await mention({ text: e.text as string, ...base });
        return;
      }
      case 'answer.deleted':
        // A reply by its key; a top-level answer with its whole thread.
        delivery.cancel({ key: `answer:${e.answerUuid as string}` });
        if (e.rootId === null) delivery.cancel({ subject: threadPart(e.answerId as number) });
        return;
      case 'answer.accepted': {
        // The asker's own answer needs no news; the mark moving elsewhere withdraws it (below).
        if (e.answerAuthorId === e.byId) return;
        const questionUuid = e.questionUuid as string;
        delivery.notify({
          type: 'answer_accepted',
          to: [e.answerAuthorId as number],
          actorId: e.byId as number,
          entity: { slug: 'question', id: questionUuid },
          cancellationKey: `accepted:${e.answerUuid as string}`,
          subject: subject(questionUuid),
          innerSubject: threadPart(e.answerId as number),
        });
        return;
      }
      case 'answer.unaccepted':
        delivery.cancel({ key: `accepted:${e.answerUuid as string}` });
        return;
      case 'liked': {
        const target = e.target as 'publication' | 'comment';
        const p = target === 'publication' ? await repo.publication(ctx.db, e.uuid as string) : await repo.commentTarget(ctx.db, e.uuid as string);
        if (!p) return;
        const type: NotificationType = target === 'comment' ? 'comment_liked' : (`${slugOf(p.type)}_liked` as NotificationType);
        delivery.notify({
          type,
          to: [e.ownerId as number],
          actorId: e.byId as number,
          entity: { slug: slugOf(p.type), id: p.uuid },
          cancellationKey: likeKey(target, e.uuid as string, e.byId as number),
          subject: subject(p.uuid),
          ...('comment_id' in p ? { innerSubject: commentPart(p.comment_id) } : {}),
        });
        return;
      }
      case 'unliked':
        delivery.cancel({ key: likeKey(e.target as string, e.uuid as string, e.byId as number) });
        return;
      case 'followed':
        delivery.notify({
          type: 'new_follower',
          to: [e.followeeId as number],
          actorId: e.followerId as number,
          entity: null,
          cancellationKey: followKey(e.followerId as number, e.followeeId as number),
        });
        return;
      case 'unfollowed':
        delivery.cancel({ key: followKey(e.followerId as number, e.followeeId as number) });
        return;
      case 'item.published': {
        const uuid = e.uuid as string;
        const entity = { slug: slugOf(e.itemType as string), id: uuid };
        delivery.notify({ type: 'followed_author_published', to: { followersOf: e.authorId as number }, actorId: e.authorId as number, entity, subject: subject(uuid) });
        // Mentions in a post's text or a question's descriptions, once while the first lives.
        const p = PUBLICATION_SLUGS[e.itemType as string] ? await repo.publication(ctx.db, uuid) : null;
        if (p) await mention({ text: p.mention_text, actorId: e.authorId as number, entity, cancellationKey: `publication-mention:${uuid}`, subject: subject(uuid) });
        return;
      }
      case 'item.deleted': {
        // Nobody sees news about a removed publication; its author hears when a moderator removed it.
        delivery.cancel({ subject: subject(e.uuid as string) });
        if (e.byId !== e.authorId) {
          delivery.notify({ type: 'feed_item_removed', to: [e.authorId as number], actorId: null, entity: null, params: { item_type: e.itemType as string } });
        }
        return;
      }
      default:
        return;
    }
  };
}
