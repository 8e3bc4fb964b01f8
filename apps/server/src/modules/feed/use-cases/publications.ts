// Posts, articles and questions: create, read, edit, publish or hide, delete, drafts. One set of
// use cases for the three types; the type decides the fields and the not-found code.
import { v7 as timeOrderedUuid } from 'uuid';
import {
  FeedErrorCode,
  type ArticleBody,
  type PostBody,
  type PublicationStatus,
  type PublicationType,
  type QuestionBody,
} from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor, Tx } from '../../../platform/db/index';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import { feedPolicy } from '../policy';
import { presentPublication } from '../presenter';
import { feedRepository as repo, type PublicationBasic } from '../repository';
import type { FeedDeps } from './deps';

type BodyOf = { post: PostBody; article: ArticleBody; question: QuestionBody };
const NOT_FOUND = { post: 'POST', article: 'ARTICLE', question: 'QUESTION' } as const;

export const publicationNotFound = (type: PublicationType) => notFound(NOT_FOUND[type], `${type[0]!.toUpperCase()}${type.slice(1)} not found`);

/** The publication behind a uuid if this viewer may read it as this type; 404 otherwise (ids never leak). */
export async function readable(exec: Executor, viewer: Viewer | null, type: PublicationType | null, uuid: string, lock = false) {
  const row = await repo.publications.basic(exec, uuid, lock);
  if (!row || (type !== null && row.type !== type) || !feedPolicy.canRead(viewer, row)) throw publicationNotFound(type ?? row?.type ?? 'post');
  return row;
}

function fieldsOf<T extends PublicationType>(type: T, body: BodyOf[T]) {
  const empty = { text: null, title: null, subtitle: null, body: null, shortDescription: null, description: null, hashtags: null, relatedLangCode: null };
  if (type === 'post') {
    const b = body as PostBody;
    return { ...empty, langCode: b.lang_code, relatedLangCode: b.related_lang_code ?? null, text: b.text };
  }
  if (type === 'article') {
    const b = body as ArticleBody;
    return { ...empty, langCode: b.lang_code, title: b.title, subtitle: b.subtitle, body: b.body };
  }
  const b = body as QuestionBody;
  return {
    ...empty,
    langCode: b.lang_code,
    relatedLangCode: b.related_lang_code ?? null,
    shortDescription: b.short_description,
    description: b.description,
    hashtags: b.hashtags,
  };
}

/** An article's image blocks may only show the article's own images. */
async function assertOwnImages(tx: Tx, publicationId: number | null, body: ArticleBody['body']) {
  const wanted = body.flatMap((b) => (b.type === 'image' ? [b.image_uuid] : []));
  if (!wanted.length) return;
  const own = publicationId === null ? new Set<string>() : await repo.publications.imageUuids(tx, publicationId);
  const unknown = wanted.find((u) => !own.has(u));
  if (unknown) throw new AppError(FeedErrorCode.ARTICLE_IMAGE_UNKNOWN, 400, 'Upload the image to this article first', 'body');
}

export function publicationsUseCases(deps: FeedDeps) {
  const now = () => deps.ctx.now();

  async function present(exec: Executor, id: number, viewer: Viewer | null) {
    return presentPublication((await repo.publications.byId(exec, id, viewer?.id ?? null))!, viewer);
  }

  /** Puts a published item into the feed (a fresh cursor: it appears at the top) or takes a draft out. */
  async function syncFeed(tx: Tx, row: Pick<PublicationBasic, 'id' | 'uuid' | 'type' | 'author_id' | 'lang_code'>, status: PublicationStatus) {
    if (status === 'published') {
      await repo.feed.insert(tx, { cursor: timeOrderedUuid(), type: row.type, entityUuid: row.uuid, publicationId: row.id, authorId: row.author_id, langCode: row.lang_code, at: now() });
    } else {
      await repo.feed.remove(tx, row.uuid);
    }
  }

  return {
    async create<T extends PublicationType>(type: T, viewer: Viewer, body: BodyOf[T]) {
      const status: PublicationStatus = type === 'article' ? 'draft' : type === 'post' ? (body as PostBody).status : 'published';
      const { result, published } = await deps.ctx.db.transaction(async (tx) => {
        if (type === 'article') await assertOwnImages(tx, null, (body as ArticleBody).body);
        const fields = fieldsOf(type, body);
        const created = (await repo.publications.insert(tx, { ...fields, type, authorId: viewer.id, status, at: now() }))!;
        if (status === 'published') {
          await syncFeed(tx, { id: created.id, uuid: created.uuid, type, author_id: viewer.id, lang_code: fields.langCode }, status);
        }
        return { result: await present(tx, created.id, viewer), published: status === 'published' };
      });
      if (published) deps.events.publish({ type: 'item.published', itemType: type, uuid: result.uuid, authorId: viewer.id });
      return result;
    },

    async get(type: PublicationType, viewer: Viewer | null, uuid: string) {
      const row = await readable(deps.ctx.db, viewer, type, uuid);
      return present(deps.ctx.db, row.id, viewer);
    },

    async update<T extends PublicationType>(type: T, viewer: Viewer, uuid: string, body: BodyOf[T]) {
      return deps.ctx.db.transaction(async (tx) => {
        const row = await readable(tx, viewer, type, uuid, true);
        if (!feedPolicy.canEdit(viewer, row)) throw forbidden('Only the author can edit this');
        if (type === 'article') await assertOwnImages(tx, row.id, (body as ArticleBody).body);
        const fields = fieldsOf(type, body);
        await repo.publications.update(tx, row.id, fields, now());
        if (fields.langCode !== row.lang_code) await repo.feed.setLanguage(tx, row.uuid, fields.langCode);
        return present(tx, row.id, viewer);
      });
    },

    async setStatus(type: PublicationType, viewer: Viewer, uuid: string, status: PublicationStatus) {
      const { result, published } = await deps.ctx.db.transaction(async (tx) => {
        const row = await readable(tx, viewer, type, uuid, true);
        if (!feedPolicy.canEdit(viewer, row)) throw forbidden('Only the author can change this');
        const changed = row.status !== status;
        if (changed) {
          await repo.publications.setStatus(tx, row.id, status, now());
          await syncFeed(tx, row, status);
        }
        return { result: await present(tx, row.id, viewer), published: changed && status === 'published' };
      });
      if (published) deps.events.publish({ type: 'item.published', itemType: type, uuid, authorId: viewer.id });
      return result;
    },

    /** Deletes the item with its comments, likes, answers, votes and images in one transaction; files go after the commit. */
    async remove(type: PublicationType, viewer: Viewer, uuid: string) {
      const { files, authorId } = await deps.ctx.db.transaction(async (tx) => {
        const row = await readable(tx, viewer, type, uuid, true);
        if (!feedPolicy.canDelete(viewer, row)) throw forbidden('Only the author or a moderator can delete this');
        return { files: await repo.publications.delete(tx, row.id), authorId: row.author_id };
      });
      await deps.images.remove(...files.flatMap((f) => [f.file, f.preview]));
      deps.events.publish({ type: 'item.deleted', itemType: type, uuid, authorId, byId: viewer.id });
    },

    async drafts(viewer: Viewer, limit: number) {
      const list = await repo.publications.drafts(deps.ctx.db, viewer.id, limit, viewer.id);
      return list.map((r) => presentPublication(r, viewer));
    },
  };
}

export type PublicationsUseCases = ReturnType<typeof publicationsUseCases>;
