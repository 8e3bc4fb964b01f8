import { defineConfig } from 'vitest/config';

// One run for every package: contract and server in Node, web in jsdom.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
