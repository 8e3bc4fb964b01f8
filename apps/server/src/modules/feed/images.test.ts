// Images of posts and articles: sniffed and re-encoded (metadata gone), capped in size and number,
// only by the author, served with a fixed type; removed with their post.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_LIMITS } from '@glossa/contract';
import { createTestApp, type TestApp } from '../../../test/app';
import { multipart } from '../../../test/chat-helpers';
import { makeUser, type TestUser } from '../../../test/factories';
import { feedClient } from '../../../test/feed-helpers';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let jpeg: Buffer;
const api = feedClient(() => t);

const upload = (user: TestUser | null, url: string, bytes: Buffer, type = 'image/jpeg') => {
  const body = multipart({}, { filename: 'photo.jpg', type, bytes });
  return t.app.inject({ method: 'POST', url, headers: { ...(user?.headers ?? {}), ...body.headers }, payload: body.payload });
};
const uploads = () => path.join(t.config.DATA_DIR, 'uploads', 'feed');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FEED_WRITE: '10000/1m' });
  owner = await makeUser(t);
  stranger = await makeUser(t);
  // A JPEG with EXIF (camera make) that must not survive re-encoding.
  jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .toBuffer();
});
afterAll(() => t.close());

describe('post images', () => {
  it('are re-encoded without metadata, shown on the post and served with a fixed type', async () => {
    const post = await api.post(owner, { status: 'draft' });
    const res = await upload(owner, `/api/posts/${post.uuid}/images`, jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data;
    expect(image).toMatchObject({ width: 1200, height: 800 });
    const file = await t.app.inject({ method: 'GET', url: image.url });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: image.preview_url })).headers['content-type']).toBe('image/webp');

    await api.ok('PATCH', `/api/posts/${post.uuid}/status`, owner, { status: 'published' });
    expect((await api.ok('GET', `/api/posts/${post.uuid}`, null)).additional.images).toEqual([image]);

    await api.ok('DELETE', `/api/posts/${post.uuid}`, owner);
    expect(existsSync(path.join(uploads(), path.basename(image.url)))).toBe(false);
  });

  it('refuses strangers, guests, non-images, and more than the cap', async () => {
    const post = await api.post(owner);
    expect((await upload(stranger, `/api/posts/${post.uuid}/images`, jpeg)).statusCode).toBe(403);
    expect((await upload(null, `/api/posts/${post.uuid}/images`, jpeg)).statusCode).toBe(401);
    const html = await upload(owner, `/api/posts/${post.uuid}/images`, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.statusCode).toBe(415);
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    for (let i = 0; i < FEED_LIMITS.postImagesMax; i++) expect((await upload(owner, `/api/posts/${post.uuid}/images`, small, 'image/png')).statusCode).toBe(200);
    const over = await upload(owner, `/api/posts/${post.uuid}/images`, small, 'image/png');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].code).toBe('IMAGES_LIMIT_EXCEEDED');
    // The refused upload left no file behind: two files (original + preview) per kept image.
    expect(readdirSync(uploads()).length).toBe(2 * FEED_LIMITS.postImagesMax);
    const tooBig = await upload(owner, `/api/posts/${post.uuid}/images`, Buffer.alloc(FEED_LIMITS.imageMaxBytes + 10, 1));
    expect(tooBig.statusCode).toBe(413);
  });

  it('removing an article image drops the blocks that showed it; a stranger cannot remove it', async () => {
    const article = await api.article(owner);
    const image = (await upload(owner, `/api/articles/${article.uuid}/images`, jpeg)).json().data;
    const body = [{ type: 'paragraph', content: [{ text: 'Look:' }] }, { type: 'image', image_uuid: image.uuid, caption: 'the view' }];
    expect((await api.ok('PUT', `/api/articles/${article.uuid}`, owner, { title: 'With a picture', body, lang_code: 'eng' })).body).toHaveLength(2);
    expect((await api.fails(404, 'DELETE', `/api/articles/${article.uuid}/images/${image.uuid}`, stranger)).code).toBe('ARTICLE_NOT_FOUND');
    await api.ok('DELETE', `/api/articles/${article.uuid}/images/${image.uuid}`, owner);
    expect((await api.ok('GET', `/api/articles/${article.uuid}`, owner)).body).toEqual([body[0]]);
    expect((await api.fails(404, 'DELETE', `/api/articles/${article.uuid}/images/${image.uuid}`, owner)).code).toBe('IMAGE_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/api/feed/images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});
