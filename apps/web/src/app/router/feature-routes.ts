import type { RouteObject } from 'react-router';
import { authRoutes } from '../../features/auth/routes';
import { chatRoutes } from '../../features/chat/routes';
import { contributionsRoutes } from '../../features/contributions/routes';
import { dictionaryRoutes } from '../../features/dictionary/routes';
import { favoritesRoutes } from '../../features/favorites/routes';
import { feedRoutes } from '../../features/feed/routes';
import { moderationRoutes } from '../../features/moderation/routes';
import { profileRoutes } from '../../features/profile/routes';
import { staticPageRoutes } from '../../features/static-pages/routes';
import { placeholderRoutes } from './placeholders';

/**
 * Every feature's routes, relative to the locale root and rendered inside the app layout.
 * A new feature exports `routes` from features/<domain>/routes.tsx and adds one line here.
 */
export const featureRoutes: RouteObject[] = [
  ...feedRoutes,
  ...dictionaryRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...staticPageRoutes,
  ...contributionsRoutes,
  ...moderationRoutes,
  ...chatRoutes,
  ...favoritesRoutes,
  // Sections still to be built; remove a name when its feature adds its routes above.
  ...placeholderRoutes(['training', 'tasks']),
];
