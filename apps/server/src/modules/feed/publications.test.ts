// Posts, articles and questions through the routes: create, read, edit, status, delete; the
// guest/stranger/owner/moderator matrix; bad input (control characters, too short, unknown
// languages, unsafe links) and script payloads stored as inert text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { feedClient } from '../../../test/feed-helpers';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let moderator: TestUser;
const api = feedClient(() => t);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FEED_WRITE: '10000/1m' });
  owner = await makeUser(t);
  stranger = await makeUser(t);
  moderator = await makeUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

describe('posts', () => {
  it('are written, read by anyone, edited by their author (and moderators)', async () => {
    const post = await api.post(owner, { text: '  Hallo\r\nWelt  ', related_lang_code: 'eng' });
    expect(post).toMatchObject({ type: 'post', text: 'Hallo\nWelt', lang_code: 'ger', related_lang_code: 'eng', status: 'published', can_edit: true, can_delete: true });
    expect(post.author).toMatchObject({ uuid: owner.uuid, nickname: owner.nickname, role: 'user' });
    expect(post.additional).toEqual({ likes_total: 0, is_liked_by_current_user: false, comments_total: 0, answers_total: 0, images: [] });

    const asGuest = await api.ok('GET', `/api/posts/${post.uuid}`, null);
    expect(asGuest).toMatchObject({ text: 'Hallo\nWelt', can_edit: false, can_delete: false });
    // The house's content policy: a moderator may change what they can see.
    expect(await api.ok('GET', `/api/posts/${post.uuid}`, moderator)).toMatchObject({ can_edit: true, can_delete: true });
    expect(await api.ok('GET', `/api/posts/${post.uuid}`, stranger)).toMatchObject({ can_edit: false, can_delete: false });

    const edited = await api.ok('PUT', `/api/posts/${post.uuid}`, owner, { text: 'Guten Tag', lang_code: 'ger' });
    expect(edited.text).toBe('Guten Tag');
    expect((await api.fails(403, 'PUT', `/api/posts/${post.uuid}`, stranger, { text: 'mine now', lang_code: 'ger' })).code).toBe('FORBIDDEN');
    expect((await api.fails(401, 'PUT', `/api/posts/${post.uuid}`, null, { text: 'guest', lang_code: 'ger' })).code).toBe('UNAUTHENTICATED');
    expect((await api.ok('GET', `/api/posts/${post.uuid}`, null)).text).toBe('Guten Tag');
  });

  it('deletes: strangers 403 and nothing changes, the author and moderators may', async () => {
    const a = await api.post(owner);
    const b = await api.post(owner);
    expect((await api.fails(401, 'DELETE', `/api/posts/${a.uuid}`, null)).code).toBe('UNAUTHENTICATED');
    expect((await api.fails(403, 'DELETE', `/api/posts/${a.uuid}`, stranger)).code).toBe('FORBIDDEN');
    await api.ok('GET', `/api/posts/${a.uuid}`, null);
    await api.ok('DELETE', `/api/posts/${a.uuid}`, owner);
    await api.ok('DELETE', `/api/posts/${b.uuid}`, moderator);
    expect((await api.fails(404, 'GET', `/api/posts/${a.uuid}`, owner)).code).toBe('POST_NOT_FOUND');
    expect((await api.fails(404, 'DELETE', `/api/posts/${b.uuid}`, owner)).code).toBe('POST_NOT_FOUND');
  });

  it('a draft is the author\'s alone until published', async () => {
    const draft = await api.post(owner, { status: 'draft' });
    expect(draft.status).toBe('draft');
    for (const who of [null, stranger, moderator]) expect((await api.fails(404, 'GET', `/api/posts/${draft.uuid}`, who)).code).toBe('POST_NOT_FOUND');
    expect((await api.fails(404, 'PATCH', `/api/posts/${draft.uuid}/status`, stranger, { status: 'published' })).code).toBe('POST_NOT_FOUND');
    const drafts = await api.ok('GET', '/api/articles/drafts', owner);
    expect(drafts.map((d: { uuid: string }) => d.uuid)).toContain(draft.uuid);
    expect(await api.ok('GET', '/api/articles/drafts', stranger)).toEqual([]);
    const published = await api.ok('PATCH', `/api/posts/${draft.uuid}/status`, owner, { status: 'published' });
    expect(published.published_at).not.toBeNull();
    await api.ok('GET', `/api/posts/${draft.uuid}`, null);
  });

  it('a uuid of another type is not found under this type', async () => {
    const q = await api.question(owner);
    expect((await api.fails(404, 'GET', `/api/posts/${q.uuid}`, owner)).code).toBe('POST_NOT_FOUND');
    expect((await api.fails(404, 'GET', `/api/articles/${q.uuid}`, owner)).code).toBe('ARTICLE_NOT_FOUND');
    expect((await api.fails(400, 'GET', '/api/posts/not-a-uuid', owner)).code).toBe('VALIDATION_ERROR');
  });
});

describe('questions and articles', () => {
  it('a question keeps its hashtags once, lower-cased, without #', async () => {
    const q = await api.question(owner, { hashtags: ['Grammar', '#grammar', 'Dativ'] });
    expect(q).toMatchObject({ type: 'question', short_description: 'How do I use the dative case?', hashtags: ['grammar', 'dativ'] });
    expect((await api.fails(400, 'POST', '/api/questions', owner, { short_description: 'Why?', description: 'x'.repeat(40), lang_code: 'ger' })).message).toBe(
      'Your question is too short. You need to ask a more detailed question.',
    );
    const short = await api.fails(400, 'POST', '/api/questions', owner, { short_description: 'How do I say this?', description: 'Too short', lang_code: 'ger' });
    expect(short).toMatchObject({ field: 'description', message: 'The essence of the question is too short. You have to give a more detailed description.' });
  });

  it('an article starts as a draft, is edited and published with PATCH status', async () => {
    const article = await api.article(owner);
    expect(article).toMatchObject({ type: 'article', status: 'draft', published_at: null, title: 'Ten tips for learning German' });
    expect(article.body).toEqual([{ type: 'paragraph', content: [{ text: 'Start with ' }, { text: 'articles', bold: true }] }]);
    const body = [
      { type: 'header', level: 2, content: [{ text: 'Tip one' }] },
      { type: 'list', style: 'numbered', items: [[{ text: 'der' }], [{ text: 'die' }]] },
      { type: 'quote', content: [{ text: 'Übung macht den Meister' }], caption: 'proverb' },
      { type: 'callout', tone: 'tip', content: [{ text: 'Read aloud' }] },
      { type: 'delimiter' },
      { type: 'paragraph', content: [{ text: 'See ' }, { text: 'Duden', href: 'https://www.duden.de/' }] },
    ];
    const edited = await api.ok('PUT', `/api/articles/${article.uuid}`, owner, { title: 'Tips', body, lang_code: 'eng' });
    expect(edited.body).toHaveLength(6);
    expect(edited.subtitle).toBe('');
    const published = await api.ok('PATCH', `/api/articles/${article.uuid}/status`, owner, { status: 'published' });
    expect(published.status).toBe('published');
    expect((await api.fails(403, 'PATCH', `/api/articles/${article.uuid}/status`, stranger, { status: 'draft' })).code).toBe('FORBIDDEN');
  });

  it('refuses javascript: links and images that are not the article\'s', async () => {
    const article = await api.article(owner);
    const link = await api.fails(400, 'PUT', `/api/articles/${article.uuid}`, owner, {
      title: 'x',
      lang_code: 'eng',
      body: [{ type: 'paragraph', content: [{ text: 'click', href: 'javascript:alert(1)' }] }],
    });
    expect(link.code).toBe('VALIDATION_ERROR');
    const image = await api.fails(400, 'PUT', `/api/articles/${article.uuid}`, owner, {
      title: 'x',
      lang_code: 'eng',
      body: [{ type: 'image', image_uuid: '0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70' }],
    });
    expect(image.code).toBe('ARTICLE_IMAGE_UNKNOWN');
  });
});

describe('bad input', () => {
  it('refuses NUL and other control characters in every text field with a 400', async () => {
    const q = await api.question(owner);
    const cases: [string, string, unknown][] = [
      ['POST', '/api/posts', { text: 'a\u0000b', lang_code: 'ger' }],
      ['POST', '/api/posts', { text: 'a\u001bb', lang_code: 'ger' }],
      ['POST', '/api/questions', { short_description: 'How does this\u0000 work?', description: 'x'.repeat(30), lang_code: 'ger' }],
      ['POST', '/api/questions', { short_description: 'How does this\n work now?', description: 'x'.repeat(30), lang_code: 'ger' }],
      ['POST', '/api/articles', { title: 'T\u0000', lang_code: 'eng' }],
      ['POST', '/api/articles', { title: 'T', lang_code: 'eng', body: [{ type: 'paragraph', content: [{ text: '\u0007' }] }] }],
      ['POST', `/api/questions/${q.uuid}/answers`, { answer: 'bad\u0000' }],
      ['POST', '/api/feed/complain', { target: q.uuid, target_type: 'question', comment: 'x\u0000' }],
    ];
    for (const [method, url, body] of cases) {
      const error = await api.fails(400, method, url, stranger, body);
      expect(error.code, url).toBe('VALIDATION_ERROR');
    }
    expect((await api.fails(400, 'GET', '/api/feed/public?lang_codes=ger%00', null)).code).toBe('VALIDATION_ERROR');
    expect((await api.fails(400, 'GET', '/api/feed/public?pagination_uuid=%00', null)).code).toBe('VALIDATION_ERROR');
  });

  it('refuses empty and too long texts, unknown languages and unknown statuses', async () => {
    expect((await api.fails(400, 'POST', '/api/posts', owner, { text: '   ', lang_code: 'ger' })).field).toBe('text');
    expect((await api.fails(400, 'POST', '/api/posts', owner, { text: 'x'.repeat(5001), lang_code: 'ger' })).field).toBe('text');
    expect((await api.fails(400, 'POST', '/api/posts', owner, { text: 'hi', lang_code: 'xxx' })).field).toBe('lang_code');
    const post = await api.post(owner);
    expect((await api.fails(400, 'PATCH', `/api/posts/${post.uuid}/status`, owner, { status: 'deleted' })).field).toBe('status');
  });

  it('stores script payloads as the text they are', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const post = await api.post(owner, { text: payload });
    expect((await api.ok('GET', `/api/posts/${post.uuid}`, null)).text).toBe(payload);
    const q = await api.question(owner, { short_description: `${payload} really?`, hashtags: ['<b>x</b>'] });
    expect(q.short_description).toBe(`${payload} really?`);
    expect(q.hashtags).toEqual(['<b>x</b>']);
  });
});
