// Routes of the shell itself (community.md §2): the developer console and the phone's settings page.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';

export const shellRoutes: RouteObject[] = [
  { path: 'console', lazy: lazyPage(() => import('../pages/ConsolePage'), ['shell']) },
  { path: 'settings', lazy: lazyPage(() => import('../pages/MobileSettingsPage'), ['shell']) },
];
