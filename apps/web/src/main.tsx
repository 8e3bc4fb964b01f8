import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/mantine.css';
import './app/global.css';
import { wireApi } from './app/api-wiring';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router/create-router';
import { wireSession } from './app/session-wiring';
import { fillSlots } from './app/slots';
import { checkWebAppVersion } from './app/web-version';
import { initI18n } from './shared/i18n/i18n';
import { startLocale } from './shared/i18n/locale-store';
import { DEFAULT_LOCALE, splitLocale } from './shared/i18n/locales';

async function start() {
  // Start in the URL's locale when it has a prefix, else the remembered one; its texts load before
  // the first render.
  const { prefix } = splitLocale(window.location.pathname);
  const locale = startLocale(prefix ?? DEFAULT_LOCALE, prefix !== null);
  await initI18n(locale);

  const queryClient = createQueryClient();
  const router = createAppRouter();
  wireApi(queryClient, (to) => void router.navigate(to));
  wireSession(queryClient, router);
  // Off unless the installation names an analytics server (GET /api/client-config); its own small
  // chunk, out of the shell's first load.
  void import('./app/router/page-analytics').then((m) => m.startPageAnalytics(router));
  fillSlots();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // Its own small chunk: the shell's first load does not carry it (e2e/bundle-budget.spec.ts).
  void import('./app/service-worker').then((m) => {
    m.captureInstallPrompt();
    m.followLocaleInManifest();
    m.registerServiceWorker();
  });
}

// CHECK_WEB_APP_VERSION: another version ran here before: caches are cleared, reload and start clean.
// No top-level await in this module: it would switch off Rolldown's chunk merging (more, smaller
// chunks on every page).
if (checkWebAppVersion() === 'changed') window.location.reload();
else void start();
