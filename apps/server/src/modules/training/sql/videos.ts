// Videos: one row with its author, caption languages and the viewer's view (liked, studying,
// progress) in one statement per page (correlated subqueries, no per-row round trips). Lists: the
// discover blocks (popular / new / old unpopular, each continued after its last uuid), search, a
// member's materials. Pending uploads.
import { sql, type SQL } from 'drizzle-orm';
import type { SelectionComplexity, VideoSource } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';
import { likeEscape } from './selections';

export interface VideoRow {
  id: number;
  uuid: string;
  author_id: number;
  title: string;
  lang_code: string;
  hashtags: string[];
  complexity: SelectionComplexity;
  subjects: string[];
  is_public: boolean;
  source: VideoSource;
  youtube_id: string | null;
  file: string | null;
  poster: string | null;
  duration_ms: number;
  likes_total: number;
  comments_total: number;
  followers_total: number;
  created_at: Date | string;
  updated_at: Date | string;
  author_uuid: string;
  author_nickname: string | null;
  author_avatar: string | null;
  author_role: 'user' | 'moderator' | 'admin';
  author_deleted_at: Date | string | null;
  captions: { lang_code: string; segments_total: number }[] | null;
  liked: boolean;
  studying: boolean;
  position_ms: number | null;
  watched_ms: number | string | null;
}

export interface BareVideo {
  id: number;
  uuid: string;
  author_id: number;
  is_public: boolean;
  lang_code: string;
  file: string | null;
  poster: string | null;
  duration_ms: number;
}

export const videoVisibleTo = (viewerId: number | null) => (viewerId === null ? sql`v.is_public` : sql`(v.is_public or v.author_id = ${viewerId}::int)`);

const select = (viewerId: number | null, where: SQL, tail: SQL = sql``) => {
  const u = viewerId ?? -1;
  return sql`
  select v.id, v.uuid, v.author_id, v.title, v.lang_code, v.hashtags, v.complexity, v.subjects, v.is_public, v.source, v.youtube_id,
    v.file, v.poster, v.duration_ms, v.likes_total, v.comments_total, v.followers_total, v.created_at, v.updated_at,
    a.uuid as author_uuid, a.nickname as author_nickname, a.avatar_file as author_avatar, a.role as author_role, a.deleted_at as author_deleted_at,
    (select json_agg(json_build_object('lang_code', c.lang_code, 'segments_total', c.segments_total) order by c.lang_code)
      from video_captions c where c.video_id = v.id) as captions,
    exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${u}::int) as liked,
    exists (select 1 from video_learners vl where vl.video_id = v.id and vl.user_id = ${u}::int) as studying,
    p.position_ms, p.watched_ms
  from videos v join users a on a.id = v.author_id
    left join video_progress p on p.video_id = v.id and p.user_id = ${u}::int
  where ${where} ${tail}`;
};

const score = sql`(v.likes_total + v.followers_total)`;
const textArray = (list: readonly string[]) => sql`array[${sql.join(list.length ? list.map((x) => sql`${x}`) : [sql`null`], sql`, `)}]::text[]`;
const lang = (code?: string) => (code ? sql`v.lang_code = ${code}` : sql`true`);

export interface VideoInsert {
  authorId: number;
  title: string;
  searchName: string;
  langCode: string;
  hashtags: string[];
  complexity: string;
  subjects: string[];
  isPublic: boolean;
  source: VideoSource;
  sourceKey: string;
  file: string | null;
  fileSize: number | null;
  poster: string | null;
  youtubeId: string | null;
  durationMs: number;
  at: Date;
}

export const videosSql = {
  async insert(exec: Executor, v: VideoInsert) {
    return (await one<{ id: number; uuid: string }>(
      exec,
      sql`insert into videos (author_id, title, search_name, lang_code, hashtags, complexity, subjects, is_public, source, source_key, file, file_size, poster, youtube_id, duration_ms, created_at, updated_at)
        values (${v.authorId}::int, ${v.title}, ${v.searchName}, ${v.langCode}, ${textArray(v.hashtags)}, ${v.complexity}, ${textArray(v.subjects)}, ${v.isPublic},
          ${v.source}, ${v.sourceKey}, ${v.file}, ${v.fileSize}::bigint, ${v.poster}, ${v.youtubeId}, ${v.durationMs}::int, ${v.at}, ${v.at})
        returning id, uuid`,
    ))!;
  },

  async update(exec: Executor, id: number, v: { title?: string; searchName?: string; langCode?: string; hashtags?: string[]; complexity?: string; subjects?: string[]; isPublic?: boolean; at: Date }) {
    const sets: SQL[] = [sql`updated_at = ${v.at}`];
    if (v.title !== undefined) sets.push(sql`title = ${v.title}`, sql`search_name = ${v.searchName ?? ''}`);
    if (v.langCode !== undefined) sets.push(sql`lang_code = ${v.langCode}`);
    if (v.hashtags !== undefined) sets.push(sql`hashtags = ${textArray(v.hashtags)}`);
    if (v.complexity !== undefined) sets.push(sql`complexity = ${v.complexity}`);
    if (v.subjects !== undefined) sets.push(sql`subjects = ${textArray(v.subjects)}`);
    if (v.isPublic !== undefined) sets.push(sql`is_public = ${v.isPublic}`);
    await exec.execute(sql`update videos set ${sql.join(sets, sql`, `)} where id = ${id}::int`);
  },

  async remove(exec: Executor, id: number) {
    await exec.execute(sql`delete from videos where id = ${id}::int`);
  },

  /** The bare row (access checks, files), locked for update inside a transaction when asked. */
  bare(exec: Executor, uuid: string, lock = false) {
    return one<BareVideo>(
      exec,
      sql`select id, uuid, author_id, is_public, lang_code, file, poster, duration_ms from videos where uuid = ${uuid}::uuid ${lock ? sql`for update` : sql``}`,
    );
  },

  byId(exec: Executor, id: number, viewerId: number | null) {
    return one<VideoRow>(exec, select(viewerId, sql`v.id = ${id}::int`));
  },

  byUuid(exec: Executor, uuid: string, viewerId: number | null) {
    return one<VideoRow>(exec, select(viewerId, sql`v.uuid = ${uuid}::uuid and ${videoVisibleTo(viewerId)}`));
  },

  byUuids(exec: Executor, uuids: readonly string[], viewerId: number | null) {
    if (!uuids.length) return Promise.resolve([] as VideoRow[]);
    return rows<VideoRow>(exec, select(viewerId, sql`v.uuid in (${sql.join(uuids.map((u) => sql`${u}::uuid`), sql`, `)}) and ${videoVisibleTo(viewerId)}`));
  },

  /** Newest first: public ones and the viewer's own. */
  latest(exec: Executor, q: { viewerId: number | null; langCode?: string; limit: number; offset: number }) {
    return rows<VideoRow>(exec, select(q.viewerId, sql`${videoVisibleTo(q.viewerId)} and ${lang(q.langCode)}`, sql`order by v.created_at desc, v.id desc limit ${q.limit}::int offset ${q.offset}::int`));
  },

  popular(exec: Executor, q: { viewerId: number | null; langCode?: string; after?: string; limit: number }) {
    const after = q.after ? sql`and (${score}, v.id) < (select (x.likes_total + x.followers_total), x.id from videos x where x.uuid = ${q.after}::uuid)` : sql``;
    return rows<VideoRow>(exec, select(q.viewerId, sql`v.is_public and ${lang(q.langCode)} ${after}`, sql`order by ${score} desc, v.id desc limit ${q.limit}::int`));
  },

  newest(exec: Executor, q: { viewerId: number | null; langCode?: string; after?: string; limit: number; since: Date }) {
    const after = q.after ? sql`and (v.created_at, v.id) < (select x.created_at, x.id from videos x where x.uuid = ${q.after}::uuid)` : sql``;
    return rows<VideoRow>(exec, select(q.viewerId, sql`v.is_public and v.created_at >= ${q.since} and ${lang(q.langCode)} ${after}`, sql`order by v.created_at desc, v.id desc limit ${q.limit}::int`));
  },

  oldUnpopular(exec: Executor, q: { viewerId: number | null; langCode?: string; after?: string; limit: number; before: Date }) {
    const after = q.after ? sql`and (${score}, v.id) > (select (x.likes_total + x.followers_total), x.id from videos x where x.uuid = ${q.after}::uuid)` : sql``;
    return rows<VideoRow>(exec, select(q.viewerId, sql`v.is_public and v.created_at < ${q.before} and ${lang(q.langCode)} ${after}`, sql`order by ${score} asc, v.id asc limit ${q.limit}::int`));
  },

  search(
    exec: Executor,
    f: { viewerId: number | null; langCode?: string; name?: string; complexity?: SelectionComplexity; subjects?: string[]; hashtag?: string; after?: string; limit: number; offset: number },
  ) {
    const parts: SQL[] = [videoVisibleTo(f.viewerId), lang(f.langCode)];
    if (f.name) parts.push(sql`v.search_name like ${`%${likeEscape(f.name)}%`}`);
    if (f.complexity) parts.push(sql`v.complexity = ${f.complexity}`);
    if (f.subjects?.length) parts.push(sql`v.subjects && ${textArray(f.subjects)}`);
    if (f.hashtag) parts.push(sql`${f.hashtag} = any(v.hashtags)`);
    // previous_uuid: after that video in the same order, instead of the offset.
    if (f.after) parts.push(sql`(${score}, v.id) < (select p.likes_total + p.followers_total, p.id from videos p where p.uuid = ${f.after}::uuid)`);
    const offset = f.after ? 0 : f.offset;
    return rows<VideoRow>(exec, select(f.viewerId, sql.join(parts, sql` and `), sql`order by ${score} desc, v.id desc limit ${f.limit}::int offset ${offset}::int`));
  },

  /** The member's videos: authored, studied, or both (all). */
  async materials(
    exec: Executor,
    q: { viewerId: number; source: 'all' | 'authored_by_me' | 'studying'; complexity?: SelectionComplexity; subjects?: string[]; after?: string; limit: number; offset: number },
  ) {
    const studying = sql`exists (select 1 from video_learners vl where vl.video_id = v.id and vl.user_id = ${q.viewerId}::int)`;
    const mine = sql`v.author_id = ${q.viewerId}::int`;
    const source = q.source === 'authored_by_me' ? mine : q.source === 'studying' ? sql`${studying} and ${videoVisibleTo(q.viewerId)}` : sql`(${mine} or (${studying} and v.is_public))`;
    const parts: SQL[] = [source];
    if (q.complexity) parts.push(sql`v.complexity = ${q.complexity}`);
    if (q.subjects?.length) parts.push(sql`v.subjects && ${textArray(q.subjects)}`);
    const where = sql.join(parts, sql` and `);
    // previous_uuid: the page reads after that video; the count is the whole filtered set's.
    const after = q.after ? sql`${where} and (v.updated_at, v.id) < (select p.updated_at, p.id from videos p where p.uuid = ${q.after}::uuid)` : where;
    const [list, count] = await Promise.all([
      rows<VideoRow>(exec, select(q.viewerId, after, sql`order by v.updated_at desc, v.id desc limit ${q.limit}::int offset ${q.after ? 0 : q.offset}::int`)),
      one<{ n: number }>(exec, sql`select count(*)::int as n from videos v where ${where}`),
    ]);
    return { rows: list, count: count?.n ?? 0 };
  },

  /** Saves where the member stopped and adds to their watching time; returns both. */
  async progress(exec: Executor, p: { videoId: number; userId: number; positionMs: number; watchedMs: number; at: Date }) {
    return (await one<{ position_ms: number; watched_ms: number | string }>(
      exec,
      sql`insert into video_progress (video_id, user_id, position_ms, watched_ms, updated_at)
        values (${p.videoId}::int, ${p.userId}::int, ${p.positionMs}::int, ${p.watchedMs}::bigint, ${p.at})
        on conflict (video_id, user_id) do update set position_ms = excluded.position_ms,
          watched_ms = video_progress.watched_ms + excluded.watched_ms, updated_at = excluded.updated_at
        returning position_ms, watched_ms`,
    ))!;
  },

  async any(exec: Executor) {
    return Boolean(await one(exec, sql`select 1 from videos limit 1`));
  },

  /** Every file of the member's videos and uploads (account deletion removes them after the commit). */
  async filesOf(exec: Executor, userId: number) {
    const found = await rows<{ file: string | null; poster: string | null }>(
      exec,
      sql`select file, poster from videos where author_id = ${userId}::int union all select file, poster from video_uploads where user_id = ${userId}::int`,
    );
    return found.flatMap((f) => [f.file, f.poster]).filter((f): f is string => !!f);
  },
};

export interface UploadRow {
  id: number;
  uuid: string;
  user_id: number;
  file: string;
  file_size: number | string;
  sha256: string;
  poster: string | null;
  duration_ms: number;
}

export const uploadsSql = {
  async insert(exec: Executor, u: { userId: number; file: string; fileSize: number; sha256: string; poster: string | null; durationMs: number; at: Date }) {
    return (await one<{ uuid: string }>(
      exec,
      sql`insert into video_uploads (user_id, file, file_size, sha256, poster, duration_ms, created_at)
        values (${u.userId}::int, ${u.file}, ${u.fileSize}::bigint, ${u.sha256}, ${u.poster}, ${u.durationMs}::int, ${u.at}) returning uuid`,
    ))!.uuid;
  },

  /** The member's upload, locked (it becomes a video once). */
  byUuid(exec: Executor, uuid: string, userId: number) {
    return one<UploadRow>(exec, sql`select * from video_uploads where uuid = ${uuid}::uuid and user_id = ${userId}::int for update`);
  },

  async remove(exec: Executor, id: number) {
    await exec.execute(sql`delete from video_uploads where id = ${id}::int`);
  },

  /** Uploads older than `before` that no video took: their rows go, their files are returned. */
  async sweep(exec: Executor, before: Date) {
    const gone = await rows<{ file: string; poster: string | null }>(exec, sql`delete from video_uploads where created_at < ${before} returning file, poster`);
    return gone.flatMap((g) => [g.file, g.poster]).filter((f): f is string => !!f);
  },
};
