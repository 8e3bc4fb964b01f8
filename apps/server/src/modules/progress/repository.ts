// The progress module's SQL index (use cases import only this).
import { achievementsSql } from './sql/achievements';
import { actionsSql } from './sql/actions';
import { countsSql } from './sql/counts';
import { membersSql } from './sql/members';
import { ratingsSql } from './sql/ratings';
import { weeklySql } from './sql/weekly';
import { withoutJit } from './sql/common';

export const progressRepository = {
  achievements: achievementsSql,
  actions: actionsSql,
  counts: countsSql,
  members: membersSql,
  ratings: ratingsSql,
  weekly: weeklySql,
  withoutJit,
};
export type { ActionRow } from './sql/actions';
export type { ChartEntry } from './sql/weekly';
export type { MemberRow } from './sql/members';
