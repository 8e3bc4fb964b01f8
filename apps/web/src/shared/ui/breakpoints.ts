import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@glossa/contract/constants';

/** Layouts of core.md §1/§9: mobile up to 980 px, narrow desktop 981-1440 px, desktop above. */
export type Layout = 'mobile' | 'narrow' | 'desktop';

export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobileMax}px)`;
export const NARROW_QUERY = `(min-width: ${BREAKPOINTS.mobileMax + 1}px) and (max-width: ${BREAKPOINTS.narrowDesktopMax}px)`;

/** Width of the header, footer and wide pages on desktop (px). */
export const PAGE_WIDTH = 1240;

/** Mantine breakpoints matching the layouts: `md` starts the desktop, `xl` the wide desktop. */
export const MANTINE_BREAKPOINTS = {
  xs: '36em',
  sm: '48em',
  md: `${(BREAKPOINTS.mobileMax + 1) / 16}em`,
  lg: '75em',
  xl: `${(BREAKPOINTS.narrowDesktopMax + 1) / 16}em`,
};

function matchesNow(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/** The current layout; re-renders when the window crosses a breakpoint. */
export function useLayout(): Layout {
  const mobile = useMediaQuery(MOBILE_QUERY, matchesNow(MOBILE_QUERY), { getInitialValueInEffect: false });
  const narrow = useMediaQuery(NARROW_QUERY, matchesNow(NARROW_QUERY), { getInitialValueInEffect: false });
  if (mobile) return 'mobile';
  return narrow ? 'narrow' : 'desktop';
}

export function useIsMobile(): boolean {
  return useLayout() === 'mobile';
}
