// Starter compilations: the words they hold, read from the dictionary the instance has. Words of
// a direction A -> B are A's words with a translation into B, most popular first (the ranking
// statistics' words.popularity), one translation each (verified, liked, weighted first).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

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
 * One word, not a phrase or an abbreviation: no space, digit or punctuation but the hyphen and
 * the apostrophe (POSIX classes would miss non-ASCII letters on a C-collated database).
 */
const SINGLE_WORD = `^[^[:space:][:digit:].,;:!?()\\[\\]{}/"&+=*#@%<>|~_]+$`;

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
   * nouns, verbs and adjectives, no phrase, no proper name (a capitalised word, except a German
   * noun whose translation is not capitalised too). `theme`: only translations of that subject.
   */
  async words(exec: Executor, d: Direction, o: { limit: number; firstWords?: boolean; theme?: string }): Promise<number[]> {
    const side = sql`(case when u.primary_lang = ${d.from} then 'primary' else 'translation' end)`;
    const filters: SQL[] = [];
    if (o.firstWords) {
      const classes = sql.join(CONTENT_WORD_CLASSES.map((c) => sql`${c}`), sql`, `);
      filters.push(
        sql`w.name ~ ${SINGLE_WORD}`,
        sql`(w.name = lower(w.name) or (${d.from} = 'ger' and o.name = lower(o.name)))`,
        sql`(exists (select 1 from translation_attributes ta join attributes a on a.id = ta.attribute_id
              where ta.translation_union_id = u.id and ta.side = ${side} and a.code in (${classes}))
            or exists (select 1 from word_attributes wa join attributes a on a.id = wa.attribute_id
              where wa.word_id = w.id and a.code in (${classes})))`,
      );
    }
    if (o.theme)
      filters.push(sql`exists (select 1 from translation_vocabularies tv where tv.translation_union_id = u.id and tv.vocabulary_code = ${o.theme})`);
    const found = await rows<{ union_id: number }>(
      exec,
      sql`with top as (
          select id, name, popularity from words
          where lang_code = ${d.from} and review_status <> 'rejected'
          order by popularity desc, id limit ${CANDIDATE_WORDS}::int
        ), best as (
          select distinct on (w.id) w.id, w.name, w.popularity, u.id as union_id
          from top w
          join translation_unions u on (u.primary_word_id = w.id and u.translation_lang = ${d.to})
                                    or (u.translation_word_id = w.id and u.primary_lang = ${d.to})
          join words o on o.id = case when u.primary_word_id = w.id then u.translation_word_id else u.primary_word_id end
          where not u.is_removed and u.review_status <> 'rejected'
            ${filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``}
          order by w.id, u.is_verified desc, u.likes_count desc, u.weight desc, u.id
        )
        select union_id from best order by popularity desc, name, id limit ${o.limit}::int`,
    );
    return found.map((f) => f.union_id);
  },

  /** Subjects of a direction's translations with at least `min` of them, and their English names. */
  themes(exec: Executor, d: Direction, min: number) {
    return rows<{ code: string; name: string }>(
      exec,
      sql`select v.code, coalesce(v.names->>'en', v.code) as name
        from translation_vocabularies tv
        join translation_unions u on u.id = tv.translation_union_id
        join vocabularies v on v.code = tv.vocabulary_code
        where ((u.primary_lang = ${d.from} and u.translation_lang = ${d.to}) or (u.primary_lang = ${d.to} and u.translation_lang = ${d.from}))
          and not u.is_removed and u.review_status <> 'rejected'
        group by v.code, v.names, v.position having count(*) >= ${min}::int
        order by v.position, v.code`,
    );
  },

  async anyExists(exec: Executor): Promise<boolean> {
    return (await one<{ found: boolean }>(exec, sql`select exists (select 1 from selections where generated is not null) as found`))!.found;
  },

  existing(exec: Executor) {
    return rows<{ id: number; lang_from: string; lang_to: string; generated: string; union_ids: number[] | null }>(
      exec,
      sql`select s.id, s.lang_from, s.lang_to, s.generated,
          (select array_agg(su.union_id order by su.id) from selection_unions su where su.selection_id = s.id) as union_ids
        from selections s where s.generated is not null`,
    );
  },

  async upsert(
    exec: Executor,
    s: { authorId: number; name: string; searchName: string; d: Direction; generated: string; complexity: string; subjects: string[]; at: Date },
  ): Promise<number> {
    const subjects = sql`array[${sql.join(s.subjects.length ? s.subjects.map((x) => sql`${x}`) : [sql`null`], sql`, `)}]::text[]`;
    const row = await one<{ id: number }>(
      exec,
      sql`insert into selections (author_id, name, search_name, lang_from, lang_to, complexity, subjects, is_public, generated, created_at, updated_at)
        values (${s.authorId}::int, ${s.name}, ${s.searchName}, ${s.d.from}, ${s.d.to}, ${s.complexity}, ${subjects}, true, ${s.generated}, ${s.at}, ${s.at})
        on conflict (lang_from, lang_to, generated) where generated is not null
        do update set name = excluded.name, search_name = excluded.search_name, complexity = excluded.complexity,
          subjects = excluded.subjects, author_id = excluded.author_id
        returning id`,
    );
    return row!.id;
  },

  /** Puts the words in (in list order: a selection's pages follow insertion), its count and search text. */
  async setWords(exec: Executor, selectionId: number, unionIds: readonly number[], at: Date) {
    await exec.execute(sql`delete from selection_unions where selection_id = ${selectionId}::int`);
    if (unionIds.length)
      await exec.execute(sql`insert into selection_unions (selection_id, union_id, created_at)
        select ${selectionId}::int, x.id, ${at} from unnest(${sql`array[${sql.join(unionIds.map((id) => sql`${id}::int`), sql`, `)}]`}) with ordinality as x(id, n) order by x.n`);
    await exec.execute(sql`update selections s set updated_at = ${at},
        words_total = (select count(*)::int from selection_unions where selection_id = s.id),
        search_words = coalesce((select '|' || string_agg(distinct k.key, '|') || '|' from selection_unions su
          join translation_unions u on u.id = su.union_id
          cross join lateral (select replace(search_key, '|', ' ') as key from words where id in (u.primary_word_id, u.translation_word_id)) k
          where su.selection_id = s.id), '')
      where s.id = ${selectionId}::int`);
  },

  async remove(exec: Executor, ids: readonly number[]) {
    if (!ids.length) return;
    await exec.execute(sql`delete from selections where id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`);
  },
};
