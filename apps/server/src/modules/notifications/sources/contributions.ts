// Review events -> notifications: the author hears their material was accepted, rejected, edited
// or deleted by a moderator, or challenged by a complaint; the complainer hears how it ended.
import type { NotificationType } from '@glossa/contract';
import type { ContributionEvent } from '../../contributions/service';
import type { Delivery } from '../use-cases/delivery';

const MATERIAL: Record<string, NotificationType> = {
  accept: 'material_accepted',
  reject: 'material_rejected',
  delete: 'material_deleted',
  edit: 'material_edited',
};
const COMPLAINT: Record<string, NotificationType> = { accept: 'complaint_accepted', reject: 'complaint_rejected', ignore: 'complaint_ignored' };

export function createContributionsSource(delivery: Pick<Delivery, 'notify'>) {
  return (e: ContributionEvent): void => {
    const entity = { slug: 'dictionary-entity' as const, id: `${e.entityType}:${e.entityKey}` };
    const params = { entity_type: e.entityType };
    if (e.type === 'complaint.filed') {
      if (e.materialAuthorId !== null && (e.taskType === 'dictionary' || e.taskType === 'feed')) {
        // The complainer stays anonymous: no actor.
        delivery.notify({ type: 'material_disputed', to: [e.materialAuthorId], actorId: null, entity, params });
      }
      return;
    }
    const withComment = e.comment ? { ...params, reason: e.comment } : params;
    if (e.taskKind === 'content') {
      const type = MATERIAL[e.action];
      if (type && e.materialAuthorId !== null && e.materialAuthorId !== e.moderatorId) {
        delivery.notify({ type, to: [e.materialAuthorId], actorId: null, entity, params: withComment });
      }
      return;
    }
    const type = COMPLAINT[e.action];
    if (type && e.complainerId !== null) delivery.notify({ type, to: [e.complainerId], actorId: null, entity, params });
    // An upheld complaint rejects the material: its author hears it like a rejection.
    if (e.action === 'accept' && e.materialAuthorId !== null && e.taskType === 'dictionary') {
      delivery.notify({ type: 'material_rejected', to: [e.materialAuthorId], actorId: null, entity, params: withComment });
    }
  };
}
