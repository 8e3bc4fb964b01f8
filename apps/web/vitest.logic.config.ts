import { defineProject } from 'vitest/config';
import { DOM_TS_TESTS } from './vitest.dom-files.ts';

// The web app's logic tests: every .ts test that needs no DOM (vitest.dom-files.ts), in Node,
// without jsdom and without the DOM setup file.
export default defineProject({
  test: {
    name: 'web-logic',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: DOM_TS_TESTS,
    css: false,
    restoreMocks: true,
  },
});
