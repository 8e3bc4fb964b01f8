import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type MakeUserOptions, type TestUser } from '../../../test/factories';
import { distanceKm } from './geo';
import { TEST_REDIS_URL, redisReachable } from '../../../test/redis';

const REDIS_URL = TEST_REDIS_URL;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function user(options: MakeUserOptions & { country?: string; city?: string } = {}): Promise<TestUser> {
  const u = await makeUser(t, options);
  if (options.country || options.city) {
    await t.ctx.db.update(users).set({ country: options.country ?? null, city: options.city ?? null }).where(eq(users.id, u.id));
  }
  return u;
}

const uuids = (res: { json(): { data: { uuid: string }[] } }) => res.json().data.map((u) => u.uuid);

describe('GET /api/users/lang-search', () => {
  let viewer: TestUser;
  let mutual: TestUser;
  let nativeOnly: TestUser;
  let frenchNative: TestUser;
  let quiet: TestUser;
  let blocker: TestUser;
  let parisian: TestUser;
  beforeAll(async () => {
    viewer = await user({ native: 'eng', languages: [{ lang: 'ger', level: 'BASE' }] });
    nativeOnly = await user({ native: 'ger', languages: [{ lang: 'spa', level: 'BASE' }], country: 'AT', city: 'Vienna' });
    mutual = await user({ native: 'ger', languages: [{ lang: 'eng', level: 'ADVANCED' }], country: 'DE', city: 'Berlin' });
    frenchNative = await user({ native: 'fre', languages: [{ lang: 'eng', level: 'BASE' }] });
    quiet = await user({ native: 'ger', languages: [{ lang: 'eng', level: 'BASE' }] });
    blocker = await user({ native: 'ger' });
    parisian = await user({ native: 'ger', country: 'FR', city: 'Paris' });
    await t.app.inject({ method: 'PUT', url: '/api/user/chat-status', headers: quiet.headers, payload: { chat_status: 'do_not_want_to_chat' } });
    await t.app.inject({ method: 'POST', url: `/api/users/${viewer.uuid}/block`, headers: blocker.headers });
  });

  it('recommends natives of the learned language, mutual matches first, hiding who does not want to chat or blocked', async () => {
    const res = await t.app.inject({ url: '/api/users/lang-search', headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    const found = uuids(res);
    expect(found[0]).toBe(mutual.uuid);
    expect(found).toContain(nativeOnly.uuid);
    expect(found).toContain(parisian.uuid);
    expect(found).not.toContain(frenchNative.uuid);
    expect(found).not.toContain(quiet.uuid);
    expect(found).not.toContain(blocker.uuid);
    expect(found).not.toContain(viewer.uuid);
    const first = res.json().data[0];
    expect(first).toMatchObject({ native_language: 'ger', is_mutual_match: true, country: 'DE', city: 'Berlin', friendship_status: null, distance_km: null });
    expect(first.languages[0]).toEqual({ lang_code: 'ger', level: 'NATIVE' });
    expect(first).not.toHaveProperty('email');
  });

  it('filters by country and city, and by explicit languages', async () => {
    expect(uuids(await t.app.inject({ url: '/api/users/lang-search?country=de', headers: viewer.headers }))).toEqual([mutual.uuid]);
    expect(uuids(await t.app.inject({ url: '/api/users/lang-search?country=FR&city=paris', headers: viewer.headers }))).toEqual([parisian.uuid]);
    expect(uuids(await t.app.inject({ url: '/api/users/lang-search?languages[]=fre', headers: viewer.headers }))).toEqual([frenchNative.uuid]);
    const bad = await t.app.inject({ url: '/api/users/lang-search?country=Germany', headers: viewer.headers });
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'country' });
    expect((await t.app.inject({ url: '/api/users/lang-search?languages[]=xx1', headers: viewer.headers })).statusCode).toBe(400);
  });

  it('caches the result list for 10 minutes unless refresh_search_cache is set', async () => {
    const url = '/api/users/lang-search?country=DE';
    const newcomer = await user({ native: 'ger', country: 'DE', city: 'Hamburg' });
    expect(uuids(await t.app.inject({ url, headers: viewer.headers }))).not.toContain(newcomer.uuid);
    expect(uuids(await t.app.inject({ url: `${url}&refresh_search_cache=true`, headers: viewer.headers }))).toContain(newcomer.uuid);
    const later = await user({ native: 'ger', country: 'DE', city: 'Munich' });
    expect(uuids(await t.app.inject({ url, headers: viewer.headers }))).not.toContain(later.uuid);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect(uuids(await t.app.inject({ url, headers: viewer.headers }))).toContain(later.uuid);
  });

  it('pages with limit and offset (limit 15 by default, 50 at most)', async () => {
    const many = await user({ native: 'eng', languages: [{ lang: 'ita', level: 'BASE' }] });
    for (let i = 0; i < 17; i += 1) await user({ native: 'ita' });
    const first = await t.app.inject({ url: '/api/users/lang-search', headers: many.headers });
    expect(first.json().data).toHaveLength(15);
    const second = await t.app.inject({ url: '/api/users/lang-search?offset=15', headers: many.headers });
    expect(second.json().data).toHaveLength(2);
    expect(new Set([...uuids(first), ...uuids(second)]).size).toBe(17);
    expect((await t.app.inject({ url: '/api/users/lang-search?limit=500', headers: many.headers })).json().data).toHaveLength(17);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ url: '/api/users/lang-search' })).statusCode).toBe(401);
  });

  // Every new member has no languages yet: partner search must answer them in every mode.
  it.each([
    ['no languages', {}],
    ['only a native language', { native: 'eng' }],
    ['only a learned language', { languages: [{ lang: 'ger', level: 'BASE' as const }] }],
    ['both', { native: 'eng', languages: [{ lang: 'ger', level: 'BASE' as const }] }],
  ])('answers a member with %s in every mode', async (_label, options) => {
    const member = await user(options);
    for (const mode of ['recommended', 'all']) {
      const res = await t.app.inject({ url: `/api/users/lang-search?mode=${mode}`, headers: member.headers });
      expect(res.statusCode, `mode=${mode}: ${res.body}`).toBe(200);
      expect(uuids(res)).not.toContain(member.uuid);
    }
    const everyone = await t.app.inject({ url: '/api/users/lang-search?mode=all&limit=50&refresh_search_cache=true', headers: member.headers });
    expect(uuids(everyone)).toContain(mutual.uuid);
  });
});

describe('GET /api/users-by-lang-search (no login)', () => {
  it('finds natives of a language who learn another, with public fields only', async () => {
    const hit = await user({ native: 'jpn', languages: [{ lang: 'kor', level: 'BASE' }] });
    const other = await user({ native: 'jpn', languages: [{ lang: 'eng', level: 'BASE' }] });
    const res = await t.app.inject({ url: '/api/users-by-lang-search?native_language=jpn&learn_languages[]=kor&learn_languages[]=chi' });
    expect(res.statusCode).toBe(200);
    expect(uuids(res)).toEqual([hit.uuid]);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['avatar', 'city', 'country', 'languages', 'native_language', 'nickname', 'uuid']);
    expect(uuids(await t.app.inject({ url: '/api/users-by-lang-search?native_language=jpn' }))).toEqual([other.uuid, hit.uuid]);
    expect((await t.app.inject({ url: '/api/users-by-lang-search?native_language=zz' })).statusCode).toBe(400);
  });
});

describe('geolocation and nearby search', () => {
  const berlin = { latitude: 52.52, longitude: 13.405 };
  const potsdam = { latitude: 52.3906, longitude: 13.0645 };
  const hamburg = { latitude: 53.5511, longitude: 9.9937 };
  const patch = (u: TestUser, payload: unknown) => t.app.inject({ method: 'PATCH', url: '/api/user/profile/geolocation', headers: u.headers, payload: payload as object });

  it('computes great-circle distances with radius 6371 km', () => {
    expect(distanceKm(berlin, hamburg)).toBeCloseTo(255.3, 0);
    expect(distanceKm(berlin, berlin)).toBe(0);
  });

  it('stores the first position and then only moves over 100 km', async () => {
    const u = await user();
    expect((await patch(u, berlin)).json().data).toMatchObject(berlin);
    const near = await patch(u, potsdam);
    expect(near.statusCode).toBe(400);
    expect(near.json().errors[0].code).toBe('USER_NEW_LOCATION_EQUAL_WITH_OLD_LOCATION');
    expect((await patch(u, hamburg)).json().data).toMatchObject(hamburg);
    expect((await patch(u, { latitude: 91, longitude: 0 })).json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'latitude' });
    expect((await patch(u, { latitude: 10, longitude: '1e400' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/user/profile/geolocation', payload: berlin })).statusCode).toBe(401);
  });

  it('is a Plus feature: a free member is told so, before anything else', async () => {
    const free = await makeUser(t);
    const res = await t.app.inject({ url: '/api/users/search/nearby', headers: free.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('LOCATION_SEARCH_PLUS_ONLY');
    expect((await t.app.inject({ url: '/api/users/search/nearby' })).statusCode).toBe(401);
  });

  it('finds people nearby, nearest first, within the radius', async () => {
    const [me, close, far, unplaced] = [await user({ premium: true }), await user(), await user(), await user()];
    void unplaced;
    expect((await t.app.inject({ url: '/api/users/search/nearby', headers: me.headers })).json().errors[0].code).toBe('USER_LOCATION_NOT_SET');
    await patch(me, berlin);
    await patch(close, potsdam);
    await patch(far, { latitude: 48.1351, longitude: 11.582 });
    const res = await t.app.inject({ url: '/api/users/search/nearby?radius_km=600', headers: me.headers });
    const found = res.json().data.filter((c: { uuid: string }) => [close.uuid, far.uuid].includes(c.uuid));
    expect(found.map((c: { uuid: string }) => c.uuid)).toEqual([close.uuid, far.uuid]);
    expect(found[0].distance_km).toBeGreaterThan(20);
    expect(found[0].distance_km).toBeLessThan(35);
    const small = await t.app.inject({ url: '/api/users/search/nearby?radius_km=100', headers: me.headers });
    expect(uuids(small)).not.toContain(far.uuid);
  });
});

describe('countries and cities', () => {
  it('lists countries in English, filtered by query', async () => {
    const res = await t.app.inject({ url: '/api/countries?query=germ' });
    expect(res.json().data[0]).toMatchObject({ code: 'DE', name: 'Germany' });
    expect((await t.app.inject({ url: '/api/countries?query=ua' })).json().data[0]).toMatchObject({ code: 'UA', name: 'Ukraine' });
    expect((await t.app.inject({ url: '/api/countries' })).json().data).toHaveLength(50);
    expect((await t.app.inject({ url: '/api/countries?limit=1000' })).json().data.length).toBeGreaterThan(200);
  });

  it('finds cities from 3 characters, else an empty list', async () => {
    const res = await t.app.inject({ url: '/api/countries/de/cities?query=mün' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { name: string }) => c.name)).toContain('Munich');
    expect((await t.app.inject({ url: '/api/countries/DE/cities?query=Ber' })).json().data.map((c: { name: string }) => c.name)).toContain('Berlin');
    expect((await t.app.inject({ url: '/api/countries/DE/cities?query=Be' })).json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/countries/ZZ/cities?query=Berlin' })).json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/countries/DEU/cities?query=Berlin' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/countries/US/cities?query=spring&limit=100' })).json().data.length).toBeLessThanOrEqual(50);
  });
});

describe.skipIf(!(await redisReachable()))('search cache in Redis (REDIS_URL set)', () => {
  it('is shared by two app instances and refreshed on demand', async () => {
    const r = await createTestApp({ REDIS_URL });
    const second = await buildApp({ config: r.config, database: r.database, now: () => r.clock.now });
    try {
      const viewer = await makeUser(r, { native: 'eng', languages: [{ lang: 'por', level: 'BASE' }] });
      const first = await makeUser(r, { native: 'por' });
      const url = '/api/users/lang-search';
      expect(uuids(await r.app.inject({ url, headers: viewer.headers }))).toEqual([first.uuid]);
      const newcomer = await makeUser(r, { native: 'por' });
      // The other instance answers from the list the first one cached.
      expect(uuids(await second.app.inject({ url, headers: viewer.headers }))).toEqual([first.uuid]);
      expect(uuids(await second.app.inject({ url: `${url}?refresh_search_cache=1`, headers: viewer.headers }))).toEqual([newcomer.uuid, first.uuid]);
    } finally {
      await second.app.close();
      await r.close();
    }
  });
});

