// Dictionary routes (core.md §2), relative to the locale root. One chunk per page; the search page is
// the first load people judge the product by, so its panels, popups and overlays load later.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';

const ns = ['dictionary'];
const search = lazyPage(() => import('./pages/DictionaryPage'), ns);
const mobileOnly = (name: 'TopSentencesPage' | 'TopWordSentencesPage' | 'TopHistoryPage') =>
  lazyPage(() => import('./pages/MobileOnlyPages').then((m) => ({ default: m[name] })), ns);

export const dictionaryRoutes: RouteObject[] = [
  // Mobile only (community.md §2): desktop goes home (sentences, word_sentences) or to dictionary/history.
  { path: 'history', lazy: mobileOnly('TopHistoryPage') },
  { path: 'sentences', lazy: mobileOnly('TopSentencesPage') },
  { path: 'word_sentences', lazy: mobileOnly('TopWordSentencesPage') },
  { path: 'dictionary', lazy: search },
  { path: 'dictionary/history', lazy: lazyPage(() => import('./pages/HistoryPage'), ns) },
  {
    // Aliases of a language code redirect to the dictionary code; an unknown code is said plainly.
    path: 'dictionary/:lang/:langT',
    lazy: lazyPage(() => import('./pages/LanguageCodeCheck'), ns),
    children: [
      { index: true, lazy: search },
      { path: ':search', lazy: search },
      { path: ':search/sentences', lazy: lazyPage(() => import('./pages/SentencesPage'), ns) },
      // The search page again (the same component: opening an entry keeps the page); on mobile it
      // renders DetailWordPage.
      { path: ':search/:id', lazy: search },
      { path: ':search/:id/sentences', lazy: lazyPage(() => import('./pages/WordSentencesPage'), ns) },
    ],
  },
];
