// Private data never leaks through a profile-shaped answer (issue 17). Two walks:
// 1. Every operation of the OpenAPI document: an object that names a user (has a nickname) may carry
//    e-mail, birthday or coordinates only in the signed-in member's own profile answers.
// 2. A member with e-mail, birthday, city, country, a stored position and content is looked at by a
//    guest and by another member through every endpoint that shows users: none of those values is
//    in any answer; with a private profile, city, country, about and languages are gone too.
// 3. The birthday "if shared": only a member who chose to share it (birthday_shared) has it on their
//    public profile, and nowhere else; a private profile keeps it from others even then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';

let t: TestApp;
let target: TestUser;
let viewer: TestUser;
let moderator: TestUser;
const BIRTHDAY = '1987-03-14';
const CITY = 'Zwolle';
const LAT = 52.51637;
const LON = 6.08301;
const ABOUT = 'I collect Frisian proverbs';

const call = (method: string, url: string, user?: TestUser | null, payload?: unknown) =>
  t.app.inject({ method: method as 'GET', url, headers: user?.headers ?? {}, payload: payload as object });
const ok = async (method: string, url: string, user?: TestUser | null, payload?: unknown) => {
  const res = await call(method, url, user, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

/** The answers whose owner is the viewer: they may hold the viewer's own private fields. */
const OWN = new Set(['GET /api/user/profile', 'POST /api/user/profile', 'PATCH /api/user/profile/nickname', 'PATCH /api/user/profile/geolocation']);
const FORBIDDEN_KEYS = ['email', 'birthday', 'latitude', 'longitude', 'password_hash', 'passwordHash', 'gender'];
/** Fields another member's answer may name because the member chose to share them (walk 3 checks the values). */
const SHARED: Record<string, string[]> = { 'GET /api/user/{nickname}/profile': ['birthday'] };

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[]; $ref?: string };

function userShapes(schema: JsonSchema | undefined, resolve: (ref: string) => JsonSchema | undefined, seen = new Set<JsonSchema>()): JsonSchema[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.$ref) return userShapes(resolve(schema.$ref), resolve, seen);
  const out: JsonSchema[] = [];
  if (schema.properties) {
    if ('nickname' in schema.properties) out.push(schema);
    for (const p of Object.values(schema.properties)) out.push(...userShapes(p, resolve, seen));
  }
  for (const s of [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) out.push(...userShapes(s, resolve, seen));
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  target = await makeUser(t, { native: 'ger', languages: [{ lang: 'eng', level: 'ADVANCED' }] });
  viewer = await makeUser(t, { native: 'eng', languages: [{ lang: 'ger', level: 'BASE' }] });
  moderator = await makeUser(t, { role: 'moderator' });
  await ok('POST', '/api/user/profile', target, { birthday: BIRTHDAY, city: CITY, country: 'NL', about: ABOUT, gender: 'female' });
  await ok('PATCH', '/api/user/profile/geolocation', target, { latitude: LAT, longitude: LON });
  await ok('PATCH', '/api/user/profile/geolocation', viewer, { latitude: LAT + 0.05, longitude: LON + 0.05 });
  const post = (await ok('POST', '/api/posts', target, { text: 'Goeiemorgen allemaal!', lang_code: 'ger' })).data;
  await ok('POST', `/api/posts/${post.uuid}/comments`, target, { comment: 'Wie leert er mee?' });
  await ok('POST', `/api/subscription/${viewer.uuid}`, target);
  await ok('POST', `/api/subscription/${target.uuid}`, viewer);
  await ok('POST', `/api/friends/${viewer.uuid}/request`, target);
  (t as unknown as { postUuid: string }).postUuid = post.uuid;
});
afterAll(() => t.close());

/** Every endpoint that shows users, as another member and as a guest. */
function walk() {
  const postUuid = (t as unknown as { postUuid: string }).postUuid;
  const nick = encodeURIComponent(target.nickname);
  const asMember = [
    `/api/user/${nick}/profile`,
    `/api/user/search?keyword=${nick}`,
    `/api/subscription/${target.uuid}/subscriptions`,
    `/api/subscription/${target.uuid}/subscribers`,
    `/api/subscription/${viewer.uuid}/subscriptions`,
    `/api/subscription/${viewer.uuid}/subscribers`,
    `/api/subscription/${target.uuid}/counters`,
    `/api/feed/public`,
    `/api/feed/subscriptions`,
    `/api/feed/users/${target.uuid}`,
    `/api/posts/${postUuid}`,
    `/api/posts/${postUuid}/comments`,
    `/api/friends/requests/incoming`,
    `/api/friends/${target.uuid}`,
    `/api/users/lang-search?mode=all`,
    `/api/users/search/nearby`,
    `/api/users-by-lang-search?native_language=ger`,
    `/api/user/notifications/all`,
    `/api/user/${nick}/ratings`,
    `/api/user/${nick}/achievements`,
    `/api/actions/${nick}/general`,
    `/api/actions/${nick}/list`,
    `/api/user/weekly-chart`,
  ];
  const asGuest = asMember.filter((u) => !/search\?keyword|friends|lang-search\?mode|nearby|notifications|feed\/subscriptions/.test(u));
  return { nick, asMember, asGuest };
}

describe('no profile-shaped answer leaks private fields', () => {
  it('the contract: only the own-profile answers name e-mail, birthday or coordinates next to a nickname', () => {
    const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>; components?: { schemas?: Record<string, JsonSchema> } } }).swagger();
    const resolve = (ref: string) => doc.components?.schemas?.[ref.split('/').pop() ?? ''];
    let shapes = 0;
    const offending: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = `${method.toUpperCase()} ${path}`;
        for (const res of Object.values(op.responses ?? {})) {
          for (const shape of userShapes(res.content?.['application/json']?.schema, resolve)) {
            shapes++;
            const leaked = FORBIDDEN_KEYS.filter((k) => k in (shape.properties ?? {}) && !SHARED[key]?.includes(k));
            if (leaked.length && !OWN.has(key)) offending.push(`${key}: ${leaked.join(', ')}`);
          }
        }
      }
    }
    expect(shapes).toBeGreaterThan(20);
    expect(offending).toEqual([]);
  });

  for (const accessibility of ['public', 'private'] as const) {
    it(`a ${accessibility} member seen by a guest and another member`, async () => {
      await ok('POST', '/api/user/profile', target, { accessibility });
      const { nick, asMember, asGuest } = walk();
      const secrets = [target.email, BIRTHDAY, String(LAT), String(LON), LAT.toFixed(3), LON.toFixed(3)];
      const privateOnly = [CITY, ABOUT, '"NL"'];
      let sawTarget = 0;
      for (const [who, urls] of [[viewer, asMember], [null, asGuest]] as const) {
        for (const url of urls) {
          const res = await call('GET', url, who);
          expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
          const body = res.body;
          if (body.includes(target.uuid)) sawTarget++;
          for (const s of secrets) expect(body.includes(s), `${who ? 'member' : 'guest'} ${url} leaks ${s}`).toBe(false);
          if (accessibility === 'private') for (const s of privateOnly) expect(body.includes(s), `${who ? 'member' : 'guest'} ${url} leaks ${s}`).toBe(false);
        }
      }
      // The walk did see the member in many answers (it would prove nothing otherwise).
      expect(sawTarget).toBeGreaterThan(10);

      const card = (await ok('GET', `/api/user/${nick}/profile`, null)).data;
      if (accessibility === 'private') {
        expect(card).toMatchObject({ nickname: target.nickname, details_hidden: true, about: null, city: null, country: null, languages: [] });
        // Whom a private member follows and who follows them is theirs and the moderators'.
        expect((await ok('GET', `/api/subscription/${target.uuid}/subscriptions`, viewer)).data).toEqual([]);
        expect((await ok('GET', `/api/subscription/${target.uuid}/subscribers`, null)).data).toEqual([]);
        expect((await ok('GET', `/api/subscription/${target.uuid}/subscribers`, target)).data).toHaveLength(1);
        expect((await ok('GET', `/api/subscription/${target.uuid}/subscribers`, moderator)).data).toHaveLength(1);
        expect((await ok('GET', `/api/user/${nick}/profile`, moderator)).data).toMatchObject({ details_hidden: false, city: CITY });
      } else {
        expect(card).toMatchObject({ details_hidden: false, city: CITY, country: 'NL', about: ABOUT });
        expect(card.birthday).toBeNull(); // not shared (walk 3: shared)
        expect(card).not.toHaveProperty('email');
      }
    });
  }

  it('a birthday shows on the public profile only when shared, and nowhere else', async () => {
    const { nick, asMember, asGuest } = walk();
    const profileUrl = `/api/user/${nick}/profile`;
    const own = async () => (await ok('GET', '/api/user/profile', target)).data;
    await ok('POST', '/api/user/profile', target, { accessibility: 'public' });
    expect(await own()).toMatchObject({ birthday: BIRTHDAY, birthday_shared: false });
    expect((await ok('GET', profileUrl, viewer)).data.birthday).toBeNull();

    expect((await ok('POST', '/api/user/profile', target, { birthday_shared: true })).data).toMatchObject({ birthday: BIRTHDAY, birthday_shared: true });
    for (const [who, urls] of [[viewer, asMember], [null, asGuest]] as const) {
      for (const url of urls) {
        const res = await call('GET', url, who);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        // Shared: on the profile itself, and in no other answer (search, feed, lists, progress, notifications).
        expect(res.body.includes(BIRTHDAY), `${who ? 'member' : 'guest'} ${url}`).toBe(url === profileUrl);
      }
    }
    expect((await ok('GET', profileUrl, null)).data.birthday).toBe(BIRTHDAY);

    // A private profile keeps even a shared birthday from others; its owner and moderators see it.
    await ok('POST', '/api/user/profile', target, { accessibility: 'private' });
    for (const who of [viewer, null]) expect((await call('GET', profileUrl, who)).body).not.toContain(BIRTHDAY);
    expect((await ok('GET', profileUrl, moderator)).data.birthday).toBe(BIRTHDAY);
    expect((await ok('GET', profileUrl, target)).data.birthday).toBe(BIRTHDAY);

    // Unshared again: gone from the profile for everyone; the member still has it in their own.
    await ok('POST', '/api/user/profile', target, { accessibility: 'public', birthday_shared: false });
    for (const who of [viewer, null, moderator, target]) expect((await call('GET', profileUrl, who)).body).not.toContain(BIRTHDAY);
    expect(await own()).toMatchObject({ birthday: BIRTHDAY, birthday_shared: false });
  });
});
