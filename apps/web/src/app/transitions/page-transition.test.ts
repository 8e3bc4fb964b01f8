// Which transition a navigation gets (community.md §2 depth and page type; §9 150-500 ms).
import { describe, expect, it } from 'vitest';
import { pageTransition, pageType, routeDepth } from './page-transition';

describe('page transitions', () => {
  it('knows the page types and depths, with or without a locale prefix', () => {
    expect(pageType('/auth')).toBe('auth');
    expect(pageType('/de/sign_up/email')).toBe('auth');
    expect(pageType('/addition/meanings-eng')).toBe('addition');
    expect(pageType('/editing/translation')).toBe('editing');
    expect(pageType('/uk/training/lesson')).toBe('full-screen');
    expect(pageType('/feed')).toBe('page');
    expect(routeDepth('/de/dictionary/eng/ger/house')).toBe(4);
    expect(routeDepth('/')).toBe(0);
  });

  it('slides by depth, fades at the same depth and around auth, bounces into and out of task pages', () => {
    expect(pageTransition('/feed', '/training/all_selections')).toEqual({ name: 'forward', ms: 250, bounce: false });
    expect(pageTransition('/training/all_selections', '/feed')).toEqual({ name: 'back', ms: 250, bounce: false });
    expect(pageTransition('/feed', '/about')).toEqual({ name: 'fade', ms: 150, bounce: false });
    expect(pageTransition('/feed', '/auth')).toEqual({ name: 'fade', ms: 300, bounce: false });
    expect(pageTransition('/dictionary/eng/ger/house', '/addition/translation')).toEqual({ name: 'bounce-in', ms: 500, bounce: true });
    expect(pageTransition('/tasks/cards', '/tasks')).toEqual({ name: 'bounce-out', ms: 350, bounce: true });
    // Within one flow (step to step of an addition) the pages just follow by depth.
    expect(pageTransition('/addition/sentences-eng/step:1', '/addition/sentences-eng/step:2')?.name).toBe('fade');
    expect(pageTransition('/feed', '/feed')).toBeNull();
    expect(pageTransition('/de/feed', '/de/feed')).toBeNull();
  });

  it('keeps every duration within 150-500 ms', () => {
    const paths = ['/', '/feed', '/auth', '/addition', '/editing/x', '/tasks/cards', '/a/b/c/d'];
    for (const a of paths)
      for (const b of paths) {
        const t = pageTransition(a, b);
        if (!t) continue;
        expect(t.ms).toBeGreaterThanOrEqual(150);
        expect(t.ms).toBeLessThanOrEqual(500);
      }
  });
});
