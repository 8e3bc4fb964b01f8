import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { changeLanguage } from '../../shared/i18n/i18n';
import { useCurrentLocale } from '../../shared/i18n/locale-store';
import { localePath, type InterfaceLocale } from '../../shared/i18n/locales';
import { GlobalOverlays } from '../overlays/GlobalOverlays';

/**
 * Root of one locale's tree ('/' for English, '/de' ...). A URL whose prefix is not the current
 * locale is rewritten to it (core.md §2), keeping the rest of the path, the query and the hash.
 */
export function LocaleRoot({ locale }: { locale: InterfaceLocale }) {
  const current = useCurrentLocale();
  const location = useLocation();

  useEffect(() => {
    if (locale === current) void changeLanguage(current);
  }, [locale, current]);

  if (locale !== current) {
    return (
      <Navigate replace to={`${localePath(location.pathname, current)}${location.search}${location.hash}`} />
    );
  }
  return (
    <>
      <Outlet />
      <GlobalOverlays />
      {/* New pages start at the top; back/forward restores the old position. */}
      <ScrollRestoration />
    </>
  );
}
