// The tasks module's after-commit events (notifications subscribe in modules/index.ts): a comment
// in a task's log, with who it concerns (the material's author and the members who worked on the
// task: earlier writers and those who answered it), and a deleted comment.
import type { EventSeam } from '../../platform/events';

export type TaskEvent =
  | {
      type: 'comment.created';
      taskId: number;
      commentUuid: string;
      authorId: number;
      /** The material's author (null for voice cards: nobody's material). */
      materialAuthorId: number | null;
      /** Members who wrote in the log before or answered the task (skips not counted); open tasks only. */
      participantIds: number[];
    }
  | { type: 'comment.deleted'; taskId: number; commentUuid: string };

export type TaskEvents = EventSeam<TaskEvent>;
