// The seam for notifications: the feed publishes what happened after the transaction committed
// (never from inside it). Listeners run after the answer is on its way; a failing listener is
// logged and never fails the request.
import type { FastifyBaseLogger } from 'fastify';
import type { FeedItemType } from '@glossa/contract';

export type FeedEvent =
  | { type: 'item.published'; itemType: FeedItemType; uuid: string; authorId: number }
  | { type: 'item.deleted'; itemType: FeedItemType; uuid: string; authorId: number; byId: number }
  | { type: 'comment.created'; publicationUuid: string; publicationAuthorId: number; commentId: number; authorId: number; text: string }
  | { type: 'comment.deleted'; publicationUuid: string; commentId: number; byId: number }
  | {
      type: 'answer.created';
      questionUuid: string;
      questionAuthorId: number;
      answerUuid: string;
      /** The thread: the top-level answer's id (its own for a top-level answer). */
      rootId: number;
      replyToAuthorId: number | null;
      authorId: number;
      text: string;
    }
  /** `rootId` null: a top-level answer (its replies went with it). */
  | { type: 'answer.deleted'; questionUuid: string; answerId: number; answerUuid: string; rootId: number | null; byId: number }
  /** The question's author accepted an answer, or took the acceptance back. */
  | { type: 'answer.accepted' | 'answer.unaccepted'; questionUuid: string; answerId: number; answerUuid: string; answerAuthorId: number; byId: number }
  | { type: 'liked'; target: 'publication' | 'comment'; uuid: string; ownerId: number; byId: number }
  | { type: 'unliked'; target: 'publication' | 'comment'; uuid: string; byId: number }
  | { type: 'followed'; followerId: number; followeeId: number }
  | { type: 'unfollowed'; followerId: number; followeeId: number };

export type FeedEventListener = (event: FeedEvent) => void | Promise<void>;

export function createFeedEvents(log: FastifyBaseLogger) {
  const listeners: FeedEventListener[] = [];
  return {
    on(listener: FeedEventListener): void {
      listeners.push(listener);
    },
    /** Call only once the write committed. */
    publish(event: FeedEvent): void {
      for (const listener of listeners) {
        queueMicrotask(() => {
          Promise.resolve()
            .then(() => listener(event))
            .catch((err: unknown) => log.error({ err, event: event.type }, 'feed event listener failed'));
        });
      }
    },
  };
}

export type FeedEvents = ReturnType<typeof createFeedEvents>;
