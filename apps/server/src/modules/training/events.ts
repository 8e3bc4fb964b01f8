// The training module's after-commit events (notifications subscribe in modules/index.ts): what
// members do with someone's learning material (selections; videos join with `material: 'video'`)
// and a member's daily goal reached. Published only once the write committed.
import type { EventSeam } from '../../platform/events';

export type TrainingMaterial = 'selection' | 'video';

export type TrainingEvent =
  | { type: 'material.liked'; material: TrainingMaterial; uuid: string; authorId: number; byId: number }
  | { type: 'material.unliked'; material: TrainingMaterial; uuid: string; byId: number }
  | { type: 'material.studied'; material: TrainingMaterial; uuid: string; authorId: number; byId: number }
  | { type: 'material.unstudied'; material: TrainingMaterial; uuid: string; byId: number }
  | {
      type: 'material.commented';
      material: TrainingMaterial;
      uuid: string;
      authorId: number;
      commentUuid: string;
      byId: number;
      /** The comment (its @mentions are read). */
      text: string;
      /** Who can read it: everyone, or (private) the author alone. */
      isPublic: boolean;
    }
  | { type: 'material.comment_deleted'; material: TrainingMaterial; uuid: string; commentUuid: string }
  | { type: 'material.deleted'; material: TrainingMaterial; uuid: string }
  | { type: 'daily_goal.reached'; userId: number }
  /** A lesson completed: its points are in the ledger (progress checks level and achievements). */
  | { type: 'lesson.completed'; userId: number };

export type TrainingEvents = EventSeam<TrainingEvent>;
