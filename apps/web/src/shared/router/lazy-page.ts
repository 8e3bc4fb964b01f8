// Lazy route modules: features declare `lazy: lazyPage(() => import('./pages/X'), ['ns'])` so each
// page is its own chunk and its translation namespaces arrive with it (no suspense flash).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../i18n/i18n';

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: string[] = [],
): NonNullable<RouteObject['lazy']> {
  return async () => {
    const [module] = await Promise.all([
      load(),
      namespaces.length > 0 ? loadNamespaces(namespaces) : undefined,
    ]);
    return { Component: module.default };
  };
}
