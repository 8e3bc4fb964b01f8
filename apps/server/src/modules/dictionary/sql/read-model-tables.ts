// A full rebuild of the read model writes into new, empty tables and swaps them in when done.
// Deleting every row and inserting it again left as many dead rows as live ones (each rebuild
// doubled union_cards until a vacuum: 3.6 GB for 0.77 million cards after three), the inserts
// probed the dead rows' index entries, and ON CONFLICT inserted every row speculatively. The new
// tables live in a schema of their own, first on the transaction's search path, so the same
// statements write them; each table gets its indexes (the old ones' definitions and names) once
// it is filled. Readers keep reading the old tables until the commit: only the swap at the end
// (drop the old table, move the new one) takes an exclusive lock, for a moment.
import type { BulkConnection } from '../import/bulk';

export const READ_MODEL_TABLES = ['search_documents', 'union_cards', 'tooltip_answers', 'spelling_variants'] as const;
export type ReadModelTable = (typeof READ_MODEL_TABLES)[number];

/** Where the new tables are built; dropped with the swap (a failed rebuild rolls it back). */
export const BUILD_SCHEMA = 'glossa_read_model_build';

export interface FreshTables {
  /** Gives a filled table its indexes and constraints, and analyzes it for the steps after. */
  finish(table: ReadModelTable): Promise<void>;
  /** In a unit's transaction (a rebuild in units): the new tables first on its search path, and a heartbeat. */
  enter(): Promise<void>;
  /** Replaces the old tables by the new ones and restores the search path. */
  swap(): Promise<void>;
}

/** A rebuild in units whose heartbeat is older than this was interrupted: edits go on being rebuilt. */
const BUILD_STALE_MINUTES = 10;

/**
 * Whether a rebuild in units is under way (its tables committed, its heartbeat fresh): the queue of
 * edits is left to it, as the tables it swaps in would drop what an incremental rebuild wrote.
 */
export async function buildInProgress(conn: BulkConnection): Promise<boolean> {
  const [row] = await conn.query<{ exists: string | null }>(`select to_regclass('${BUILD_SCHEMA}.progress')::text as exists`);
  if (!row?.exists) return false;
  const [fresh] = await conn.query<{ fresh: boolean }>(
    `select coalesce(max(at) > now() - interval '${BUILD_STALE_MINUTES} minutes', false) as fresh from ${BUILD_SCHEMA}.progress`,
  );
  return !!fresh?.fresh;
}

/**
 * Creates empty copies of the read model's tables (columns, defaults, checks; no indexes) and puts
 * them first on the search path. Null when this role may not (it needs to create a schema and to
 * own the tables it drops): the rebuild then deletes and inserts in place, as before.
 */
export async function freshReadModelTables(conn: BulkConnection, opts: { units?: boolean } = {}): Promise<FreshTables | null> {
  const [home] = await conn.query<{ schema: string; path: string; allowed: boolean }>(
    `select n.nspname as schema, current_setting('search_path') as path,
       has_database_privilege(current_database(), 'CREATE')
         and (select bool_and(pg_has_role(t.relowner, 'USAGE')) from pg_class t where t.oid = any($1::regclass[])) as allowed
     from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = to_regclass('search_documents')`,
    [READ_MODEL_TABLES],
  );
  if (!home) throw new Error('The read model tables are missing (migrations not run?)');
  if (!home.allowed) return null;
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const homeSchema = q(home.schema);
  await conn.query(`drop schema if exists ${BUILD_SCHEMA} cascade`);
  await conn.query(`create schema ${BUILD_SCHEMA}`);
  for (const table of READ_MODEL_TABLES)
    await conn.query(`create table ${BUILD_SCHEMA}.${table} (like ${homeSchema}.${table} including all excluding indexes)`);
  if (opts.units) {
    await conn.query(`create table ${BUILD_SCHEMA}.progress (at timestamptz not null default now())`);
    await conn.query(`insert into ${BUILD_SCHEMA}.progress default values`);
  }
  const enter = () => conn.query(`select set_config('search_path', $1, true)`, [`${BUILD_SCHEMA}, ${home.path}`]);
  await enter();

  return {
    async enter() {
      await enter();
      if (opts.units) await conn.query(`update ${BUILD_SCHEMA}.progress set at = now()`);
    },
    async finish(table) {
      const indexes = await conn.query<{ def: string; index: string; constraint: string | null; kind: string | null }>(
        `select pg_get_indexdef(x.indexrelid) as def, i.relname as index, con.conname as constraint, con.contype as kind
         from pg_index x join pg_class i on i.oid = x.indexrelid
           left join pg_constraint con on con.conindid = x.indexrelid and con.conrelid = x.indrelid
         where x.indrelid = $1::regclass order by i.relname`,
        [`${homeSchema}.${table}`],
      );
      for (const ix of indexes) {
        // "CREATE [UNIQUE] INDEX name ON [ONLY] schema.table USING ...": the same on the new table.
        const def = ix.def.replace(/ ON (ONLY )?\S+ USING /, ` ON ${BUILD_SCHEMA}.${table} USING `);
        if (def === ix.def) throw new Error(`Unexpected index definition: ${ix.def}`);
        await conn.query(def);
        if (ix.constraint && (ix.kind === 'p' || ix.kind === 'u'))
          await conn.query(
            `alter table ${BUILD_SCHEMA}.${table} add constraint ${q(ix.constraint)} ${ix.kind === 'p' ? 'primary key' : 'unique'} using index ${q(ix.index)}`,
          );
      }
      await conn.query(`analyze ${BUILD_SCHEMA}.${table}`);
    },
    async swap() {
      await conn.query(`select set_config('search_path', $1, true)`, [home.path]);
      for (const table of READ_MODEL_TABLES) {
        await conn.query(`drop table ${homeSchema}.${table}`);
        await conn.query(`alter table ${BUILD_SCHEMA}.${table} set schema ${homeSchema}`);
      }
      await conn.query(`drop table if exists ${BUILD_SCHEMA}.progress`);
      await conn.query(`drop schema ${BUILD_SCHEMA}`);
    },
  };
}
