// Plays the page transition of each navigation on the page area (#main) with CSS animations only
// (./page-transition.ts picks which). Bounce-like transitions hold the scroll where it was for 250 ms
// before the new page's position (top, or the one Back restores) is applied. Nothing moves for
// someone who asks the system for reduced motion.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SHELL_UI } from '../../shared/ui/shell-constants';
import { pageTransition } from './page-transition';
import './page-transitions.css';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function PageTransitions() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const lastY = useRef(typeof window === 'undefined' ? 0 : window.scrollY);

  useEffect(() => {
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A layout effect: it runs in the same commit as the router's scroll restoration (which comes
  // after it in the tree), before the new page is painted.
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    const transition = pageTransition(from, pathname);
    const main = document.getElementById('main');
    if (!transition || !main || reducedMotion()) return;
    main.removeAttribute('data-transition');
    void main.offsetWidth; // restarts the animation when two navigations follow each other
    main.style.setProperty('--glossa-transition-ms', `${transition.ms}ms`);
    main.setAttribute('data-transition', transition.name);
    const done = setTimeout(() => main.removeAttribute('data-transition'), transition.ms + 50);
    let scrollTimer: ReturnType<typeof setTimeout> | undefined;
    let pendingScroll: number | null = null;
    if (transition.bounce) {
      const held = lastY.current;
      // After the scroll restoration has moved the page (same commit), before the paint.
      queueMicrotask(() => {
        const target = window.scrollY;
        if (target === held) return;
        window.scrollTo(0, held);
        pendingScroll = target;
        scrollTimer = setTimeout(() => {
          pendingScroll = null;
          window.scrollTo(0, target);
        }, SHELL_UI.bounceScrollDelayMs);
      });
    }
    return () => {
      clearTimeout(done);
      clearTimeout(scrollTimer);
      // Another navigation before the delay ran out: the held scroll is applied now, not lost.
      if (pendingScroll !== null) window.scrollTo(0, pendingScroll);
      main.removeAttribute('data-transition');
    };
  }, [pathname]);

  return null;
}
