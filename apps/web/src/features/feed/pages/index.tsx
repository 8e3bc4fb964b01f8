// Loaders of the feed's pages other than the feed itself. The shell's route table imports only
// this small module; the page chunks (and the lists of what they need) are named here, so the
// shell's first load does not grow with every feed screen.
import { createElement, type ComponentType } from 'react';
import { RequireAuth } from '../../../shared/session/RequireAuth';

/** Login required (community.md §2): a guest goes to auth and comes back after signing in. */
const signedIn = (Page: ComponentType) => () => createElement(RequireAuth, null, createElement(Page));

export const pageLoaders = {
  PublicationPage: () => import('./PublicationPage'),
  ComposePostPage: () => import('./ComposePostPage').then((m) => ({ default: signedIn(m.default) })),
  ComposeQuestionPage: () => import('./ComposeQuestionPage').then((m) => ({ default: signedIn(m.default) })),
  ComposeArticlePage: () => import('./ComposeArticlePage').then((m) => ({ default: signedIn(m.default) })),
};
