// The feed (community.md §2): the feed page, the create/edit screens (login required; edit
// variants reuse the create screens with ?uuid=) and the post, article and question view pages.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

const view = lazyPage(() => import('./pages/PublicationPage'), ['feed']);
const post = lazyPage(() => import('./pages/ComposePostPage'), ['feed']);
const question = lazyPage(() => import('./pages/ComposeQuestionPage'), ['feed']);

export const feedRoutes: RouteObject[] = [
  { path: 'feed', lazy: lazyPage(() => import('./pages/FeedPage'), ['feed']) },
  {
    element: <RequireAuth />,
    children: [
      { path: 'feed/create_post', lazy: post },
      { path: 'feed/edit_post', lazy: post },
      { path: 'feed/create_question', lazy: question },
      { path: 'feed/edit_question', lazy: question },
    ],
  },
  { path: 'post/:uuid', lazy: view },
  { path: 'question/:uuid', lazy: view },
  { path: 'article/:uuid', lazy: view },
];
