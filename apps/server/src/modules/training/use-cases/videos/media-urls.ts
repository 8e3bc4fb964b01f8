// URLs of video files and posters. A public video's are plain; a private video's carry a token
// (HMAC-SHA256 with JWT_SECRET over the uuid and an expiry), because the browser's <video> and <img>
// send no Bearer header. The expiry is rounded to the hour so the URL stays the same (cacheable)
// for a while; a token is valid for 6 to 7 hours.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR = 3_600_000;
const LIFETIME_HOURS = 6;

export function createMediaUrls(secret: string, now: () => Date) {
  const sign = (uuid: string, expires: number) => createHmac('sha256', secret).update(`video-media:${uuid}:${expires}`).digest('base64url');
  const token = (uuid: string) => {
    const expires = (Math.floor(now().getTime() / HOUR) + LIFETIME_HOURS + 1) * HOUR;
    return `${expires}.${sign(uuid, expires)}`;
  };
  const url = (kind: 'file' | 'poster') => (row: { uuid: string; is_public: boolean }) =>
    `/api/education/videos/${row.uuid}/${kind}${row.is_public ? '' : `?token=${token(row.uuid)}`}`;
  return {
    file: url('file'),
    poster: url('poster'),
    /** Whether `value` is an unexpired token of this video. */
    verify(uuid: string, value: string | undefined): boolean {
      const m = value ? /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!m) return false;
      const expires = Number(m[1]);
      if (expires < now().getTime()) return false;
      const expected = Buffer.from(sign(uuid, expires));
      const given = Buffer.from(m[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type VideoMediaUrls = ReturnType<typeof createMediaUrls>;
