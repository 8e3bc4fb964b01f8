// What the progress use cases share: the app context and the check that announces new levels and
// achievements (use-cases/announce.ts).
import type { AppContext } from '../../../platform/context';

export interface ProgressDeps {
  ctx: AppContext;
}
