// Notifications (community.md §2: "settings and notifications (mobile only); news"): the list and
// the settings need a signed-in member; the news are for everyone. The pages are one lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

const ns = ['notifications'];
const pages = () => import('./pages/index');

export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    element: <RequireAuth />,
    children: [
      { index: true, lazy: lazyPage(() => pages().then((m) => ({ default: m.NotificationsPage })), ns) },
      { path: 'settings', lazy: lazyPage(() => pages().then((m) => ({ default: m.NotificationSettingsPage })), ns) },
    ],
  },
  // The digest's unsubscribe link works without signing in.
  { path: 'notifications/unsubscribe', lazy: lazyPage(() => pages().then((m) => ({ default: m.UnsubscribePage })), ns) },
  { path: 'news', lazy: lazyPage(() => pages().then((m) => ({ default: m.NewsPage })), ns) },
];
