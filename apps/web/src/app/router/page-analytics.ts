// Sends the analytics page event at each navigation (shared/config/analytics.ts): the name of the
// route (its pattern without the locale: /dictionary/:lang/:langT/:search) and the previous route's
// name. Nothing happens unless GET /api/client-config names an analytics server.
import type { DataRouter } from 'react-router';
import { loadClientConfig } from '../../shared/config/client-config';
import { sendPageEvent } from '../../shared/config/analytics';

/** The route's name: the patterns of the matched routes below the locale root, joined. */
export function routeName(matches: DataRouter['state']['matches']): string {
  const parts = matches
    .slice(1)
    .map((m) => m.route.path)
    .filter((p): p is string => Boolean(p));
  const name = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return name.length > 1 ? name.replace(/\/$/, '') : name;
}

export function startPageAnalytics(router: DataRouter): () => void {
  let previous: string | null = null;
  let lastKey: string | null = null;
  let stopped = false;
  let unsubscribe = () => {};

  void loadClientConfig().then((config) => {
    const analytics = config.analytics;
    if (!analytics || stopped) return;
    const record = (state: DataRouter['state']) => {
      if (state.navigation.state !== 'idle' || state.location.key === lastKey || state.matches.length === 0) return;
      lastKey = state.location.key;
      const route = routeName(state.matches);
      sendPageEvent(analytics, { route, previous });
      previous = route;
    };
    record(router.state);
    unsubscribe = router.subscribe(record);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
