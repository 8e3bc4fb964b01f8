// Renders one feature component inside the app's providers on a memory router whose /auth and
// /favorites routes are stand-ins (where guests are sent), with a QueryClient configured like the
// app's and the given namespaces loaded. For feature component tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { initI18n, loadNamespaces } from '../src/shared/i18n/i18n';
import { startLocale } from '../src/shared/i18n/locale-store';
import { setWidth } from './render';

export async function renderRoute(
  ui: ReactElement,
  options: { path?: string; width?: number; namespaces?: string[]; queryClient?: QueryClient } = {},
) {
  setWidth(options.width ?? 1280);
  await initI18n(startLocale('en'));
  await loadNamespaces(options.namespaces ?? []);
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <p>auth page</p> },
      { path: '/favorites', element: <p>favorites page</p> },
      { path: '*', element: ui },
    ],
    { initialEntries: [options.path ?? '/dictionary/eng/ger/house'] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { view, router, queryClient };
}
