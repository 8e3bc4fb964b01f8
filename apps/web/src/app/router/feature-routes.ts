import type { RouteObject } from 'react-router';
import { authRoutes } from '../../features/auth/routes';
import { chatRoutes } from '../../features/chat/routes';
import { contributionsRoutes } from '../../features/contributions/routes';
import { dictionaryRoutes } from '../../features/dictionary/routes';
import { favoritesRoutes } from '../../features/favorites/routes';
import { feedRoutes } from '../../features/feed/routes';
import { moderationRoutes } from '../../features/moderation/routes';
import { notificationsRoutes } from '../../features/notifications/routes';
import { profileRoutes } from '../../features/profile/routes';
import { progressRoutes } from '../../features/progress/routes';
import { staticPageRoutes } from '../../features/static-pages/routes';
import { plusRoutes } from '../../features/plus/routes';
import { trainingRoutes } from '../../features/training/routes';
import { tasksRoutes } from '../../features/tasks/routes';

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
  ...notificationsRoutes,
  ...plusRoutes,
  ...trainingRoutes,
  ...tasksRoutes,
  ...progressRoutes,
];
