// The YouTube source through the API, with YOUTUBE_API_KEY and YOUTUBE_API_URL pointing at a local
// server speaking the Data API: search, has-captions, a video made from a YouTube id (duration from
// YouTube, captions still uploaded), the same one twice, and YouTube failing (503).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { trainingClient } from '../../../test/training-helpers';
import { uniqueMp4, videoClient, vtt } from '../../../test/video-helpers';
import { startYoutubePeer, YT_KEY } from '../../../test/youtube-peer';

let t: TestApp;
let alice: TestUser;
let peer: Awaited<ReturnType<typeof startYoutubePeer>>;
const api = trainingClient(() => t);
const vids = videoClient(() => t);
const Y = '/api/education/video-sources/youtube';

beforeAll(async () => {
  peer = await startYoutubePeer([{ id: 'bbbbbbbbbb1', title: 'Cats and milk', duration: 'PT0M8S', captions: ['en'] }]);
  t = await createTestApp({ YOUTUBE_API_KEY: YT_KEY, YOUTUBE_API_URL: peer.base, RATE_LIMIT_VIDEO_UPLOAD: '2/1m' });
  alice = await makeUser(t);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe('YouTube source', () => {
  it('is offered, searches and tells whether captions exist', async () => {
    expect((await api.ok('GET', '/api/education/video-sources', null)).youtube).toBe(true);
    const found = (await api.call('GET', `${Y}?lang_code=eng&search_string=cats`, alice)).json();
    expect(found).toMatchObject({ data: [{ id: 'bbbbbbbbbb1', title: 'Cats and milk' }], pagination_token: null });
    expect(await api.ok('GET', `${Y}/bbbbbbbbbb1/has-captions?lang_code=eng`, alice)).toEqual({ has_captions: true, languages: ['eng'] });
    expect(await api.ok('GET', `${Y}/bbbbbbbbbb1/has-captions?lang_code=ger`, alice)).toEqual({ has_captions: false, languages: ['eng'] });
    expect((await api.fails(404, 'GET', `${Y}/zzzzzzzzzzz/has-captions?lang_code=eng`, alice)).code).toBe('YOUTUBE_VIDEO_NOT_FOUND');
    expect((await api.fails(400, 'GET', `${Y}/not-an-id/has-captions?lang_code=eng`, alice)).field).toBe('id');
    expect((await api.fails(401, 'GET', `${Y}?lang_code=eng&search_string=cats`, null)).code).toBe('UNAUTHENTICATED');
  });

  it('makes a video of a YouTube id with the duration YouTube gives; twice is "already exists"', async () => {
    const body = { title: 'Cats', lang_code: 'eng', youtube_id: 'bbbbbbbbbb1', is_public: true, captions: [{ lang_code: 'eng', text: vtt(12) }] };
    const v = await api.ok('POST', '/api/education/videos', alice, body);
    expect(v).toMatchObject({ source: 'youtube', youtube_id: 'bbbbbbbbbb1', duration: 8000, media_url: null, captions: [{ lang_code: 'eng', segments_total: 8 }] });
    expect((await api.fails(400, 'POST', '/api/education/videos', alice, body)).code).toBe('VIDEO_ALREADY_EXISTS');
    expect((await api.fails(404, 'POST', '/api/education/videos', alice, { ...body, youtube_id: 'zzzzzzzzzzz' })).code).toBe('YOUTUBE_VIDEO_NOT_FOUND');
    expect((await api.fails(404, 'GET', `/api/education/videos/${v.uuid}/file`, alice)).code).toBe('VIDEO_NOT_FOUND');
  });

  it('limits uploads per member (RATE_LIMIT_VIDEO_UPLOAD, here 2 a minute)', async () => {
    const carl = await makeUser(t);
    for (let i = 0; i < 2; i++) expect((await vids.uploadRaw(carl, uniqueMp4())).statusCode).toBe(200);
    const third = await vids.uploadRaw(carl, uniqueMp4());
    expect(third.statusCode).toBe(429);
    expect(third.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    // Another member is not affected.
    expect((await vids.uploadRaw(alice, uniqueMp4())).statusCode).toBe(200);
  });

  it('answers 503 when YouTube fails', async () => {
    peer.state.fail = true;
    try {
      expect((await api.fails(503, 'GET', `${Y}?lang_code=eng&search_string=cats`, alice)).code).toBe('VIDEO_SOURCE_UNAVAILABLE');
    } finally {
      peer.state.fail = false;
    }
  });
});
