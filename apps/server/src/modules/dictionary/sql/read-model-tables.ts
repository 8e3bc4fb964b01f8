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
const BUILD_SCHEMA = 'glossa_read_model_build';

export interface FreshTables {
  /** Gives a filled table its indexes and constraints, and analyzes it for the steps after. */
  finish(table: ReadModelTable): Promise<void>;
  /** Replaces the old tables by the new ones and restores the search path. */
  swap(): Promise<void>;
}

/**
 * Creates empty copies of the read model's tables (columns, defaults, checks; no indexes) and puts
 * them first on the search path. Null when this role may not (it needs to create a schema and to
 * own the tables it drops): the rebuild then deletes and inserts in place, as before.
 */
export async function freshReadModelTables(conn: BulkConnection): Promise<FreshTables | null> {
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
  await conn.query(`select set_config('search_path', $1, true)`, [`${BUILD_SCHEMA}, ${home.path}`]);

  return {
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
      await conn.query(`drop schema ${BUILD_SCHEMA}`);
    },
  };
}
