// Who may do what in the feed (community.md §6), in one place. Until the house's shared content
// policy lands this is the feed's only source of access decisions.
// - read: published items to everyone; drafts to their author only (404 for anyone else);
// - write, like, comment, answer, vote, follow, complain: signed-in members (guests 401);
// - edit: the author only (moderators remove, they do not rewrite someone's words);
// - delete: the author, or a moderator/admin (moderation removes feed content);
// - pin/unpin: moderators and admins (the spec leaves it open; one pinned item is a site-wide
//   announcement, so it is the moderators' call);
// - complain: not about one's own content, never about an admin's (ADMINS_CAN_NOT_BE_COMPLAINED).
import { isModerator, type Viewer } from '../../platform/auth/viewer';

interface Owned {
  author_id: number;
}

export const feedPolicy = {
  canRead(viewer: Viewer | null, item: Owned & { status: string }): boolean {
    return item.status === 'published' || viewer?.id === item.author_id;
  },
  canEdit(viewer: Viewer | null, item: Owned): boolean {
    return viewer !== null && viewer.id === item.author_id;
  },
  canDelete(viewer: Viewer | null, item: Owned): boolean {
    return viewer !== null && (viewer.id === item.author_id || isModerator(viewer));
  },
  canPin(viewer: Viewer | null): boolean {
    return isModerator(viewer);
  },
  /** Likes, comments and answers need a published item. */
  canReact(item: { status: string }): boolean {
    return item.status === 'published';
  },
};
