// Every SQL statement of the training module, by area (sql/*.ts).
import { activitySql } from './sql/activity';
import { cardsSql } from './sql/cards';
import { contentsSql } from './sql/contents';
import { lessonsSql } from './sql/lessons';
import { selectionsSql } from './sql/selections';
import { captionsSql } from './sql/captions';
import { socialSql, videoSocialSql } from './sql/social';
import { uploadsSql, videosSql } from './sql/videos';

export const trainingRepository = {
  selections: selectionsSql,
  contents: contentsSql,
  social: socialSql,
  cards: cardsSql,
  lessons: lessonsSql,
  activity: activitySql,
  videos: videosSql,
  uploads: uploadsSql,
  captions: captionsSql,
  videoSocial: videoSocialSql,
};

export type { SelectionRow } from './sql/selections';
export type { SelectionCommentRow } from './sql/social';
export type { CardRow } from './sql/cards';
export type { LessonRow } from './sql/lessons';
export type { DayRow } from './sql/activity';
export type { VideoRow, BareVideo } from './sql/videos';
