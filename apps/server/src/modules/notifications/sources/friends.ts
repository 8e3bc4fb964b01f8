// Friendship events -> notifications: a request, an acceptance; a cancelled, declined or blocked
// request takes its notification back.
import type { FriendshipEvent } from '../../friends/service';
import type { Delivery } from '../use-cases/delivery';

const requestKey = (from: number, to: number) => `friend-request:${from}:${to}`;

export function createFriendsSource(delivery: Pick<Delivery, 'notify' | 'cancel'>) {
  return (e: FriendshipEvent): void => {
    switch (e.action) {
      case 'requested':
        delivery.notify({ type: 'friend_request', to: [e.otherId], actorId: e.actorId, entity: null, cancellationKey: requestKey(e.actorId, e.otherId) });
        return;
      case 'accepted':
        // The request was the other's: it is answered, so it leaves the panel; the asker hears of it.
        delivery.cancel({ key: requestKey(e.otherId, e.actorId) });
        delivery.notify({ type: 'friend_accepted', to: [e.otherId], actorId: e.actorId, entity: null });
        return;
      case 'cancelled':
        delivery.cancel({ key: requestKey(e.actorId, e.otherId) });
        return;
      case 'declined':
        delivery.cancel({ key: requestKey(e.otherId, e.actorId) });
        return;
      case 'blocked':
        delivery.cancel({ key: requestKey(e.actorId, e.otherId) });
        delivery.cancel({ key: requestKey(e.otherId, e.actorId) });
        return;
      default:
        return;
    }
  };
}
