import { Suspense, lazy, useEffect, useState } from 'react';
import { TIMINGS } from '@glossa/contract/constants';

export const COOKIE_NOTICE_KEY = 'glossa-cookie-notice';

// The card is not part of the first paint (it shows 2 s later), so it is a chunk of its own.
const CookieNoticeCard = lazy(() => import('./CookieNoticeCard'));

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/** The cookie notice, 2000 ms after the page opens (community.md §2); dismissal is remembered. */
export function CookieNotice() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (dismissed()) return;
    const timer = setTimeout(() => setVisible(true), TIMINGS.cookieNoticeDelayMs);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, 'dismissed');
    } catch {
      // Storage disabled: the notice comes back next visit, which is the honest outcome.
    }
    setVisible(false);
  };

  return (
    <Suspense fallback={null}>
      <CookieNoticeCard onDismiss={dismiss} />
    </Suspense>
  );
}
