// Lint for the whole repository. Architecture boundaries are enforced here, not by memory:
// web features never import each other; server routes -> service -> repository -> db.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/legacy-warnings': false,
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-shared', pattern: 'apps/web/src/shared' },
        { type: 'server-registry', pattern: 'apps/server/src/modules/index.ts', mode: 'file' },
        { type: 'server-routes', pattern: 'apps/server/src/modules/*/routes.ts', mode: 'file', capture: ['module'] },
        { type: 'server-routes', pattern: 'apps/server/src/modules/*/routes/*.ts', mode: 'file', capture: ['module'] },
        { type: 'server-service', pattern: 'apps/server/src/modules/*/service.ts', mode: 'file', capture: ['module'] },
        { type: 'server-repository', pattern: 'apps/server/src/modules/*/repository.ts', mode: 'file', capture: ['module'] },
        { type: 'server-repository', pattern: 'apps/server/src/modules/*/sql/*.ts', mode: 'file', capture: ['module'] },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-db', pattern: 'apps/server/src/db' },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
      ],
      'import/resolver': { typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
              message: 'Web features never import each other; move shared code to src/shared.',
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
              message: 'src/shared must not depend on features or the app shell.',
            },
            {
              from: { element: { type: 'server-routes' } },
              disallow: { to: { element: { types: { anyOf: ['server-repository', 'server-db'] } } } },
              message: 'Routes call their service; SQL lives in the repository.',
            },
            {
              // Every file of a module (use cases, presenters, helpers, tests), not only service.ts.
              from: { element: { types: { anyOf: ['server-routes', 'server-service', 'server-repository', 'server-module'] } } },
              disallow: {
                to: {
                  element: {
                    types: { anyOf: ['server-routes', 'server-repository', 'server-module'] },
                    captured: { module: '!{{ from.element.captured.module }}' },
                  },
                },
              },
              message: "A module uses another module only through its service.ts; what several modules share belongs in platform or the contract.",
            },
            {
              from: { element: { type: 'server-repository' } },
              disallow: { to: { element: { types: { anyOf: ['server-routes', 'server-service'] } } } },
              message: 'Repositories never depend on routes or services.',
            },
            {
              from: { element: { types: { anyOf: ['server-db', 'server-platform'] } } },
              disallow: { to: { element: { types: { anyOf: ['server-registry', 'server-routes', 'server-service', 'server-repository', 'server-module'] } } } },
              message: 'db and platform never depend on modules: modules depend on them.',
            },
          ],
        },
      ],
    },
  },
);
