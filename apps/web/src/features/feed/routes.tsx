import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';

export const feedRoutes: RouteObject[] = [
  { path: 'feed', lazy: lazyPage(() => import('./pages/FeedPage'), ['feed']) },
];
