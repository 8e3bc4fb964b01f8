// The records around an import's merge (import-writer.ts): its data source, the checkpoint a
// source resumes from, whether the dictionary is empty, and fresh planner statistics afterwards.
import type { BulkConnection } from '../import/bulk';

export interface DataSourceRecord {
  slug: string;
  name: string;
  author: string | null;
  url: string | null;
  license: string | null;
  licenseUrl: string | null;
  edition: string | null;
  notice: string | null;
}

/** Creates or refreshes the data source row; returns its id. */
export async function upsertDataSource(conn: BulkConnection, d: DataSourceRecord): Promise<number> {
  const [row] = await conn.query<{ id: number }>(
    `insert into data_sources (slug, name, author, url, license, license_url, edition, notice)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (slug) do update set name = excluded.name, author = excluded.author, url = excluded.url, license = excluded.license,
       license_url = excluded.license_url, edition = excluded.edition, notice = excluded.notice, updated_at = now()
     returning id`,
    [
      d.slug,
      d.name.slice(0, 300),
      d.author,
      d.url,
      d.license?.slice(0, 300) ?? null,
      d.licenseUrl,
      d.edition?.slice(0, 100) ?? null,
      d.notice,
    ],
  );
  return row!.id;
}

export interface Checkpoint {
  position: number;
  signature: string;
  completed: boolean;
}

export async function readCheckpoint(conn: BulkConnection, key: string): Promise<Checkpoint | null> {
  const [row] = await conn.query<{ position: number; file_signature: string; completed_at: Date | null }>(
    'select position, file_signature, completed_at from import_checkpoints where source_key = $1',
    [key],
  );
  return row
    ? { position: row.position, signature: row.file_signature, completed: row.completed_at !== null }
    : null;
}

export async function saveCheckpoint(
  conn: BulkConnection,
  c: {
    key: string;
    dataSourceId: number;
    signature: string;
    position: number;
    total: number;
    completed: boolean;
  },
): Promise<void> {
  await conn.query(
    `insert into import_checkpoints (source_key, data_source_id, file_signature, position, total, completed_at, updated_at)
     values ($1, $2, $3, $4, $5, case when $6::boolean then now() end, now())
     on conflict (source_key) do update set data_source_id = excluded.data_source_id, file_signature = excluded.file_signature,
       position = excluded.position, total = excluded.total, completed_at = excluded.completed_at, updated_at = now()`,
    [c.key, c.dataSourceId, c.signature, c.position, c.total, c.completed],
  );
}

export async function isDictionaryEmpty(conn: BulkConnection): Promise<boolean> {
  const [row] = await conn.query<{ any: boolean }>(
    'select exists (select 1 from translation_unions) or exists (select 1 from meanings) as any',
  );
  return !row?.any;
}

/** The tables an import writes (the read model's aside). */
export const IMPORTED_TABLES = [
  'words',
  'word_forms',
  'word_attributes',
  'translation_unions',
  'translation_sources',
  'translation_attributes',
  'translation_vocabularies',
  'meanings',
  'translation_meanings',
  'word_groups',
  'word_group_items',
  'sentences',
  'word_sentences',
  'sentence_translations',
];

/**
 * Fresh planner statistics after a bulk load: stale ones make the search plan scan whole tables.
 * Only tables never analyzed or changed by more than a tenth since (autovacuum's own rule) are
 * analyzed: after each of `--all`'s 200 small pairs, analyzing all 14 tables of millions of rows
 * cost about 2 s. The statistics counters are flushed first, so this load's changes are counted.
 */
export async function analyzeImportedTables(conn: BulkConnection): Promise<void> {
  // PostgreSQL before 15 has no flush: its counters may lag, so every table is analyzed there.
  // Asked for the version rather than trying the call: a failed call would end a transaction.
  const [version] = await conn.query<{ n: number }>(`select current_setting('server_version_num')::int as n`);
  if (Number(version?.n) < 150_000) {
    for (const table of IMPORTED_TABLES) await conn.query(`analyze ${table}`);
    return;
  }
  await conn.query('select pg_stat_force_next_flush()');
  const stale = await conn.query<{ name: string }>(
    `select t.name from unnest($1::text[]) t(name)
       left join pg_stat_user_tables s on s.relname = t.name and s.schemaname = current_schema()
     where s.relid is null or (s.last_analyze is null and s.last_autoanalyze is null)
        or s.n_mod_since_analyze > 0.1 * s.n_live_tup`,
    [IMPORTED_TABLES],
  );
  for (const { name } of stale) await conn.query(`analyze ${name}`);
}
