// The smart banner on mobile (community.md §2 popups, §9 height 64 px). The spec's banner points to
// an app store; a self-hosted Glossa has no store app, so it offers the installable web app (PWA)
// instead: the browser's install dialog where the browser has one (Chromium's install prompt), the
// Share -> "Add to Home Screen" hint on iPhone and iPad. Not shown inside the installed app, on
// desktop, where nothing can be installed, or after it was closed once (remembered on the device).
import { useSyncExternalStore, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_UI } from '../../shared/ui/shell-constants';
import { installPromptStore } from './install-prompt';
import classes from './SmartBanner.module.css';

export const SMART_BANNER_KEY = 'glossa-smart-banner';

const standalone = () =>
  (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const ios = () => /iphone|ipad|ipod/i.test(navigator.userAgent);

function closedBefore(): boolean {
  try {
    return window.localStorage.getItem(SMART_BANNER_KEY) === 'closed';
  } catch {
    return false;
  }
}

export function SmartBanner() {
  const { t } = useTranslation('shell');
  const prompt = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.get);
  const [closed, setClosed] = useState(closedBefore);
  if (closed || standalone() || (!prompt && !ios())) return null;

  const close = () => {
    try {
      window.localStorage.setItem(SMART_BANNER_KEY, 'closed');
    } catch {
      // Storage disabled: the banner comes back next visit.
    }
    setClosed(true);
  };

  return (
    <aside className={classes.banner} style={{ height: SHELL_UI.smartBannerHeight }} aria-label={t('smart_banner.label')} data-testid="smart-banner">
      <button type="button" className={classes.close} onClick={close} aria-label={t('smart_banner.close')} data-testid="smart-banner-close">
        ×
      </button>
      <svg className={classes.icon} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#2f5fd0" />
        <path d="M20 18h17a9 9 0 0 1 0 18H28v10h-8z" fill="none" stroke="#fff" strokeWidth="6" strokeLinejoin="round" />
        <circle cx="44" cy="46" r="5" fill="#ffd166" />
      </svg>
      <div className={classes.text}>
        <strong>{t('smart_banner.title')}</strong>
        <span>{prompt ? t('smart_banner.text') : t('smart_banner.ios_hint')}</span>
      </div>
      {prompt && (
        <button
          type="button"
          className={classes.install}
          onClick={() => void installPromptStore.prompt().then((accepted) => accepted && close())}
          data-testid="smart-banner-install"
        >
          {t('smart_banner.install')}
        </button>
      )}
    </aside>
  );
}
