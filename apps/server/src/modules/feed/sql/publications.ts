// Posts, articles and questions with what a presented item needs in the same statement: the
// author, the viewer's like and the images (no query per item).
import { sql, type SQL } from 'drizzle-orm';
import type { PublicationStatus, PublicationType } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { idList, one, rows } from '../../../platform/db/rows';

/** The row a policy decision needs. */
export interface PublicationBasic {
  id: number;
  uuid: string;
  type: PublicationType;
  author_id: number;
  status: PublicationStatus;
  lang_code: string;
  author_role: 'user' | 'moderator' | 'admin';
}

export interface ImageRef {
  uuid: string;
  file: string;
  preview: string;
  width: number;
  height: number;
}

export interface PublicationRow extends PublicationBasic {
  related_lang_code: string | null;
  text: string | null;
  title: string | null;
  subtitle: string | null;
  body: unknown[] | null;
  short_description: string | null;
  description: string | null;
  hashtags: string[] | null;
  likes_count: number;
  comments_count: number;
  answers_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
  author_uuid: string;
  author_nickname: string | null;
  author_avatar: string | null;
  author_deleted_at: Date | string | null;
  liked: boolean;
  images: ImageRef[] | string;
}

export interface PublicationFields {
  langCode: string;
  relatedLangCode: string | null;
  text: string | null;
  title: string | null;
  subtitle: string | null;
  body: unknown[] | null;
  shortDescription: string | null;
  description: string | null;
  hashtags: string[] | null;
}

/**
 * What a presented publication needs besides its type, author id and language (which the feed's
 * index rows carry too): the row, the author, the viewer's like and the images. `p` and `u` are
 * publications and users; the feed page selects these over a left join, so it costs no query more.
 */
export const publicationColumns = (viewerId: number | null) => sql`p.id, p.uuid, p.status, p.related_lang_code, p.text, p.title, p.subtitle,
    p.body, p.short_description, p.description, p.hashtags, p.likes_count, p.comments_count, p.answers_count,
    p.created_at, p.updated_at, p.published_at,
    u.uuid as author_uuid, u.nickname as author_nickname, u.avatar_file as author_avatar, u.role as author_role,
    u.deleted_at as author_deleted_at,
    ${viewerId === null ? sql`false` : sql`exists (select 1 from publication_likes l where l.publication_id = p.id and l.user_id = ${viewerId}::int)`} as liked,
    coalesce((select json_agg(json_build_object('uuid', i.uuid, 'file', i.file, 'preview', i.preview_file, 'width', i.width, 'height', i.height) order by i.id)
      from publication_images i where i.publication_id = p.id), '[]'::json) as images`;

const full = (viewerId: number | null, where: SQL) => sql`
  select p.type, p.author_id, p.lang_code, ${publicationColumns(viewerId)}
  from publications p join users u on u.id = p.author_id
  where ${where}`;

const jsonb = (v: unknown[] | null) => (v === null ? sql`null` : sql`${JSON.stringify(v)}::jsonb`);
/** A text[] from a JSON list (one parameter; no hand-made array literal). */
const textArray = (v: string[] | null) =>
  v === null ? sql`null` : sql`array(select jsonb_array_elements_text(${JSON.stringify(v)}::jsonb))`;

export const publicationsSql = {
  insert(exec: Executor, p: PublicationFields & { type: PublicationType; authorId: number; status: PublicationStatus; at: Date }) {
    return one<{ id: number; uuid: string }>(
      exec,
      sql`insert into publications (type, author_id, status, lang_code, related_lang_code, text, title, subtitle, body,
          short_description, description, hashtags, created_at, updated_at, published_at)
        values (${p.type}, ${p.authorId}::int, ${p.status}, ${p.langCode}, ${p.relatedLangCode}, ${p.text}, ${p.title}, ${p.subtitle},
          ${jsonb(p.body)}, ${p.shortDescription}, ${p.description}, ${textArray(p.hashtags)}, ${p.at}, ${p.at},
          ${p.status === 'published' ? p.at : null})
        returning id, uuid`,
    );
  },

  async update(exec: Executor, id: number, p: PublicationFields, at: Date) {
    await exec.execute(sql`update publications set lang_code = ${p.langCode}, related_lang_code = ${p.relatedLangCode}, text = ${p.text},
        title = ${p.title}, subtitle = ${p.subtitle}, body = ${jsonb(p.body)}, short_description = ${p.shortDescription},
        description = ${p.description}, hashtags = ${textArray(p.hashtags)}, updated_at = ${at}
      where id = ${id}::int`);
  },

  async setBody(exec: Executor, id: number, body: unknown[]) {
    await exec.execute(sql`update publications set body = ${jsonb(body)} where id = ${id}::int`);
  },

  async setStatus(exec: Executor, id: number, status: PublicationStatus, at: Date) {
    await exec.execute(sql`update publications set status = ${status}, updated_at = ${at},
        published_at = ${status === 'published' ? sql`coalesce(published_at, ${at})` : sql`published_at`}
      where id = ${id}::int`);
  },

  /** The row behind a uuid, locked for the rest of the transaction when `lock`. */
  basic(exec: Executor, uuid: string, lock = false) {
    return one<PublicationBasic & { body: unknown[] | null }>(
      exec,
      sql`select p.id, p.uuid, p.type, p.author_id, p.status, p.lang_code, p.body, u.role as author_role
        from publications p join users u on u.id = p.author_id where p.uuid = ${uuid}::uuid
        ${lock ? sql`for update of p` : sql``}`,
    );
  },

  byId(exec: Executor, id: number, viewerId: number | null) {
    return one<PublicationRow>(exec, full(viewerId, sql`p.id = ${id}::int`));
  },

  byIds(exec: Executor, ids: number[], viewerId: number | null) {
    if (!ids.length) return Promise.resolve([]);
    return rows<PublicationRow>(exec, full(viewerId, sql`p.id in ${idList(ids)}`));
  },

  drafts(exec: Executor, authorId: number, limit: number, viewerId: number) {
    return rows<PublicationRow>(exec, sql`${full(viewerId, sql`p.author_id = ${authorId}::int and p.status = 'draft'`)} order by p.id desc limit ${limit}::int`);
  },

  /** Deletes the publication; comments, likes, answers, votes, images and its feed item go with it (cascades). */
  async delete(exec: Executor, id: number): Promise<ImageRef[]> {
    const files = await rows<ImageRef>(exec, sql`select uuid, file, preview_file as preview, width, height from publication_images where publication_id = ${id}::int`);
    await exec.execute(sql`delete from publications where id = ${id}::int`);
    return files;
  },

  imageCount(exec: Executor, publicationId: number) {
    return one<{ n: number }>(exec, sql`select count(*)::int as n from publication_images where publication_id = ${publicationId}::int`).then((r) => r?.n ?? 0);
  },

  insertImage(exec: Executor, i: { publicationId: number; file: string; preview: string; width: number; height: number; at: Date }) {
    return one<ImageRef>(
      exec,
      sql`insert into publication_images (publication_id, file, preview_file, width, height, created_at)
        values (${i.publicationId}::int, ${i.file}, ${i.preview}, ${i.width}::int, ${i.height}::int, ${i.at})
        returning uuid, file, preview_file as preview, width, height`,
    );
  },

  deleteImage(exec: Executor, publicationId: number, imageUuid: string) {
    return one<ImageRef>(
      exec,
      sql`delete from publication_images where publication_id = ${publicationId}::int and uuid = ${imageUuid}::uuid
        returning uuid, file, preview_file as preview, width, height`,
    );
  },

  imageUuids(exec: Executor, publicationId: number) {
    return rows<{ uuid: string }>(exec, sql`select uuid from publication_images where publication_id = ${publicationId}::int`).then((r) => new Set(r.map((x) => x.uuid)));
  },

  /** Drafts of a deleted account (published items stay, attributed to the anonymized account). */
  async deleteDraftsOf(exec: Executor, authorId: number): Promise<ImageRef[]> {
    const files = await rows<ImageRef>(
      exec,
      sql`select i.uuid, i.file, i.preview_file as preview, i.width, i.height from publication_images i
        join publications p on p.id = i.publication_id where p.author_id = ${authorId}::int and p.status = 'draft'`,
    );
    await exec.execute(sql`delete from publications where author_id = ${authorId}::int and status = 'draft'`);
    return files;
  },
};
