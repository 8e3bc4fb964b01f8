// The moderation module (community.md §1-§9): the moderation queue v2 over every kind of task,
// user discipline (blocks, warnings, the violation history, trusted publishers, profile data),
// moderators (lists, candidates, invitations, Expert status), members' suggestions and the
// append-only audit log with its reversals. Composed from use-cases/*.ts.
import type { AppContext } from '../../platform/context';
import { createEventSeam } from '../../platform/events';
import type { Executor } from '../../platform/db/index';
import type { AccountsService } from '../accounts/service';
import type { ContributionsService } from '../contributions/service';
import type { FeedService } from '../feed/service';
import { blockedSignIn } from './errors';
import { presentOwnReprimand } from './presenter';
import { moderatorsChannel } from './realtime';
import { moderationRepository as repo } from './repository';
import { auditUseCases } from './use-cases/audit';
import type { ModerationDeps, ModerationEvent } from './use-cases/deps';
import { disciplineUseCases } from './use-cases/discipline';
import { moderatorsUseCases } from './use-cases/moderators';
import { queueUseCases } from './use-cases/queue';
import { reviewsUseCases } from './use-cases/reviews';

export type { ModerationEvent } from './use-cases/deps';

export const CLOSE_ENDED_JOB = 'moderation.close-ended';

export function createModerationService(
  ctx: AppContext,
  collaborators: { contributions: ContributionsService; feed: FeedService; accounts: AccountsService },
) {
  const deps: ModerationDeps = {
    ctx,
    contributions: collaborators.contributions,
    feed: collaborators.feed,
    accounts: collaborators.accounts,
    events: createEventSeam<ModerationEvent>(ctx.log, 'moderation'),
  };
  const discipline = disciplineUseCases(deps);

  // A blocked member cannot sign in (password, social, registration all open a session there).
  collaborators.accounts.sessions.guardSignIn(async (exec, userId, now) => {
    const block = await repo.sanctions.activeBlock(exec, userId, now);
    if (block) throw blockedSignIn(block.ends_at === null ? null : new Date(block.ends_at), block.reason);
  });

  // Members see their own warning in force on their profile (GET /user/profile `reprimand`).
  collaborators.accounts.profile.provideReprimand(async (userId, now) => {
    const r = await repo.sanctions.active(ctx.db, userId, 'reprimand', now);
    return r && presentOwnReprimand(r);
  });

  // Every decided task leaves every moderator's list (the contributions module publishes each
  // decision, a moderator's or the community's).
  const channel = moderatorsChannel(ctx.realtime);
  collaborators.contributions.events.on((e) => {
    if (e.type === 'task.decided' && e.taskId !== null) channel.taskClosed(e.taskId);
  });

  // Blocks and warnings whose time is over are closed (the member hears a block ended); reading
  // never depends on it (in force = not ended), so a late sweep only delays the notification.
  ctx.jobs.schedule(CLOSE_ENDED_JOB, '*/5 * * * *', async () => {
    for (const s of await repo.sanctions.closeEnded(ctx.db, ctx.now())) {
      if (s.kind === 'block') deps.events.publish({ type: 'member.unblocked', userId: s.user_id });
    }
  });

  return {
    events: { on: deps.events.on },
    queue: queueUseCases(deps, discipline),
    discipline,
    moderators: moderatorsUseCases(deps),
    reviews: reviewsUseCases(deps),
    audit: auditUseCases(deps, discipline),
    /** RATE_LIMIT_REVIEWS, for the routes. */
    reviewLimit: ctx.config.RATE_LIMIT_REVIEWS,
    /** Account deletion hook: the member's suggestions go; blocks, warnings and audit records stay (attributed to the anonymized account). */
    deleteAllOf: (tx: Executor, userId: number) => repo.reviews.deleteAllOf(tx, userId),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
