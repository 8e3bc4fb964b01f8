// The feed's access decisions, asked of the house's one content policy (platform/policy/content.ts,
// kind `feed`: items are draft or published). This file only names the feed's questions:
// - read: published items to everyone; a draft to its author only (404 for anyone else);
// - edit: the author, and moderators (the shared rule: a moderator changes what they can see);
// - delete: whoever may edit, or moderate (moderators and admins remove feed content);
// - react (like, comment, answer, vote): signed in, the item readable and published;
// - pin/unpin: moderators and admins (the spec leaves it open; one pinned item is a site-wide
//   announcement, so it is the moderators' call);
// - complain: signed in, the item readable and published, never about an admin's content.
import { can, refusal, type Content } from '../../platform/policy/content';
import type { Viewer } from '../../platform/auth/viewer';

interface Owned {
  author_id: number;
  author_role?: string | null;
  /** Comments and answers have no status of their own: they live while their item is published. */
  status?: string;
}

const content = (item: Owned): Content => ({
  kind: 'feed',
  authorId: item.author_id,
  state: item.status === 'draft' ? 'draft' : 'published',
  authorRole: item.author_role ?? null,
});

export const feedPolicy = {
  canRead: (viewer: Viewer | null, item: Owned) => can(viewer, 'read', content(item)),
  canEdit: (viewer: Viewer | null, item: Owned) => can(viewer, 'edit', content(item)),
  canDelete: (viewer: Viewer | null, item: Owned) => can(viewer, 'edit', content(item)) || can(viewer, 'moderate', content(item)),
  canReact: (viewer: Viewer | null, item: Owned) => item.status === 'published' && can(viewer, 'attach', content(item)),
  canPin: (viewer: Viewer | null) => can(viewer, 'moderate', { kind: 'feed', authorId: null, state: 'published' }),
  /** null when allowed; otherwise why not (the use case picks the code). */
  complaintRefusal: (viewer: Viewer | null, item: Owned) => refusal(viewer, 'complain', content(item)),
};
