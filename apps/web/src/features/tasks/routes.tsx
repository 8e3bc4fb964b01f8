// Tasks (community.md §2 "tasks: index, cards (login), cards/settings (login), need_action (login)"),
// relative to the locale root. Every page is its own chunk with the `tasks` texts.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

export const tasksRoutes: RouteObject[] = [
  { path: 'tasks', lazy: lazyPage(() => import('./pages/TasksIndexPage'), ['tasks']) },
  {
    // One entity under review (community.md §2 `entity`, login required).
    path: 'entity',
    element: <RequireAuth />,
    children: [{ index: true, lazy: lazyPage(() => import('./pages/EntityPage'), ['tasks', 'contributions']) }],
  },
  {
    path: 'tasks',
    element: <RequireAuth />,
    children: [
      { path: 'cards', lazy: lazyPage(() => import('./pages/CardsPage'), ['tasks']) },
      { path: 'cards/settings', lazy: lazyPage(() => import('./pages/CardsSettingsPage'), ['tasks']) },
      { path: 'need_action', lazy: lazyPage(() => import('./pages/NeedActionPage'), ['tasks']) },
    ],
  },
];
