// Whose progress a request reads: the viewer's own (signed in), or another member's by nickname,
// only as public as they chose (accessibility: a private profile's statistics, ratings and
// achievements are for the member and moderators only).
import { isModerator, type Viewer } from '../../../platform/auth/viewer';
import { unauthenticated } from '../../../platform/errors';
import type { Executor } from '../../../platform/db/index';
import { profileIsPrivate, userNotFound } from '../errors';
import { progressRepository as repo, type MemberRow } from '../repository';

export async function subjectOf(
  exec: Executor,
  viewer: Viewer | null,
  nickname?: string,
): Promise<MemberRow> {
  if (nickname === undefined) {
    if (!viewer) throw unauthenticated();
    const row = await repo.members.byId(exec, viewer.id);
    if (!row) throw userNotFound();
    return row;
  }
  const member = await repo.members.byNickname(exec, nickname);
  if (!member) throw userNotFound();
  if (!mayRead(viewer, member)) throw profileIsPrivate();
  return member;
}

export function mayRead(viewer: Viewer | null, member: Pick<MemberRow, 'id' | 'accessibility'>): boolean {
  return member.accessibility !== 'private' || viewer?.id === member.id || isModerator(viewer);
}
