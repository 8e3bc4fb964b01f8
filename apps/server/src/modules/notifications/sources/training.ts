// Training events -> notifications: likes, learners and comments of a member's selection (videos:
// likes and comments) tell its author; an unlike, a stop of learning or a deleted comment takes
// its notification back, a deleted selection all of them. `@nickname` in a comment on a selection
// or video tells those who can read it. A daily goal reached is news for its
// member and ends the day's "streak about to break" warning (subject `streak:<member>`).
import type { NotificationType } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { TrainingEvent } from '../../training/service';
import type { Delivery } from '../use-cases/delivery';
import { createMentions } from './mentions';

const LIKED: Record<string, NotificationType> = { selection: 'selection_liked', video: 'video_liked' };
const COMMENTED: Record<string, NotificationType> = { selection: 'selection_commented', video: 'video_commented' };
const STUDIED: Record<string, NotificationType> = { selection: 'selection_studied' };

export const streakSubject = (userId: number) => `streak:${userId}`;
export const tempoSubject = (userId: number) => `tempo:${userId}`;

export function createTrainingSource(ctx: AppContext, delivery: Pick<Delivery, 'notify' | 'cancel'>) {
  const mentions = createMentions(ctx, delivery);
  return async (e: TrainingEvent): Promise<void> => {
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
        const cancellationKey = `${e.material}-comment:${e.commentUuid}`;
        if (type) delivery.notify({ type, to: [e.authorId], actorId: e.byId, cancellationKey, ...about });
        // @nickname in the comment: those who can read it (a private compilation: its author, who
        // already hears of the comment under the same key). Deleting the comment takes them back.
        await mentions({ text: e.text, audience: e.isPublic ? undefined : (ids) => ids.filter((id) => id === e.authorId), actorId: e.byId, cancellationKey, ...about });
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
