// Presigned downloads through the app (STORAGE_DRIVER=s3, S3_PRESIGN_SECONDS): the route's access
// check still comes first, only then a redirect to the bucket, whose origin the CSP allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { multipart, wavBytes } from '../../../test/chat-helpers';
import { makeWord } from '../../../test/dictionary-factories';
import { makeUser } from '../../../test/factories';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';

let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ ...s3.env, S3_PRESIGN_SECONDS: '120' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('presigned downloads', () => {
  it('redirect only those the route lets through, to a URL that serves the recording', async () => {
    const [native, other] = await Promise.all([makeUser(t, { native: 'eng' }), makeUser(t, { native: 'ger' })]);
    const recording = wavBytes();
    const body = multipart({}, { filename: 'w.wav', type: 'audio/wav', bytes: recording });
    const res = await t.app.inject({ method: 'POST', url: `/api/words/${await makeWord(t, 'eng', 'signed')}/audios`, headers: { ...native.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;

    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    const mine = await t.app.inject({ url, headers: native.headers });
    expect(mine.statusCode).toBe(302);
    expect(mine.headers.location).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/audio/`));
    const fetched = await fetch(mine.headers.location as string);
    expect(fetched.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(recording)).toBe(true);

    const csp = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint}`));
  });
});
