// Review state of contributed entities: status changes and their cascades, moderation tasks,
// the points ledger and running totals, and the history of changes.
import { sql, type SQL } from 'drizzle-orm';
import type { ContributionEntityType } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { noteLedgerChange } from '../../../platform/ledger-scope';
import { one, rows } from './common';

export type ReviewStatus = 'under_review' | 'accepted' | 'rejected';
export interface EntityRef {
  type: ContributionEntityType;
  id: number;
}

export const ENTITY_TABLE: Record<ContributionEntityType, string> = {
  'translation-union': 'translation_unions',
  'translation-attribute': 'translation_attributes',
  'translation-child-attribute': 'translation_attributes',
  'translation-vocabulary': 'translation_vocabularies',
  'translation-meaning': 'meanings',
  synonym: 'word_group_items',
  antonym: 'word_group_items',
  'word-sentence': 'word_sentences',
  'sentence-translation': 'sentence_translations',
  'word-audio': 'audios',
  'sentence-audio': 'audios',
};

const refList = (refs: EntityRef[]): SQL =>
  sql.join(
    refs.map((r) => sql`(${r.type}::text, ${r.id}::int)`),
    sql`, `,
  );

const refKeyList = (refs: EntityRef[]): SQL =>
  sql.join(
    refs.map((r) => sql`(${r.type}::text, ${String(r.id)}::text)`),
    sql`, `,
  );

function insertTask(t: {
  type: string;
  kind: string;
  entityType: string;
  entityKey: string;
  authorId: number | null;
  complaintId?: number | null;
  langCodes: string[];
  detail: Record<string, unknown>;
  at: Date;
}): SQL {
  return sql`insert into moderation_tasks (type, kind, entity_type, entity_key, author_id, complaint_id, lang_codes, detail_data, created_at, updated_at)
    values (${t.type}, ${t.kind}, ${t.entityType}, ${t.entityKey}, ${t.authorId}, ${t.complaintId ?? null},
      ${`{${t.langCodes.join(',')}}`}::text[], ${JSON.stringify(t.detail)}::jsonb, ${t.at}, ${t.at})`;
}

export interface TaskRow {
  id: number;
  type: 'dictionary' | 'user' | 'user_action' | 'feed';
  kind: 'content' | 'complaint';
  entity_type: string;
  entity_key: string;
  author_id: number | null;
  complaint_id: number | null;
  lang_codes: string[];
  detail_data: Record<string, unknown>;
  done: boolean;
  resolution: string | null;
  resolved_by_id: number | null;
  assignee_id: number | null;
  received_at: Date | string | null;
  created_at: Date | string;
}

export interface HistoryRow {
  id: number;
  action: string;
  actor_uuid: string | null;
  actor_nickname: string | null;
  actor_role: string | null;
  task_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  comment: string | null;
  created_at: Date | string;
}

export const reviewSql = {
  // ---- statuses -------------------------------------------------------------------------------

  /**
   * Locks the material's own row before its review state is read: a verdict (community check,
   * moderator) and a withdrawal of the same material then run one after the other, and whoever
   * comes second sees the first one's outcome. Lock order: the material first, then tasks and
   * points (user_ratings) — every verdict and withdrawal takes them in that order.
   */
  async lockEntity(exec: Executor, ref: EntityRef) {
    await exec.execute(sql`select 1 from ${sql.raw(ENTITY_TABLE[ref.type])} where id = ${ref.id}::int for update`);
  },

  async setStatus(exec: Executor, ref: EntityRef, status: ReviewStatus, at: Date) {
    const table = sql.raw(ENTITY_TABLE[ref.type]);
    const verified = ref.type === 'translation-union' && status === 'accepted' ? sql`, is_verified = true` : sql``;
    await exec.execute(
      sql`update ${table} set review_status = ${status}, updated_at = ${at} ${verified} where id = ${ref.id}::int`,
    );
  },

  /** Accepting material accepts what it stands on that was sent with it: words, sentences, groups. */
  async acceptParents(exec: Executor, ref: EntityRef, at: Date) {
    const id = ref.id;
    const wordsOf: Partial<Record<ContributionEntityType, SQL>> = {
      'translation-union': sql`select primary_word_id from translation_unions where id = ${id}::int
        union all select translation_word_id from translation_unions where id = ${id}::int`,
      synonym: sql`select word_id from word_group_items where id = ${id}::int`,
      antonym: sql`select word_id from word_group_items where id = ${id}::int`,
      'word-sentence': sql`select word_id from word_sentences where id = ${id}::int`,
      'translation-meaning': sql`select word_id from meanings where id = ${id}::int`,
    };
    const words = wordsOf[ref.type];
    if (words) {
      await exec.execute(
        sql`update words set review_status = 'accepted', updated_at = ${at} where id in (${words}) and review_status = 'under_review'`,
      );
    }
    if (ref.type === 'synonym' || ref.type === 'antonym') {
      await exec.execute(sql`update word_groups set review_status = 'accepted', updated_at = ${at}
        where id = (select word_group_id from word_group_items where id = ${id}::int) and review_status = 'under_review'`);
    }
    const sentencesOf: Partial<Record<ContributionEntityType, SQL>> = {
      'word-sentence': sql`select sentence_id from word_sentences where id = ${id}::int`,
      'sentence-translation': sql`select sentence_id from sentence_translations where id = ${id}::int
        union all select translation_sentence_id from sentence_translations where id = ${id}::int`,
    };
    const sentences = sentencesOf[ref.type];
    if (sentences) {
      await exec.execute(
        sql`update sentences set review_status = 'accepted', updated_at = ${at} where id in (${sentences}) and review_status = 'under_review'`,
      );
    }
  },

  /** Material under review that depends on `ref` and goes down with it. */
  async dependentsUnderReview(exec: Executor, ref: EntityRef): Promise<EntityRef[]> {
    const id = ref.id;
    if (ref.type === 'translation-union') {
      return rows<EntityRef>(
        exec,
        sql`select case when a.parent_id is null then 'translation-attribute' else 'translation-child-attribute' end as type, ta.id
            from translation_attributes ta join attributes a on a.id = ta.attribute_id
            where ta.translation_union_id = ${id}::int and ta.review_status = 'under_review'
          union all select 'translation-vocabulary', tv.id from translation_vocabularies tv
            where tv.translation_union_id = ${id}::int and tv.review_status = 'under_review'
          union all select 'translation-meaning', m.id from translation_meanings tm join meanings m on m.id = tm.meaning_id
            where tm.translation_union_id = ${id}::int and m.review_status = 'under_review'
              and not exists (select 1 from translation_meanings o where o.meaning_id = m.id and o.translation_union_id <> ${id}::int)
          union all select g.kind, i.id from word_groups g join word_group_items i on i.word_group_id = g.id
            where g.translation_union_id = ${id}::int and i.review_status = 'under_review'`,
      );
    }
    if (ref.type === 'word-sentence') {
      // A sentence sent with this example (still under review, used by no other example) takes its translations along.
      return rows<EntityRef>(
        exec,
        sql`select 'sentence-translation' as type, st.id from word_sentences ws join sentences s on s.id = ws.sentence_id
            join sentence_translations st on (st.sentence_id = s.id or st.translation_sentence_id = s.id)
          where ws.id = ${id}::int and s.review_status = 'under_review' and st.review_status = 'under_review'
            and not exists (select 1 from word_sentences o where o.sentence_id = s.id and o.id <> ws.id and o.review_status <> 'rejected')`,
      );
    }
    return [];
  },

  /** Sentences sent with a rejected example or translation, used by nothing else still standing. */
  async rejectOrphanSentences(exec: Executor, ref: EntityRef, at: Date) {
    const ids =
      ref.type === 'word-sentence'
        ? sql`select sentence_id from word_sentences where id = ${ref.id}::int`
        : ref.type === 'sentence-translation'
          ? sql`select sentence_id from sentence_translations where id = ${ref.id}::int
              union all select translation_sentence_id from sentence_translations where id = ${ref.id}::int`
          : null;
    if (!ids) return;
    await exec.execute(sql`update sentences s set review_status = 'rejected', updated_at = ${at}
      where s.id in (${ids}) and s.review_status = 'under_review'
        and not exists (select 1 from word_sentences ws where ws.sentence_id = s.id and ws.review_status <> 'rejected')
        and not exists (select 1 from sentence_translations st where (st.sentence_id = s.id or st.translation_sentence_id = s.id)
          and st.review_status <> 'rejected')`);
  },

  async deleteEntity(exec: Executor, ref: EntityRef, at: Date) {
    if (ref.type === 'translation-union') {
      // Unions are removed, not deleted: likes, favorites and history keep pointing at them.
      await exec.execute(sql`update translation_unions set is_removed = true, review_status = 'rejected', updated_at = ${at}
        where id = ${ref.id}::int`);
      return;
    }
    await exec.execute(sql`delete from ${sql.raw(ENTITY_TABLE[ref.type])} where id = ${ref.id}::int`);
  },

  // ---- tasks ----------------------------------------------------------------------------------

  /** Opens the entity's task, or refreshes the open one (an edit while under review). */
  async upsertTask(
    exec: Executor,
    t: {
      type: TaskRow['type'];
      kind: TaskRow['kind'];
      entityType: string;
      entityKey: string;
      authorId: number | null;
      complaintId?: number | null;
      langCodes: string[];
      detail: Record<string, unknown>;
      at: Date;
    },
  ): Promise<TaskRow> {
    return (await one<TaskRow>(
      exec,
      sql`${insertTask(t)} on conflict (kind, entity_type, entity_key) where not done
        do update set detail_data = excluded.detail_data, lang_codes = excluded.lang_codes, updated_at = excluded.updated_at,
          assignee_id = null, received_at = null
        returning *`,
    ))!;
  },

  /** A new task, or null when one about the same thing is already open (complaints: COMPLAIN_BEING_PROCESSED). */
  insertTaskIfNone(exec: Executor, t: Parameters<typeof insertTask>[0]) {
    return one<TaskRow>(exec, sql`${insertTask(t)} on conflict (kind, entity_type, entity_key) where not done do nothing returning *`);
  },

  taskById(exec: Executor, id: number, lock = false) {
    return one<TaskRow>(exec, sql`select * from moderation_tasks where id = ${id}::int ${lock ? sql`for update` : sql``}`);
  },

  openTaskOf(exec: Executor, kind: TaskRow['kind'], entityType: string, entityKey: string) {
    return one<TaskRow>(
      exec,
      sql`select * from moderation_tasks where kind = ${kind} and entity_type = ${entityType} and entity_key = ${entityKey} and not done`,
    );
  },

  async closeTask(
    exec: Executor,
    id: number,
    r: { resolution: string; resolvedById: number | null; comment: string | null; at: Date },
  ): Promise<TaskRow> {
    return (await one<TaskRow>(
      exec,
      sql`update moderation_tasks set done = true, resolution = ${r.resolution}, resolved_by_id = ${r.resolvedById},
          resolved_at = ${r.at}, comment = ${r.comment}, updated_at = ${r.at}
        where id = ${id}::int returning *`,
    ))!;
  },

  /** Closes the open content tasks of material that went down with its parent. */
  async closeContentTasks(exec: Executor, refs: EntityRef[], r: { resolution: string; resolvedById: number | null; at: Date }) {
    if (!refs.length) return;
    await exec.execute(sql`update moderation_tasks set done = true, resolution = ${r.resolution}, resolved_by_id = ${r.resolvedById},
        resolved_at = ${r.at}, updated_at = ${r.at}
      where kind = 'content' and not done and (entity_type, entity_key) in (${refKeyList(refs)})`);
  },

  /**
   * Hands up to `limit` open tasks to a moderator, oldest first: never their own material, never
   * one they skipped, only their languages when they chose some (tasks without languages go to all), complaints
   * about a moderator's (or an admin's) actions only to admins, never one another moderator
   * received less than a lease ago. Rows another transaction is handing out are skipped.
   */
  handOut(
    exec: Executor,
    q: { moderatorId: number; isAdmin: boolean; langCodes: string[]; limit: number; now: Date; leaseSeconds: number },
  ) {
    // Tasks without languages (complaints about members and their actions) go to every moderator.
    const langFilter = q.langCodes.length ? sql`and (cardinality(t.lang_codes) = 0 or t.lang_codes && ${`{${q.langCodes.join(',')}}`}::text[])` : sql``;
    const types = q.isAdmin ? sql`('dictionary', 'user', 'user_action', 'feed')` : sql`('dictionary', 'user_action', 'feed')`;
    return rows<TaskRow>(
      exec,
      sql`update moderation_tasks t set assignee_id = ${q.moderatorId}::int,
          received_at = case when t.assignee_id = ${q.moderatorId}::int and t.received_at is not null then t.received_at else ${q.now} end
        where t.id in (
          select t.id from moderation_tasks t
          where not t.done and t.type in ${types}
            and (t.author_id is null or t.author_id <> ${q.moderatorId}::int)
            and (t.assignee_id is null or t.assignee_id = ${q.moderatorId}::int
                 or t.received_at < ${q.now}::timestamptz - make_interval(secs => ${q.leaseSeconds}::int))
            and not exists (select 1 from moderation_task_skips s where s.task_id = t.id and s.user_id = ${q.moderatorId}::int)
            and not exists (select 1 from complaints c where c.id = t.complaint_id and c.target_user_id = ${q.moderatorId}::int)
            ${q.isAdmin ? sql`` : sql`and not exists (select 1 from complaints c join users cu on cu.id = c.target_user_id
              where c.id = t.complaint_id and t.type in ('user', 'user_action') and cu.role <> 'user')`}
            ${langFilter}
          order by t.id limit ${q.limit}::int
          for update skip locked)
        returning t.*`,
    ).then((list) => list.sort((a, b) => a.id - b.id));
  },

  /** Open tasks about a deleted user's withdrawn material or complaints. */
  async withdrawTasksOf(exec: Executor, userId: number, at: Date) {
    await exec.execute(sql`update moderation_tasks set done = true, resolution = 'withdrawn', resolved_at = ${at}, updated_at = ${at}
      where author_id = ${userId}::int and not done`);
  },

  /** Leave: the moderator hands the task back (their lease ends now); it stays open for anyone, them included. */
  async release(exec: Executor, taskId: number, userId: number) {
    await exec.execute(sql`update moderation_tasks set assignee_id = null, received_at = null
      where id = ${taskId}::int and assignee_id = ${userId}::int and not done`);
  },

  async skip(exec: Executor, taskId: number, userId: number, at: Date) {
    await exec.execute(sql`insert into moderation_task_skips (task_id, user_id, created_at) values (${taskId}::int, ${userId}::int, ${at})
      on conflict do nothing`);
    await exec.execute(sql`update moderation_tasks set assignee_id = null, received_at = null
      where id = ${taskId}::int and assignee_id = ${userId}::int`);
  },

  async filters(exec: Executor, userId: number): Promise<string[]> {
    const row = await one<{ lang_codes: string[] }>(exec, sql`select lang_codes from moderation_filters where user_id = ${userId}::int`);
    return row?.lang_codes ?? [];
  },

  async saveFilters(exec: Executor, userId: number, langCodes: string[], at: Date) {
    await exec.execute(sql`insert into moderation_filters (user_id, lang_codes, updated_at)
      values (${userId}::int, ${`{${langCodes.join(',')}}`}::text[], ${at})
      on conflict (user_id) do update set lang_codes = excluded.lang_codes, updated_at = excluded.updated_at`);
  },

  // ---- points ---------------------------------------------------------------------------------

  /**
   * Locks the members' point totals in user id order: a transaction that moves several members'
   * points takes this first (after the material's own row), so two of them never wait on each
   * other's totals in opposite orders. Members without a total yet get theirs from `grant`.
   */
  async lockRatings(exec: Executor, userIds: readonly (number | null | undefined)[]) {
    const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
    if (ids.length < 2) return;
    await exec.execute(sql`select user_id from user_ratings where user_id = any(${`{${ids.join(',')}}`}::int[]) order by user_id for update`);
  },

  /** Records points and moves the user's total in the same statement pair; returns the new total. */
  async grant(
    exec: Executor,
    g: {
      userId: number;
      action: string;
      points: number;
      entity?: EntityRef | null;
      taskId?: number | null;
      entityStatus?: ReviewStatus | null;
      at: Date;
    },
  ): Promise<number> {
    await exec.execute(sql`insert into rating_events (user_id, action, entity_type, entity_id, task_id, points, entity_status, created_at)
      values (${g.userId}::int, ${g.action}, ${g.entity?.type ?? null}, ${g.entity?.id ?? null}, ${g.taskId ?? null},
        ${g.points}::int, ${g.entityStatus ?? null}, ${g.at})`);
    noteLedgerChange(g.userId);
    const row = await one<{ points: number }>(
      exec,
      sql`insert into user_ratings (user_id, points, updated_at) values (${g.userId}::int, ${g.points}::int, ${g.at})
        on conflict (user_id) do update set points = user_ratings.points + excluded.points, updated_at = excluded.updated_at
        returning points`,
    );
    return row!.points;
  },

  /** Cancels the ADD points of material (rejected or deleted) and lowers the totals. */
  async cancelAdds(exec: Executor, refs: EntityRef[], status: ReviewStatus, at: Date) {
    if (!refs.length) return;
    await exec.execute(sql`with cancelled as (
        update rating_events set status = 'cancelled', cancelled_at = ${at}, entity_status = ${status}
        where (entity_type, entity_id) in (${refList(refs)}) and action like 'ADD\\_%' and status = 'granted'
        returning user_id, points),
      per_user as (select user_id, sum(points)::int as points from cancelled group by user_id),
      -- Totals locked in user id order (lockRatings' order) before they move.
      locked as materialized (select r.user_id from user_ratings r join per_user p on p.user_id = r.user_id order by r.user_id for update of r)
      update user_ratings r set points = r.points - p.points, updated_at = ${at} from per_user p join locked l on l.user_id = p.user_id where r.user_id = p.user_id`);
  },

  /** Gives back the cancelled ADD points of material accepted again (an admin reversed its rejection). */
  async restoreAdds(exec: Executor, refs: EntityRef[], at: Date) {
    if (!refs.length) return;
    const restored = await rows<{ user_id: number }>(
      exec,
      sql`with restored as (
        update rating_events set status = 'granted', cancelled_at = null, entity_status = 'accepted'
        where (entity_type, entity_id) in (${refList(refs)}) and action like 'ADD\\_%' and status = 'cancelled'
        returning user_id, points),
      per_user as (select user_id, sum(points)::int as points from restored group by user_id),
      locked as materialized (select r.user_id from user_ratings r join per_user p on p.user_id = r.user_id order by r.user_id for update of r)
      update user_ratings r set points = r.points + p.points, updated_at = ${at} from per_user p join locked l on l.user_id = p.user_id where r.user_id = p.user_id
      returning r.user_id`,
    );
    for (const r of restored) noteLedgerChange(r.user_id);
  },

  async setAddStatus(exec: Executor, refs: EntityRef[], status: ReviewStatus) {
    if (!refs.length) return;
    await exec.execute(sql`update rating_events set entity_status = ${status}
      where (entity_type, entity_id) in (${refList(refs)}) and action like 'ADD\\_%'`);
  },

  /** Points and confirmed (accepted) contributed items of some members (the moderation pages). */
  standings(exec: Executor, userIds: readonly number[]) {
    if (!userIds.length) return Promise.resolve([]);
    return rows<{ user_id: number; points: number; confirmed: number }>(
      exec,
      sql`select u.id as user_id, coalesce(r.points, 0)::int as points,
          (select count(*) from rating_events e where e.user_id = u.id and e.action like 'ADD\\_%'
             and e.status = 'granted' and e.entity_status = 'accepted')::int as confirmed
        from users u left join user_ratings r on r.user_id = u.id
        where u.id in (${sql.join(
          userIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})`,
    );
  },

  /**
   * Members who may be invited to moderate (community.md §5): role user, at least `minPoints`
   * and `minConfirmed` accepted items; most points first. The points total is indexed by user, so
   * only members above the threshold have their items counted.
   */
  candidates(exec: Executor, q: { minPoints: number; minConfirmed: number; limit: number; offset: number; search?: string }) {
    const search = q.search ? sql`and lower(u.nickname) like ${`%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;
    return rows<{ user_id: number; points: number; confirmed: number; total: number }>(
      exec,
      sql`with c as (
          select u.id as user_id, r.points,
            (select count(*) from rating_events e where e.user_id = u.id and e.action like 'ADD\\_%'
               and e.status = 'granted' and e.entity_status = 'accepted')::int as confirmed
          from user_ratings r join users u on u.id = r.user_id
          where r.points >= ${q.minPoints}::int and u.role = 'user' and u.deleted_at is null ${search})
        select user_id, points::int, confirmed, count(*) over ()::int as total from c
        where confirmed >= ${q.minConfirmed}::int
        order by points desc, user_id limit ${q.limit}::int offset ${q.offset}::bigint`,
    );
  },

  async total(exec: Executor, userId: number): Promise<number> {
    const row = await one<{ points: number }>(exec, sql`select points from user_ratings where user_id = ${userId}::int`);
    return row?.points ?? 0;
  },

  /** Contributions by statistics type and status: what the user added, and what they verified. */
  entitiesCounter(exec: Executor, userId: number) {
    return rows<{ side: 'ADDED' | 'VERIFIED'; entity_type: string; status: string; n: number }>(
      exec,
      sql`select 'ADDED' as side, entity_type, coalesce(entity_status, 'under_review') as status, count(*)::int as n
          from rating_events where user_id = ${userId}::int and action like 'ADD\\_%' and entity_type is not null
          group by entity_type, coalesce(entity_status, 'under_review')
        union all
        select 'VERIFIED', entity_type, case when resolution in ('accept', 'edit') then 'accepted' else 'rejected' end, count(*)::int
          from moderation_tasks where resolved_by_id = ${userId}::int and kind = 'content' and resolution in ('accept', 'edit', 'reject', 'delete')
          group by entity_type, 3`,
    );
  },

  // ---- history --------------------------------------------------------------------------------

  async record(
    exec: Executor,
    h: {
      ref: EntityRef;
      action: string;
      actorId: number | null;
      taskId?: number | null;
      before?: Record<string, unknown> | null;
      after?: Record<string, unknown> | null;
      comment?: string | null;
      at: Date;
    },
  ) {
    await exec.execute(sql`insert into moderation_actions (target_type, target_id, action, actor_id, task_id, before, after, comment, created_at)
      values (${h.ref.type}, ${h.ref.id}::int, ${h.action}, ${h.actorId}, ${h.taskId ?? null},
        ${h.before ? JSON.stringify(h.before) : null}::jsonb, ${h.after ? JSON.stringify(h.after) : null}::jsonb, ${h.comment ?? null}, ${h.at})`);
  },

  history(exec: Executor, ref: EntityRef, limit: number) {
    return rows<HistoryRow>(
      exec,
      sql`select h.id, h.action, u.uuid as actor_uuid, u.nickname as actor_nickname, u.role as actor_role, h.task_id,
          h.before, h.after, h.comment, h.created_at
        from moderation_actions h left join users u on u.id = h.actor_id
        where h.target_type = ${ref.type} and h.target_id = ${ref.id}::int
        order by h.id desc limit ${limit}::int`,
    );
  },
};
