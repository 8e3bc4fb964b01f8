// Close-page-back (community.md §2 navigation rules): closing a page goes back in history; with no
// history inside the app (the page was the first one opened) to the named route the page gives,
// else to the link the user was on before signing in, else to the feed under the locale.
// React Router keeps its position in history.state.idx (0 = the first page of this tab's visit).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../i18n/use-locale-path';
import { preLoginLink } from '../session/redirect-links';

/** The router's position in the session history (null outside a browser router). */
export function historyIndex(): number | null {
  const state = typeof window === 'undefined' ? null : (window.history.state as { idx?: unknown } | null);
  return typeof state?.idx === 'number' ? state.idx : null;
}

/** True when this page was the first one opened in the app (nothing to go back to). */
export function isFirstPage(): boolean {
  const idx = historyIndex();
  return idx === null || idx <= 0;
}

export type CloseTarget = { type: 'back' } | { type: 'to'; path: string };

export function closeTarget(input: { idx: number | null; named?: string | null; preLogin: string | null }): CloseTarget {
  if (input.idx !== null && input.idx > 0) return { type: 'back' };
  return { type: 'to', path: input.named ?? input.preLogin ?? '/feed' };
}

/** `close(named?)`: back, else `named` (an unprefixed path), else the pre-login link, else the feed. */
export function useClosePage() {
  const navigate = useNavigate();
  const to = useLocalePath();
  return useCallback(
    (named?: string) => {
      const target = closeTarget({ idx: historyIndex(), named, preLogin: preLoginLink() });
      if (target.type === 'back') void navigate(-1);
      else void navigate(to(target.path), { replace: true });
    },
    [navigate, to],
  );
}
