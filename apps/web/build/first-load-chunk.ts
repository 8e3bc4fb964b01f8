// The one chunk of what every page loads first (the shell's static imports), for Rolldown's
// codeSplitting groups. Left to automatic splitting, every lazy page that shares a piece of the
// shell cuts it into a small common chunk of its own, and each costs gzip efficiency and import
// glue on every page: 28 chunks in the shell's first load before this list grew to the shell's
// Mantine components, TanStack Query and the app's API client, 3 after; 5.1 KB gzip less on the
// shell, 6.0 KB on the dictionary page (e2e/bundle-budget.spec.ts).
//
// Only what the shell itself imports belongs here: a module listed that the shell stops using
// joins the first load of every page anyway (the budgets in the spec notice).

const sep = String.raw`[\\/]`;
const under = (dir: string, names: string[]) => `${dir}${sep}(?:${names.join('|')})${sep}`;

const packages = [
  // React, React DOM, React Router, i18next, Zustand.
  under('node_modules', [
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'i18next',
    'react-i18next',
    'zustand',
    'use-sync-external-store',
    // The shell's queries (the header's search, the session): the observers are there anyway.
    `@tanstack${sep}(?:query-core|react-query)`,
  ]),
  // Mantine's core (provider, Box, styles) and the components the header, the search and the
  // alerts render.
  `node_modules${sep}@mantine${sep}core${sep}esm${sep}core${sep}`,
  under(`node_modules${sep}@mantine${sep}core${sep}esm${sep}components`, [
    'ActionIcon',
    'Button',
    'Center',
    'CloseButton',
    'Container',
    'Group',
    'Input',
    'InputBase',
    'Loader',
    'Notification',
    'Stack',
    'Text',
    'TextInput',
    'Title',
    'Transition',
    'UnstyledButton',
  ]),
  `node_modules${sep}@tabler${sep}icons-react${sep}dist${sep}esm${sep}(?:createReactComponent|defaultAttributes)\\.mjs$`,
  // Vite's preload helper: every lazy import needs it (issue 39).
  `vite${sep}preload-helper`,
];

const app = [
  // The API client, the session and the locale, shared by the shell and most pages.
  `apps${sep}web${sep}src${sep}shared${sep}api${sep}[^/\\\\]+\\.ts$`,
  `apps${sep}web${sep}src${sep}shared${sep}session${sep}session-store\\.ts$`,
  `apps${sep}web${sep}src${sep}shared${sep}i18n${sep}(?:locales|locale-store)\\.ts$`,
  `packages${sep}contract${sep}src${sep}(?:constants|locales|idempotency|plus-constants)\\.ts$`,
];

export const FIRST_LOAD_CHUNK = {
  name: 'framework',
  test: new RegExp([...packages, ...app].join('|')),
  priority: 10,
};
