// The feed's business constants (community.md §9: feed page 20) and the limits the server enforces.
import { LIMITS } from '../constants';

export const FEED_LIMITS = {
  page: LIMITS.feedPage,
  pageMax: 50,
  /** lang_codes of one feed call. */
  langCodesMax: 10,
  postTextMax: 5000,
  postImagesMax: 10,
  articleImagesMax: 40,
  imageMaxBytes: 10 * 1024 * 1024,
  /** The longer side of an image's preview (the original is kept up to 2560 px). */
  previewMaxSide: 640,
  articleTitleMax: 200,
  articleSubtitleMax: 300,
  articleBlocksMax: 300,
  blockTextMax: 10_000,
  listItemsMax: 100,
  inlineRunsMax: 200,
  linkMax: 2000,
  questionShortMin: 10,
  questionShortMax: 300,
  questionDescriptionMin: 20,
  questionDescriptionMax: 5000,
  hashtagsMax: 10,
  hashtagMax: 50,
  commentMax: 2000,
  answerMax: 5000,
  commentsPage: 20,
  commentsPageMax: 100,
  answersPage: 20,
  answersPageMax: 100,
  /** Replies shown under each answer of a list; the rest through the replies call. */
  repliesPreview: 3,
  followsPage: 20,
  followsPageMax: 100,
  complaintCommentMax: 1000,
  draftsPageMax: 100,
} as const;

/** What the feed lists. selection and video come from training: their modules register a loader. */
export const FEED_ITEM_TYPES = ['post', 'article', 'question', 'selection', 'video'] as const;
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];

export const PUBLICATION_TYPES = ['post', 'article', 'question'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** draft: only the author sees it; published: in the feed. */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** Where a pin applies: `public` is the top of the all tab. One pinned item per pin type. */
export const PIN_TYPES = ['public'] as const;
export type PinType = (typeof PIN_TYPES)[number];

/** best: score, then newest; newest; oldest: as the conversation happened. The accepted answer comes first in each. */
export const ANSWER_ORDERS = ['best', 'newest', 'oldest'] as const;
export type AnswerOrder = (typeof ANSWER_ORDERS)[number];

export const VOTE_TYPES = ['plus', 'minus'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/** What a complaint about feed content may name. */
export const FEED_COMPLAINT_TARGETS = ['post', 'article', 'question', 'answer', 'comment'] as const;
export type FeedComplaintTarget = (typeof FEED_COMPLAINT_TARGETS)[number];

export const FeedErrorCode = {
  /** 400: another item holds the pin (community.md §8, feed_position_already_pinned_error). */
  FEED_POSITION_ALREADY_PINNED: 'FEED_POSITION_ALREADY_PINNED',
  /** 400: this content already has a complaint of this user or one awaiting a moderator. */
  COMPLAIN_BEING_PROCESSED: 'COMPLAIN_BEING_PROCESSED',
  ADMINS_CAN_NOT_BE_COMPLAINED: 'ADMINS_CAN_NOT_BE_COMPLAINED',
  /** 400: reply_to_uuid names an answer of another question. */
  REPLY_TO_ANOTHER_QUESTION: 'REPLY_TO_ANOTHER_QUESTION',
  /** 400: only a top-level answer can be the accepted one, not a reply to it. */
  REPLY_CANNOT_BE_ACCEPTED: 'REPLY_CANNOT_BE_ACCEPTED',
  /** 400: more images than the item allows. */
  IMAGES_LIMIT_EXCEEDED: 'IMAGES_LIMIT_EXCEEDED',
  /** 400: an article block names an image that is not one of the article's. */
  ARTICLE_IMAGE_UNKNOWN: 'ARTICLE_IMAGE_UNKNOWN',
  CANNOT_FOLLOW_YOURSELF: 'CANNOT_FOLLOW_YOURSELF',
  /** 400: members cannot vote on their own answers (community.md). */
  CANNOT_VOTE_OWN_ANSWER: 'CANNOT_VOTE_OWN_ANSWER',
  POST_NOT_FOUND: 'POST_NOT_FOUND',
  ARTICLE_NOT_FOUND: 'ARTICLE_NOT_FOUND',
  QUESTION_NOT_FOUND: 'QUESTION_NOT_FOUND',
  ANSWER_NOT_FOUND: 'ANSWER_NOT_FOUND',
  COMMENT_NOT_FOUND: 'COMMENT_NOT_FOUND',
  IMAGE_NOT_FOUND: 'IMAGE_NOT_FOUND',
  FEED_ITEM_NOT_FOUND: 'FEED_ITEM_NOT_FOUND',
  PIN_NOT_FOUND: 'PIN_NOT_FOUND',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
} as const;

/** The spec's texts (community.md §5, §8). */
export const FEED_MESSAGES = {
  FEED_POSITION_ALREADY_PINNED: 'A pinned item already exists. Unpin it first',
  COMPLAIN_BEING_PROCESSED: 'You have already complained about this content',
  ADMINS_CAN_NOT_BE_COMPLAINED: "Complaints about an administrator's content are not allowed",
  QUESTION_TOO_SHORT: 'Your question is too short. You need to ask a more detailed question.',
  QUESTION_DESCRIPTION_TOO_SHORT: 'The essence of the question is too short. You have to give a more detailed description.',
} as const;
