// The web project's tests in two Vitest projects (vitest.config.ts, vitest.logic.config.ts):
// components (*.test.tsx) and the .ts tests below need a DOM and run in jsdom; every other .ts test
// is logic and runs in Node. A jsdom environment and the DOM setup file cost each isolated file
// about 0.5 CPU-s (about a third of the web project's time went to "environment"), paid for
// nothing by a pure function. A .ts test that needs a DOM (window, document, localStorage) and is
// not listed fails in Node with a ReferenceError: add it here.
export const DOM_TS_TESTS = [
  'src/app/session-wiring.test.ts',
  'src/app/web-version.test.ts',
  'src/features/chat/lib/persistence.test.ts',
  'src/features/chat/state/send-actions.test.ts',
  'src/features/dictionary/lib/history.test.ts',
  'src/features/dictionary/overlays/selection.test.ts',
  'src/features/feed/hooks/optimistic.test.ts',
  'src/features/translate/lib/usage.test.ts',
  'src/shared/network/connection.test.ts',
  'src/shared/reference/cache.test.ts',
];
