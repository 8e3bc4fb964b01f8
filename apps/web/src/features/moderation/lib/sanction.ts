// The ban popup's choices (community.md §2 "user ban" popup, §3 Ban/reprimand payload): the reason,
// the period (days, or for ever) and the optional comment; a warning may also run for ever (until removed).
import { SANCTION_PERIOD_CHOICES, SANCTION_REASONS, type SanctionPeriod, type SanctionReason } from '@glossa/contract/moderation-rules';

export type SanctionKind = 'block' | 'reprimand';

export interface SanctionInput {
  reason: SanctionReason;
  period: SanctionPeriod;
  comment: string;
}

export const REASONS = SANCTION_REASONS;
export const PERIODS = SANCTION_PERIOD_CHOICES;

/** The select's value of a period, and back. */
export const periodValue = (p: SanctionPeriod) => String(p);
export const parsePeriod = (value: string): SanctionPeriod => (value === 'forever' ? 'forever' : Number(value));

/** The first choice each popup offers: a week's block, a warning until it is removed. */
export const defaultInput = (kind: SanctionKind): SanctionInput => ({ reason: 'spam', period: kind === 'block' ? 7 : 'forever', comment: '' });

/** The end date a sanction starting now would have (null: for ever). */
export function endOf(period: SanctionPeriod, now = Date.now()): Date | null {
  return period === 'forever' ? null : new Date(now + period * 86_400_000);
}
