// Who may see and change a selection: public ones are read by everyone, private ones only by their
// author (everyone else gets the same 404 as for a uuid that never existed); only the author
// changes or deletes (a stranger on a public one: 403).
import type { Viewer } from '../../../../platform/auth/viewer';
import type { Executor } from '../../../../platform/db/index';
import { forbidden } from '../../../../platform/errors';
import { selectionNotFound, temporarilyUnavailable } from '../../errors';
import { trainingRepository as repo } from '../../repository';

export async function readableBare(exec: Executor, uuid: string, viewer: Viewer | null) {
  const row = await repo.selections.bare(exec, uuid);
  if (!row || (!row.is_public && row.author_id !== viewer?.id)) throw selectionNotFound();
  return row;
}

export async function ownedBare(exec: Executor, uuid: string, viewer: Viewer, lock = false) {
  const row = await repo.selections.bare(exec, uuid, lock);
  if (!row || (!row.is_public && row.author_id !== viewer.id)) throw selectionNotFound();
  if (row.author_id !== viewer.id) throw forbidden('Only the author changes a selection');
  return row;
}

/**
 * community.md §4: a compilation its author has open in the editor is "temporarily unavailable"
 * to everyone else (409 SELECTION_TEMPORARILY_UNAVAILABLE) until saved, closed or the hold lapses.
 */
export function assertNotBeingEdited(row: { author_id: number; editing_until: Date | string | null }, viewer: Viewer | null, now: Date) {
  if (row.author_id === viewer?.id || !row.editing_until) return;
  if (new Date(row.editing_until).getTime() > now.getTime()) throw temporarilyUnavailable();
}
