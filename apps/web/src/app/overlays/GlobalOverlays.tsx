import { Suspense, lazy, useEffect } from 'react';
import { api } from '../../shared/api';
import { retryConnection, useConnection } from '../../shared/network/connection';
import { AlertHost } from './AlertHost';
import { CookieNotice } from './CookieNotice';
import { SessionWatch } from './SessionWatch';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { usePlusPopup } from '../../shared/plus/plus-popup';
import { OptionalChunk } from '../../shared/ui/OptionalChunk';

// The Plus popup (features/plus) and its texts load on first open.
const loadPlusPopup = () =>
  Promise.all([import('../../features/plus/components/PlusPopup'), loadNamespaces(['plus'])]).then(([m]) => m);

// Not part of the first paint, but fetched right after it: once offline, it can no longer be loaded.
const loadNoInternetPopup = () => import('./NoInternetPopup');
const NoInternetPopup = lazy(loadNoInternetPopup);

const tryAgain = () =>
  void retryConnection(
    () => api.get('/health', { silent: true, idempotent: false }),
    () => void api.replayQueued(),
  );

/** Everything that floats above the pages: alerts, the no-internet popup, the cookie notice, the Plus popup. */
export function GlobalOverlays() {
  const offlineSeen = useConnection((s) => s.popupOpen || !s.online);
  const plusWanted = usePlusPopup((s) => s.open);
  useEffect(() => {
    const timer = setTimeout(() => void loadNoInternetPopup().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <AlertHost />
      {offlineSeen && (
        <Suspense fallback={null}>
          <NoInternetPopup onTryAgain={tryAgain} />
        </Suspense>
      )}
      <CookieNotice />
      <SessionWatch />
      {plusWanted && <OptionalChunk load={loadPlusPopup} />}
    </>
  );
}
