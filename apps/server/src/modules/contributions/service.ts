// The contributions module: adding and editing dictionary material, audio, complaints, the
// review lifecycle (tasks, decisions, points, history). Composed from use-cases/*.ts; each method
// checks access first and runs its writes in one transaction.
import type { AppContext } from '../../platform/context';
import { createFileStore } from '../../platform/storage/files';
import type { AccountsService } from '../accounts/service';
import type { DictionaryService } from '../dictionary/service';
import type { ReferenceService } from '../reference/service';
import { contributionsRepository as repo } from './repository';
import { audioUseCases } from './use-cases/audio';
import { communityUseCases } from './use-cases/community';
import { complaintsUseCases } from './use-cases/complaints';
import type { ContributionEvent, ContributionsDeps, PointsChanged } from './use-cases/deps';
import { createEventSeam } from '../../platform/events';

export type { ContributionEvent, PointsChanged } from './use-cases/deps';
import { moderationUseCases } from './use-cases/moderation';
import { relationsUseCases } from './use-cases/relations';
import { sentencesUseCases } from './use-cases/sentences';
import { translationsUseCases } from './use-cases/translations';

export function createContributionsService(
  ctx: AppContext,
  collaborators: { dictionary: DictionaryService; reference: ReferenceService; accounts: AccountsService },
) {
  const deps: ContributionsDeps = {
    ctx,
    dictionary: collaborators.dictionary,
    reference: collaborators.reference,
    audioFiles: createFileStore(ctx.storage, 'audio'),
    events: createEventSeam<ContributionEvent>(ctx.log, 'contributions'),
    points: createEventSeam<PointsChanged>(ctx.log, 'contributions.points'),
  };
  const translations = translationsUseCases(deps);
  const relations = relationsUseCases(deps);
  const sentences = sentencesUseCases(deps);

  // A deleted account: accepted material stays (its author row is anonymized by accounts);
  // material still under review is withdrawn (rows, audio files, open tasks); complaints,
  // points, filters and skips go with the account (cascades on users).
  collaborators.accounts.deletion.onDelete(async (tx, userId) => {
    const files = await repo.content.withdrawUnderReview(tx, userId);
    await repo.review.withdrawTasksOf(tx, userId, ctx.now());
    await repo.complaints.deleteAllOfUser(tx, userId);
    collaborators.dictionary.invalidateReadCache();
    // Voice recordings are personal data: removed now (a rolled-back deletion leaves rows without files, never files without rows).
    await deps.audioFiles.remove(...files);
  });

  return {
    events: { on: deps.events.on },
    /** After-commit: members whose points moved (the progress module checks their level and achievements). */
    points: { on: deps.points.on },
    translations,
    relations,
    sentences,
    audio: audioUseCases(deps),
    complaints: complaintsUseCases(deps),
    moderation: moderationUseCases(deps, { translations, relations, sentences }),
    community: communityUseCases(deps),
  };
}

export type ContributionsService = ReturnType<typeof createContributionsService>;
