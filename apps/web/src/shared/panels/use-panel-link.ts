import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useLocalePath } from '../i18n/use-locale-path';
import { useIsMobile } from '../ui/breakpoints';
import { PANEL_PARAM, SIDE_PANELS, panelValue, type SidePanelKind } from './side-panels';

/**
 * Where a link to a side panel goes: on desktop the current page with `?panel=` (the panel opens over
 * it; Back closes it), on mobile the panel's page.
 */
export function usePanelLink(): (kind: SidePanelKind, arg?: string) => string {
  const mobile = useIsMobile();
  const { pathname, search } = useLocation();
  const to = useLocalePath();
  return useCallback(
    (kind, arg = '') => {
      if (mobile) return to(SIDE_PANELS[kind].page(arg));
      const params = new URLSearchParams(search);
      params.set(PANEL_PARAM, panelValue(kind, arg));
      return `${pathname}?${params}`;
    },
    [mobile, pathname, search, to],
  );
}
