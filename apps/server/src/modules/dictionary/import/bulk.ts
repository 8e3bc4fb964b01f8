// A connection for bulk loading: COPY into staging tables on both engines (pg-copy-streams on
// PostgreSQL, COPY FROM '/dev/blob' on PGlite), plain queries, and one transaction at a time.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../../platform/db/index';

export type CopyValue = string | number | boolean | null | readonly number[];

export interface BulkConnection {
  readonly kind: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** COPY rows into a table (text format), then analyze it unless told not to (staging chunks). */
  copyIn(
    table: string,
    columns: readonly string[],
    rows: readonly CopyValue[][],
    options?: { analyze?: boolean },
  ): Promise<void>;
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Between batches of a long import: PGlite has no background checkpointer, so WAL would pile up. */
  checkpoint(): Promise<void>;
  release(): Promise<void>;
}

// PostgreSQL text can hold anything but NUL; COPY text format escapes backslash, tab, newlines.
function field(v: CopyValue): string {
  if (v === null || v === undefined) return '\\N';
  let s: string;
  if (typeof v === 'string') s = v.includes('\0') ? v.replace(/\0/g, '') : v;
  else if (Array.isArray(v)) s = `{${v.join(',')}}`;
  else s = String(v);
  return s.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

export function copyText(rows: readonly CopyValue[][]): string {
  let out = '';
  for (const row of rows) out += `${row.map(field).join('\t')}\n`;
  return out;
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad identifier ${name}`);
  return name;
};

function copySql(table: string, columns: readonly string[], source: string) {
  return `copy ${ident(table)} (${columns.map(ident).join(', ')}) from ${source}`;
}

export async function openBulkConnection(database: Database): Promise<BulkConnection> {
  if (database.kind === 'postgres') return postgresBulk(await database.pool!.connect());
  return pgliteBulk(database.pglite!);
}

function postgresBulk(client: pg.PoolClient): BulkConnection {
  return {
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    async copyIn(table, columns, rows, options) {
      if (!rows.length) return;
      const stream = client.query(copyFrom(copySql(table, columns, 'stdin')));
      await pipeline(Readable.from([copyText(rows)]), stream);
      // Temporary tables have no statistics: without them the planner may hash-join whole tables.
      if (options?.analyze !== false) await client.query(`analyze ${ident(table)}`);
    },
    async transaction(fn) {
      await client.query('begin');
      try {
        const out = await fn();
        await client.query('commit');
        return out;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      }
    },
    async checkpoint() {},
    async release() {
      client.release();
    },
  };
}

function pgliteBulk(db: PGlite): BulkConnection {
  let tx: Transaction | null = null;
  const target = () => tx ?? db;
  return {
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      return (await target().query<T>(text, params)).rows;
    },
    async copyIn(table, columns, rows, options) {
      if (!rows.length) return;
      await target().query(copySql(table, columns, `'/dev/blob'`), [], { blob: new Blob([copyText(rows)]) });
      if (options?.analyze !== false) await target().query(`analyze ${ident(table)}`);
    },
    async transaction(fn) {
      return db.transaction(async (t) => {
        tx = t;
        try {
          return await fn();
        } finally {
          tx = null;
        }
      });
    },
    async checkpoint() {
      await db.query('checkpoint');
    },
    async release() {},
  };
}
