// Caption tracks and their segments. A track is replaced whole (delete + one insert of every segment
// from arrays); a window is one index range on (caption_id, end_ms): the segment running at
// current_time and those after it (segments never overlap, so end order is start order).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface SegmentRow {
  start_ms: number;
  end_ms: number;
  text: string;
}

export const captionsSql = {
  /** Replaces the track of this language with these segments (start/end in ms, plain text). */
  async replace(exec: Executor, videoId: number, langCode: string, segments: readonly { start: number; end: number; text: string }[]) {
    await exec.execute(sql`delete from video_captions where video_id = ${videoId}::int and lang_code = ${langCode}`);
    const track = await one<{ id: number }>(
      exec,
      sql`insert into video_captions (video_id, lang_code, segments_total) values (${videoId}::int, ${langCode}, ${segments.length}::int) returning id`,
    );
    await exec.execute(sql`insert into video_caption_segments (caption_id, position, start_ms, end_ms, text)
      select ${track!.id}::int, s.ord::int, s.start_ms, s.end_ms, s.text
      from unnest(${`{${segments.map((s) => s.start).join(',')}}`}::int[], ${`{${segments.map((s) => s.end).join(',')}}`}::int[], ${pgTextArray(segments.map((s) => s.text))}::text[])
        with ordinality as s(start_ms, end_ms, text, ord)`);
  },

  async remove(exec: Executor, videoId: number, langCodes: readonly string[]) {
    if (!langCodes.length) return;
    await exec.execute(sql`delete from video_captions where video_id = ${videoId}::int and lang_code in (${sql.join(langCodes.map((l) => sql`${l}`), sql`, `)})`);
  },

  /** The video (for the access check) and its track of `langCode` (the video language when null), in one statement. */
  videoTrack(exec: Executor, uuid: string, langCode: string | null) {
    return one<{ id: number; author_id: number; is_public: boolean; lang_code: string; track_id: number | null }>(
      exec,
      sql`select v.id, v.author_id, v.is_public, v.lang_code, c.id as track_id
        from videos v left join video_captions c on c.video_id = v.id and c.lang_code = coalesce(${langCode}::varchar, v.lang_code)
        where v.uuid = ${uuid}::uuid`,
    );
  },

  trackId(exec: Executor, videoId: number, langCode: string) {
    return one<{ id: number }>(exec, sql`select id from video_captions where video_id = ${videoId}::int and lang_code = ${langCode}`);
  },

  /** Segments still running at `fromMs` or starting after it, in order. */
  window(exec: Executor, trackId: number, fromMs: number, limit: number) {
    return rows<SegmentRow>(
      exec,
      sql`select start_ms, end_ms, text from video_caption_segments where caption_id = ${trackId}::int and end_ms > ${fromMs}::int order by end_ms limit ${limit}::int`,
    );
  },

  /** Every segment text of a track (the words list). */
  texts(exec: Executor, trackId: number) {
    return rows<{ text: string }>(exec, sql`select text from video_caption_segments where caption_id = ${trackId}::int order by position`);
  },
};

/** A PostgreSQL array literal of texts (each quoted and escaped), sent as one parameter. */
function pgTextArray(list: readonly string[]): string {
  return `{${list.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
