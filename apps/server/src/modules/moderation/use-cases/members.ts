// Finding the member a call is about, with the content policy's answer: moderators act on members,
// admins on moderators too, nobody on an admin or on themselves; a plain member gets 403 before
// learning whether the uuid exists.
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { notFound } from '../../../platform/errors';
import { refusal, type ContentAction } from '../../../platform/policy/content';
import { refused } from '../errors';
import { moderationRepository as repo, type MemberRow } from '../repository';
import type { People } from '../presenter';

/** `actions`: every rule that must allow it (deleting profile data: `moderate` (admins) and `discipline`). */
export async function memberFor(exec: Executor, viewer: Viewer, uuid: string, actions: ContentAction[], lock = false): Promise<MemberRow> {
  for (const action of actions) {
    const gate = refusal(viewer, action, { authorId: null, state: 'published', kind: 'user' });
    if (gate) throw refused(gate);
  }
  const m = await repo.members.byUuid(exec, uuid, lock);
  if (!m || m.deleted_at) throw notFound('USER', 'User not found');
  for (const action of actions) {
    const r = refusal(viewer, action, { authorId: m.id, state: 'published', kind: 'user', authorRole: m.role });
    if (r) throw refused(r);
  }
  return m;
}

/** The people a presenter names, in one query. */
export async function peopleById(exec: Executor, ids: number[]): Promise<People> {
  const found = await repo.members.byIds(exec, ids);
  return new Map(found.map((m) => [m.id, m]));
}
