import type { RouteObject } from 'react-router';

export type PlaceholderSection = 'dictionary' | 'favorites' | 'chat' | 'training' | 'tasks' | 'auth';

/**
 * Routes of sections whose feature is not built yet: a tidy "coming soon" page at the section's
 * path and everything under it. A feature that adds its routes removes its name from the router.
 */
export function placeholderRoutes(sections: PlaceholderSection[]): RouteObject[] {
  return sections.map((section) => ({
    path: `${section}/*`,
    lazy: async () => {
      const { ComingSoonPage } = await import('../pages/ComingSoonPage');
      return { element: <ComingSoonPage section={section} /> };
    },
  }));
}
