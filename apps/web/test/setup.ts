// Test setup for the web project: jest-dom matchers and the browser APIs jsdom lacks but Mantine uses.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
}

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
