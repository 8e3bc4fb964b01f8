import { Navigate, useLocation, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { STATIC_PAGES } from './pages';

/** Old paths of the previous site (community.md §2) keep working. */
const OLD_PATHS: Record<string, string> = { privacy_policy: 'privacy', 'terms&conditions': 'terms' };

function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace relative="path" to={`../${to}${search}${hash}`} />;
}

export const staticPageRoutes: RouteObject[] = [
  ...STATIC_PAGES.map((page) => ({
    path: page,
    handle: { staticPage: page },
    lazy: lazyPage(() => import('./pages/StaticPage'), ['static']),
  })),
  ...Object.entries(OLD_PATHS).map(([from, to]) => ({ path: from, element: <Redirect to={to} /> })),
];
