// Every SQL query of the contributions module, grouped by job in sql/*.ts. Services receive an
// Executor (the database or their transaction) and pass it down.
import { complaintsSql } from './sql/complaints';
import { contentSql } from './sql/content';
import { reviewSql } from './sql/review';
import { snapshotSql } from './sql/snapshot';

export const contributionsRepository = {
  content: contentSql,
  review: reviewSql,
  snapshot: snapshotSql,
  complaints: complaintsSql,
};

export type { EntityRef, TaskRow, HistoryRow, ReviewStatus } from './sql/review';
export type { Snapshot } from './sql/snapshot';
export type { UnionBasic, WordBasic, SentenceBasic, WordSentenceBasic, AudioBasic } from './sql/content';
export type { ComplaintRow } from './sql/complaints';
