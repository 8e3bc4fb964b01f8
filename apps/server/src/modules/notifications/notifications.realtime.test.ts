// Delivery across server instances: a notification written on one instance reaches the member's
// socket on the other through the Socket.IO Redis adapter (skipped when Redis is not reachable).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { openBroadcastSocket as open } from '../../../test/broadcast-socket';
import { TEST_REDIS_URL, redisReachable } from '../../../test/redis';

const REDIS_URL = TEST_REDIS_URL;

describe.skipIf(!(await redisReachable()))('notifications across two server instances', () => {
  let t: TestApp;
  let second: BuiltApp;
  let bases: string[];
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
    second = await buildApp({ config: t.config, database: t.database, now: () => t.clock.now });
    bases = [await t.app.listen({ port: 0, host: '127.0.0.1' }), await second.app.listen({ port: 0, host: '127.0.0.1' })];
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
  });

  it('a friend request made on one instance reaches the addressee connected to the other; reads too', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const onSecond = await open(bases[1]!, b.token);
    const seen: unknown[] = [];
    const reads: unknown[] = [];
    onSecond.on('notification:new', (e) => seen.push(e));
    onSecond.on('notification:read', (e) => reads.push(e));
    try {
      // The Redis subscription of a fresh room may take a moment to be in place.
      await new Promise((r) => setTimeout(r, 200));
      const res = await t.app.inject({ method: 'POST', url: `/api/friends/${b.uuid}/request`, headers: a.headers });
      expect(res.statusCode).toBe(200);
      await expect.poll(() => seen.length, { timeout: 5000 }).toBe(1);
      expect(seen[0]).toMatchObject({ notification: { notification_type: 'friend_request', actor: { uuid: a.uuid } } });
      await t.app.inject({ method: 'POST', url: '/api/user/notifications/mark-as-read-all', headers: b.headers });
      await expect.poll(() => reads.length, { timeout: 5000 }).toBe(1);
      expect(reads[0]).toEqual({ uuids: null, unread_count: 0 });
    } finally {
      onSecond.close();
    }
  });
});
