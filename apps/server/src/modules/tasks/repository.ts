// Every SQL query of the tasks module, grouped by job in sql/*.ts.
import { commentsSql } from './sql/comments';
import { generationSql } from './sql/generation';
import { handOutSql } from './sql/hand-out';
import { materialSql } from './sql/material';
import { needActionSql } from './sql/need-action';
import { newTasksSql } from './sql/new-tasks';
import { settingsSql } from './sql/settings';
import { tasksSql, usersSql } from './sql/tasks';

export const tasksRepository = {
  tasks: tasksSql,
  handOut: handOutSql,
  users: usersSql,
  generation: generationSql,
  material: materialSql,
  comments: commentsSql,
  needAction: needActionSql,
  settings: settingsSql,
  newTasks: newTasksSql,
};

export { SOURCES } from './sql/generation';
export type { TaskRow, HeldTask, AssignmentRow } from './sql/tasks';
export type { CommentRow } from './sql/comments';
export type { CardRow } from './sql/hand-out';
export type { MaterialRow } from './sql/material';
