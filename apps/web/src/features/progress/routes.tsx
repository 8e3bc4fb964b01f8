// Progress (community.md §2): statistics (mine, or a member's public ones), the weekly ranking and how
// points work. One lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

const ns = ['progress'];
const pages = () => import('./pages/index');

const statistics = lazyPage(() => pages().then((m) => ({ default: m.StatisticsPage })), ns);

export const progressRoutes: RouteObject[] = [
  // A member's public statistics: guests too (the server answers PROFILE_IS_PRIVATE for private profiles).
  { path: 'statistics/:nickname', lazy: statistics },
  // How reputation and XP are earned: for everyone, guests included.
  { path: 'points', lazy: lazyPage(() => pages().then((m) => ({ default: m.PointsPage })), ns) },
  // The weekly ranking and its winners: guests too (issue 39).
  { path: 'ranking', lazy: lazyPage(() => pages().then((m) => ({ default: m.RankingPage })), ns) },
  {
    element: <RequireAuth />,
    children: [
      { path: 'statistics', lazy: statistics },
    ],
  },
];
