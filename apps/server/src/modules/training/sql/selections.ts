// Selections: one row with its author and the viewer's view (liked, studying, words learned) in one
// statement per page, whatever the page size (no per-row queries). Lists: the discover blocks
// (popular / new / old unpopular, each continued after its last uuid), search, a member's materials.
import { sql, type SQL } from 'drizzle-orm';
import { TRAINING_LIMITS, type SelectionComplexity } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { intArray, one, rows } from '../../../platform/db/rows';

export interface SelectionRow {
  id: number;
  uuid: string;
  author_id: number;
  name: string;
  lang_from: string;
  lang_to: string;
  complexity: SelectionComplexity;
  subjects: string[];
  is_public: boolean;
  generated: string | null;
  words_total: number;
  likes_total: number;
  comments_total: number;
  followers_total: number;
  created_at: Date | string;
  updated_at: Date | string;
  /** Its author has it open in the editor until then. */
  editing_until: Date | string | null;
  author_uuid: string;
  author_nickname: string | null;
  author_avatar: string | null;
  author_role: 'user' | 'moderator' | 'admin';
  author_deleted_at: Date | string | null;
  liked: boolean;
  studying: boolean;
  /** The viewer's words of it learned, and in learning (a card below the learned threshold), as the statistics count them. */
  learned: number;
  learning: number;
}

/** Who may see a selection: public ones, and the viewer's own. */
export const visibleTo = (viewerId: number | null) =>
  viewerId === null ? sql`s.is_public` : sql`(s.is_public or s.author_id = ${viewerId}::int)`;

const select = (viewerId: number | null, where: SQL, tail: SQL = sql``) => {
  const v = viewerId ?? -1;
  return sql`
  select s.id, s.uuid, s.author_id, s.name, s.lang_from, s.lang_to, s.complexity, s.subjects, s.is_public, s.generated,
    s.words_total, s.likes_total, s.comments_total, s.followers_total, s.created_at, s.updated_at, s.editing_until,
    u.uuid as author_uuid, u.nickname as author_nickname, u.avatar_file as author_avatar, u.role as author_role, u.deleted_at as author_deleted_at,
    exists (select 1 from selection_likes l where l.selection_id = s.id and l.user_id = ${v}::int) as liked,
    exists (select 1 from selection_learners sl where sl.selection_id = s.id and sl.user_id = ${v}::int) as studying,
    (select count(*) from selection_unions su join training_cards c on c.union_id = su.union_id and c.user_id = ${v}::int
      where su.selection_id = s.id and c.stability >= ${TRAINING_LIMITS.learnedStabilityDays}::float8)::int as learned,
    (select count(*) from selection_unions su join training_cards c on c.union_id = su.union_id and c.user_id = ${v}::int
      where su.selection_id = s.id and c.stability < ${TRAINING_LIMITS.learnedStabilityDays}::float8)::int as learning
  from selections s join users u on u.id = s.author_id
  where ${where} ${tail}`;
};

export interface SearchFilter {
  viewerId: number | null;
  langFrom?: string;
  langTo?: string;
  name?: string;
  words?: string[];
  complexity?: SelectionComplexity;
  wordsFrom?: number;
  wordsTo?: number;
  subjects?: string[];
  /** previous_uuid: continue after this selection (by the same order), instead of the offset. */
  after?: string;
  limit: number;
  offset: number;
}

const pair = (langFrom?: string, langTo?: string) =>
  sql.join(
    [langFrom ? sql`s.lang_from = ${langFrom}` : sql`true`, langTo ? sql`s.lang_to = ${langTo}` : sql`true`],
    sql` and `,
  );

const score = sql`(s.likes_total + s.followers_total)`;
/** Members' compilations: the starter ones have a block of their own on the training page. */
const made = sql`s.generated is null`;

export const selectionsSql = {
  async insert(exec: Executor, s: { authorId: number; name: string; searchName: string; langFrom: string; langTo: string; complexity: string; subjects: string[]; isPublic: boolean; at: Date }) {
    return (await one<{ id: number; uuid: string }>(
      exec,
      sql`insert into selections (author_id, name, search_name, lang_from, lang_to, complexity, subjects, is_public, created_at, updated_at)
        values (${s.authorId}::int, ${s.name}, ${s.searchName}, ${s.langFrom}, ${s.langTo}, ${s.complexity},
          ${sql`array[${sql.join(s.subjects.length ? s.subjects.map((x) => sql`${x}`) : [sql`null`], sql`, `)}]::text[]`}, ${s.isPublic}, ${s.at}, ${s.at})
        returning id, uuid`,
    ))!;
  },

  async update(exec: Executor, id: number, s: { name?: string; searchName?: string; complexity?: string; subjects?: string[]; isPublic?: boolean; at: Date }) {
    const sets: SQL[] = [sql`updated_at = ${s.at}`];
    if (s.name !== undefined) sets.push(sql`name = ${s.name}`, sql`search_name = ${s.searchName ?? ''}`);
    if (s.complexity !== undefined) sets.push(sql`complexity = ${s.complexity}`);
    if (s.subjects !== undefined)
      sets.push(sql`subjects = array[${sql.join(s.subjects.length ? s.subjects.map((x) => sql`${x}`) : [sql`null`], sql`, `)}]::text[]`);
    if (s.isPublic !== undefined) sets.push(sql`is_public = ${s.isPublic}`);
    await exec.execute(sql`update selections set ${sql.join(sets, sql`, `)} where id = ${id}::int`);
  },

  /** The editor's hold: until a time, or released (null). */
  async setEditing(exec: Executor, id: number, until: Date | null) {
    await exec.execute(sql`update selections set editing_until = ${until} where id = ${id}::int`);
  },

  async remove(exec: Executor, id: number) {
    await exec.execute(sql`delete from selections where id = ${id}::int`);
  },

  /** The bare row (for access checks), locked for update inside a transaction when asked. */
  bare(exec: Executor, uuid: string, lock = false) {
    return one<{ id: number; uuid: string; author_id: number; is_public: boolean; words_total: number; lang_from: string; lang_to: string; name: string; editing_until: Date | string | null }>(
      exec,
      sql`select id, uuid, author_id, is_public, words_total, lang_from, lang_to, name, editing_until from selections where uuid = ${uuid}::uuid ${lock ? sql`for update` : sql``}`,
    );
  },

  byUuid(exec: Executor, uuid: string, viewerId: number | null) {
    return one<SelectionRow>(exec, select(viewerId, sql`s.uuid = ${uuid}::uuid and ${visibleTo(viewerId)}`));
  },

  byIds(exec: Executor, ids: readonly number[], viewerId: number | null) {
    if (!ids.length) return Promise.resolve([] as SelectionRow[]);
    return rows<SelectionRow>(exec, select(viewerId, sql`s.id = any(${intArray(ids)}) and ${visibleTo(viewerId)}`));
  },

  byUuids(exec: Executor, uuids: readonly string[], viewerId: number | null) {
    if (!uuids.length) return Promise.resolve([] as SelectionRow[]);
    return rows<SelectionRow>(exec, select(viewerId, sql`s.uuid in (${sql.join(uuids.map((u) => sql`${u}::uuid`), sql`, `)}) and ${visibleTo(viewerId)}`));
  },

  popular(exec: Executor, q: { viewerId: number | null; langFrom?: string; langTo?: string; after?: string; limit: number }) {
    const after = q.after
      ? sql`and (${score}, s.id) < (select (x.likes_total + x.followers_total), x.id from selections x where x.uuid = ${q.after}::uuid)`
      : sql``;
    return rows<SelectionRow>(exec, select(q.viewerId, sql`s.is_public and ${made} and ${pair(q.langFrom, q.langTo)} ${after}`, sql`order by ${score} desc, s.id desc limit ${q.limit}::int`));
  },

  newest(exec: Executor, q: { viewerId: number | null; langFrom?: string; langTo?: string; after?: string; limit: number; since: Date }) {
    const after = q.after ? sql`and (s.created_at, s.id) < (select x.created_at, x.id from selections x where x.uuid = ${q.after}::uuid)` : sql``;
    return rows<SelectionRow>(
      exec,
      select(q.viewerId, sql`s.is_public and ${made} and s.created_at >= ${q.since} and ${pair(q.langFrom, q.langTo)} ${after}`, sql`order by s.created_at desc, s.id desc limit ${q.limit}::int`),
    );
  },

  oldUnpopular(exec: Executor, q: { viewerId: number | null; langFrom?: string; langTo?: string; after?: string; limit: number; before: Date }) {
    const after = q.after
      ? sql`and (${score}, s.id) > (select (x.likes_total + x.followers_total), x.id from selections x where x.uuid = ${q.after}::uuid)`
      : sql``;
    return rows<SelectionRow>(
      exec,
      select(q.viewerId, sql`s.is_public and ${made} and s.created_at < ${q.before} and ${pair(q.langFrom, q.langTo)} ${after}`, sql`order by ${score} asc, s.id asc limit ${q.limit}::int`),
    );
  },

  /**
   * Starter compilations: those of the viewer's pair first (a language they learn into their
   * native one, as on their profile), then those into their native language (any language learnt
   * from their own: all a member who named no learning language yet can use), then those from a
   * language they learn, the first-words lists before the themes.
   */
  starter(exec: Executor, q: { viewerId: number | null; langFrom?: string; langTo?: string; limit: number }) {
    const v = q.viewerId ?? -1;
    const native = sql`(select ul.lang_code from user_languages ul where ul.user_id = ${v}::int and ul.level = 'NATIVE')`;
    const learning = sql`(select ul.lang_code from user_languages ul where ul.user_id = ${v}::int and ul.level <> 'NATIVE')`;
    return rows<SelectionRow>(
      exec,
      select(
        q.viewerId,
        sql`s.is_public and s.generated is not null and ${pair(q.langFrom, q.langTo)}`,
        sql`order by (s.lang_from in ${learning} and s.lang_to = ${native}) desc, (s.lang_to in ${native}) desc, (s.lang_from in ${learning}) desc,
          (s.generated like 'first%') desc, s.generated, s.lang_from, s.lang_to, s.id limit ${q.limit}::int`,
      ),
    );
  },

  /**
   * One page of search results, most popular first. The page's ids come first, from the public
   * compilations and (signed in) the viewer's own private ones as two separate ordered reads: an
   * `is_public or author_id = viewer` condition would keep the planner off the partial indexes
   * and sort every match. The ids need only index columns (an index-only scan of the popularity
   * indexes); the rows are then presented for the page alone.
   */
  search(exec: Executor, f: SearchFilter) {
    const parts: SQL[] = [pair(f.langFrom, f.langTo)];
    if (f.name) parts.push(sql`s.search_name like ${`%${likeEscape(f.name)}%`}`);
    for (const w of f.words ?? []) parts.push(sql`s.search_words like ${`%|${likeEscape(w)}|%`}`);
    if (f.complexity) parts.push(sql`s.complexity = ${f.complexity}`);
    if (f.wordsFrom !== undefined) parts.push(sql`s.words_total >= ${f.wordsFrom}::int`);
    if (f.wordsTo !== undefined) parts.push(sql`s.words_total <= ${f.wordsTo}::int`);
    if (f.subjects?.length) parts.push(sql`s.subjects && array[${sql.join(f.subjects.map((x) => sql`${x}`), sql`, `)}]::text[]`);
    if (f.after) parts.push(sql`(${score}, s.id) < (select p.likes_total + p.followers_total, p.id from selections p where p.uuid = ${f.after}::uuid)`);
    const filters = sql.join(parts, sql` and `);
    const offset = f.after ? 0 : f.offset;
    const depth = offset + f.limit;
    const read = (whose: SQL) =>
      sql`(select s.id, ${score} as score from selections s where ${whose} and ${filters} order by ${score} desc, s.id desc limit ${depth}::int)`;
    const reads = [read(sql`s.is_public`)];
    if (f.viewerId !== null) reads.push(read(sql`s.author_id = ${f.viewerId}::int and not s.is_public`));
    const page = sql`select p.id from (${sql.join(reads, sql` union all `)}) p order by p.score desc, p.id desc limit ${f.limit}::int offset ${offset}::int`;
    return rows<SelectionRow>(exec, select(f.viewerId, sql`s.id in (${page})`, sql`order by ${score} desc, s.id desc`));
  },

  /** The member's materials: authored, studied, or both (all). */
  async materials(
    exec: Executor,
    q: {
      viewerId: number;
      source: 'all' | 'authored_by_me' | 'studying';
      complexity?: SelectionComplexity;
      wordsFrom?: number;
      wordsTo?: number;
      subjects?: string[];
      /** previous_uuid: continue after this selection (by the same order), instead of the offset. */
      after?: string;
      limit: number;
      offset: number;
    },
  ) {
    const studying = sql`exists (select 1 from selection_learners sl where sl.selection_id = s.id and sl.user_id = ${q.viewerId}::int)`;
    const mine = sql`s.author_id = ${q.viewerId}::int`;
    const source = q.source === 'authored_by_me' ? mine : q.source === 'studying' ? sql`${studying} and ${visibleTo(q.viewerId)}` : sql`(${mine} or (${studying} and s.is_public))`;
    const parts: SQL[] = [source];
    if (q.complexity) parts.push(sql`s.complexity = ${q.complexity}`);
    if (q.wordsFrom !== undefined) parts.push(sql`s.words_total >= ${q.wordsFrom}::int`);
    if (q.wordsTo !== undefined) parts.push(sql`s.words_total <= ${q.wordsTo}::int`);
    if (q.subjects?.length) parts.push(sql`s.subjects && array[${sql.join(q.subjects.map((x) => sql`${x}`), sql`, `)}]::text[]`);
    const where = sql.join(parts, sql` and `);
    // The page reads after the cursor; the count is the whole filtered set's.
    const after = q.after ? sql`${where} and (s.updated_at, s.id) < (select p.updated_at, p.id from selections p where p.uuid = ${q.after}::uuid)` : where;
    const [list, count] = await Promise.all([
      rows<SelectionRow>(exec, select(q.viewerId, after, sql`order by s.updated_at desc, s.id desc limit ${q.limit}::int offset ${q.after ? 0 : q.offset}::int`)),
      one<{ n: number }>(exec, sql`select count(*)::int as n from selections s where ${where}`),
    ]);
    return { rows: list, count: count?.n ?? 0 };
  },

  /** Recounts the words; the search text too when given. */
  async setWords(exec: Executor, id: number, searchWords: string | null) {
    await exec.execute(sql`update selections set search_words = coalesce(${searchWords}::text, search_words),
      words_total = (select count(*)::int from selection_unions where selection_id = ${id}::int) where id = ${id}::int`);
  },

  /** Subject codes that exist (vocabularies). */
  async knownSubjects(exec: Executor, codes: readonly string[]) {
    if (!codes.length) return new Set<string>();
    const found = await rows<{ code: string }>(exec, sql`select code from vocabularies where code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
    return new Set(found.map((f) => f.code));
  },
};

export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
