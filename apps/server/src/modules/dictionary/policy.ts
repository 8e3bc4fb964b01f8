// Who may edit a dictionary item: moderators anything; authors their own items while they are
// under review; everyone else nothing. The contributions module extends this (tasks, disputes).
import type { Viewer } from '../../platform/auth/viewer';
import { isModerator } from '../../platform/auth/viewer';

export function canEdit(viewer: Viewer | null, authorId: number | null, reviewStatus: string): boolean {
  if (!viewer) return false;
  if (isModerator(viewer)) return true;
  return authorId === viewer.id && reviewStatus === 'under_review';
}

export function isOwn(viewer: Viewer | null, authorId: number | null): boolean {
  return viewer !== null && authorId !== null && authorId === viewer.id;
}

/** A reader may open an item by id when it is accepted, their own, or they moderate. */
export function canRead(viewer: Viewer | null, authorId: number | null, reviewStatus: string): boolean {
  return reviewStatus === 'accepted' || isOwn(viewer, authorId) || isModerator(viewer);
}
