// Starter compilations: the words they hold, read from the dictionary the instance has. Words of
// a direction A -> B are A's words with a translation into B, most popular first (the ranking
// statistics' words.popularity), one translation each (verified, liked, weighted first).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { intArray, one, rows } from '../../../platform/db/rows';

export interface Direction {
  from: string;
  to: string;
}

/** The account that owns what the instance makes by itself (the demo video's author too). */
export const SYSTEM_NICKNAME = 'glossa';

/**
 * Words looked at per direction, most popular first: the lists need a few hundred, and reading a
 * language's whole vocabulary (millions of forms after an import) would make a rebuild slow.
 */
const CANDIDATE_WORDS = 20_000;

/** Grammar of the "first words" lists: nouns, verbs and adjectives. */
const CONTENT_WORD_CLASSES = ['noun', 'verb', 'adjective'];

/**
 * One word, not a phrase, an abbreviation or a fragment: no space, digit or punctuation but the
 * apostrophe and an inner hyphen ("In-…", "Über…", "-heit" are parts of words; POSIX classes
 * would miss non-ASCII letters on a C-collated database).
 */
const SINGLE_WORD = `^[^-[:space:][:digit:].…,;:!?()\\[\\]{}/"&+=*#@%<>|~_]([^[:space:][:digit:].…,;:!?()\\[\\]{}/"&+=*#@%<>|~_]*[^-[:space:][:digit:].…,;:!?()\\[\\]{}/"&+=*#@%<>|~_])?$`;

export const starterSql = {
  /** The system account (no e-mail, no password: nobody signs in with it); null when a member took the name. */
  async systemAccount(exec: Executor): Promise<number | null> {
    const found = await one<{ id: number; email: string | null; password_hash: string | null }>(
      exec,
      sql`select id, email, password_hash from users where lower(nickname) = ${SYSTEM_NICKNAME}`,
    );
    if (found) return found.email === null && found.password_hash === null ? found.id : null;
    const made = await one<{ id: number }>(
      exec,
      sql`insert into users (nickname, role) values (${SYSTEM_NICKNAME}, 'user') on conflict do nothing returning id`,
    );
    return made?.id ?? null;
  },

  /** Directions with at least `min` live translations (both ways: a union serves both). */
  async directions(exec: Executor, min: number): Promise<Direction[]> {
    const pairs = await rows<{ a: string; b: string }>(
      exec,
      sql`select least(primary_lang, translation_lang) as a, greatest(primary_lang, translation_lang) as b
        from translation_unions where not is_removed and review_status <> 'rejected'
        group by 1, 2 having count(*) >= ${min}::int order by 1, 2`,
    );
    return pairs.flatMap((p) => [
      { from: p.a, to: p.b },
      { from: p.b, to: p.a },
    ]);
  },

  /**
   * The union ids of a direction's words, most popular first, `limit` at most. `firstWords`: only
   * words whose main translation (the one a list shows, itself no fragment) is a noun, verb or adjective: "in" is a
   * preposition even though "in" -> "trendy" is an adjective; no phrase or fragment, no proper
   * name (a capitalised word, except a German noun whose translation is not capitalised too), and
   * no capitalised word beside a lower-case one of the same spelling (popularity is counted by
   * search key: "Einer", a boat, would rank as high as "einer"). `theme`: only translations of
   * that subject.
   */
  async words(exec: Executor, d: Direction, o: { limit: number; firstWords?: boolean }): Promise<number[]> {
    const found = await rows<{ union_id: number }>(exec, this.ranked(d, { ...o, byTheme: false }));
    return found.map((f) => f.union_id);
  },

  /** Every subject's words of a direction at once (most popular first, `limit` per subject). */
  async themeWords(exec: Executor, d: Direction, limit: number): Promise<Map<string, number[]>> {
    const found = await rows<{ theme: string; union_id: number }>(
      exec,
      this.ranked(d, { limit, byTheme: true }),
    );
    const out = new Map<string, number[]>();
    for (const f of found) out.set(f.theme, [...(out.get(f.theme) ?? []), f.union_id]);
    return out;
  },

  ranked(d: Direction, o: { limit: number; firstWords?: boolean; byTheme: boolean }): SQL {
    // Applied to each word's main translation, once it is chosen (best, below).
    const filters: SQL[] = [];
    if (o.firstWords) {
      const classes = sql.join(
        CONTENT_WORD_CLASSES.map((c) => sql`${c}`),
        sql`, `,
      );
      filters.push(
        // A letter alone is an abbreviation ("h" -> "Höhe"); a translation with brackets or an
        // ellipsis is a fragment of a phrase (FreeDict's "on" -> "an ( )").
        sql`c.name ~ ${SINGLE_WORD} and char_length(c.name) > 1`,
        sql`c.other_name !~ '[][(){}…]' and c.other_name !~ '^-|-$'`,
        sql`(c.name = lower(c.name) or (${d.from} = 'ger' and c.other_name = lower(c.other_name)
              and not exists (select 1 from words l where l.lang_code = ${d.from} and l.name = lower(c.name))))`,
        sql`(exists (select 1 from translation_attributes ta join attributes a on a.id = ta.attribute_id
              where ta.translation_union_id = c.union_id and ta.side = c.side and a.code in (${classes}))
            or exists (select 1 from word_attributes wa join attributes a on a.id = wa.attribute_id
              where wa.word_id = c.id and a.code in (${classes})))`,
      );
    }
    // Two joins, one per side the word is stored on: an OR in the join condition would keep the
    // planner off both unions indexes.
    const live = sql`not u.is_removed and u.review_status <> 'rejected'`;
    // The subject is part of the key only when listing by subject (a constant cannot be sorted on).
    const theme = o.byTheme ? sql`tv.vocabulary_code` : sql`''::text`;
    const key = o.byTheme ? sql`tv.vocabulary_code, c.id` : sql`c.id`;
    return sql`with top as (
          select id, name, popularity from words
          where lang_code = ${d.from} and review_status <> 'rejected'
          order by popularity desc, id limit ${CANDIDATE_WORDS}::int
        ), c as (
          select w.id, w.name, w.popularity, u.id as union_id, u.translation_word_id as other_id, 'primary' as side, u.is_verified, u.likes_count, u.weight
            from top w join translation_unions u on u.primary_word_id = w.id and u.translation_lang = ${d.to} where ${live}
          union all
          select w.id, w.name, w.popularity, u.id, u.primary_word_id, 'translation', u.is_verified, u.likes_count, u.weight
            from top w join translation_unions u on u.translation_word_id = w.id and u.primary_lang = ${d.to} where ${live}
        ), best as (
          select distinct on (${key}) ${theme} as theme, c.id, c.name, c.popularity, c.union_id, c.side, o.name as other_name
          from c join words o on o.id = c.other_id
          ${o.byTheme ? sql`join translation_vocabularies tv on tv.translation_union_id = c.union_id` : sql``}
          order by ${key}, c.is_verified desc, c.likes_count desc, c.weight desc, c.union_id
        ), numbered as (
          select theme, union_id, popularity, name, id,
            row_number() over (partition by theme order by popularity desc, name, id) as n from best c
          ${filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``}
        )
        select theme, union_id from numbered where n <= ${o.limit}::int order by theme, n`;
  },

  /** Subject names (English) by code. */
  async themeNames(exec: Executor): Promise<Map<string, string>> {
    const found = await rows<{ code: string; name: string }>(
      exec,
      sql`select code, coalesce(names->>'en', code) as name from vocabularies order by position, code`,
    );
    return new Map(found.map((f) => [f.code, f.name]));
  },

  async anyExists(exec: Executor): Promise<boolean> {
    return (await one<{ found: boolean }>(
      exec,
      sql`select exists (select 1 from selections where generated is not null) as found`,
    ))!.found;
  },

  existing(exec: Executor) {
    return rows<{
      id: number;
      lang_from: string;
      lang_to: string;
      generated: string;
      name: string;
      union_ids: number[] | null;
    }>(
      exec,
      sql`select s.id, s.lang_from, s.lang_to, s.generated, s.name,
          (select array_agg(su.union_id order by su.id) from selection_unions su where su.selection_id = s.id) as union_ids
        from selections s where s.generated is not null`,
    );
  },

  /** Writes the compilations in one statement; their ids by `from>to>generated`. */
  async upsert(
    exec: Executor,
    list: {
      authorId: number;
      name: string;
      searchName: string;
      d: Direction;
      generated: string;
      complexity: string;
      subjects: string[];
    }[],
    at: Date,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    // A statement takes at most 65,535 parameters (11 a compilation): with every FreeDict pair
    // imported there are thousands of compilations, so they are written 1,000 at a time.
    for (let i = 0; i < list.length; i += UPSERT_CHUNK) {
      for (const [key, id] of await upsertChunk(exec, list.slice(i, i + UPSERT_CHUNK), at)) ids.set(key, id);
    }
    return ids;
  },

  /**
   * Replaces the words of these compilations (in list order: a selection's pages follow
   * insertion), then their counts and search text, in three statements whatever their number.
   */
  async setWords(exec: Executor, lists: { selectionId: number; unionIds: readonly number[] }[]) {
    if (!lists.length) return;
    // Each array is one parameter: with every FreeDict pair imported the words of all compilations
    // are hundreds of thousands, past a statement's 65,535 parameters.
    const ids = intArray(lists.map((l) => l.selectionId));
    await exec.execute(sql`delete from selection_unions where selection_id = any(${ids})`);
    const pairs = lists.flatMap((l) => l.unionIds.map((u) => [l.selectionId, u] as const));
    if (pairs.length) {
      const sel = intArray(pairs.map((p) => p[0]));
      const uni = intArray(pairs.map((p) => p[1]));
      await exec.execute(sql`insert into selection_unions (selection_id, union_id)
        select x.s, x.u from unnest(${sel}, ${uni}) with ordinality as x(s, u, n) order by x.n`);
    }
    await exec.execute(sql`update selections s set
        words_total = coalesce(w.total, 0), search_words = coalesce(w.keys, '')
      from (select x.id, (select count(*)::int from selection_unions su where su.selection_id = x.id) as total,
          (select '|' || string_agg(distinct replace(k.search_key, '|', ' '), '|') || '|' from selection_unions su
            join translation_unions u on u.id = su.union_id
            join words k on k.id in (u.primary_word_id, u.translation_word_id)
            where su.selection_id = x.id) as keys
        from unnest(${ids}) as x(id)) w
      where s.id = w.id`);
  },

  async remove(exec: Executor, ids: readonly number[]) {
    if (!ids.length) return;
    await exec.execute(sql`delete from selections where id = any(${intArray(ids)})`);
  },
};

type UpsertRow = Parameters<typeof starterSql.upsert>[1][number];
const UPSERT_CHUNK = 1000;

/** One chunk of upsert's compilations in one statement. */
async function upsertChunk(exec: Executor, list: UpsertRow[], at: Date): Promise<Map<string, number>> {
  const values = list.map((s) => {
    const subjects = sql`array[${sql.join(s.subjects.length ? s.subjects.map((x) => sql`${x}`) : [sql`null`], sql`, `)}]::text[]`;
    return sql`(${s.authorId}::int, ${s.name}, ${s.searchName}, ${s.d.from}, ${s.d.to}, ${s.complexity}, ${subjects}, true, ${s.generated}, ${at}::timestamptz, ${at}::timestamptz)`;
  });
  const written = await rows<{ id: number; lang_from: string; lang_to: string; generated: string }>(
    exec,
    sql`insert into selections (author_id, name, search_name, lang_from, lang_to, complexity, subjects, is_public, generated, created_at, updated_at)
        values ${sql.join(values, sql`, `)}
        on conflict (lang_from, lang_to, generated) where generated is not null
        do update set name = excluded.name, search_name = excluded.search_name, complexity = excluded.complexity,
          subjects = excluded.subjects, author_id = excluded.author_id, updated_at = excluded.updated_at
        returning id, lang_from, lang_to, generated`,
  );
  return new Map(written.map((w) => [`${w.lang_from}>${w.lang_to}>${w.generated}`, w.id]));
}
