// The progress module's after-commit events (notifications subscribe in modules/index.ts):
// a finished week's King of Dictionary award, published by the one worker whose transaction gave
// it (so once per week), right after that commit.
import type { EventSeam } from '../../platform/events';

export type ProgressEvent = {
  type: 'weekly.awarded';
  /** The week's Monday (UTC), YYYY-MM-DD. */
  week: string;
  winners: { userId: number; place: number; points: number }[];
};

export type ProgressEvents = EventSeam<ProgressEvent>;
