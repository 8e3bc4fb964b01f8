// Rows -> the contract's shapes. Fields are whitelisted; what the viewer may do is decided by the
// policy and shown as can_edit / can_delete.
import type { Answer, AnswerCounter, ArticleBlock, Comment, FeedAuthor, FeedImage, FollowUser, Publication, Reply } from '@glossa/contract';
import type { Viewer } from '../../platform/auth/viewer';
import { avatarUrl } from '../../platform/users/avatar-url';
import { feedPolicy } from './policy';
import type { AnswerRow, CommentRow, FollowRow, ImageRef, PublicationRow } from './repository';

export const FEED_IMAGES_PATH = '/api/feed/images';

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentAuthor(row: { author_uuid: string; author_nickname: string | null; author_avatar: string | null; author_role: FeedAuthor['role']; author_deleted_at: Date | string | null }): FeedAuthor {
  const gone = row.author_deleted_at !== null;
  return { uuid: row.author_uuid, nickname: gone ? null : row.author_nickname, avatar: gone ? null : avatarUrl(row.author_avatar), role: row.author_role };
}

export function presentImage(i: ImageRef): FeedImage {
  return { uuid: i.uuid, url: `${FEED_IMAGES_PATH}/${i.file}`, preview_url: `${FEED_IMAGES_PATH}/${i.preview}`, width: i.width, height: i.height };
}

export function presentPublication(row: PublicationRow, viewer: Viewer | null): Publication {
  const images = (typeof row.images === 'string' ? (JSON.parse(row.images) as ImageRef[]) : row.images).map(presentImage);
  const base = {
    uuid: row.uuid,
    author: presentAuthor(row),
    status: row.status,
    lang_code: row.lang_code,
    related_lang_code: row.related_lang_code,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    published_at: row.published_at ? iso(row.published_at) : null,
    additional: {
      likes_total: row.likes_count,
      is_liked_by_current_user: row.liked,
      comments_total: row.comments_count,
      answers_total: row.answers_count,
      images,
    },
    can_edit: feedPolicy.canEdit(viewer, row),
    can_delete: feedPolicy.canDelete(viewer, row),
  };
  if (row.type === 'post') return { type: 'post', ...base, text: row.text ?? '' };
  if (row.type === 'article') {
    return { type: 'article', ...base, title: row.title ?? '', subtitle: row.subtitle ?? '', body: (row.body ?? []) as ArticleBlock[] };
  }
  return { type: 'question', ...base, short_description: row.short_description ?? '', description: row.description ?? '', hashtags: row.hashtags ?? [] };
}

export function presentComment(row: CommentRow, viewer: Viewer | null): Comment {
  return {
    id: row.id,
    uuid: row.uuid,
    comment: row.comment,
    author: presentAuthor(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_edit: feedPolicy.canEdit(viewer, row),
    can_delete: feedPolicy.canDelete(viewer, row),
    additional: { is_liked_by_current_user: row.liked, likes_total: row.likes_count },
  };
}

export function presentCounter(score: number, myVote: number | null): AnswerCounter {
  return { count: score, voted_by_user: myVote !== null, users_vote_type: myVote === null ? null : myVote > 0 ? 'plus' : 'minus' };
}

export function presentReply(row: AnswerRow, viewer: Viewer | null): Reply {
  return {
    uuid: row.uuid,
    answer: row.answer,
    author: presentAuthor(row),
    reply_to_uuid: row.reply_to_uuid,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_edit: feedPolicy.canEdit(viewer, row),
    can_delete: feedPolicy.canDelete(viewer, row),
    counter: presentCounter(row.score, row.my_vote),
  };
}

/** `questionAuthorId`: the question's author, the one member who may accept a top-level answer. */
export function presentAnswer(row: AnswerRow, replies: AnswerRow[], viewer: Viewer | null, questionAuthorId: number): Answer {
  return {
    ...presentReply(row, viewer),
    is_accepted: row.accepted_at !== null,
    can_accept: viewer !== null && viewer.id === questionAuthorId && row.root_id === null,
    replies: replies.map((r) => presentReply(r, viewer)),
    replies_total: row.replies_count,
  };
}

export function presentFollowUser(row: FollowRow): FollowUser {
  const gone = row.deleted_at !== null;
  return { uuid: row.uuid, nickname: gone ? null : row.nickname, avatar: gone ? null : avatarUrl(row.avatar_file), role: row.role, is_subscribed: row.is_subscribed };
}
