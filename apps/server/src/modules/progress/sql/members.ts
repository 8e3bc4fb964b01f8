// Members as progress sees them: who a nickname is and whether their statistics are public.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one } from './common';

export interface MemberRow {
  id: number;
  uuid: string;
  nickname: string | null;
  accessibility: string;
}

export const membersSql = {
  byNickname: (exec: Executor, nickname: string) =>
    one<MemberRow>(
      exec,
      sql`select id, uuid, nickname, accessibility from users where lower(nickname) = lower(${nickname}) and deleted_at is null`,
    ),
  byId: (exec: Executor, id: number) =>
    one<MemberRow>(
      exec,
      sql`select id, uuid, nickname, accessibility from users where id = ${id}::int and deleted_at is null`,
    ),
};
