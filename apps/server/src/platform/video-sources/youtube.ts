// The YouTube source of training videos (community.md §7: video-sources/youtube, has-captions),
// behind a provider interface so another catalogue could stand in. Speaks the YouTube Data API v3:
// GET {base}/search (part=snippet, type=video, videoCaption=closedCaption, relevanceLanguage),
// GET {base}/captions (part=snippet, videoId: the caption tracks' languages) and GET {base}/videos
// (part=snippet,contentDetails: title and ISO 8601 duration), each with `key`. Created only when
// YOUTUBE_API_KEY is set; without it the source is hidden. A network failure, a timeout or an
// answer of another shape is a VideoSourceError (503 for the client).
import { findLanguage, languageByTwoLetterCode, type YoutubeVideo } from '@glossa/contract';

export class VideoSourceError extends Error {}

export interface VideoDetails {
  id: string;
  title: string;
  durationMs: number;
  thumbnail: string | null;
}

export interface VideoSourceProvider {
  search(q: { query: string; lang: string; pageToken?: string; limit: number }): Promise<{ items: YoutubeVideo[]; nextPageToken: string | null }>;
  /** Dictionary codes of the video's caption tracks; null when there is no such video. */
  captionLanguages(id: string): Promise<string[] | null>;
  /** Null when there is no such video. */
  details(id: string): Promise<VideoDetails | null>;
}

type Json = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** ISO 8601 durations as YouTube gives them (PT4M13S, P1DT2H, PT0S) in milliseconds; null otherwise. */
export function isoDurationMs(value: string): number | null {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!m || value === 'P' || value.endsWith('T')) return null;
  const [d, h, min, s] = [m[1], m[2], m[3], m[4]].map((x) => Number(x ?? 0));
  return Math.round((((d! * 24 + h!) * 60 + min!) * 60 + s!) * 1000);
}

const thumbnailOf = (snippet: Json) => {
  const t = obj(snippet.thumbnails);
  return str(obj(t.medium).url) ?? str(obj(t.high).url) ?? str(obj(t.default).url);
};

export function createYoutubeProvider(options: { baseUrl: string; apiKey: string; timeoutMs: number; fetch?: typeof fetch }): VideoSourceProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');

  async function get(resource: string, params: Record<string, string | undefined>): Promise<{ status: number; body: Json }> {
    const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string>, key: options.apiKey });
    let res: Response;
    try {
      res = await doFetch(`${base}/${resource}?${query}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      throw new VideoSourceError(`YouTube ${resource}: ${(err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message}`);
    }
    let body: Json;
    try {
      body = obj(await res.json());
    } catch {
      throw new VideoSourceError(`YouTube ${resource}: the answer is not JSON (HTTP ${res.status})`);
    }
    if (res.status === 404) return { status: 404, body };
    if (!res.ok) throw new VideoSourceError(`YouTube ${resource}: HTTP ${res.status} ${str(obj(body.error).message) ?? ''}`.trim());
    if (!Array.isArray(body.items)) throw new VideoSourceError(`YouTube ${resource}: no items in the answer`);
    return { status: res.status, body };
  }

  return {
    async search({ query, lang, pageToken, limit }) {
      const two = findLanguage(lang)?.code_two_signs;
      const { body } = await get('search', {
        part: 'snippet',
        type: 'video',
        q: query,
        maxResults: String(limit),
        videoCaption: 'closedCaption',
        videoEmbeddable: 'true',
        relevanceLanguage: two || undefined,
        pageToken,
      });
      const items = list(body.items).flatMap((raw): YoutubeVideo[] => {
        const item = obj(raw);
        const id = str(obj(item.id).videoId);
        const snippet = obj(item.snippet);
        if (!id) return [];
        return [{ id, title: str(snippet.title) ?? '', channel: str(snippet.channelTitle) ?? '', thumbnail: thumbnailOf(snippet), published_at: str(snippet.publishedAt) }];
      });
      return { items, nextPageToken: str(body.nextPageToken) };
    },

    async captionLanguages(id) {
      const { status, body } = await get('captions', { part: 'snippet', videoId: id });
      if (status === 404) return null;
      const codes = list(body.items).flatMap((raw) => {
        const language = str(obj(obj(raw).snippet).language);
        // YouTube names tracks by BCP 47 tags (en, en-GB, pt-BR): the primary subtag is the language.
        const found = language ? languageByTwoLetterCode(language.split('-')[0]!.toLowerCase()) ?? findLanguage(language.toLowerCase()) : undefined;
        return found ? [found.code] : [];
      });
      return [...new Set(codes)];
    },

    async details(id) {
      const { status, body } = await get('videos', { part: 'snippet,contentDetails', id });
      const item = obj(list(body.items)[0]);
      if (status === 404 || !str(item.id)) return null;
      const duration = isoDurationMs(str(obj(item.contentDetails).duration) ?? '');
      if (duration === null) throw new VideoSourceError('YouTube videos: no duration in the answer');
      return { id: str(item.id)!, title: str(obj(item.snippet).title) ?? '', durationMs: duration, thumbnail: thumbnailOf(obj(item.snippet)) };
    },
  };
}
