// Helpers shared by the dictionary's SQL: visibility of contributed rows, id lists, raw rows.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Executor } from '../../../platform/db/index';
import { prepareOnPglite } from '../../../platform/db/pglite-prepared';
import { preparedRows as namedRows, rows } from '../../../platform/db/rows';

export { idList, rows } from '../../../platform/db/rows';

const dialect = new PgDialect();

/**
 * The hot reading queries as named prepared statements on PostgreSQL: planning these queries
 * costs more than running them (~1 ms against ~0.3 ms), and a prepared statement is planned once
 * per connection. Names derive from the SQL text, so each distinct text gets its own statement.
 * Written for generic plans: no LIKE on parameters (prefix ranges instead). Transactions run the
 * query as is; on PGlite it is prepared as well, outside transactions.
 */
export async function preparedRows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const client = (exec as { $client?: unknown }).$client;
  if (client instanceof PGlite) return namedRows<T>(exec, 'dict', query);
  if (!(client instanceof pg.Pool)) return rows<T>(exec, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `dict_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
}

interface CompiledQuery {
  name: string;
  text: string;
  /** Per parameter: the key of the call's values it takes. */
  slots: string[];
}

const compiledQueries = new Map<string, CompiledQuery>();
const SLOT = /^\uE000slot:(.+)\uE000$/;

/**
 * `preparedRows` without building the statement on every call: the SQL text of a hot query
 * depends only on its shape (guest or member, how many ids, literal limits), so it is built once
 * per `shape` with placeholders in place of `values` and reused with each call's values (drizzle
 * took ~65 µs per statement to build and hash). `build` must use the values only as parameters;
 * anything that changes the text belongs in `shape`.
 */
export async function compiledRows<T, V extends Record<string, unknown>>(
  exec: Executor,
  shape: string,
  values: V,
  build: (v: V) => SQL,
): Promise<T[]> {
  let c = compiledQueries.get(shape);
  if (!c) {
    const placeholders = Object.fromEntries(Object.keys(values).map((k) => [k, `\uE000slot:${k}\uE000`])) as V;
    const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
    // Every parameter must come from `values`: a value baked into the text would be served to the next caller.
    const slots = params.map((p) => {
      const key = typeof p === 'string' ? SLOT.exec(p)?.[1] : undefined;
      if (key === undefined) throw new Error(`compiledRows ${shape}: parameter ${String(p)} is not one of the values`);
      return key;
    });
    c = { name: `dict_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`, text, slots };
    prepareOnPglite(text);
    compiledQueries.set(shape, c);
  }
  const params = c.slots.map((key) => values[key]);
  const client = (exec as { $client?: unknown }).$client;
  if (client instanceof pg.Pool)
    return (await client.query<T & pg.QueryResultRow>({ name: c.name, text: c.text, values: params })).rows;
  // PGlite, prepared (these queries return no timestamps, so its default parsers give what drizzle's would).
  if (client && typeof (client as { query?: unknown }).query === 'function')
    return (await (client as { query: (t: string, p: unknown[]) => Promise<{ rows: T[] }> }).query(c.text, params)).rows;
  return rows<T>(exec, build(values));
}

/**
 * Who sees a contributed row: everyone sees accepted content; the author also sees their own
 * items while they are under review. Rejected items are hidden from reading calls.
 */
export function visible(alias: string, viewerId: number | null): SQL {
  const a = sql.raw(alias);
  if (viewerId === null) return sql`${a}.review_status = 'accepted'`;
  return sql`(${a}.review_status = 'accepted' or (${a}.review_status = 'under_review' and ${a}.author_id = ${viewerId}::int))`;
}

/** JSON of a word as the Word shape needs it (audios, attributes, first lemma), by id expression. */
export function wordJson(idExpr: SQL, viewerId: number | null): SQL {
  return sql`(select json_build_object(
      'id', w.id, 'name', w.name, 'lang_code', w.lang_code, 'transcriptions', w.transcriptions, 'author_id', w.author_id, 'review_status', w.review_status,
      'audios', (select coalesce(json_agg(json_build_object('id', a.id, 'file_name', a.file_name, 'preview_file_name', a.preview_file_name) order by a.id), '[]'::json)
                 from audios a where a.word_id = w.id and ${visible('a', viewerId)}),
      'attributes', (select coalesce(json_agg(json_build_object('entity_id', wa.id, 'attribute_id', wa.attribute_id, 'author_id', wa.author_id, 'review_status', wa.review_status) order by wa.id), '[]'::json)
                 from word_attributes wa where wa.word_id = w.id and ${visible('wa', viewerId)}),
      'canonical', (select json_build_object('id', c.id, 'name', c.name, 'lang_code', c.lang_code)
                 from word_forms f join words c on c.id = f.canonical_word_id where f.word_id = w.id order by f.id limit 1))
    from words w where w.id = ${idExpr})`;
}

/** Raw JSON of a word from wordJson. */
export interface WordJson {
  id: number;
  name: string;
  lang_code: string;
  transcriptions: string[];
  author_id: number | null;
  review_status: string;
  audios: { id: number; file_name: string; preview_file_name: string | null }[];
  attributes: { entity_id: number; attribute_id: number; author_id: number | null; review_status: string }[];
  canonical: { id: number; name: string; lang_code: string } | null;
}

/** Unions a reader may see: not removed, visible. */
export function unionVisible(alias: string, viewerId: number | null): SQL {
  return sql`not ${sql.raw(alias)}.is_removed and ${visible(alias, viewerId)}`;
}

/** Unions of word `idExpr` into language `langT`, either orientation. */
export function unionsOfWordInto(idExpr: SQL, langT: string | SQL, viewerId: number | null): SQL {
  return sql`(exists (select 1 from translation_unions u where u.primary_word_id = ${idExpr} and u.translation_lang = ${langT} and ${unionVisible('u', viewerId)})
    or exists (select 1 from translation_unions u where u.translation_word_id = ${idExpr} and u.primary_lang = ${langT} and ${unionVisible('u', viewerId)}))`;
}
