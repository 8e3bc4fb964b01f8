// Rows -> contract shapes (fields whitelisted).
import { ACTION_SUBJECTS, STATISTICS_ITEM_TYPE, type ContributionEntityType } from '@glossa/contract';
import { type ActionItem } from '@glossa/contract/progress';
import type { ActionRow } from './repository';

const STATE = { accepted: 'ACCEPTED', under_review: 'ON_MODIFY', rejected: 'REJECTED' } as const;

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function presentAction(r: ActionRow): ActionItem {
  const type =
    r.entity_type && r.entity_type in ACTION_SUBJECTS
      ? STATISTICS_ITEM_TYPE[r.entity_type as ContributionEntityType]
      : null;
  return {
    id: r.id,
    action: r.action,
    title: `stat_${r.action.toLowerCase()}`,
    type,
    side: r.side,
    state: STATE[r.state] ?? 'ACCEPTED',
    points: r.points,
    cancelled: r.status === 'cancelled',
    entity_type: r.entity_type,
    entity_id: r.entity_id,
    created_at: iso(r.created_at),
  };
}
