// Registers the service worker of the build (apps/web/build/pwa.ts) once the page has loaded and
// the browser is idle, so it never competes with the first paint. Not in development (no worker
// is built there) and not where the browser has none.
export { captureInstallPrompt } from './banner/install-prompt';
import { useLocaleStore } from '../shared/i18n/locale-store';
import { DEFAULT_LOCALE, type InterfaceLocale } from '../shared/i18n/locales';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function pointManifestAt(locale: InterfaceLocale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = locale === DEFAULT_LOCALE ? '/manifest.webmanifest' : `/manifest-${locale}.webmanifest`;
}

/** The installed app starts in the locale it was installed from: each locale has its manifest. */
export function followLocaleInManifest(): void {
  pointManifestAt(useLocaleStore.getState().locale);
  useLocaleStore.subscribe((s) => pointManifestAt(s.locale));
}

