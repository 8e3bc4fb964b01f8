// The feed (community.md §2): the feed page, the create/edit screens (login required; edit
// variants reuse the create screens with ?uuid=) and the post, article and question view pages.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';

const KINDS = ['post', 'question', 'article'] as const;
const NAMES = {
  post: 'ComposePostPage',
  question: 'ComposeQuestionPage',
  article: 'ComposeArticlePage',
} as const;
const page = (name: 'PublicationPage' | (typeof NAMES)[keyof typeof NAMES]) =>
  lazyPage(() => import('./pages/index').then((m) => m.pageLoaders[name]()), ['feed']);

export const feedRoutes: RouteObject[] = [
  { path: 'feed', lazy: lazyPage(() => import('./pages/FeedPage'), ['feed']) },
  // The create/edit pages guard themselves (RequireAuth inside the page chunk).
  ...KINDS.flatMap((k) =>
    ['create', 'edit'].map((mode) => ({ path: `feed/${mode}_${k}`, lazy: page(NAMES[k]) })),
  ),
  ...KINDS.map((k) => ({ path: `${k}/:uuid`, lazy: page('PublicationPage') })),
];
