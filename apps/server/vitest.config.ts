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
    // A worker runs file after file in one module graph: importing the app costs 5-10 CPU-s per
    // file, which isolation paid 120 times per pass. Files share nothing else: each builds its
    // own app and database (createTestApp), and no server test mocks modules or edits process.env.
    isolate: false,
    // A worker limit of its own needs its own group: the server files run after contract and web.
    sequence: { groupOrder: 1 },
  },
});
