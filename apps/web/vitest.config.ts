import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { DOM_TS_TESTS } from './vitest.dom-files.ts';

// Components, and the .ts tests that need a DOM, in jsdom; the other .ts tests run in Node
// (vitest.logic.config.ts, project web-logic).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'test/**/*.test.tsx', ...DOM_TS_TESTS],
    setupFiles: ['./test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
