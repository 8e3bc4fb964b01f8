// What the moderation use cases share: the app context, the modules they work through (the review
// lifecycle and points of contributions, the feed's content, the accounts' sessions), the event
// seam (notifications subscribe) and the audit log writer.
import type { AppContext } from '../../../platform/context';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import type { EventSeam } from '../../../platform/events';
import type { AccountsService } from '../../accounts/service';
import type { ContributionsService } from '../../contributions/service';
import type { FeedService } from '../../feed/service';
import { moderationRepository as repo, type NewAuditRecord } from '../repository';
import { moderationError } from '../errors';

/** After-commit events: what happened to a member (notifications tell them, with the reason). */
export type ModerationEvent =
  | { type: 'member.warned'; userId: number; reason: string; comment: string | null; until: Date | null }
  | { type: 'member.warning_removed'; userId: number }
  | { type: 'member.blocked'; userId: number; reason: string; comment: string | null; until: Date | null }
  | { type: 'member.unblocked'; userId: number }
  | { type: 'member.invited'; userId: number; byId: number }
  | { type: 'member.role_revoked'; userId: number; byId: number }
  | { type: 'member.expert_granted'; userId: number; byId: number };

export interface ModerationDeps {
  ctx: AppContext;
  contributions: Pick<ContributionsService, 'moderation' | 'community'>;
  feed: Pick<FeedService, 'complaints'>;
  accounts: Pick<AccountsService, 'sessions' | 'avatar'>;
  events: EventSeam<ModerationEvent>;
}

/** Appends an audit record (inside the decision's transaction). */
export function audit(exec: Executor, actor: Viewer, r: Omit<NewAuditRecord, 'actorId' | 'actorRole'>) {
  return repo.audit.insert(exec, { ...r, actorId: actor.id, actorRole: actor.role });
}

/** An audit record reversing another: the unique key makes a second reversal ALREADY_REVERSED, also in a race. */
export async function auditReversal(exec: Executor, actor: Viewer, r: Omit<NewAuditRecord, 'actorId' | 'actorRole'> & { reversesId: number }) {
  const row = await audit(exec, actor, r);
  if (!row) throw moderationError('ALREADY_REVERSED');
  return row;
}
