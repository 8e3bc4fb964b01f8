// A local server speaking the part of the YouTube Data API v3 the video source uses: search,
// captions and videos, with the key checked, 404s for unknown videos and a switch to fail.
import type { ServerResponse } from 'node:http';
import { sendJson, startHttpPeer, type ReceivedRequest } from './http-peer';

export const YT_KEY = 'test-youtube-key';

export interface FakeYoutubeVideo {
  id: string;
  title: string;
  duration: string;
  captions: string[];
}

export async function startYoutubePeer(videos: FakeYoutubeVideo[]) {
  const state = { fail: false };
  const peer = await startHttpPeer((req: ReceivedRequest, res: ServerResponse) => {
    const q = req.url.searchParams;
    if (state.fail) return sendJson(res, 500, { error: { code: 500, message: 'Backend Error' } });
    if (q.get('key') !== YT_KEY) return sendJson(res, 400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } });
    const byId = (id: string | null) => videos.find((v) => v.id === id);
    switch (req.url.pathname) {
      case '/youtube/v3/search': {
        const words = (q.get('q') ?? '').toLowerCase();
        const found = videos.filter((v) => v.title.toLowerCase().includes(words));
        const start = Number(q.get('pageToken') ?? 0);
        const size = Number(q.get('maxResults') ?? 5);
        const page = found.slice(start, start + size);
        return sendJson(res, 200, {
          kind: 'youtube#searchListResponse',
          nextPageToken: start + size < found.length ? String(start + size) : undefined,
          items: page.map((v) => ({
            kind: 'youtube#searchResult',
            id: { kind: 'youtube#video', videoId: v.id },
            snippet: { title: v.title, channelTitle: 'Glossa test', publishedAt: '2024-01-02T03:04:05Z', thumbnails: { medium: { url: `https://i.ytimg.test/${v.id}.jpg` } } },
          })),
        });
      }
      case '/youtube/v3/captions': {
        const v = byId(q.get('videoId'));
        if (!v) return sendJson(res, 404, { error: { code: 404, message: 'The video identified by the videoId parameter could not be found.', errors: [{ reason: 'videoNotFound' }] } });
        return sendJson(res, 200, { kind: 'youtube#captionListResponse', items: v.captions.map((language, i) => ({ kind: 'youtube#caption', id: `c${i}`, snippet: { videoId: v.id, language, trackKind: 'standard' } })) });
      }
      case '/youtube/v3/videos': {
        const v = byId(q.get('id'));
        return sendJson(res, 200, { kind: 'youtube#videoListResponse', items: v ? [{ id: v.id, snippet: { title: v.title, thumbnails: {} }, contentDetails: { duration: v.duration } }] : [] });
      }
      default:
        return sendJson(res, 404, { error: { code: 404, message: 'Not Found' } });
    }
  });
  return { ...peer, base: `${peer.url}/youtube/v3`, state };
}
