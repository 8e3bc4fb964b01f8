// Training events -> notifications: likes, learners and comments of a member's selection (videos:
// likes and comments) tell its author; an unlike, a stop of learning or a deleted comment takes
// its notification back, a deleted selection all of them. A daily goal reached is news for its
// member and ends the day's "streak about to break" warning (subject `streak:<member>`).
import type { NotificationType } from '@glossa/contract';
import type { TrainingEvent } from '../../training/service';
import type { Delivery } from '../use-cases/delivery';

const LIKED: Record<string, NotificationType> = { selection: 'selection_liked', video: 'video_liked' };
const COMMENTED: Record<string, NotificationType> = { selection: 'selection_commented', video: 'video_commented' };
const STUDIED: Record<string, NotificationType> = { selection: 'selection_studied' };

export const streakSubject = (userId: number) => `streak:${userId}`;
export const tempoSubject = (userId: number) => `tempo:${userId}`;

export function createTrainingSource(delivery: Pick<Delivery, 'notify' | 'cancel'>) {
  return (e: TrainingEvent): void => {
    if (e.type === 'daily_goal.reached') {
      delivery.cancel({ subject: streakSubject(e.userId) });
      delivery.cancel({ subject: tempoSubject(e.userId) });
      delivery.notify({ type: 'daily_goal_reached', to: [e.userId], actorId: null, entity: { slug: 'training', id: '' } });
      return;
    }
    if (e.type === 'lesson.completed') return;
    const about = { entity: { slug: e.material, id: e.uuid }, subject: `${e.material}:${e.uuid}` };
    switch (e.type) {
      case 'material.liked': {
        const type = LIKED[e.material];
        if (type) delivery.notify({ type, to: [e.authorId], actorId: e.byId, cancellationKey: `${e.material}-like:${e.uuid}:${e.byId}`, ...about });
        return;
      }
      case 'material.unliked':
        delivery.cancel({ key: `${e.material}-like:${e.uuid}:${e.byId}` });
        return;
      case 'material.studied': {
        const type = STUDIED[e.material];
        if (type) delivery.notify({ type, to: [e.authorId], actorId: e.byId, cancellationKey: `${e.material}-study:${e.uuid}:${e.byId}`, ...about });
        return;
      }
      case 'material.unstudied':
        delivery.cancel({ key: `${e.material}-study:${e.uuid}:${e.byId}` });
        return;
      case 'material.commented': {
        const type = COMMENTED[e.material];
        if (type) delivery.notify({ type, to: [e.authorId], actorId: e.byId, cancellationKey: `${e.material}-comment:${e.commentUuid}`, ...about });
        return;
      }
      case 'material.comment_deleted':
        delivery.cancel({ key: `${e.material}-comment:${e.commentUuid}` });
        return;
      case 'material.deleted':
        delivery.cancel({ subject: about.subject });
        return;
      default:
        return;
    }
  };
}
