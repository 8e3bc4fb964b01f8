// Pronunciation audio of accepted words and sentences, recorded by native speakers. Files are
// written under random names before the transaction and removed again if it fails; a replaced
// recording's files are removed after the commit.
import type { ContributedAudio, Rating } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { AppError, notFound } from '../../../platform/errors';
import { can, material } from '../../../platform/policy/content';
import { AUDIO_MIME, cutAudioPreview, sniffAudio } from '../../../platform/storage/audio';
import { contributionsRepository as repo, type AudioBasic, type EntityRef } from '../repository';
import { write, type ContributionsDeps } from './deps';
import { assertCanEdit, contributionError, edited, ratingOf, snapshotOrThrow, submit } from './review';

export type AudioOwner = 'word' | 'sentence';

export function presentAudio(a: Pick<AudioBasic, 'id' | 'file_name' | 'preview_file_name' | 'mime_type' | 'review_status'>): ContributedAudio {
  const preview = a.preview_file_name ?? a.file_name;
  return {
    id: a.id,
    actual_file_name: a.file_name,
    preview_file_name: preview,
    url: `/api/audios/${a.file_name}`,
    preview_url: `/api/audios/${preview}`,
    review_status: a.review_status,
    mime_type: a.mime_type ?? 'application/octet-stream',
  };
}

export function audioUseCases(deps: ContributionsDeps) {
  const files = deps.audioFiles;
  const now = () => deps.ctx.now();

  /** The word or sentence: it must exist, be accepted, and the viewer must be a native speaker of its language. */
  async function owner(exec: Executor, viewer: Viewer, kind: AudioOwner, id: number) {
    const row =
      kind === 'word'
        ? await repo.content.wordsByIds(exec, [id]).then(([w]) => (w ? { id: w.id, lang: w.lang_code, status: w.review_status, summary: w.name } : null))
        : await repo.content.sentence(exec, id).then((s) => (s ? { id: s.id, lang: s.lang_code, status: s.review_status, summary: s.text } : null));
    if (!row || row.status === 'rejected') throw notFound(kind === 'word' ? 'WORD' : 'SENTENCE', `${kind} not found`);
    if (!(await repo.content.isNative(exec, viewer.id, row.lang))) throw contributionError('NATIVE_SPEAKERS_ONLY', 403);
    if (row.status !== 'accepted') {
      throw contributionError('ENTITY_HAS_UNVERIFIED_PARENTS', 400, {
        entity_type_slug: kind,
        entity_id: row.id,
        review_status: row.status,
        summary: row.summary,
        translation_union_id: null,
        moderation_task_id: null,
      });
    }
    return row;
  }

  /** Sniffs, cuts the preview and writes both files; returns what to store. */
  async function store(bytes: Buffer) {
    if (bytes.length > deps.ctx.config.AUDIO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413, 'Recording too large', 'file');
    const ext = await sniffAudio(bytes);
    const file = files.newName(ext);
    const cut = cutAudioPreview(bytes, ext, deps.ctx.config.AUDIO_PREVIEW_SECONDS);
    const preview = cut ? file.replace(/\.(\w+)$/, '_p.$1') : file;
    await files.write(file, bytes);
    if (cut) await files.write(preview, cut);
    return { file, preview, mime: AUDIO_MIME[ext], written: cut ? [file, preview] : [file] };
  }

  async function guarded<T>(written: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      await files.remove(...written);
      throw err;
    }
  }

  const typeOf = (kind: AudioOwner): 'word-audio' | 'sentence-audio' => (kind === 'word' ? 'word-audio' : 'sentence-audio');

  return {
    files,
    maxBytes: deps.ctx.config.AUDIO_MAX_BYTES,

    async upload(viewer: Viewer, kind: AudioOwner, ownerId: number, bytes: Buffer): Promise<{ data: ContributedAudio; rating: Rating }> {
      await owner(deps.ctx.db, viewer, kind, ownerId);
      const stored = await store(bytes);
      return guarded(stored.written, () =>
        write(deps, async (tx) => {
          await owner(tx, viewer, kind, ownerId);
          const at = now();
          const id = await repo.content.insertAudio(tx, {
            wordId: kind === 'word' ? ownerId : null,
            sentenceId: kind === 'sentence' ? ownerId : null,
            file: stored.file,
            preview: stored.preview,
            mime: stored.mime,
            authorId: viewer.id,
            at,
          });
          if (id === null) throw contributionError('WORD_AUDIO_EXIST');
          const points = await submit(tx, viewer, { type: typeOf(kind), id }, at);
          return { data: presentAudio((await repo.content.audio(tx, id))!), rating: await ratingOf(tx, viewer.id, points) };
        }),
      );
    },

    /** A new recording in place of one: its author while under review, or a moderator. */
    async replace(viewer: Viewer, kind: AudioOwner, ownerId: number, audioId: number, bytes: Buffer) {
      const current = await repo.content.audio(deps.ctx.db, audioId);
      const belongs = current && (kind === 'word' ? current.word_id === ownerId : current.sentence_id === ownerId);
      if (!current || !belongs) throw notFound('AUDIO', 'Audio not found');
      assertCanEdit(viewer, current);
      const stored = await store(bytes);
      const result = await guarded(stored.written, () =>
        write(deps, async (tx) => {
          const locked = (await repo.content.audio(tx, audioId, true))!;
          const ref: EntityRef = { type: typeOf(kind), id: audioId };
          const before = await snapshotOrThrow(tx, ref);
          assertCanEdit(viewer, before);
          const at = now();
          await repo.content.updateAudioFile(tx, audioId, { file: stored.file, preview: stored.preview, mime: stored.mime, at });
          const points = await edited(tx, viewer, ref, before, at);
          return { old: locked, data: presentAudio((await repo.content.audio(tx, audioId))!), rating: await ratingOf(tx, viewer.id, points) };
        }),
      );
      await files.remove(result.old.file_name, result.old.preview_file_name);
      return { data: result.data, rating: result.rating };
    },

    /** The file of an audio the viewer may hear: accepted ones for everyone, others for their author and moderators. */
    async file(viewer: Viewer | null, name: string) {
      const a = await repo.content.audioByFile(deps.ctx.db, name);
      if (!a || !can(viewer, 'read', material(a.author_id, a.review_status))) throw notFound('AUDIO', 'Audio not found');
      return { name, cacheControl: a.review_status === 'accepted' ? 'public, max-age=86400' : 'private, no-store' };
    },
  };
}

export type AudioUseCases = ReturnType<typeof audioUseCases>;
