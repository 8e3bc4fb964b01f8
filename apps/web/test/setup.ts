// Test setup for the web project: jest-dom matchers and the browser APIs jsdom lacks but Mantine uses.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s instead of 1 s: CI shares two cores with the server suite and a
// browser, and a slow render is not a failure (a wrong one still is).
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  // Mantine reads media queries; tests can set window.innerWidth before rendering to pick a layout.
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => {
      const width = window.innerWidth;
      const max = /max-width:\s*(\d+)px/.exec(query);
      const min = /min-width:\s*(\d+)px/.exec(query);
      const matches =
        (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) && Boolean(max || min);
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
    };
  }
  window.scrollTo = () => undefined;
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub;
  Element.prototype.scrollIntoView ??= () => undefined;
  // Mantine's autosizing Textarea listens for web fonts loading (FontFaceSet, absent in jsdom).
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
}

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
