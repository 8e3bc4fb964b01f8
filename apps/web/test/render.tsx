// Renders the real app shell (providers, locale trees, layout) on a memory router for component tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { createAppRoutes } from '../src/app/router/create-router';
import { initI18n } from '../src/shared/i18n/i18n';
import { startLocale } from '../src/shared/i18n/locale-store';
import { localeOfPath, type InterfaceLocale } from '../src/shared/i18n/locales';

export interface RenderAppOptions {
  width?: number;
  /** A locale chosen on an earlier visit (as if stored in localStorage). */
  storedLocale?: InterfaceLocale;
  /** Feature routes to mount instead of the real ones. */
  routes?: RouteObject[];
}

export function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  setWidth(options.width ?? 1280);
  if (options.storedLocale) window.localStorage.setItem('glossa-locale', options.storedLocale);
  await initI18n(startLocale(localeOfPath(path), localeOfPath(path) !== 'en'));
  const router = createMemoryRouter(createAppRoutes(options.routes), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, view, path: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** Renders one component inside the providers (no router). */
export async function renderWithProviders(ui: ReactElement, width = 1280) {
  await initI18n(startLocale('en'));
  return renderWithProvidersNow(ui, width);
}

/** Same, synchronously, once i18n is initialised (for tests on fake timers). */
export function renderWithProvidersNow(ui: ReactElement, width = 1280) {
  setWidth(width);
  const queryClient = new QueryClient();
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}
