// Renders dictionary components inside the app's providers and a memory router, with a fresh
// QueryClient configured like the app's (the API client already retries).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { initI18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { startLocale } from '../../../shared/i18n/locale-store';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
}

export async function renderDictionary(ui: ReactElement, options: { path?: string; queryClient?: QueryClient } = {}) {
  await initI18n(startLocale('en'));
  await loadNamespaces(['dictionary']);
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <p>auth page</p> },
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
