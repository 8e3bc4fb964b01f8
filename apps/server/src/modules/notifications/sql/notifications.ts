// The notifications table: batched inserts (with the block and settings filters in the statement),
// pages, the badge count, marking read, cancelling. Every read and write is scoped by user_id.
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationData } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';
import { pgArray } from './array';

export interface NewNotificationRow {
  userId: number;
  type: string;
  inBadge: boolean;
  actorId: number | null;
  cancellationUuid: string | null;
  subjectKey: string | null;
  innerSubjectKey: string | null;
  data: NotificationData;
}

/** One stored notification with what the presenter needs (its recipient's and actor's public fields). */
export interface NotificationRow {
  id: number | string;
  uuid: string;
  user_id: number;
  user_uuid: string;
  type: string;
  cancellation_uuid: string | null;
  data: NotificationData;
  read_at: Date | string | null;
  created_at: Date | string;
  actor_uuid: string | null;
  actor_nickname: string | null;
  actor_avatar_file: string | null;
}

/**
 * Who may receive a notification: an existing account, not the actor, neither side blocking the
 * other (community: "no notification to someone who blocked the actor"), the type not turned
 * off in the recipient's settings, and no live notification of the same event for them.
 */
const deliverable = (recipient: SQL, type: SQL, actor: SQL, cancellation: SQL) => sql`
  u.deleted_at is null
  and (${cancellation} is null or not exists (select 1 from notifications x where x.cancellation_uuid = ${cancellation} and x.user_id = ${recipient}))
  and (${actor} is null or ${actor} <> ${recipient})
  and not exists (select 1 from user_blocks b
    where (b.blocker_id = ${recipient} and b.blocked_id = ${actor}) or (b.blocker_id = ${actor} and b.blocked_id = ${recipient}))
  and not exists (select 1 from notification_settings s where s.user_id = ${recipient} and s.type = ${type} and not s.in_app)`;

const presented = (inserted: SQL) => sql`
  select n.id, n.uuid, n.user_id, u.uuid as user_uuid, n.type, n.cancellation_uuid, n.data, n.read_at, n.created_at,
    a.uuid as actor_uuid, a.nickname as actor_nickname, a.avatar_file as actor_avatar_file
  from ${inserted} n join users u on u.id = n.user_id left join users a on a.id = n.actor_id`;

const RETURNING = sql`returning id, uuid, user_id, type, actor_id, cancellation_uuid, data, read_at, created_at`;

export const notificationQueries = {
  /** Many notifications in one statement (arrays unnested); answers the rows that passed the filters. */
  async insertMany(exec: Executor, list: NewNotificationRow[], now: Date): Promise<NotificationRow[]> {
    if (!list.length) return [];
    const col = <T>(pick: (r: NewNotificationRow) => T) => list.map(pick);
    return rows<NotificationRow>(
      exec,
      sql`with r as (
          select * from unnest(${pgArray(col((r) => r.userId))}::int[], ${pgArray(col((r) => r.type))}::text[], ${pgArray(col((r) => r.inBadge))}::bool[],
            ${pgArray(col((r) => r.actorId))}::int[], ${pgArray(col((r) => r.cancellationUuid))}::uuid[], ${pgArray(col((r) => r.subjectKey))}::text[],
            ${pgArray(col((r) => r.innerSubjectKey))}::text[], ${pgArray(col((r) => JSON.stringify(r.data)))}::text[]) with ordinality
            as r(user_id, type, in_badge, actor_id, cancellation_uuid, subject_key, inner_subject_key, data, ord)
        ), ins as (
          insert into notifications (user_id, type, in_badge, actor_id, cancellation_uuid, subject_key, inner_subject_key, data, created_at)
          select r.user_id, r.type, r.in_badge, r.actor_id, r.cancellation_uuid, r.subject_key, r.inner_subject_key, r.data::jsonb, ${now}
          from r join users u on u.id = r.user_id
          where ${deliverable(sql`r.user_id`, sql`r.type`, sql`r.actor_id`, sql`r.cancellation_uuid`)}
          order by r.ord
          on conflict (user_id, cancellation_uuid) where cancellation_uuid is not null do nothing
          ${RETURNING}
        ) ${presented(sql`ins`)} order by n.id`,
    );
  },

  /** One notification for every follower of `followeeId` (the fan-out of a publication), one statement. */
  async insertForFollowers(exec: Executor, followeeId: number, row: Omit<NewNotificationRow, 'userId'>, now: Date): Promise<NotificationRow[]> {
    return rows<NotificationRow>(
      exec,
      sql`with ins as (
          insert into notifications (user_id, type, in_badge, actor_id, cancellation_uuid, subject_key, inner_subject_key, data, created_at)
          select f.follower_id, ${row.type}, ${row.inBadge}, ${row.actorId}::int, ${row.cancellationUuid}::uuid, ${row.subjectKey}::text,
            ${row.innerSubjectKey}::text, ${JSON.stringify(row.data)}::jsonb, ${now}
          from user_follows f join users u on u.id = f.follower_id
          where f.followee_id = ${followeeId}::int
            and ${deliverable(sql`f.follower_id`, sql`${row.type}::text`, sql`${row.actorId}::int`, sql`${row.cancellationUuid}::uuid`)}
          on conflict (user_id, cancellation_uuid) where cancellation_uuid is not null do nothing
          ${RETURNING}
        ) ${presented(sql`ins`)} order by n.id`,
    );
  },

  /** One notification for every member (product news), one statement; the usual filters apply. */
  async insertForEveryone(exec: Executor, row: Omit<NewNotificationRow, 'userId'>, now: Date): Promise<NotificationRow[]> {
    return rows<NotificationRow>(
      exec,
      sql`with ins as (
          insert into notifications (user_id, type, in_badge, actor_id, cancellation_uuid, subject_key, inner_subject_key, data, created_at)
          select u.id, ${row.type}, ${row.inBadge}, ${row.actorId}::int, ${row.cancellationUuid}::uuid, ${row.subjectKey}::text,
            ${row.innerSubjectKey}::text, ${JSON.stringify(row.data)}::jsonb, ${now}
          from users u
          -- Members only: the system account (starter compilations) has no e-mail.
          where u.email is not null
            and ${deliverable(sql`u.id`, sql`${row.type}::text`, sql`${row.actorId}::int`, sql`${row.cancellationUuid}::uuid`)}
          on conflict (user_id, cancellation_uuid) where cancellation_uuid is not null do nothing
          ${RETURNING}
        ) ${presented(sql`ins`)} order by n.id`,
    );
  },

  /** A page, newest first; `types` narrows to a group, `unread` to unread ones. */
  page(exec: Executor, q: { userId: number; limit: number; before?: number; unread: boolean; types: string[] | null }) {
    return rows<NotificationRow>(
      exec,
      sql`${presented(sql`notifications`)}
        where n.user_id = ${q.userId}::int
          ${q.before ? sql`and n.id < ${q.before}` : sql``}
          ${q.unread ? sql`and n.read_at is null` : sql``}
          ${q.types ? sql`and n.type = any(${pgArray(q.types)}::text[])` : sql``}
        order by n.id desc limit ${q.limit}::int`,
    );
  },

  async unreadCount(exec: Executor, userId: number): Promise<number> {
    const row = await one<{ count: number }>(
      exec,
      sql`select count(*)::int as count from notifications where user_id = ${userId}::int and read_at is null and in_badge`,
    );
    return row?.count ?? 0;
  },

  /** Which of these uuids are the user's notifications. */
  async ownedUuids(exec: Executor, userId: number, uuids: string[]): Promise<string[]> {
    const found = await rows<{ uuid: string }>(
      exec,
      sql`select uuid from notifications where user_id = ${userId}::int and uuid = any(${pgArray(uuids)}::uuid[])`,
    );
    return found.map((r) => r.uuid);
  },

  async markRead(exec: Executor, userId: number, uuids: string[] | null, now: Date): Promise<number> {
    const done = await rows<{ id: number }>(
      exec,
      sql`update notifications set read_at = ${now}
        where user_id = ${userId}::int and read_at is null ${uuids ? sql`and uuid = any(${pgArray(uuids)}::uuid[])` : sql``}
        returning id`,
    );
    return done.length;
  },

  /** Removes the notifications of an undone event or a deleted subject; answers who lost which. */
  cancel(exec: Executor, by: { cancellationUuid?: string; subjectKey?: string }) {
    const subject = by.subjectKey ?? '';
    const where = by.cancellationUuid
      ? sql`n.cancellation_uuid = ${by.cancellationUuid}::uuid`
      : sql`(n.subject_key = ${subject} or n.inner_subject_key = ${subject})`;
    return rows<{ uuid: string; user_id: number; user_uuid: string }>(
      exec,
      sql`with del as (delete from notifications n where ${where} returning n.uuid, n.user_id)
        select del.uuid, del.user_id, u.uuid as user_uuid from del join users u on u.id = del.user_id`,
    );
  },

  /** What a feed event names: a publication's type and the text its mentions are read from (posts, questions). */
  publication(exec: Executor, uuid: string) {
    return one<{ uuid: string; type: string; author_id: number; mention_text: string | null }>(
      exec,
      sql`select uuid, type, author_id,
          case type when 'post' then text when 'question' then concat_ws(E'\n', short_description, description) end as mention_text
        from publications where uuid = ${uuid}::uuid`,
    );
  },

  /** A comment's id and its publication. */
  commentTarget(exec: Executor, commentUuid: string) {
    return one<{ uuid: string; type: string; comment_id: number }>(
      exec,
      sql`select p.uuid, p.type, c.id as comment_id from publication_comments c join publications p on p.id = c.publication_id where c.uuid = ${commentUuid}::uuid`,
    );
  },

  /** Existing members by nickname (lower-cased; the unique index on lower(nickname) answers it). */
  async memberIdsByNicknames(exec: Executor, nicknames: string[]): Promise<number[]> {
    if (!nicknames.length) return [];
    const found = await rows<{ id: number }>(
      exec,
      sql`select id from users where lower(nickname) = any(${pgArray(nicknames)}::text[]) and deleted_at is null`,
    );
    return found.map((r) => r.id);
  },

  /** Account deletion: a member's notifications and settings are personal data. */
  async deleteAllOf(exec: Executor, userId: number): Promise<void> {
    await exec.execute(sql`delete from notifications where user_id = ${userId}::int or actor_id = ${userId}::int`);
    await exec.execute(sql`delete from notification_settings where user_id = ${userId}::int`);
  },

};
