import { defineConfig } from 'vitest/config';

// One run for every package: contract and server in Node, web components in jsdom, the web app's
// logic tests in Node (apps/web/vitest.logic.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web/vitest.config.ts', 'apps/web/vitest.logic.config.ts'],
  },
});
