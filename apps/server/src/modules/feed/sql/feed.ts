// The feed index: one page of one tab, newest first, continued with `cursor < last`. With a
// language filter each language reads its own index range and the ranges merge (union all of
// limited scans), so a page costs the same at item 20 and at item 100,000.
import { sql, type SQL } from 'drizzle-orm';
import type { FeedItemType, PinType } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface FeedRow {
  cursor: string;
  type: FeedItemType;
  entity_uuid: string;
  publication_id: number | null;
  author_id: number;
  lang_code: string;
}

export type FeedTab = { kind: 'public' } | { kind: 'subscriptions'; viewerId: number } | { kind: 'author'; authorId: number };

export interface PageQuery {
  tab: FeedTab;
  type?: FeedItemType;
  /** Only these languages (`in`), or only the others (`not in`, the fallback). */
  langs?: { codes: string[]; mode: 'in' | 'not in' };
  before?: string;
  /** The pinned item is shown above page 1 and left out of the pages. */
  excludeEntity?: string | null;
  limit: number;
}

const COLUMNS = sql`f.cursor, f.type, f.entity_uuid, f.publication_id, f.author_id, f.lang_code`;

function conditions(q: PageQuery, lang?: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.tab.kind === 'author') parts.push(sql`f.author_id = ${q.tab.authorId}::int`);
  if (q.tab.kind === 'subscriptions') parts.push(sql`f.author_id in (select followee_id from user_follows where follower_id = ${q.tab.viewerId}::int)`);
  if (q.type) parts.push(sql`f.type = ${q.type}`);
  if (q.before) parts.push(sql`f.cursor < ${q.before}::uuid`);
  if (q.excludeEntity) parts.push(sql`f.entity_uuid <> ${q.excludeEntity}::uuid`);
  if (lang !== undefined) parts.push(sql`f.lang_code = ${lang}`);
  else if (q.langs?.mode === 'not in' && q.langs.codes.length) {
    parts.push(sql`f.lang_code not in (${sql.join(q.langs.codes.map((c) => sql`${c}`), sql`, `)})`);
  }
  return sql.join(parts, sql` and `);
}

export const feedSql = {
  page(exec: Executor, q: PageQuery) {
    if (q.langs?.mode === 'in' && q.langs.codes.length) {
      const ranges = q.langs.codes.map(
        (code) => sql`(select ${COLUMNS} from feed_items f where ${conditions(q, code)} order by f.cursor desc limit ${q.limit}::int)`,
      );
      return rows<FeedRow>(exec, sql`select * from (${sql.join(ranges, sql` union all `)}) f order by f.cursor desc limit ${q.limit}::int`);
    }
    return rows<FeedRow>(exec, sql`select ${COLUMNS} from feed_items f where ${conditions(q)} order by f.cursor desc limit ${q.limit}::int`);
  },

  async insert(exec: Executor, i: { cursor: string; type: FeedItemType; entityUuid: string; publicationId: number | null; authorId: number; langCode: string; at: Date }) {
    await exec.execute(sql`insert into feed_items (cursor, type, entity_uuid, publication_id, author_id, lang_code, created_at)
      values (${i.cursor}::uuid, ${i.type}, ${i.entityUuid}::uuid, ${i.publicationId}, ${i.authorId}::int, ${i.langCode}, ${i.at})
      on conflict on constraint feed_items_entity_unique do nothing`);
  },

  async setLanguage(exec: Executor, entityUuid: string, langCode: string) {
    await exec.execute(sql`update feed_items set lang_code = ${langCode} where entity_uuid = ${entityUuid}::uuid`);
  },

  async remove(exec: Executor, entityUuid: string) {
    await exec.execute(sql`delete from feed_items where entity_uuid = ${entityUuid}::uuid`);
  },

  byEntity(exec: Executor, entityUuid: string) {
    return one<FeedRow>(exec, sql`select ${COLUMNS} from feed_items f where f.entity_uuid = ${entityUuid}::uuid`);
  },

  pinned(exec: Executor, pinType: PinType) {
    return one<FeedRow>(exec, sql`select ${COLUMNS} from feed_pins p join feed_items f on f.entity_uuid = p.entity_uuid where p.pin_type = ${pinType}`);
  },

  /** False when another item holds this pin type (the primary key decides, also in a race). */
  async pin(exec: Executor, pinType: PinType, entityUuid: string, byId: number, at: Date): Promise<boolean> {
    const row = await one<{ pin_type: string }>(
      exec,
      sql`insert into feed_pins (pin_type, entity_uuid, pinned_by_id, created_at) values (${pinType}, ${entityUuid}::uuid, ${byId}::int, ${at})
        on conflict (pin_type) do update set pinned_by_id = excluded.pinned_by_id where feed_pins.entity_uuid = excluded.entity_uuid
        returning pin_type`,
    );
    return row !== null;
  },

  async unpin(exec: Executor, pinType: PinType, entityUuid: string): Promise<boolean> {
    const row = await one<{ pin_type: string }>(exec, sql`delete from feed_pins where pin_type = ${pinType} and entity_uuid = ${entityUuid}::uuid returning pin_type`);
    return row !== null;
  },
};
