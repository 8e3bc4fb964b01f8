// Rows and dictionary entries -> contract shapes. Whitelists fields; the viewer decides can_edit,
// liked and learned. Word entries show the live dictionary entry, oriented lang_from -> lang_to.
import { TRAINING_LIMITS, VIDEO_LIMITS, type Selection, type SelectionComment, type Translation, type Video, type WordEntry } from '@glossa/contract';
import type { Viewer } from '../../platform/auth/viewer';
import { avatarUrl } from '../../platform/users/avatar-url';
import type { SelectionCommentRow, SelectionRow, VideoRow } from './repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const DAY_MS = 86_400_000;

function author(row: { author_uuid: string; author_nickname: string | null; author_avatar: string | null; author_role: 'user' | 'moderator' | 'admin'; author_deleted_at: Date | string | null }) {
  const gone = row.author_deleted_at !== null;
  return { uuid: row.author_uuid, nickname: gone ? null : row.author_nickname, avatar: gone ? null : avatarUrl(row.author_avatar), role: row.author_role };
}

export function presentSelection(row: SelectionRow, viewer: Viewer | null, now: Date): Selection {
  const labels: Selection['additional']['labels'] = [];
  if (row.likes_total + row.followers_total >= TRAINING_LIMITS.popularScore) labels.push('popular');
  if (now.getTime() - new Date(row.created_at).getTime() < TRAINING_LIMITS.newDays * DAY_MS) labels.push('new');
  return {
    uuid: row.uuid,
    name: row.name,
    lang_from: row.lang_from,
    lang_to: row.lang_to,
    complexity: row.complexity,
    subjects: row.subjects.filter(Boolean),
    is_public: row.is_public,
    generated: row.generated,
    author: author(row),
    can_edit: viewer !== null && viewer.id === row.author_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    additional: {
      labels,
      is_liked_by_current_user: row.liked,
      likes_total: row.likes_total,
      comments_total: row.comments_total,
      words_total: row.words_total,
      words_total_learned: row.learned,
      words_total_in_learning: row.learning,
      selected_for_learning: row.studying,
      followers_total: row.followers_total,
    },
  };
}

export function audioUrl(fileName: string): string {
  if (/^(https?:)?\/\//.test(fileName) || fileName.startsWith('/')) return fileName;
  return `/api/audios/${encodeURIComponent(fileName)}`;
}

type Word = Translation['primary_word'];

/** The two sides of a translation as [lang_from word, lang_to word]; null when it is another pair. */
export function orient(t: Translation, langFrom: string, langTo: string): [Word, Word] | null {
  if (t.primary_word.lang_code === langFrom && t.translation_word.lang_code === langTo) return [t.primary_word, t.translation_word];
  if (t.primary_word.lang_code === langTo && t.translation_word.lang_code === langFrom) return [t.translation_word, t.primary_word];
  return null;
}

/** Either orientation of the pair, the stored one when no pair is given. */
export function sidesOf(t: Translation, langFrom?: string | null, langTo?: string | null): [Word, Word] {
  return (langFrom && langTo ? orient(t, langFrom, langTo) : null) ?? [t.primary_word, t.translation_word];
}

const presentWord = (w: Word) => ({
  id: w.id,
  name: w.name,
  lang_code: w.lang_code,
  audios: w.audios.map((a) => ({ url: audioUrl(a.actual_file_name), file_name: a.actual_file_name })),
});

export function presentUnion(t: Translation, sides: [Word, Word]): WordEntry['union'] {
  return {
    id: t.id,
    is_verified: t.is_verified,
    is_removed: t.is_removed,
    translation_id: t.translation_union_id,
    words: [presentWord(sides[0]), presentWord(sides[1])],
  };
}

export function presentComment(row: SelectionCommentRow, viewer: Viewer | null): SelectionComment {
  return {
    id: row.id,
    uuid: row.uuid,
    comment: row.comment,
    author: author(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_edit: viewer !== null && viewer.id === row.author_id,
    additional: { is_liked_by_current_user: row.liked, likes_total: row.likes_total },
  };
}

/** Signed media URLs of private videos (the browser's <video> sends no Bearer token). */
export interface MediaUrls {
  file(row: { uuid: string; is_public: boolean }): string;
  poster(row: { uuid: string; is_public: boolean }): string;
}

export function presentVideo(row: VideoRow, viewer: Viewer | null, now: Date, urls: MediaUrls): Video {
  const labels: Video['labels'] = [];
  if (row.likes_total + row.followers_total >= VIDEO_LIMITS.popularScore) labels.push('popular');
  if (now.getTime() - new Date(row.created_at).getTime() < VIDEO_LIMITS.newDays * DAY_MS) labels.push('new');
  return {
    uuid: row.uuid,
    title: row.title,
    lang_code: row.lang_code,
    hashtags: row.hashtags.filter(Boolean),
    complexity: row.complexity,
    subjects: row.subjects.filter(Boolean),
    is_public: row.is_public,
    source: row.source,
    youtube_id: row.youtube_id,
    duration: row.duration_ms,
    media_url: row.file ? urls.file(row) : null,
    poster_url: row.poster ? urls.poster(row) : null,
    captions: row.captions ?? [],
    author: author(row),
    can_edit: viewer !== null && viewer.id === row.author_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    labels,
    is_liked_by_current_user: row.liked,
    users_liked_video_count: row.likes_total,
    comments_count: row.comments_total,
    selected_for_learning: row.studying,
    learners_count: row.followers_total,
    watching_time: Number(row.watched_ms ?? 0),
    progress: row.position_ms ?? 0,
  };
}
