// The analytics page event (community.md §2 "before each navigation ... an analytics page event is
// sent and the previous route name is passed"), built for a self-hosted product: off unless the
// installation names a self-hosted, cookie-free analytics server (GET /api/client-config, server
// settings ANALYTICS_PROVIDER / ANALYTICS_URL / ANALYTICS_SITE). What is sent is the route's name
// (its pattern: /dictionary/:lang/:langT/:search, never the words searched, ids or queries) and the
// previous route's name; no cookie, no identifier, no screen size, no language, no title.
import type { ClientConfig } from '@glossa/contract';

type Analytics = NonNullable<ClientConfig['analytics']>;

export interface PageEvent {
  route: string;
  previous: string | null;
}

/** The request for one page event in the provider's format. */
export function pageEventRequest(analytics: Analytics, event: PageEvent, origin: string): { url: string; body: unknown } {
  if (analytics.provider === 'plausible') {
    // Plausible Events API: name, url, domain; custom props.
    return {
      url: analytics.endpoint,
      body: { name: 'pageview', url: `${origin}${event.route}`, domain: analytics.site, props: { previous_route: event.previous ?? '' } },
    };
  }
  // Umami /api/send: a page view is an event without a name.
  return {
    url: analytics.endpoint,
    body: { type: 'event', payload: { website: analytics.site, hostname: new URL(origin).hostname, url: event.route, data: { previous_route: event.previous ?? '' } } },
  };
}

/** Sends one page event; failures are dropped (analytics never disturbs the page). */
export function sendPageEvent(analytics: Analytics, event: PageEvent, origin = window.location.origin): void {
  const { url, body } = pageEventRequest(analytics, event, origin);
  void fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    keepalive: true,
    referrerPolicy: 'no-referrer',
  }).catch(() => undefined);
}
