// Navigation rules of community.md §2 that belong to the router as a whole:
// - a duplicate navigation (to the very path, query and hash the app is on, with no state) is
//   ignored: no second history entry, no re-render;
// - a page that loaded clears the chunk-reload mark, so a later failed chunk may reload once more
//   (RouteError reloads at most once per failure: the mark stops a loop).
// Close-page-back lives in shared/router/close-page.ts, leaving an addition page in
// features/contributions/lib/leave.ts, Esc in shared/ui/escape-layers.ts.
import { createPath, type DataRouter, type To } from 'react-router';
import { CHUNK_RELOAD_MARK } from '../../shared/router/reload';

/** True for a navigation to the very path, query and hash the app is on, without state. */
export function isDuplicateNavigation(current: { pathname: string; search: string; hash: string }, to: To, state?: unknown): boolean {
  if (state != null) return false;
  const target = typeof to === 'string' ? to : createPath(to);
  return target.startsWith('/') && target === current.pathname + current.search + current.hash;
}

export function applyNavigationRules(router: DataRouter): DataRouter {
  const navigate = router.navigate.bind(router) as (to: To | number | null, opts?: { state?: unknown }) => Promise<void>;
  router.navigate = ((to: To | number | null, opts?: { state?: unknown }) => {
    if (to !== null && typeof to !== 'number' && isDuplicateNavigation(router.state.location, to, opts?.state)) {
      return Promise.resolve();
    }
    return navigate(to, opts);
  }) as DataRouter['navigate'];

  router.subscribe((state) => {
    if (state.navigation.state === 'idle' && !state.errors) sessionStorage.removeItem(CHUNK_RELOAD_MARK);
  });
  return router;
}
