import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every package: contract and server in Node, web in jsdom.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default for `run` is one worker fewer than the cores: a single worker on CI's 2-core
    // machine, with the other core idle through the web suite. The main process has little to do
    // once the files are transformed. (The server project sets its own limit.)
    maxWorkers: availableParallelism(),
  },
});
