// Who may see and change a video: public ones are read by everyone, private ones only by their
// author (everyone else gets the same 404 as for a uuid that never existed, "Not found video.uuid");
// only the author changes or deletes (a stranger on a public one: 403).
import type { Viewer } from '../../../../platform/auth/viewer';
import type { Executor } from '../../../../platform/db/index';
import { forbidden } from '../../../../platform/errors';
import { videoNotFound } from '../../errors';
import { trainingRepository as repo } from '../../repository';

export async function readableVideo(exec: Executor, uuid: string, viewer: Viewer | null) {
  const row = await repo.videos.bare(exec, uuid);
  if (!row || (!row.is_public && row.author_id !== viewer?.id)) throw videoNotFound();
  return row;
}

export async function ownedVideo(exec: Executor, uuid: string, viewer: Viewer, lock = false) {
  const row = await repo.videos.bare(exec, uuid, lock);
  if (!row || (!row.is_public && row.author_id !== viewer.id)) throw videoNotFound();
  if (row.author_id !== viewer.id) throw forbidden('Only the author changes a video');
  return row;
}
