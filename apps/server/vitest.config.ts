import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own database; two files at a time suit a 2-core machine.
    maxWorkers: 2,
    // A worker limit of its own needs its own group: the server files run after contract and web.
    sequence: { groupOrder: 1 },
  },
});
