// What the progress use cases share: the app context, the after-commit event seam (events.ts) and
// the check that announces new levels and achievements (use-cases/announce.ts).
import type { AppContext } from '../../../platform/context';
import type { ProgressEvents } from '../events';

export interface ProgressDeps {
  ctx: AppContext;
  events: ProgressEvents;
}
