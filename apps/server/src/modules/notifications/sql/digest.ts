// The daily e-mail digest: who is due (unread notifications of types they want by e-mail, created
// since their last digest, at most one digest a day) and marking it sent.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { rows } from '../../../platform/db/rows';
import { pgArray } from './array';

export interface DigestRecipient {
  id: number;
  uuid: string;
  email: string;
  interface_locale: string;
  unread: number;
  /** When the previous digest went (null: never), to give the claim back if sending fails. */
  previous: Date | string | null;
}

export const digestQueries = {
  dueRecipients(exec: Executor, now: Date, limit: number) {
    return rows<DigestRecipient>(
      exec,
      sql`select u.id, u.uuid, u.email, u.interface_locale, count(*)::int as unread, max(d.last_sent_at) as previous
        from notification_settings s
        join users u on u.id = s.user_id and u.deleted_at is null and u.email is not null
        left join notification_digests d on d.user_id = u.id
        join notifications n on n.user_id = u.id and n.type = s.type and n.read_at is null
          and n.created_at > coalesce(d.last_sent_at, '-infinity'::timestamptz)
        where s.email and (d.last_sent_at is null or d.last_sent_at <= ${now}::timestamptz - interval '23 hours')
        group by u.id order by u.id limit ${limit}::int`,
    );
  },

  /**
   * Takes today's digest of one member before it is sent: true for the one run that moved
   * last_sent_at, false for a second delivery of the job (its upsert waits for the first one's row
   * lock, then finds the digest no longer due).
   */
  async claimDigest(exec: Executor, userId: number, now: Date): Promise<boolean> {
    const claimed = await rows<{ user_id: number }>(
      exec,
      sql`insert into notification_digests (user_id, last_sent_at) values (${userId}::int, ${now})
        on conflict (user_id) do update set last_sent_at = excluded.last_sent_at
          where notification_digests.last_sent_at <= ${now}::timestamptz - interval '23 hours'
        returning user_id`,
    );
    return claimed.length > 0;
  },

  /** Gives a claim back when its e-mail could not be sent (the next run tries again). */
  async releaseDigest(exec: Executor, userId: number, claimedAt: Date, previous: Date | string | null): Promise<void> {
    if (previous === null) {
      await exec.execute(sql`delete from notification_digests where user_id = ${userId}::int and last_sent_at = ${claimedAt}`);
    } else {
      await exec.execute(sql`update notification_digests set last_sent_at = ${previous}::timestamptz where user_id = ${userId}::int and last_sent_at = ${claimedAt}`);
    }
  },

  /** Unsubscribe: every type off for e-mail, the in-app choices kept. */
  async emailOffForAll(exec: Executor, userId: number, types: string[], now: Date): Promise<void> {
    await exec.execute(sql`insert into notification_settings (user_id, type, in_app, email, updated_at)
      select ${userId}::int, t, true, false, ${now} from unnest(${pgArray(types)}::text[]) as t
      on conflict (user_id, type) do update set email = false, updated_at = excluded.updated_at`);
  },

  async userByUuid(exec: Executor, uuid: string) {
    const [row] = await rows<{ id: number }>(exec, sql`select id from users where uuid = ${uuid}::uuid and deleted_at is null`);
    return row ?? null;
  },
};
