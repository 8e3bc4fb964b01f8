// Dictionary routes (core.md §2), relative to the locale root. One chunk per page; the search page is
// the first load people judge the product by, so its panels, popups and overlays load later.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';

const ns = ['dictionary'];
const search = lazyPage(() => import('./pages/DictionaryPage'), ns);

export const dictionaryRoutes: RouteObject[] = [
  { path: 'dictionary', lazy: search },
  { path: 'dictionary/history', lazy: lazyPage(() => import('./pages/HistoryPage'), ns) },
  { path: 'dictionary/:lang/:langT', lazy: search },
  { path: 'dictionary/:lang/:langT/:search', lazy: search },
  { path: 'dictionary/:lang/:langT/:search/sentences', lazy: lazyPage(() => import('./pages/SentencesPage'), ns) },
  { path: 'dictionary/:lang/:langT/:search/:id', lazy: lazyPage(() => import('./pages/DetailWordPage'), ns) },
  { path: 'dictionary/:lang/:langT/:search/:id/sentences', lazy: lazyPage(() => import('./pages/WordSentencesPage'), ns) },
];
