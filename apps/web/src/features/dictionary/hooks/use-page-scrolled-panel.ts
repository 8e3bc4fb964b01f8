// A side panel that scrolls with the page instead of inside a box of its own. It is sticky: a panel
// that fits the window stays below the header; a taller one moves with the page until its end (when
// scrolling down) or its start (when scrolling up) is in view and waits there, so every part of it is
// reached with the page's own scroll bar, wheel and keys, and no nested scroll area traps the wheel.
// The element needs `position: sticky`; this hook only moves its `top`.
import { useEffect, type RefObject } from 'react';

/** Room between the panel and the bottom of the window once its end is in view. */
const BOTTOM_GAP = 16;

/** `shown`: whether the element is rendered now (the hook starts when it appears). */
export function usePageScrolledPanel(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // The top inset from the style sheet (below the header), read once: `top` is ours from now on.
    const inset = parseFloat(getComputedStyle(el).top) || 0;
    let top = inset;
    let lastY = window.scrollY;
    const place = () => {
      const lowest = Math.min(inset, window.innerHeight - BOTTOM_GAP - el.offsetHeight);
      const y = window.scrollY;
      top = Math.min(inset, Math.max(lowest, top - (y - lastY)));
      lastY = y;
      el.style.top = `${top}px`;
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    const observer = new ResizeObserver(place);
    observer.observe(el);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      observer.disconnect();
      el.style.top = '';
    };
  }, [ref, shown]);
}
