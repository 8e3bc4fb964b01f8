// What the contributions use cases share: the app context, the dictionary (presented answers,
// read cache), reference data (attributes, subjects) and the audio file store.
import type { AppContext } from '../../../platform/context';
import type { Tx } from '../../../platform/db/index';
import type { FileStore } from '../../../platform/storage/files';
import type { DictionaryService } from '../../dictionary/service';
import type { ReferenceService } from '../../reference/service';
import type { EventSeam } from '../../../platform/events';
import { collectLedgerChanges } from '../../../platform/ledger-scope';
import type { Viewer } from '../../../platform/auth/viewer';
import type { TaskRow } from '../repository';
import { decidedEvent } from './review';

/** After-commit events (notifications subscribe through the service's `events.on`). */
export type ContributionEvent =
  | {
      type: 'task.decided';
      /** The moderation task (null: the community decided material that had none). */
      taskId: number | null;
      action: 'accept' | 'reject' | 'delete' | 'edit' | 'ignore';
      taskKind: 'content' | 'complaint';
      taskType: string;
      entityType: string;
      entityKey: string;
      /** The material's author (for a complaint: the author of what was complained about). */
      materialAuthorId: number | null;
      /** For a complaint: who filed it. */
      complainerId: number | null;
      /** Null: the community's checks decided (tasks module), not a moderator. */
      moderatorId: number | null;
      comment: string | null;
    }
  | { type: 'complaint.filed'; taskType: string; entityType: string; entityKey: string; materialAuthorId: number | null; complainerId: number };

export interface ContributionsDeps {
  ctx: AppContext;
  dictionary: DictionaryService;
  reference: ReferenceService;
  audioFiles: FileStore;
  events: EventSeam<ContributionEvent>;
  /** After-commit: members whose ledger rows a write added or changed (the progress module listens). */
  points: EventSeam<PointsChanged>;
}

export interface PointsChanged {
  type: 'points.changed';
  userIds: number[];
}

/**
 * After an entity's PUT that named a moderation task (and so decided it as `edit`) committed: the
 * event the decision route publishes, so moderators' lists, the author and the cards hear it alike.
 */
export function solvedByEdit(deps: ContributionsDeps, viewer: Viewer, task: TaskRow | null) {
  if (task) deps.events.publish(decidedEvent(task, viewer.id, 'edit', null));
}

/**
 * Runs a write in one transaction, then clears the dictionary's cached guest answers and tells the
 * progress listeners whose points moved (after commit: levels and achievements are announced then).
 */
export async function write<T>(deps: ContributionsDeps, work: (tx: Tx) => Promise<T>) {
  const { result, userIds } = await collectLedgerChanges(() => deps.ctx.db.transaction(work));
  deps.dictionary.invalidateReadCache();
  if (userIds.length) deps.points.publish({ type: 'points.changed', userIds });
  return result;
}
