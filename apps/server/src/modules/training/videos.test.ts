// Training videos over HTTP: uploads (sniffed, capped, streamed), creation with required captions,
// the public/private rules for guests, strangers and the author, the file with ranges and signed
// URLs, captions around a time, editing, deletion, study, progress, likes, comments, lists and the
// feed item.
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeTranslation } from '../../../test/dictionary-factories';
import { trainingClient } from '../../../test/training-helpers';
import { MP4, uniqueMp4, videoClient, vtt, WEBM } from '../../../test/video-helpers';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const api = trainingClient(() => t);
const vids = videoClient(() => t);
const V = '/api/education/videos';
const files = () => {
  const dir = path.join(t.config.DATA_DIR, 'uploads', 'videos');
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
};
const count = async (table: string) => Number(((await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ VIDEO_MAX_BYTES: String(64 * 1024), RATE_LIMIT_VIDEO_UPLOAD: '1000/1m' });
  [alice, bob] = [await makeUser(t), await makeUser(t)];
});
afterAll(() => t.close());

describe('the demo video', () => {
  it('is added once, public, with English and German captions, by an account nobody signs in as', async () => {
    const author = await t.services.accounts.admin.demoAuthor();
    expect(author).toMatchObject({ nickname: 'glossa', email: null, passwordHash: null });
    expect(await t.services.training.demoVideo.seedIfNone(author.id, author.uuid)).toBe(true);
    expect(await t.services.training.demoVideo.seedIfNone(author.id, author.uuid)).toBe(false);
    const [demo] = await api.ok('GET', V, null);
    expect(demo).toMatchObject({ title: 'A dog, a cat and coffee in the garden', is_public: true, duration: 11_208, captions: [{ lang_code: 'eng', segments_total: 4 }, { lang_code: 'ger', segments_total: 4 }] });
    const caps = (await api.call('GET', `${V}/${demo.uuid}/captions?current_time=3000`, null)).json();
    expect(caps.data[0].segment_strings).toEqual(['A cat drinks milk in the kitchen.']);
    expect((await t.app.inject({ method: 'GET', url: demo.media_url, headers: { range: 'bytes=0-3' } })).statusCode).toBe(206);
  });
});

describe('uploads', () => {
  it('takes MP4 and WebM, reads the duration from the file', async () => {
    const mp4 = await vids.upload(alice, uniqueMp4());
    expect(mp4).toMatchObject({ content_type: 'video/mp4', size: MP4.length + 24 });
    expect(mp4.duration).toBeGreaterThan(1900);
    expect(mp4.duration).toBeLessThan(2200);
    const webm = await vids.upload(alice, WEBM);
    expect(webm).toMatchObject({ content_type: 'video/webm', duration: 3000 });
  });

  it('refuses a renamed text file (415), an oversized one (413, nothing kept), no file and guests', async () => {
    const before = files().length;
    const rows = await count('video_uploads');
    const text = await vids.uploadRaw(alice, Buffer.from('this is not a video at all, just text'.repeat(20)), 'video/mp4', 'fake.mp4');
    expect(text.statusCode).toBe(415);
    expect(text.json().errors[0]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file' });
    const big = await vids.uploadRaw(alice, Buffer.concat([MP4, Buffer.alloc(70 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].code).toBe('PAYLOAD_TOO_LARGE');
    expect(files().length).toBe(before);
    expect(await count('video_uploads')).toBe(rows);
    expect(readdirSync(path.join(t.config.DATA_DIR, 'tmp'))).toEqual([]);
    expect((await vids.uploadRaw(null, MP4)).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: `${V}/uploads`, headers: { ...alice.headers, 'content-type': 'application/json' }, payload: '{}' });
    expect(none.statusCode).toBe(415);
  });
});

describe('create and read', () => {
  it('creates a video from an upload with captions; the author sees it, others get "Not found video.uuid"', async () => {
    const v = await vids.video(alice, { hashtags: 'Animals, #pets ,animals', complexity: 'easy' });
    expect(v).toMatchObject({ is_public: false, source: 'upload', lang_code: 'eng', hashtags: ['animals', 'pets'], captions: [{ lang_code: 'eng', segments_total: 2 }], can_edit: true, selected_for_learning: false, watching_time: 0, progress: 0 });
    expect(v.media_url).toMatch(new RegExp(`^/api/education/videos/${v.uuid}/file\\?token=\\d+\\.[\\w-]{43}$`));
    expect((await api.fails(404, 'GET', `${V}/${v.uuid}`, bob))).toMatchObject({ code: 'VIDEO_NOT_FOUND', message: 'Not found video.uuid' });
    expect((await api.fails(404, 'GET', `${V}/${v.uuid}`, null)).code).toBe('VIDEO_NOT_FOUND');
    expect((await api.fails(404, 'GET', `${V}/${v.uuid}/captions`, bob)).code).toBe('VIDEO_NOT_FOUND');
    expect((await api.fails(404, 'POST', `${V}/${v.uuid}/study`, bob)).code).toBe('VIDEO_NOT_FOUND');
    expect((await api.fails(404, 'POST', `${V}/${v.uuid}/like`, bob)).code).toBe('VIDEO_NOT_FOUND');
    expect((await api.fails(404, 'GET', `${V}/${v.uuid}/comments`, bob)).code).toBe('VIDEO_NOT_FOUND');
  });

  it('requires captions in the video language and refuses broken ones with the cue', async () => {
    const up = await vids.upload(alice, uniqueMp4());
    const base = { title: 'x', lang_code: 'eng', upload_uuid: up.upload_uuid };
    expect(await api.fails(400, 'POST', V, alice, { ...base, captions: [] })).toMatchObject({ code: 'VIDEO_CAPTIONS_REQUIRED', message: 'The video cannot be added without subtitles' });
    expect((await api.fails(400, 'POST', V, alice, { ...base, captions: [{ lang_code: 'ger', text: vtt(1) }] })).code).toBe('VIDEO_CAPTIONS_REQUIRED');
    const overlap = await api.fails(400, 'POST', V, alice, { ...base, captions: [{ lang_code: 'eng', text: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na\n\n00:00:00.500 --> 00:00:01.500\nb\n' }] });
    expect(overlap).toMatchObject({ code: 'CAPTIONS_INVALID', field: 'captions.0.text', payload: { cue: 2, lang_code: 'eng' } });
    expect((await api.fails(400, 'POST', V, alice, { ...base, captions: [{ lang_code: 'eng', text: vtt(1) }, { lang_code: 'eng', text: vtt(1) }] })).field).toBe('captions.1.lang_code');
    expect((await api.fails(400, 'POST', V, alice, { ...base, captions: [{ lang_code: 'eng', text: vtt(1) }], subjects: ['nope'] })).field).toBe('subjects');
    expect((await api.fails(400, 'POST', V, alice, { title: 'x', lang_code: 'eng', captions: [{ lang_code: 'eng', text: vtt(1) }] })).field).toBe('upload_uuid');
    // The upload is still there after the refusals, and is someone else's for bob.
    expect((await api.fails(400, 'POST', V, bob, { ...base, captions: [{ lang_code: 'eng', text: vtt(1) }] })).code).toBe('VIDEO_UPLOAD_NOT_FOUND');
    // Segments beyond the 2.02 s clip are dropped (the one starting at 2.000 s is cut at the end).
    const ok = await api.ok('POST', V, alice, { ...base, captions: [{ lang_code: 'eng', text: vtt(5) }, { lang_code: 'ger', text: vtt(1, () => 'Der Hund') }] });
    expect(ok.captions).toEqual([{ lang_code: 'eng', segments_total: 3 }, { lang_code: 'ger', segments_total: 1 }]);
    // An upload becomes one video only.
    expect((await api.fails(400, 'POST', V, alice, { ...base, captions: [{ lang_code: 'eng', text: vtt(1) }] })).code).toBe('VIDEO_UPLOAD_NOT_FOUND');
  });

  it('refuses the same file twice for one author ("video already exists")', async () => {
    const bytes = uniqueMp4();
    await vids.video(alice, {}, bytes);
    const again = await vids.upload(alice, bytes);
    const res = await api.fails(400, 'POST', V, alice, { title: 'y', lang_code: 'eng', upload_uuid: again.upload_uuid, captions: [{ lang_code: 'eng', text: vtt(1) }] });
    expect(res.code).toBe('VIDEO_ALREADY_EXISTS');
    // Another member may add the same file.
    await vids.video(bob, {}, bytes);
  });
});

describe('the file', () => {
  it('is served with ranges (206), 416 outside the file, HEAD without a body', async () => {
    const v = await vids.video(alice, { is_public: true });
    expect(v.media_url).toBe(`/api/education/videos/${v.uuid}/file`);
    const whole = await t.app.inject({ method: 'GET', url: v.media_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = Number(whole.headers['content-length']);
    const part = await t.app.inject({ method: 'GET', url: v.media_url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: v.media_url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const outside = await t.app.inject({ method: 'GET', url: v.media_url, headers: { range: `bytes=${size + 10}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    const head = await t.app.inject({ method: 'HEAD', url: v.media_url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
  });

  it('of a private video: its author or the signed URL; not a stranger, a forged or another video\'s token', async () => {
    const v = await vids.video(alice);
    const other = await vids.video(alice);
    const plain = `${V}/${v.uuid}/file`;
    expect((await t.app.inject({ method: 'GET', url: v.media_url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: plain, headers: alice.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: plain, headers: bob.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: plain })).statusCode).toBe(404);
    const token = v.media_url.split('token=')[1]!;
    expect((await t.app.inject({ method: 'GET', url: `${plain}?token=${token.slice(0, -2)}xx` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${V}/${other.uuid}/file?token=${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${plain}?token=1.${'a'.repeat(43)}` })).statusCode).toBe(404);
  });
});

describe('captions', () => {
  let uuid: string;
  beforeAll(async () => {
    // A 3 s WebM with 60 segments of 40 ms, so windows and pages can be checked.
    const up = await vids.upload(bob, WEBM);
    const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23);
    const text = `WEBVTT\n\n${Array.from({ length: 60 }, (_, i) => `${clock(i * 50)} --> ${clock(i * 50 + 40)}\n<b>line ${i}</b> &amp; more\nsecond`).join('\n\n')}\n`;
    uuid = (await api.ok('POST', V, bob, { title: 'Windows', lang_code: 'eng', is_public: true, upload_uuid: up.upload_uuid, captions: [{ lang_code: 'eng', text }] })).uuid;
  });

  it('come 40 at a time from current_time, as plain lines', async () => {
    const first = (await api.call('GET', `${V}/${uuid}/captions`, null)).json();
    expect(first.data).toHaveLength(40);
    expect(first.data[0]).toEqual({ segment_start_time: 0, segment_end_time: 40, segment_strings: ['line 0 & more', 'second'] });
    expect(first.lang_code).toBe('eng');
    expect(first.next_time).toBe(1990);
    const next = (await api.call('GET', `${V}/${uuid}/captions?current_time=${first.next_time}`, null)).json();
    expect(next.data[0].segment_start_time).toBe(2000);
    expect(next.data).toHaveLength(20);
    expect(next.next_time).toBeNull();
    // The segment running at current_time comes first.
    const mid = (await api.call('GET', `${V}/${uuid}/captions?current_time=1020&limit=2`, null)).json();
    expect(mid.data.map((s: { segment_start_time: number }) => s.segment_start_time)).toEqual([1000, 1050]);
  });

  it('refuse an unknown language and bad parameters', async () => {
    expect((await api.fails(404, 'GET', `${V}/${uuid}/captions?lang_code=ger`, null)).code).toBe('CAPTIONS_NOT_FOUND');
    expect((await api.fails(400, 'GET', `${V}/${uuid}/captions?current_time=-5`, null)).field).toBe('current_time');
    expect((await api.fails(400, 'GET', `${V}/${uuid}/captions?lang_code=zzz`, null)).field).toBe('lang_code');
  });
});

describe('edit and delete', () => {
  it('only the author edits; public puts it in the feed, private takes it out; captions are replaced', async () => {
    const v = await vids.video(alice);
    expect((await api.fails(404, 'PUT', `${V}/${v.uuid}`, bob, { title: 'mine' })).code).toBe('VIDEO_NOT_FOUND');
    const pub = await api.ok('PUT', `${V}/${v.uuid}`, alice, { is_public: true, title: 'Renamed' });
    expect(pub).toMatchObject({ is_public: true, title: 'Renamed' });
    expect((await api.fails(403, 'PUT', `${V}/${v.uuid}`, bob, { title: 'mine' })).code).toBe('FORBIDDEN');
    const feed = (await api.call('GET', '/api/feed/public?type=video&limit=50', null)).json().data;
    expect(feed.find((i: { position: { uuid: string } }) => i.position.uuid === v.uuid)).toMatchObject({ type: 'video', position: { title: 'Renamed', media_url: `/api/education/videos/${v.uuid}/file` } });
    await api.ok('PUT', `${V}/${v.uuid}`, alice, { captions: [{ lang_code: 'eng', text: vtt(1, () => 'Only one now') }, { lang_code: 'fre', text: vtt(1, () => 'Le chien') }] });
    const caps = (await api.call('GET', `${V}/${v.uuid}/captions`, null)).json();
    expect(caps.data.map((s: { segment_strings: string[] }) => s.segment_strings[0])).toEqual(['Only one now']);
    expect((await api.fails(400, 'PUT', `${V}/${v.uuid}`, alice, { remove_captions: ['eng'] })).code).toBe('VIDEO_CAPTIONS_REQUIRED');
    expect((await api.fails(400, 'PUT', `${V}/${v.uuid}`, alice, { lang_code: 'ger' })).code).toBe('VIDEO_CAPTIONS_REQUIRED');
    const fr = await api.ok('PUT', `${V}/${v.uuid}`, alice, { lang_code: 'fre', remove_captions: ['eng'] });
    expect(fr.captions).toEqual([{ lang_code: 'fre', segments_total: 1 }]);
    await api.ok('PUT', `${V}/${v.uuid}`, alice, { is_public: false });
    const after = (await api.call('GET', '/api/feed/public?type=video&limit=50', null)).json().data;
    expect(after.some((i: { position: { uuid: string } }) => i.position.uuid === v.uuid)).toBe(false);
  });

  it('deletes (author only): the row, its feed item and its files go', async () => {
    const v = await vids.video(alice, { is_public: true });
    const before = files().length;
    expect((await api.fails(403, 'DELETE', `${V}/${v.uuid}`, bob)).code).toBe('FORBIDDEN');
    await api.ok('DELETE', `${V}/${v.uuid}`, alice);
    expect(files().length).toBe(before - (v.poster_url ? 2 : 1));
    expect((await api.fails(404, 'GET', `${V}/${v.uuid}`, alice)).code).toBe('VIDEO_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: v.media_url })).statusCode).toBe(404);
    const feed = (await api.call('GET', '/api/feed/public?type=video&limit=50', null)).json().data;
    expect(feed.some((i: { position: { uuid: string } }) => i.position.uuid === v.uuid)).toBe(false);
  });
});

describe('study, progress, likes, comments', () => {
  it('selects for learning, saves progress and watching time, likes and comments', async () => {
    const v = await vids.video(alice, { is_public: true });
    expect(await api.ok('POST', `${V}/${v.uuid}/study`, bob)).toEqual({ selected_for_learning: true, learners_count: 1 });
    expect(await api.ok('POST', `${V}/${v.uuid}/study`, bob)).toEqual({ selected_for_learning: true, learners_count: 1 });
    expect(await api.ok('POST', `${V}/${v.uuid}/progress`, bob, { progress: 1500, watching_time: 1500 })).toEqual({ progress: 1500, watching_time: 1500 });
    // Past the end is the end; one report adds at most two minutes.
    expect(await api.ok('POST', `${V}/${v.uuid}/progress`, bob, { progress: 999_999, watching_time: 10_000_000 })).toEqual({ progress: v.duration, watching_time: 121_500 });
    expect(await api.ok('POST', `${V}/${v.uuid}/like`, bob)).toEqual({ liked_by_user: true, count: 1 });
    const c = await api.ok('POST', `${V}/${v.uuid}/comments`, bob, { comment: 'Nice <b>clip</b>' });
    expect(c).toMatchObject({ comment: 'Nice <b>clip</b>', can_edit: true });
    expect((await api.fails(403, 'PUT', `${V}/${v.uuid}/comments/${c.uuid}`, alice, { comment: 'x' })).code).toBe('FORBIDDEN');
    expect(await api.ok('POST', `${V}/${v.uuid}/comments/${c.id}/like`, alice)).toEqual({ liked_by_user: true, count: 1 });
    const seen = await api.ok('GET', `${V}/${v.uuid}`, bob);
    expect(seen).toMatchObject({ selected_for_learning: true, learners_count: 1, progress: v.duration, watching_time: 121_500, is_liked_by_current_user: true, users_liked_video_count: 1, comments_count: 1 });
    const mine = (await api.call('GET', `${V}/search/users?source=studying`, bob)).json();
    expect(mine.rows.map((r: { uuid: string }) => r.uuid)).toContain(v.uuid);
    expect(await api.ok('DELETE', `${V}/${v.uuid}/study`, bob)).toEqual({ selected_for_learning: false, learners_count: 0 });
    expect(await api.ok('POST', `${V}/${v.uuid}/dislike`, bob)).toEqual({ liked_by_user: false, count: 0 });
    await api.ok('DELETE', `${V}/${v.uuid}/comments/${c.uuid}`, bob);
    expect((await api.ok('GET', `${V}/${v.uuid}`, bob)).comments_count).toBe(0);
    expect((await api.fails(401, 'POST', `${V}/${v.uuid}/progress`, null, { progress: 1 })).code).toBe('UNAUTHENTICATED');
    expect((await api.fails(400, 'POST', `${V}/${v.uuid}/progress`, bob, { progress: -1 })).field).toBe('progress');
  });
});

describe('lists', () => {
  it('feed blocks, search by name, language and hashtag, the newest list; private ones only for their author', async () => {
    const carol = await makeUser(t);
    const pub = await vids.video(carol, { title: 'Zebra crossing lesson', is_public: true, hashtags: 'roads' });
    const priv = await vids.video(carol, { title: 'Zebra secret', is_public: false });
    const feed = await api.ok('GET', `${V}/feed?lang_code=eng&limit=50`, null);
    expect(feed.new.map((r: { uuid: string }) => r.uuid)).toContain(pub.uuid);
    expect(feed.new.map((r: { uuid: string }) => r.uuid)).not.toContain(priv.uuid);
    const byName = (u: TestUser | null) => api.ok('GET', `${V}/search?video_name=zebra`, u).then((d: { rows: { uuid: string }[] }) => d.rows.map((r) => r.uuid).sort());
    expect(await byName(null)).toEqual([pub.uuid]);
    expect(await byName(carol)).toEqual([pub.uuid, priv.uuid].sort());
    expect((await api.ok('GET', `${V}/search?hashtag=%23Roads`, null)).rows.map((r: { uuid: string }) => r.uuid)).toEqual([pub.uuid]);
    expect((await api.ok('GET', `${V}/search?video_name=zebra&lang_code=ger`, null)).rows).toEqual([]);
    const latest = await api.ok('GET', `${V}?limit=50`, carol);
    expect(latest.map((r: { uuid: string }) => r.uuid).slice(0, 2)).toEqual([priv.uuid, pub.uuid]);
    const mine = (await api.call('GET', `${V}/search/users?source=authored_by_me`, carol)).json();
    expect(mine.count).toBe(2);
    expect((await api.fails(400, 'GET', `${V}/search?complexity=extreme`, null)).field).toBe('complexity');
  });

  it('search pages continue after previous_uuid, in the same order, without repeats; a private one of another is 404', async () => {
    const dave = await makeUser(t);
    for (const n of [1, 2, 3]) await vids.video(dave, { title: `Quokka walk ${n}`, is_public: true });
    const hidden = await vids.video(dave, { title: 'Quokka private', is_public: false });
    const q = async (query: string) => (await api.ok('GET', `${V}/search?video_name=quokka&${query}`, null)).rows.map((r: { uuid: string }) => r.uuid) as string[];
    const all = await q('limit=50');
    expect(all).toHaveLength(3);
    const paged: string[] = [];
    let page = await q('limit=1');
    while (page.length) {
      paged.push(...page);
      page = await q(`limit=1&previous_uuid=${page[0]}`);
    }
    expect(paged).toEqual(all);
    expect((await api.fails(404, 'GET', `${V}/search?previous_uuid=${hidden.uuid}`, null)).code).toBe('VIDEO_NOT_FOUND');
  });

  it('my materials filter by subjects and page after previous_uuid; count is the filtered set; bad input is 400', async () => {
    const erin = await makeUser(t);
    const law = await vids.video(erin, { title: 'Court visit', subjects: ['law'] });
    const both = await vids.video(erin, { title: 'Bank and court', subjects: ['finance', 'law'] });
    const none = await vids.video(erin, { title: 'Garden walk' });
    const mine = async (query: string) => {
      const page = (await api.call('GET', `${V}/search/users?source=authored_by_me&${query}`, erin)).json();
      return { count: page.count as number, uuids: page.rows.map((r: { uuid: string }) => r.uuid) as string[] };
    };
    expect((await mine('')).uuids).toEqual([none.uuid, both.uuid, law.uuid]);
    expect(await mine('subjects=law')).toEqual({ count: 2, uuids: [both.uuid, law.uuid] });
    expect(await mine('subjects=finance,science')).toEqual({ count: 1, uuids: [both.uuid] });
    expect((await mine('subjects=medicine')).uuids).toEqual([]);
    // Pages after the last one seen: the same order, nothing twice, nothing left out.
    const first = await mine('limit=2');
    expect(first).toEqual({ count: 3, uuids: [none.uuid, both.uuid] });
    // A video edited between the pages moves to the top and is not read again.
    await api.ok('PUT', `${V}/${none.uuid}`, erin, { title: 'Garden walk, edited' });
    expect(await mine(`limit=2&previous_uuid=${both.uuid}`)).toEqual({ count: 3, uuids: [law.uuid] });
    expect(await mine(`limit=2&offset=5&subjects=law&previous_uuid=${both.uuid}`)).toEqual({ count: 2, uuids: [law.uuid] });
    const six = 'general,business,finance,law,medicine,science';
    expect(await api.fails(400, 'GET', `${V}/search/users?subjects=${six}`, erin)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'subjects' });
    expect(await api.fails(400, 'GET', `${V}/search/users?subjects=Not%20a%20code`, erin)).toMatchObject({ code: 'VALIDATION_ERROR', field: expect.stringMatching(/^subjects/) });
    expect(await api.fails(400, 'GET', `${V}/search/users?previous_uuid=nope`, erin)).toMatchObject({ field: 'previous_uuid' });
    const strangers = await vids.video(alice, { title: 'Not yours', is_public: false });
    expect((await api.fails(404, 'GET', `${V}/search/users?previous_uuid=${strangers.uuid}`, erin)).code).toBe('VIDEO_NOT_FOUND');
    expect((await api.fails(401, 'GET', `${V}/search/users?subjects=law`, null)).code).toBe('UNAUTHENTICATED');
  });
});

describe('the upload sweep', () => {
  it('removes uploads no video took (rows and files) and stale temporary files, after the given hours', async () => {
    const up = await vids.upload(alice, uniqueMp4());
    const stale = path.join(t.config.DATA_DIR, 'tmp', 'upload-left-by-a-crash');
    writeFileSync(stale, 'partial');
    utimesSync(stale, new Date(Date.now() - 3 * 86_400_000), new Date(Date.now() - 3 * 86_400_000));
    const before = files().length;
    expect(await t.services.training.videos.sweepUploads(24)).toBe(0);
    expect(files().length).toBe(before);
    expect(existsSync(stale)).toBe(false);
    // A day later the pending upload goes too, and cannot become a video any more.
    await t.ctx.db.execute(sql`update video_uploads set created_at = created_at - interval '25 hours'`);
    expect(await t.services.training.videos.sweepUploads(24)).toBeGreaterThanOrEqual(1);
    expect(files().length).toBeLessThan(before);
    expect((await api.fails(400, 'POST', V, alice, { title: 'x', lang_code: 'eng', upload_uuid: up.upload_uuid, captions: [{ lang_code: 'eng', text: vtt(1) }] })).code).toBe('VIDEO_UPLOAD_NOT_FOUND');
  });
});

describe('words of this video', () => {
  it('lists the caption words with their dictionary entry: unknown first, known (favorites) after, untranslated last', async () => {
    const dog = await makeTranslation(t, ['eng', 'dog'], ['ger', 'Hund'], { verified: true });
    const cat = await makeTranslation(t, ['eng', 'cat'], ['ger', 'Katze'], { verified: true });
    const v = await vids.video(alice, { is_public: true, captions: [{ lang_code: 'eng', text: vtt(2, (i) => ['The dog, the DOG!', 'A cat. 42'][i]!) }] });
    const words = await api.ok('GET', `${V}/${v.uuid}/words?lang_to=ger`, bob);
    expect(words.slice(0, 2)).toEqual([
      { word: 'dog', count: 2, union_id: dog.id, translation: 'Hund', known: false },
      { word: 'cat', count: 1, union_id: cat.id, translation: 'Katze', known: false },
    ]);
    expect(words.map((w: { word: string }) => w.word).slice(2).sort()).toEqual(['a', 'the']);
    expect(words.some((w: { word: string }) => w.word === '42')).toBe(false);
    await api.ok('POST', '/api/favorites', bob, { entity_type: 'translation', entity_id: cat.id });
    const after = await api.ok('GET', `${V}/${v.uuid}/words?lang_to=ger`, bob);
    expect(after.slice(0, 2).map((w: { word: string; known: boolean }) => [w.word, w.known])).toEqual([['dog', false], ['cat', true]]);
    expect((await api.fails(400, 'GET', `${V}/${v.uuid}/words`, bob)).field).toBe('lang_to');
  });
});

describe('sources', () => {
  it('says what uploads take and that YouTube is off without a key', async () => {
    expect(await api.ok('GET', '/api/education/video-sources', null)).toEqual({ upload: { max_bytes: 64 * 1024, types: ['video/mp4', 'video/webm'], max_duration: 3 * 3600 * 1000 }, youtube: false });
    expect((await api.fails(404, 'GET', '/api/education/video-sources/youtube?lang_code=eng&search_string=dogs', alice)).code).toBe('VIDEO_SOURCE_UNAVAILABLE');
    expect((await api.fails(404, 'POST', V, alice, { title: 'x', lang_code: 'eng', youtube_id: 'dQw4w9WgXcQ', captions: [{ lang_code: 'eng', text: vtt(1) }] })).code).toBe('VIDEO_SOURCE_UNAVAILABLE');
  });
});
