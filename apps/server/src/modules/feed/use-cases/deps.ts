// What the feed use cases share: the app context, the image store, the after-commit events and
// the complaint machinery (the contributions module's, reached through its service).
import type { Viewer } from '../../../platform/auth/viewer';
import type { AppContext } from '../../../platform/context';
import type { FileStore } from '../../../platform/storage/files';
import type { FeedEvents } from '../events';

/** Files a complaint as a moderation task of type feed (contributions' complaint machinery). */
export interface FeedComplaintFiler {
  fileFeedComplaint(
    viewer: Viewer,
    c: { targetType: string; targetKey: string; targetUserId: number; comment: string; langCodes: string[]; detail: Record<string, unknown> },
  ): Promise<{ id: number; target: string; target_type: string; comment: string; status: string; created_at: string }>;
}

export interface FeedDeps {
  ctx: AppContext;
  images: FileStore;
  events: FeedEvents;
  complaints: FeedComplaintFiler;
}
