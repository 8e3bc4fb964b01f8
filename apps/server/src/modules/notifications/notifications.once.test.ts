// Jobs are delivered at least once (pg-boss after a crash, or a run longer than its expiry): each
// job that sends claims every recipient before sending, so two deliveries at once send once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
}, 60_000);
afterAll(() => t.close());

describe('a sending job delivered twice at once', () => {
  it('sends each member one daily digest', async () => {
    const sender = await makeUser(t);
    const members = await Promise.all(Array.from({ length: 30 }, () => makeUser(t)));
    for (const m of members) {
      await t.app.inject({ method: 'PUT', url: '/api/user/notifications/settings', headers: m.headers, payload: { settings: [{ notification_type: 'friend_request', email: true }] } });
      await t.app.inject({ method: 'POST', url: `/api/friends/${m.uuid}/request`, headers: sender.headers });
    }
    await t.services.notifications.flush();
    const sent: string[] = [];
    const send = t.ctx.mailer.send;
    // A little slower than a local file write, so the two deliveries overlap for real.
    t.ctx.mailer.send = async (m) => {
      await new Promise((r) => setTimeout(r, 2));
      sent.push(m.to);
    };
    try {
      await Promise.all([t.ctx.jobs.run('notifications.digest'), t.ctx.jobs.run('notifications.digest')]);
    } finally {
      t.ctx.mailer.send = send;
    }
    const mine = sent.filter((to) => members.some((m) => m.email === to));
    expect(mine).toHaveLength(members.length);
    expect(new Set(mine).size).toBe(members.length);
  });

  it('gives the claim back when the e-mail cannot be sent, so the next run sends it', async () => {
    const sender = await makeUser(t);
    const member = await makeUser(t);
    await t.app.inject({ method: 'PUT', url: '/api/user/notifications/settings', headers: member.headers, payload: { settings: [{ notification_type: 'friend_request', email: true }] } });
    await t.app.inject({ method: 'POST', url: `/api/friends/${member.uuid}/request`, headers: sender.headers });
    await t.services.notifications.flush();
    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    await expect(t.services.notifications.digest.run()).rejects.toThrow('SMTP down');
    const sent: string[] = [];
    t.ctx.mailer.send = async (m) => void sent.push(m.to);
    try {
      await t.services.notifications.digest.run();
    } finally {
      t.ctx.mailer.send = send;
    }
    expect(sent).toEqual([member.email]);
    const rows = await t.ctx.db.execute(sql`select count(*)::int as n from notification_digests where user_id = ${member.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
