// The YouTube adapter against a local server speaking the Data API v3 (test/youtube-peer.ts):
// search with paging, caption languages, details with ISO 8601 durations, and failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startYoutubePeer, YT_KEY } from '../../../test/youtube-peer';
import { createYoutubeProvider, isoDurationMs, VideoSourceError } from './youtube';

let peer: Awaited<ReturnType<typeof startYoutubePeer>>;
beforeAll(async () => {
  peer = await startYoutubePeer([
    { id: 'aaaaaaaaaa1', title: 'Dogs in the park', duration: 'PT1M30S', captions: ['en', 'de-DE'] },
    { id: 'aaaaaaaaaa2', title: 'More dogs', duration: 'PT2H', captions: [] },
    { id: 'aaaaaaaaaa3', title: 'Dogs at home', duration: 'PT4M13.5S', captions: ['fr'] },
  ]);
});
afterAll(() => peer.close());

const provider = (key = YT_KEY) => createYoutubeProvider({ baseUrl: peer.base, apiKey: key, timeoutMs: 2000 });

describe('isoDurationMs', () => {
  it('reads YouTube durations', () => {
    expect(isoDurationMs('PT4M13S')).toBe(253_000);
    expect(isoDurationMs('P1DT2H')).toBe(93_600_000);
    expect(isoDurationMs('PT0S')).toBe(0);
    expect(isoDurationMs('PT1.5S')).toBe(1500);
    expect(isoDurationMs('P')).toBeNull();
    expect(isoDurationMs('4 minutes')).toBeNull();
  });
});

describe('the adapter', () => {
  it('searches with the key, the language as ISO 639-1 and captioned videos only, page by page', async () => {
    const first = await provider().search({ query: 'dogs', lang: 'eng', limit: 2 });
    expect(first.items.map((i) => i.id)).toEqual(['aaaaaaaaaa1', 'aaaaaaaaaa2']);
    expect(first.items[0]).toEqual({ id: 'aaaaaaaaaa1', title: 'Dogs in the park', channel: 'Glossa test', thumbnail: 'https://i.ytimg.test/aaaaaaaaaa1.jpg', published_at: '2024-01-02T03:04:05Z' });
    const sent = peer.received.at(-1)!.url.searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ part: 'snippet', type: 'video', q: 'dogs', relevanceLanguage: 'en', videoCaption: 'closedCaption', maxResults: '2', key: YT_KEY });
    const next = await provider().search({ query: 'dogs', lang: 'eng', limit: 2, pageToken: first.nextPageToken! });
    expect(next.items.map((i) => i.id)).toEqual(['aaaaaaaaaa3']);
    expect(next.nextPageToken).toBeNull();
  });

  it('lists caption languages as dictionary codes (BCP 47 region dropped); null for an unknown video', async () => {
    expect(await provider().captionLanguages('aaaaaaaaaa1')).toEqual(['eng', 'ger']);
    expect(await provider().captionLanguages('aaaaaaaaaa2')).toEqual([]);
    expect(await provider().captionLanguages('zzzzzzzzzzz')).toBeNull();
  });

  it('reads details with the duration', async () => {
    expect(await provider().details('aaaaaaaaaa3')).toEqual({ id: 'aaaaaaaaaa3', title: 'Dogs at home', durationMs: 253_500, thumbnail: null });
    expect(await provider().details('zzzzzzzzzzz')).toBeNull();
  });

  it('turns a bad key, a server error and an unreachable server into VideoSourceError', async () => {
    await expect(provider('wrong').search({ query: 'x', lang: 'eng', limit: 1 })).rejects.toBeInstanceOf(VideoSourceError);
    peer.state.fail = true;
    await expect(provider().details('aaaaaaaaaa1')).rejects.toThrow(/HTTP 500/);
    peer.state.fail = false;
    const gone = createYoutubeProvider({ baseUrl: 'http://127.0.0.1:9/youtube/v3', apiKey: YT_KEY, timeoutMs: 500 });
    await expect(gone.captionLanguages('aaaaaaaaaa1')).rejects.toBeInstanceOf(VideoSourceError);
  });
});
