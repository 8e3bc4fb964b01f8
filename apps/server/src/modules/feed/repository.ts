// Every SQL statement of the feed module, by area (sql/*.ts).
import { answersSql } from './sql/answers';
import { commentsSql } from './sql/comments';
import { feedSql } from './sql/feed';
import { followsSql } from './sql/follows';
import { likesSql } from './sql/likes';
import { publicationsSql } from './sql/publications';

export const feedRepository = {
  publications: publicationsSql,
  feed: feedSql,
  comments: commentsSql,
  likes: likesSql,
  answers: answersSql,
  follows: followsSql,
};

export type { PublicationBasic, PublicationRow, ImageRef } from './sql/publications';
export type { FeedPageRow, FeedRow, FeedTab } from './sql/feed';
export type { CommentRow } from './sql/comments';
export type { AnswerRow } from './sql/answers';
export type { FollowRow, UserRef } from './sql/follows';
