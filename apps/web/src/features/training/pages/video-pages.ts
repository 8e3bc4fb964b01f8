// Loaders of the video pages. The shell's route table imports only this small module; the page
// chunks (and the lists of what they need) are named here, so the shell's first load does not grow
// with every video screen (as the feed's pages/index.tsx does).
import { createElement, type ComponentType } from 'react';
import { RequireAuth } from '../../../shared/session/RequireAuth';

/** Login required (community.md §2): a guest goes to auth and comes back after signing in. */
const signedIn = (Page: ComponentType) => () => createElement(RequireAuth, null, createElement(Page));

export const videoPageLoaders = {
  VideoPage: () => import('./VideoPage'),
  AllVideosPage: () => import('./AllVideosPage'),
  VideoEditorPage: () => import('./VideoEditorPage').then((m) => ({ default: signedIn(m.default) })),
};
