// Contribution routes (core.md §2 "Addition screens", community.md §2), relative to the locale root:
// the fork page and the screens under the prefix addition or editing, and the unprefixed translation
// screen; my contributions. One layout keeps the call-to-auth check and the history trail for all.
// (Unprefixed `meanings-eng` and the like would need a catch-all segment at the root, beside the
// mobile-only `sentences` route of community.md; the flows and every link use a prefix.)
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

const NS = ['contributions'];
const screens = () => import('./pages/ScreenPage');
const fork = lazyPage(() => import('./pages/ForkPage'), NS);
const additionScreen = lazyPage(() => screens().then((m) => ({ default: m.default })), NS);
const editingScreen = lazyPage(() => screens().then((m) => ({ default: m.EditingScreenPage })), NS);

export const contributionsRoutes: RouteObject[] = [
  {
    lazy: lazyPage(() => import('./components/AdditionLayout'), NS),
    children: [
      { path: 'addition', lazy: fork },
      { path: 'addition/:screen', lazy: additionScreen },
      { path: 'addition/:screen/:step', lazy: additionScreen },
      { path: 'editing', lazy: fork },
      { path: 'editing/:screen', lazy: editingScreen },
      { path: 'editing/:screen/:step', lazy: editingScreen },
      { path: 'translation', lazy: lazyPage(() => screens().then((m) => ({ default: m.TranslationScreenPage })), NS) },
    ],
  },
  // Mobile only (community.md §2); the page sends desktop home and guests to sign in.
  { path: 'complain', lazy: lazyPage(() => import('./pages/ComplainPage'), NS) },
  {
    path: 'contributions',
    element: <RequireAuth />,
    children: [{ index: true, lazy: lazyPage(() => import('./pages/MyContributionsPage'), NS) }],
  },
];
