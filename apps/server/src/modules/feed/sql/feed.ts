// The feed index: one page of one tab, newest first, continued with `cursor < last`. With a
// language filter each language reads its own index range and the ranges merge (union all of
// limited scans), so a page costs the same at item 20 and at item 100,000. A page is one statement:
// the pinned item, the index range and the publications on it (author, the viewer's like, images).
import { sql, type SQL } from 'drizzle-orm';
import type { FeedItemType, PinType } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { one, preparedRows } from '../../../platform/db/rows';
import { publicationColumns, type PublicationRow } from './publications';

export interface FeedRow {
  cursor: string;
  type: FeedItemType;
  entity_uuid: string;
  publication_id: number | null;
  author_id: number;
  lang_code: string;
  /** The publication (post, article, question) when the page's statement joined it. */
  publication?: PublicationRow | null;
}

/** A page's row: the index row, whether it is the pinned one, and the publication when it is one. */
export interface FeedPageRow extends FeedRow {
  pinned: boolean;
}

export type FeedTab = { kind: 'public' } | { kind: 'subscriptions'; viewerId: number } | { kind: 'author'; authorId: number };

export interface PageQuery {
  tab: FeedTab;
  type?: FeedItemType;
  /** Only these languages (`in`), or only the others (`not in`, the fallback). */
  langs?: { codes: string[]; mode: 'in' | 'not in' };
  before?: string;
  /** The item holding this pin is left out of the pages (it is shown above page 1). */
  pin?: PinType;
  /** Page 1 of the tab with a pin: the pinned item comes first. */
  withPinned?: boolean;
  limit: number;
  /** Whose likes the publications show. */
  viewerId: number | null;
}

const COLUMNS = sql`f.cursor, f.type, f.entity_uuid, f.publication_id, f.author_id, f.lang_code`;

function conditions(q: PageQuery, lang?: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.tab.kind === 'author') parts.push(sql`f.author_id = ${q.tab.authorId}::int`);
  if (q.tab.kind === 'subscriptions') parts.push(sql`f.author_id in (select followee_id from user_follows where follower_id = ${q.tab.viewerId}::int)`);
  if (q.type) parts.push(sql`f.type = ${q.type}`);
  if (q.before) parts.push(sql`f.cursor < ${q.before}::uuid`);
  if (q.pin) parts.push(sql`not exists (select 1 from pin where pin.entity_uuid = f.entity_uuid)`);
  if (lang !== undefined) parts.push(sql`f.lang_code = ${lang}`);
  else if (q.langs?.mode === 'not in' && q.langs.codes.length) {
    parts.push(sql`f.lang_code not in (${sql.join(q.langs.codes.map((c) => sql`${c}`), sql`, `)})`);
  }
  return sql.join(parts, sql` and `);
}

/** The index rows of a page (the ranges of the asked languages merged), without the pinned item. */
function indexPage(q: PageQuery): SQL {
  if (q.langs?.mode === 'in' && q.langs.codes.length) {
    const ranges = q.langs.codes.map(
      (code) => sql`(select ${COLUMNS} from feed_items f where ${conditions(q, code)} order by f.cursor desc limit ${q.limit}::int)`,
    );
    return sql`select * from (${sql.join(ranges, sql` union all `)}) f order by f.cursor desc limit ${q.limit}::int`;
  }
  return sql`select ${COLUMNS} from feed_items f where ${conditions(q)} order by f.cursor desc limit ${q.limit}::int`;
}

type FlatPageRow = Omit<FeedRow, 'publication'> & { pinned: boolean } & Omit<PublicationRow, 'type' | 'author_id' | 'lang_code' | 'id'> & { id: number | null };

export const feedSql = {
  /** One statement: [the pinned item,] the page's index rows and their publications. */
  async page(exec: Executor, q: PageQuery): Promise<FeedPageRow[]> {
    const pinned = q.pin && q.withPinned
      ? sql` union all select ${COLUMNS}, true from pin join feed_items f on f.entity_uuid = pin.entity_uuid${q.type ? sql` where f.type = ${q.type}` : sql``}`
      : sql``;
    const found = await preparedRows<FlatPageRow>(
      exec,
      'feed_page',
      sql`with ${q.pin ? sql`pin as (select entity_uuid from feed_pins where pin_type = ${q.pin}),` : sql``}
        page as (${indexPage(q)}),
        items as (select *, false as pinned from page${pinned})
        select f.cursor, f.type, f.entity_uuid, f.publication_id, f.author_id, f.lang_code, f.pinned, ${publicationColumns(q.viewerId)}
        from items f left join publications p on p.id = f.publication_id left join users u on u.id = p.author_id
        order by f.pinned desc, f.cursor desc`,
    );
    return found.map((r) => ({
      cursor: r.cursor,
      type: r.type,
      entity_uuid: r.entity_uuid,
      publication_id: r.publication_id,
      author_id: r.author_id,
      lang_code: r.lang_code,
      pinned: r.pinned,
      publication: r.id === null ? null : ({ ...r, id: r.id, type: r.type, author_id: r.author_id, lang_code: r.lang_code } as PublicationRow),
    }));
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
