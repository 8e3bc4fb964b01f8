// Friendship (community.md §4: request, cancel, accept, decline, delete), all under /api:
// POST/DELETE /friends/{uuid}/request, POST /friends/{uuid}/accept and /decline, DELETE /friends/{uuid}.
// Each answers the relation as it is now.
import type { Relation } from '@glossa/contract';
import { api } from '../../../shared/api';

export type FriendAction = 'request' | 'cancel' | 'accept' | 'decline' | 'remove';

export function friendAction(uuid: string, action: FriendAction): Promise<Relation> {
  const path = `/friends/${uuid}`;
  const call =
    action === 'request'
      ? api.post<{ data: Relation }>(`${path}/request`)
      : action === 'cancel'
        ? api.delete<{ data: Relation }>(`${path}/request`)
        : action === 'accept'
          ? api.post<{ data: Relation }>(`${path}/accept`)
          : action === 'decline'
            ? api.post<{ data: Relation }>(`${path}/decline`)
            : api.delete<{ data: Relation }>(path);
  return call.then((answer) => answer.data);
}
