// Moderation routes (community.md §2 "moderation: index (moderator only)"), relative to the locale
// root; login required. The page itself answers 403 to anyone but moderators and admins.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

export const moderationRoutes: RouteObject[] = [
  {
    path: 'moderation',
    element: <RequireAuth />,
    children: [{ index: true, lazy: lazyPage(() => import('./pages/ModerationPage'), ['moderation', 'contributions']) }],
  },
];
