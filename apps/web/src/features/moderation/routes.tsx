// Moderation routes (community.md §2: index and settings for moderators, suggestions for admins,
// greeting, info, rules; beside the table: members and the audit log), relative to the locale root.
// One route for the area: pages/index.tsx picks the page by section, so the route table and the
// preload list of the shell's first load stay small. Pages answer 403 to anyone without the role.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';

export const moderationRoutes: RouteObject[] = [
  { path: 'moderation/:section?/:id?', lazy: lazyPage(() => import('./pages'), ['moderation', 'contributions']) },
];
