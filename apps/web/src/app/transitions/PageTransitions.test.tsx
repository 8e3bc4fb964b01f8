// The transition plays on #main after a navigation; a bounce-like one holds the scroll 250 ms; with
// reduced motion nothing plays.
import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTransitions } from './PageTransitions';

function setup() {
  const router = createMemoryRouter([{ path: '*', element: <main id="main"><PageTransitions /></main> }], { initialEntries: ['/feed'] });
  render(<RouterProvider router={router} />);
  return { router, main: () => document.getElementById('main')! };
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.useRealTimers();
});

describe('PageTransitions', () => {
  it('plays the transition of each navigation on the page area, not on the first render', async () => {
    const { router, main } = setup();
    expect(main().dataset.transition).toBeUndefined();
    await act(() => router.navigate('/training/all_selections'));
    expect(main().dataset.transition).toBe('forward');
    expect(main().style.getPropertyValue('--glossa-transition-ms')).toBe('250ms');
    await act(() => router.navigate('/auth'));
    expect(main().dataset.transition).toBe('fade');
  });

  it('holds the scroll for 250 ms on a bounce-like transition', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, main } = setup();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    window.dispatchEvent(new Event('scroll'));
    // The router's scroll restoration would have moved the page to the top by now.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await act(async () => {
      await router.navigate('/addition/translation');
    });
    expect(main().dataset.transition).toBe('bounce-in');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    await act(async () => {
      vi.advanceTimersByTime(249);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('plays nothing for someone who asks for reduced motion', async () => {
    window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    const { router, main } = setup();
    await act(() => router.navigate('/training/all_selections'));
    expect(main().dataset.transition).toBeUndefined();
  });
});
