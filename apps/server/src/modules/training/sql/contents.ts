// The words of a selection (selection_unions): pages in insertion order, the whole enumeration,
// adding and removing many at once.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { intArray, rows } from '../../../platform/db/rows';


export const contentsSql = {
  page(exec: Executor, selectionId: number, q: { after?: number; limit: number }) {
    return rows<{ id: number; union_id: number }>(
      exec,
      sql`select id, union_id from selection_unions where selection_id = ${selectionId}::int
        ${q.after ? sql`and id > ${q.after}::int` : sql``} order by id limit ${q.limit}::int`,
    );
  },

  async unionIds(exec: Executor, selectionId: number): Promise<number[]> {
    return (await rows<{ union_id: number }>(exec, sql`select union_id from selection_unions where selection_id = ${selectionId}::int order by id`)).map((r) => r.union_id);
  },

  /** Which of these unions the selection holds. */
  async holding(exec: Executor, selectionId: number, unionIds: readonly number[]): Promise<Set<number>> {
    if (!unionIds.length) return new Set();
    const found = await rows<{ union_id: number }>(exec, sql`select union_id from selection_unions where selection_id = ${selectionId}::int and union_id = any(${intArray(unionIds)})`);
    return new Set(found.map((f) => f.union_id));
  },

  async add(exec: Executor, selectionId: number, unionIds: readonly number[], at: Date): Promise<number[]> {
    if (!unionIds.length) return [];
    const added = await rows<{ union_id: number }>(
      exec,
      sql`insert into selection_unions (selection_id, union_id, created_at)
        select ${selectionId}::int, u, ${at} from unnest(${intArray(unionIds)}) with ordinality as t(u, n) order by n
        on conflict (selection_id, union_id) do nothing returning union_id`,
    );
    return added.map((a) => a.union_id);
  },

  async remove(exec: Executor, selectionId: number, unionIds: readonly number[]): Promise<number[]> {
    if (!unionIds.length) return [];
    const removed = await rows<{ union_id: number }>(
      exec,
      sql`delete from selection_unions where selection_id = ${selectionId}::int and union_id = any(${intArray(unionIds)}) returning union_id`,
    );
    return removed.map((r) => r.union_id);
  },

  async count(exec: Executor, selectionId: number): Promise<number> {
    const [r] = await rows<{ n: number }>(exec, sql`select count(*)::int as n from selection_unions where selection_id = ${selectionId}::int`);
    return r?.n ?? 0;
  },
};
