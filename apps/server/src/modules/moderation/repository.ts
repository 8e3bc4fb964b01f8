// Every SQL query of the moderation module, grouped by table in sql/*.ts.
import { auditSql } from './sql/audit';
import { membersSql } from './sql/members';
import { reviewsSql } from './sql/reviews';
import { sanctionsSql } from './sql/sanctions';

export const moderationRepository = {
  members: membersSql,
  sanctions: sanctionsSql,
  audit: auditSql,
  reviews: reviewsSql,
};

export type { MemberRow } from './sql/members';
export type { SanctionRow, LiftReason } from './sql/sanctions';
export type { AuditRow, NewAuditRecord } from './sql/audit';
export type { ReviewRow } from './sql/reviews';
