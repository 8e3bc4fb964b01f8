// Moderation events -> notifications to the member concerned, with the reason (a code the web
// shows in the reader's language), the moderator's comment and the end date when there is one.
// The moderators stay anonymous: no actor.
import type { ModerationEvent } from '../../moderation/service';
import type { Delivery } from '../use-cases/delivery';

function params(e: { reason: string; comment: string | null; until: Date | null }): Record<string, string> {
  return { reason: e.reason, ...(e.comment ? { comment: e.comment } : {}), ...(e.until ? { until: e.until.toISOString() } : {}) };
}

export function createModerationSource(delivery: Pick<Delivery, 'notify'>) {
  return (e: ModerationEvent): void => {
    const to = [e.userId];
    switch (e.type) {
      case 'member.warned':
        return delivery.notify({ type: 'moderation_warning', to, actorId: null, entity: null, params: params(e) });
      case 'member.warning_removed':
        return delivery.notify({ type: 'moderation_warning_removed', to, actorId: null, entity: null });
      case 'member.blocked':
        return delivery.notify({ type: 'moderation_ban', to, actorId: null, entity: null, params: params(e) });
      case 'member.unblocked':
        return delivery.notify({ type: 'moderation_unban', to, actorId: null, entity: null });
      case 'member.invited':
        return delivery.notify({ type: 'moderation_invite', to, actorId: null, entity: null });
      case 'member.role_revoked':
        return delivery.notify({ type: 'moderation_role_revoked', to, actorId: null, entity: null });
      case 'member.expert_granted':
        return delivery.notify({ type: 'expert_status_granted', to, actorId: null, entity: null });
    }
  };
}
