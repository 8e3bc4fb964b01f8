// The members the moderation module acts on: their role, trusted publisher flag, Expert status,
// invitation state and the profile fields an administrator may delete (columns of `users` that
// belong to this module, see schema/users.ts).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { idList, one, rows } from '../../../platform/db/rows';

export interface MemberRow {
  id: number;
  uuid: string;
  nickname: string | null;
  role: 'user' | 'moderator' | 'admin';
  about: string | null;
  avatar_file: string | null;
  is_trust_publisher: boolean;
  is_expert: boolean;
  invited_to_moderation_status: 'invited' | 'accepted' | 'declined' | null;
  deleted_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = sql`id, uuid, nickname, role, about, avatar_file, is_trust_publisher, is_expert, invited_to_moderation_status, deleted_at, created_at`;

/** `%part%` for like, with the pattern's own characters escaped. */
const contains = (part: string) => `%${part.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const membersSql = {
  /** One member; `lock` takes the row (decisions about one member happen one at a time). */
  byUuid(exec: Executor, uuid: string, lock = false) {
    return one<MemberRow>(exec, sql`select ${COLUMNS} from users where uuid = ${uuid}::uuid ${lock ? sql`for update` : sql``}`);
  },

  byId(exec: Executor, id: number) {
    return one<MemberRow>(exec, sql`select ${COLUMNS} from users where id = ${id}::int`);
  },

  byIds(exec: Executor, ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([] as MemberRow[]);
    return rows<MemberRow>(
      exec,
      sql`select ${COLUMNS} from users where id in ${idList(ids)}`,
    );
  },

  /** Moderators (and, for admins, members with an open invitation), by nickname; `total` on every row. */
  moderators(exec: Executor, q: { withInvited: boolean; search?: string; limit: number; offset: number }) {
    const who = q.withInvited ? sql`(role = 'moderator' or invited_to_moderation_status = 'invited')` : sql`role = 'moderator'`;
    const search = q.search ? sql`and lower(nickname) like ${contains(q.search)}` : sql``;
    return rows<MemberRow & { total: number }>(
      exec,
      sql`select ${COLUMNS}, count(*) over ()::int as total from users
        where ${who} and deleted_at is null ${search}
        order by lower(nickname), id limit ${q.limit}::int offset ${q.offset}::bigint`,
    );
  },

  administrators(exec: Executor, limit: number) {
    return rows<MemberRow>(
      exec,
      sql`select ${COLUMNS} from users where role = 'admin' and deleted_at is null order by lower(nickname), id limit ${limit}::int`,
    );
  },

  /** The languages each moderator reviews (moderation_filters; empty: all). */
  async filters(exec: Executor, ids: readonly number[]): Promise<Map<number, string[]>> {
    if (!ids.length) return new Map();
    const found = await rows<{ user_id: number; lang_codes: string[] }>(
      exec,
      sql`select user_id, lang_codes from moderation_filters where user_id in ${idList(ids)}`,
    );
    return new Map(found.map((r) => [r.user_id, r.lang_codes]));
  },

  async setRole(exec: Executor, id: number, role: MemberRow['role'], status: MemberRow['invited_to_moderation_status'], at: Date) {
    await exec.execute(sql`update users set role = ${role}, invited_to_moderation_status = ${status}, updated_at = ${at} where id = ${id}::int`);
  },

  async setInvitation(exec: Executor, id: number, status: MemberRow['invited_to_moderation_status'], at: Date) {
    await exec.execute(sql`update users set invited_to_moderation_status = ${status}, updated_at = ${at} where id = ${id}::int`);
  },

  async setTrustPublisher(exec: Executor, id: number, on: boolean, at: Date) {
    await exec.execute(sql`update users set is_trust_publisher = ${on}, updated_at = ${at} where id = ${id}::int`);
  },

  async setExpert(exec: Executor, id: number, on: boolean, at: Date) {
    await exec.execute(sql`update users set is_expert = ${on}, updated_at = ${at} where id = ${id}::int`);
  },

  /** Deletes a profile field; a deleted nickname must be chosen again (need_to_set_nickname). */
  async clearField(exec: Executor, id: number, field: 'avatar' | 'description' | 'nickname', at: Date) {
    const set =
      field === 'avatar' ? sql`avatar_file = null` : field === 'description' ? sql`about = null` : sql`nickname = null, need_to_set_nickname = true`;
    await exec.execute(sql`update users set ${set}, updated_at = ${at} where id = ${id}::int`);
  },

  /** Puts a deleted description or nickname back (an admin's reversal); false when the nickname is taken meanwhile. */
  async restoreField(exec: Executor, id: number, field: 'description' | 'nickname', value: string, at: Date): Promise<boolean> {
    if (field === 'description') {
      await exec.execute(sql`update users set about = ${value}, updated_at = ${at} where id = ${id}::int and about is null`);
      return true;
    }
    const row = await one<{ id: number }>(
      exec,
      sql`update users set nickname = ${value}, need_to_set_nickname = false, updated_at = ${at}
        where id = ${id}::int and nickname is null
          and not exists (select 1 from users o where lower(o.nickname) = lower(${value}) and o.id <> ${id}::int)
        returning id`,
    );
    return row !== null;
  },
};
