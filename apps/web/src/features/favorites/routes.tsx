// Favorites (core.md §2 route `favorites`). Not behind RequireAuth as a route: on desktop a guest
// sees the sign-in call here (a guest's star leads to this route); on mobile the page sends a guest
// to /auth itself.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';

export const favoritesRoutes: RouteObject[] = [
  {
    path: 'favorites',
    lazy: lazyPage(
      () =>
        Promise.all([
          import('./pages/FavoritesPage'),
          import('./components/FoldersPanel').then((m) => m.loadSortableFolderList()),
        ]).then(([page]) => page),
      ['favorites'],
    ),
  },
];
