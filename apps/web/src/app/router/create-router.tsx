import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, INTERFACE_LOCALES } from '../../shared/i18n/locales';
import { AppLayout } from '../layouts/AppLayout';
import { RouteError } from '../pages/RouteError';
import { featureRoutes } from './feature-routes';
import { LocaleRoot } from './LocaleRoot';
import { applyNavigationRules } from './navigation-rules';
import { shellRoutes } from './shell-routes';

function NothingYet() {
  return null;
}

// The 404 page is rare: its own chunk keeps it out of the shell's first load.
const notFound = () => import('../pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

/**
 * One tree per interface locale: '/' (English, no prefix), '/de', '/es' ... each with the same
 * children. `/` goes to the feed; unknown paths get the 404 page.
 */
export function createAppRoutes(children: RouteObject[] = featureRoutes): RouteObject[] {
  return INTERFACE_LOCALES.map((locale) => ({
    path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    element: <LocaleRoot locale={locale} />,
    errorElement: <RouteError />,
    // The first load waits for the page's lazy chunk with nothing on screen (as before); naming that
    // explicitly keeps React Router from warning "No HydrateFallback element" on every full load.
    HydrateFallback: NothingYet,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to="feed" replace /> },
          ...children,
          ...shellRoutes,
          { path: '404', lazy: notFound },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  }));
}

export function createAppRouter(routes?: RouteObject[]) {
  return applyNavigationRules(createBrowserRouter(createAppRoutes(routes)));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
